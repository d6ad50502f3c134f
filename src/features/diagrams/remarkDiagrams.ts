import fs from 'node:fs';
import path from 'node:path';
import {colorModes, diagramKey, readRenderedIndex, svgFile, type RenderedIndex} from './diagrams';

type Node = {type: string; children?: Node[]; lang?: string | null; value?: string; depth?: number; data?: Record<string, unknown>};
type File = {path: string};

const textOf = (node: Node): string => node.value ?? node.children?.map(textOf).join('') ?? '';

/**
 * In the production build, each ```mermaid block becomes the diagram drawn ahead of time by
 * `npm run diagrams` (src/features/diagrams/rendered): both colour modes' SVGs, with their size,
 * handed to the Mermaid component, so the page's HTML carries the drawing and no diagram code
 * is loaded. A block with no drawing (new or changed since the last render) stops the build.
 */
export default function remarkDiagrams(options: {siteDir: string}) {
  let index: RenderedIndex | undefined;
  return (tree: Node, file: File): void => {
    index ??= readRenderedIndex(options.siteDir);
    const copiesOnPage = new Map<string, number>();
    let heading = '';
    const visit = (node: Node): void => {
      if (node.type === 'heading') heading = textOf(node).replace(/\s*\{#[^}]*\}\s*$/, '');
      if (node.type === 'code' && node.lang === 'mermaid') {
        const source = node.value ?? '';
        const key = diagramKey(source);
        const drawn = index!.diagrams[key];
        if (!drawn || colorModes.some((mode) => !fs.existsSync(svgFile(options.siteDir, key, mode)))) {
          throw new Error(
            `${path.relative(options.siteDir, file.path)}: the mermaid diagram starting "${source.trim().split('\n')[0]}" has no pre-rendered drawing, or a stale one: run \`npm run diagrams\` and commit src/features/diagrams/rendered`,
          );
        }
        // Ids must be unique on the page: a second copy of one diagram renames its id prefix.
        const copy = (copiesOnPage.get(key) ?? 0) + 1;
        copiesOnPage.set(key, copy);
        const svg = (mode: 'light' | 'dark') => {
          const text = fs.readFileSync(svgFile(options.siteDir, key, mode), 'utf8').trim();
          return copy === 1 ? text : text.replaceAll(`mermaid-${key}-`, `mermaid-${key}-${copy}-`);
        };
        Object.assign(node, {
          type: 'mermaidDiagram',
          data: {
            hName: 'mermaid',
            hProperties: {
              value: source,
              light: svg('light'),
              dark: svg('dark'),
              width: drawn.width,
              height: drawn.height,
              label: drawn.label || (heading ? `Diagram: ${heading}` : 'Diagram'),
            },
          },
        });
        delete node.value;
        delete node.lang;
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
