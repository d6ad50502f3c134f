import fs from 'node:fs';
import path from 'node:path';
import remarkCodeFromFile from '../code-blocks/remarkCodeFromFile';
import remarkReferenceTables from '../reference-tables/remarkReferenceTables';
import remarkArchivedReferenceTables from '../reference-tables/remarkArchivedReferenceTables';
import remarkUpgrades from '../upgrades/remarkUpgrades';
import {siteReleasesOf} from '../upgrades/upgradesData';
import remarkTestedWith from '../tested-with/remarkTestedWith';
import remarkGlossaryTerms from '../glossary/remarkGlossaryTerms';
import {sourceLabel, sourceUrl, type PageSource} from '../page-sources/sources';
import {isDocsFile} from '../../utils/docFileRoutes';
import {siteAddress} from '../../utils/siteUrl';

/** An mdast node, loosely typed: the tree mixes Markdown, GFM, MDX and directive nodes. */
type Node = {
  type: string;
  children?: Node[];
  value?: string;
  name?: string | null;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: Record<string, unknown>;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
};

/** A link shown for a `<SectionCards />`: a child page of the one being rendered. */
export type CardLink = {title: string; route: string; description?: string};

export type PageInput = {
  /** Absolute path of the page's .mdx file. */
  filePath: string;
  /** The page's route, under the base URL of its build. */
  route: string;
  /** The deployed site's address (SITE_URL); without it, links to the site's pages are root-relative. */
  siteUrl: string | undefined;
  /** The build's base URL (an archived version's is `/<name>/`), which the HTML's links to the site's pages start with. Default `/`. */
  baseUrl?: string;
  /** The site's own directory, for `@site/...` imports. */
  siteDir: string;
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  /** Milliseconds since the epoch of the page's last commit, if it has one. */
  lastUpdatedAt?: number | null;
  /** The page's children, for `<SectionCards />`. */
  sectionCards?: CardLink[];
  /** Route of each page by absolute source path, so links to `.mdx` files become addresses. */
  routesBySource?: Record<string, string>;
};

/** Front matter fields written to the Markdown header, in this order (the rest are build details). */
const headerFields = ['lang', 'content_type', 'topic', 'personas', 'categories', 'is_imported_content'] as const;

const admonitionTitles: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

/** Elements with no text to give (they only change the document head). */
const dropped = new Set(['CanonicalUrl', 'Head']);

const text = (value: string): Node => ({type: 'text', value});
const strong = (children: Node[]): Node => ({type: 'strong', children});
const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});

type Toolkit = {
  /** Parses a page's MDX source. */
  parse: (source: string) => Node;
  /** Parses plain Markdown, as this file writes it. */
  parseMarkdown: (markdown: string) => Node;
  stringify: (tree: Node) => string;
};

let toolkit: Promise<Toolkit> | undefined;

function loadToolkit(): Promise<Toolkit> {
  toolkit ??= (async () => {
    // The unified packages are ES modules, loaded with import() from this CommonJS-compiled file.
    const [{unified}, remarkParse, remarkMdx, remarkGfm, remarkDirective, remarkFrontmatter, remarkStringify] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('remark-frontmatter'),
      import('remark-stringify'),
    ]);
    const parser = unified()
      .use(remarkParse.default)
      .use(remarkMdx.default)
      .use(remarkGfm.default)
      .use(remarkDirective.default)
      .use(remarkFrontmatter.default);
    // Plain Markdown out: no MDX or directive extensions, so anything left unconverted fails loudly.
    const stringifier = unified()
      .use(remarkGfm.default)
      .use(remarkStringify.default, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});
    const markdownParser = unified().use(remarkParse.default).use(remarkGfm.default).use(remarkFrontmatter.default);
    return {
      parse: (source: string) => parser.parse(source) as Node,
      parseMarkdown: (markdown: string) => markdownParser.parse(markdown) as Node,
      stringify: (tree: Node) => String(stringifier.stringify(tree as never)),
    };
  })();
  return toolkit;
}

