import fs from 'node:fs';
import path from 'node:path';
import remarkDiagrams from '../../src/features/diagrams/remarkDiagrams';
import {diagramKey, readRenderedIndex, svgFile} from '../../src/features/diagrams/diagrams';

const siteDir = path.join(__dirname, '../..');
const page = {path: path.join(siteDir, 'docs/example.mdx')};
type Node = {
  type: string;
  lang?: string;
  value?: string;
  depth?: number;
  children?: Node[];
  data?: {hName: string; hProperties: Record<string, string | number>};
};
const mermaid = (value: string): Node => ({type: 'code', lang: 'mermaid', value});
const transform = (...children: Node[]) => {
  remarkDiagrams({siteDir})({type: 'root', children}, page);
  return children;
};
/** A diagram of the docs, drawn by `npm run diagrams`: its source, found by its key. */
const drawnSource = () => {
  const source = fs.readFileSync(path.join(siteDir, 'docs/operators/chain-operators/configuration/batcher.mdx'), 'utf8');
  const block = source.match(/```mermaid\n([\s\S]*?)\n```/)![1];
  expect(readRenderedIndex(siteDir).diagrams[diagramKey(block)]).toBeDefined();
  return block;
};

describe('remark-diagrams', () => {
  it('hands the Mermaid component both drawings, their size, the source and a label from the section heading', () => {
    const source = drawnSource();
    const [, diagram] = transform(
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'How batches reach L1 {#how}'}]},
      mermaid(source),
    );
    const key = diagramKey(source);
    const {width, height} = readRenderedIndex(siteDir).diagrams[key];
    expect(diagram.data).toEqual({
      hName: 'mermaid',
      hProperties: {
        value: source,
        light: fs.readFileSync(svgFile(siteDir, key, 'light'), 'utf8').trim(),
        dark: fs.readFileSync(svgFile(siteDir, key, 'dark'), 'utf8').trim(),
        width,
        height,
        label: 'Diagram: How batches reach L1',
      },
    });
  });

  it('keeps ids unique when a page shows one diagram twice', () => {
    const source = drawnSource();
    const ids = transform(mermaid(source), mermaid(source)).flatMap((node) =>
      ['light', 'dark'].flatMap((mode) => [...String(node.data!.hProperties[mode]).matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id)),
    );
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stops the build, naming the page and the command, on a diagram with no current drawing', () => {
    expect(() => transform(mermaid('flowchart LR\n  A --> B'))).toThrow(
      'docs/example.mdx: the mermaid diagram starting "flowchart LR" has no pre-rendered drawing, or a stale one: run `npm run diagrams`',
    );
  });

  it('leaves other code blocks alone', () => {
    const block = {type: 'code', lang: 'bash', value: 'npm run diagrams'};
    expect(transform({...block})).toEqual([block]);
  });
});
