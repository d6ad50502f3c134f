import {glossaryRoute, readGlossary} from './glossaryData';

type Node = {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: Node[];
  attributes?: Record<string, string | null | undefined> | {type: string; name: string; value: string}[] | null;
  data?: Record<string, unknown>;
};
type File = {path: string};

const textOf = (node: Node): string => (node.value ?? '') + (node.children ?? []).map(textOf).join('');

/** The glossary anchor a term names: its words in lower case, joined by hyphens ("Safe head" → safe-head). */
export const termId = (term: string) =>
  term
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let cachedIds: {siteDir: string; ids: Set<string>} | undefined;

/**
 * `:term[safe head]` (or `:term[safe heads]{id=safe-head}`) becomes `<GlossaryTerm id="safe-head">`
 * (./GlossaryTerm.tsx, a link to that entry of the glossary that glossaryClient.ts turns into a card
 * on hover and focus), or with `as: 'link'` a Markdown link to the entry (the page's Markdown
 * version). A term with no entry stops the build, naming the page and the term.
 */
export default function remarkGlossaryTerms(options: {siteDir?: string; as?: 'element' | 'link'} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  if (cachedIds?.siteDir !== siteDir) cachedIds = {siteDir, ids: new Set(readGlossary(siteDir).map(({id}) => id))};
  const {ids} = cachedIds;
  return (tree: Node, file: File) => {
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'textDirective' && child.name === 'term') {
          const text = textOf(child);
          const id = (child.attributes as Record<string, string | undefined> | null)?.id ?? termId(text);
          if (!ids.has(id))
            throw new Error(
              `${file.path}: :term[${text}] names no glossary entry "#${id}" in docs/connect/resources/glossary.mdx; add the entry there, or give the term the id of an entry: :term[${text}]{id=...}`,
            );
          node.children![index] =
            options.as === 'link'
              ? {type: 'link', url: `${glossaryRoute}#${id}`, children: child.children}
              : {
                  type: 'mdxJsxTextElement',
                  name: 'GlossaryTerm',
                  attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}],
                  children: child.children,
                };
        } else visit(child);
      });
    };
    visit(tree);
  };
}