/** `### Term {#term}`: explicit heading ids are Docusaurus syntax, not Markdown (nor valid MDX). */
const stripHeadingIds = (source: string) => source.replace(/^(#{1,6} .*?)\s*\\?\{#[\w-]+\\?\}[ \t]*$/gm, '$1');

const plainText = (node: Node): string =>
  node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(plainText).join('');

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((entry) => entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function isElement(node: Node): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

type Context = {input: PageInput; toolkit: Toolkit; file: string; partials: Map<string, string>; depth: number};

/** Reads one file (the page or a partial it imports) into a tree of plain Markdown nodes. */
function fileTree(file: string, context: Omit<Context, 'file' | 'partials'>): Node[] {
  const tree = context.toolkit.parse(stripHeadingIds(fs.readFileSync(file, 'utf8')));
  // The same build-time plugins the site runs: flag, RPC and registry tables, upgrade data, the
  // tutorial's "Tested with" line (for a page of the docs itself: a partial has no front matter of
  // its own), code blocks from files.
  // An archive's build (DOCS_ARCHIVE_VERSION) renders its tables as its pages do (remarkArchivedReferenceTables).
  const tables = process.env.DOCS_ARCHIVE_VERSION ? remarkArchivedReferenceTables : remarkReferenceTables;
  tables({releasesOf: siteReleasesOf})(tree as never, {path: file});
  remarkUpgrades()(tree as never, {path: file});
  if (context.depth === 0 && isDocsFile(context.input.siteDir, file)) {
    remarkTestedWith({siteDir: context.input.siteDir})(tree as never, {path: file, data: {frontMatter: context.input.frontMatter}});
  }
  remarkCodeFromFile()(tree as never, {path: file});
  remarkGlossaryTerms({siteDir: context.input.siteDir, as: 'link'})(tree as never, {path: file});
  const partials = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of (node.value ?? '').matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) {
      const target = match[2].startsWith('@site/')
        ? path.join(context.input.siteDir, match[2].slice(6))
        : path.resolve(path.dirname(file), match[2]);
      partials.set(match[1], target);
    }
  }
  return convertChildren(tree.children ?? [], {...context, file, partials});
}

function convertChildren(children: Node[], context: Context): Node[] {
  return children.flatMap((child) => convert(child, context));
}

function convertElement(node: Node, context: Context): Node[] {
  const name = node.name ?? '';
  const where = `${path.relative(process.cwd(), context.file)}: <${name}>`;
  const partial = context.partials.get(name);
  if (partial) {
    if (context.depth > 5) throw new Error(`${where}: partials nested too deep`);
    return fileTree(partial, {...context, depth: context.depth + 1});
  }
  if (dropped.has(name)) return [];
  if (name === 'Tabs') {
    // Every tab, one after the other, each under its label in bold.
    return (node.children ?? [])
      .filter((child) => isElement(child) && child.name === 'TabItem')
      .flatMap((tab) => [
        paragraph([strong([text(attribute(tab, 'label') ?? attribute(tab, 'value') ?? 'Tab')])]),
        ...convertChildren(tab.children ?? [], context),
      ]);
  }
  if (name === 'details') {
    // `<summary>` on a line of its own is a block; with text around it, inside a paragraph.
    const isSummary = (child: Node) => isElement(child) && child.name === 'summary';
    const summary = (node.children ?? []).find(
      (child) => isSummary(child) || (child.type === 'paragraph' && child.children?.some(isSummary)),
    );
    const rest = (node.children ?? []).filter((child) => child !== summary);
    return [...(summary ? [paragraph([strong([text(plainText(summary).trim())])])] : []), ...convertChildren(rest, context)];
  }
  if (name === 'SectionCards') {
    const cards = context.input.sectionCards ?? [];
    if (cards.length === 0) return [];
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: cards.map((card) => ({
          type: 'listItem',
          spread: false,
          children: [
            paragraph([
              {type: 'link', url: siteAddress(context.input.siteUrl, card.route), children: [text(card.title)]},
              ...(card.description ? [text(`: ${card.description}`)] : []),
            ]),
          ],
        })),
      },
    ];
  }
  if (name === 'br') return node.type === 'mdxJsxTextElement' ? [{type: 'break'}] : [];
  // Any other element (HTML such as <sup>, or a component with text inside) gives its content.
  const children = convertChildren(node.children ?? [], context);
  return children;
}

function convert(node: Node, context: Context): Node[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, context);
    case 'containerDirective': {
      const title = admonitionTitles[node.name ?? ''];
      const children = node.children ?? [];
      if (!title) return convertChildren(children, context);
      const label = children.find((child) => child.data?.directiveLabel);
      const heading = label ? plainText(label).trim() : title;
      const body = convertChildren(
        children.filter((child) => child !== label),
        context,
      );
      // An admonition becomes a quote that starts with its title.
      return [{type: 'blockquote', children: [paragraph([strong([text(heading)])]), ...body]}];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Text such as "10:30" read as a directive by the parser is text again.
      const restored = [
        text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name ?? ''}`),
        ...convertChildren(node.children ?? [], context),
      ];
      return node.type === 'leafDirective' ? [paragraph(restored)] : restored;
    }
    case 'link':
    case 'image':
      return [
        {...node, url: resolveUrl(node.url ?? '', context), children: node.children ? convertChildren(node.children, context) : undefined},
      ];
    default:
      return [node.children ? {...node, children: convertChildren(node.children, context)} : node];
  }
}

/**
 * A route of the site as the HTML links it: under the build's base URL, as Docusaurus's links add
 * it (so an archived version's pages link within that version).
 */
export function routeUnderBaseUrl(route: string, baseUrl = '/'): string {
  return route.startsWith(baseUrl) || `${route}/` === baseUrl ? route : `${baseUrl}${route.slice(1)}`;
}

/** Links to other pages, by address or by source file, become addresses of the site's pages (full ones when it has an address). */
function resolveUrl(link: string, context: Context): string {
  // `pathname:///notices/rss.xml`: Docusaurus's way to link a file of the build rather than a page.
  const url = link.replace(/^pathname:\/\//, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const [target, hash] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(target)) {
    const route = context.input.routesBySource?.[path.resolve(path.dirname(context.file), target)];
    if (route) return siteAddress(context.input.siteUrl, route + (hash ?? ''));
  }
  if (target.startsWith('/')) return siteAddress(context.input.siteUrl, routeUnderBaseUrl(url, context.input.baseUrl));
  return url;
}

