import path from 'node:path';
/** Builders for the Markdown (mdast) nodes the reference tables are made of. */
export type Node = {
  type: string;
  children?: Node[];
  value?: string;
  name?: string | null;
  depth?: number;
  url?: string;
  align?: null[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {hProperties: Record<string, string>};
};

export const text = (value: string): Node => ({type: 'text', value});
export const code = (value: string): Node => ({type: 'inlineCode', value});
export const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});
export const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});
export const heading = (depth: number, children: Node[]): Node => ({type: 'heading', depth, children});
export const link = (url: string, children: Node[]): Node => ({type: 'link', url, children});
export const lineBreak: Node = {type: 'break'};
export const table = (header: string[], rows: Node[][][], className?: string): Node =>
  tableWithRowData(
    header,
    rows.map((cells) => ({cells})),
    className,
  );

/** A table whose body rows carry HTML attributes (`data-*`) a page script filters on. */
export const tableWithRowData = (
  header: string[],
  rows: {cells: Node[][]; properties?: Record<string, string>}[],
  className?: string,
): Node => ({
  type: 'table',
  ...(className ? {data: {hProperties: {className}}} : {}),
  align: header.map(() => null),
  children: [{cells: header.map((label) => [text(label)])}, ...rows].map((row) => ({
    type: 'tableRow',
    ...('properties' in row && row.properties ? {data: {hProperties: row.properties}} : {}),
    children: row.cells.map((children) => ({type: 'tableCell', children})),
  })),
});

/** An HTML element around rendered Markdown (a `<div>` with attributes), as MDX writes one. */
export const element = (name: string, attributes: Record<string, string>, children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  children,
});

/**
 * Replaces every MDX element whose name is in `names`, anywhere in `tree`, with the nodes `render`
 * returns for it; `where` ("docs/page.mdx: <Name>") is for the error messages of `render`.
 */
export function replaceJsxElements(
  tree: Node,
  filePath: string,
  names: readonly string[],
  render: (node: Node, where: string) => Node[],
): void {
  const visit = (parent: Node): void => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index];
      const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      if (!isJsx || !names.includes(node.name ?? '')) {
        visit(node);
        continue;
      }
      const replacement = render(node, `${path.relative(process.cwd(), filePath)}: <${node.name}>`);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    }
  };
  visit(tree);
}
