// The original code block with Prism and the site's extra languages: a chunk of its own, loaded
// by ./index.tsx only when a page needs live code blocks.
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock as (props: Props) => ReactNode;
