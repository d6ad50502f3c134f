import remarkReferenceTables from './remarkReferenceTables';

type Transformer = ReturnType<typeof remarkReferenceTables>;
type Node = Parameters<Transformer>[0] & {name?: string; children?: Node[]; attributes?: {name?: string; value?: unknown}[]};

const referenceElements = new Set(['FlagTable', 'RpcMethods']);
const gonePattern = / is not a (group|namespace) of /;

/**
 * The reference tables of an archived version's build. They are drawn from today's data (its file
 * rules have changed since the version was cut, so the data of its day cannot be read), where a
 * program may have dropped a flag group or an RPC namespace the version's page shows: that table
 * becomes a sentence saying so, instead of stopping the build. Every other table renders as on the site.
 */
export default function remarkArchivedReferenceTables(options: Parameters<typeof remarkReferenceTables>[0]) {
  const render = remarkReferenceTables(options);
  return (tree: Node, file: Parameters<Transformer>[1]): void => {
    const replaceGone = (parent: Node) => {
      parent.children?.forEach((child, index) => {
        if (child.type !== 'mdxJsxFlowElement' || !referenceElements.has(child.name ?? '')) return replaceGone(child);
        try {
          render({type: 'root', children: [structuredClone(child)]} as Node, file);
        } catch (error) {
          if (!(error instanceof Error && gonePattern.test(error.message))) throw error;
          const named = (child.attributes ?? []).map(({name, value}) => `${name}="${String(value)}"`).join(' ');
          parent.children![index] = {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value: `This table (${named}) is no longer in the site's data; the latest docs show the program's current reference.`,
              },
            ],
          } as Node;
        }
      });
    };
    replaceGone(tree);
    render(tree, file);
  };
}
