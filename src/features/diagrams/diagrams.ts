// What the pre-render (scripts/diagrams.ts), the remark plugin and the tests share: where the
// diagrams are written, where the rendered SVGs are kept, and the key that ties one to the other.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {mermaidConfig, type ColorMode} from './mermaidConfig';

export const colorModes: ColorMode[] = ['light', 'dark'];
export const renderedDir = (siteDir: string) => path.join(siteDir, 'src/features/diagrams/rendered');
export const renderedIndexFile = (siteDir: string) => path.join(renderedDir(siteDir), 'index.json');

/** The docs folders whose pages the site builds (versioned_docs only once a version is cut into it). */
export const docsDirs = (siteDir: string) =>
  ['docs', 'versioned_docs'].map((dir) => path.join(siteDir, dir)).filter((dir) => fs.existsSync(dir));

/** The mermaid package @docusaurus/theme-mermaid resolves, which is the one package.json declares. */
export function mermaidDir(): string {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-mermaid'));
  return path.dirname(require.resolve('mermaid/package.json', {paths: [themeDir]}));
}

function mermaidVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(mermaidDir(), 'package.json'), 'utf8')) as {version: string}).version;
}

/**
 * A diagram's key: its source, the mermaid version and the render options, so a change to any of
 * them asks for a new render. It also names the SVG's ids (`mermaid-<key>-<mode>`).
 */
export function diagramKey(source: string): string {
  const renderInput = JSON.stringify({source: source.trim(), mermaid: mermaidVersion(), options: colorModes.map(mermaidConfig)});
  return createHash('sha256').update(renderInput).digest('hex').slice(0, 16);
}

export type RenderedDiagram = {width: number; height: number; label: string};
export type RenderedIndex = {mermaid: string; diagrams: Record<string, RenderedDiagram>};

export const svgFile = (siteDir: string, key: string, mode: ColorMode) => path.join(renderedDir(siteDir), `${key}-${mode}.svg`);
export const svgId = (key: string, mode: ColorMode) => `mermaid-${key}-${mode}`;

export function readRenderedIndex(siteDir: string): RenderedIndex {
  const file = renderedIndexFile(siteDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedIndex) : {mermaid: '', diagrams: {}};
}

export {mermaidVersion};

type MarkdownNode = {type: string; lang?: string | null; value?: string; children?: MarkdownNode[]};

/** Every ```mermaid block of the docs, with the file it is in (relative to the site). */
export async function findDiagrams(siteDir: string): Promise<{file: string; source: string}[]> {
  const [{unified}, remarkParse, remarkMdx, remarkGfm, remarkDirective, remarkFrontmatter] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-directive'),
    import('remark-frontmatter'),
  ]);
  const found: {file: string; source: string}[] = [];
  const files = docsDirs(siteDir).flatMap((dir) =>
    (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file)).map((file) => path.join(dir, file)),
  );
  for (const file of files.sort()) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('```mermaid')) continue;
    const parser = /\.mdx$/.test(file)
      ? unified()
          .use(remarkParse.default)
          .use(remarkMdx.default)
          .use(remarkGfm.default)
          .use(remarkDirective.default)
          .use(remarkFrontmatter.default)
      : unified().use(remarkParse.default).use(remarkGfm.default).use(remarkDirective.default).use(remarkFrontmatter.default);
    const visit = (node: MarkdownNode): void => {
      if (node.type === 'code' && node.lang === 'mermaid') found.push({file: path.relative(siteDir, file), source: node.value ?? ''});
      node.children?.forEach(visit);
    };
    visit(parser.parse(text) as MarkdownNode);
  }
  return found;
}