/** The page's header: its front matter metadata as YAML, the address of its HTML version, then its title. */
function header(input: PageInput): string {
  const yamlValue = (value: unknown): string =>
    Array.isArray(value)
      ? `\n${value.map((item) => `  - ${JSON.stringify(String(item))}`).join('\n')}`
      : ` ${JSON.stringify(String(value))}`;
  const fields: [string, unknown][] = [
    ['title', input.title],
    ['description', input.description],
    ['url', siteAddress(input.siteUrl, input.route)],
    ...headerFields
      .filter((field) => input.frontMatter[field] !== undefined)
      .map((field): [string, unknown] => [field, input.frontMatter[field]]),
    ...(input.lastUpdatedAt ? [['last_updated', new Date(input.lastUpdatedAt).toISOString().slice(0, 10)] as [string, unknown]] : []),
  ];
  return `---\n${fields.map(([key, value]) => `${key}:${yamlValue(value)}`).join('\n')}\n---\n\n# ${input.title}\n\n`;
}

/** The page's sources as its HTML ends with them (src/features/page-sources/PageSources): each linked at its pinned ref. */
function sourcesSection(sources: PageSource[] | undefined): Node[] {
  if (!sources?.length) return [];
  return [
    {type: 'heading', depth: 2, children: [text('Sources')]},
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: sources.map((source) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph([
            {type: 'link', url: sourceUrl(source), children: [{type: 'inlineCode', value: sourceLabel(source)}]},
            text(`: ${source.backs}`),
          ]),
        ],
      })),
    },
  ];
}

/**
 * A page as plain Markdown: front matter metadata as a header, then the page with its partials
 * written out, a tutorial's "Tested with" line, code blocks filled from their files, flag and RPC
 * tables as tables, every tab under its label, admonitions as quotes, `<details>` as a bold summary
 * and its content, `<SectionCards />` as a list of the child pages, and last the page's sources.
 * No JSX is left.
 */
export async function renderPageMarkdown(input: PageInput): Promise<string> {
  const loaded = await loadToolkit();
  const children = [
    ...fileTree(input.filePath, {input, toolkit: loaded, depth: 0}),
    ...sourcesSection(input.frontMatter.sources as PageSource[] | undefined),
  ];
  let body: string;
  try {
    body = loaded.stringify({type: 'root', children});
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), input.filePath)}: cannot write as Markdown: ${(error as Error).message}`);
  }
  return header(input) + body;
}

/**
 * What a reader reads of a page, from its Markdown: the sentences (paragraphs, list items and
 * quotes, with link text and inline code; not code blocks, tables or headings), each section
 * heading below the title with whether any text follows it before the next heading of its level or
 * above, and the addresses it links to. The content tests judge pages by it.
 */
export type ReaderText = {prose: string; headings: {depth: number; text: string; empty: boolean}[]; links: string[]};

export async function readerText(markdown: string): Promise<ReaderText> {
  const tree = (await loadToolkit()).parseMarkdown(markdown);
  const paragraphs: string[] = [];
  const links: string[] = [];
  const walk = (node: Node): void => {
    if (node.type === 'link' && node.url) links.push(node.url);
    // Table cells and headings hold no paragraphs, so their text is left out while their links count.
    if (node.type === 'paragraph') paragraphs.push(plainText(node));
    (node.children ?? []).forEach(walk);
  };
  walk(tree);
  const blocks = (tree.children ?? []).filter((node) => node.type !== 'yaml');
  const headings = blocks.flatMap((node, index) => {
    if (node.type !== 'heading' || (node.depth ?? 1) < 2) return [];
    const next = blocks[index + 1];
    const empty = !next || (next.type === 'heading' && (next.depth ?? 1) <= (node.depth ?? 1));
    return [{depth: node.depth ?? 2, text: plainText(node), empty}];
  });
  return {prose: paragraphs.join('\n'), headings, links};
}
