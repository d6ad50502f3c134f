// Wrapped: code blocks hydrate as the server's highlighted HTML and load Prism only when a reader reaches for one (src/features/code-blocks).
export {default} from '@site/src/features/code-blocks/CodeBlock';
