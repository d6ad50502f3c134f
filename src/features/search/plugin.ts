import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import lunr from 'lunr';
import {indexFileOf, shapeProblem, splitSectionIndex, textContext, type SerializedPart} from './indexParts';
import {withHyphenatedWords, type Tokenizer} from './tokens';
import {searchNoScriptCss} from './noScript';

// The package ships no type declarations, so it is required and typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};

export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * @easyops-cn/docusaurus-search-local applies `searchContextByPaths` to paths relative to the
 * site's baseUrl, so for a cut version (/2026.11/interop/…) no section matches and it writes only
 * /2026.11/search-index.json; its search bar, though, strips the version path and asks for
 * /2026.11/search-index-interop.json, and versioned pages found nothing.
 *
 * This splits one build into one indexing pass per docs version: the latest version as the site
 * is, and each older version as if it were a site of its own at its version path, so its section
 * indexes land where the search bar asks for them.
 */
export function indexingPassesByVersion(props: PostBuildProps): PostBuildProps[] {
  const docsPlugin = props.plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const versions = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions ?? [];
  if (!docsPlugin || versions.length < 2) return [props];
  const withOnly = (version: (typeof versions)[number]) =>
    props.plugins.map((plugin) =>
      plugin === docsPlugin ? {...plugin, content: {...(plugin.content as LoadedContent), loadedVersions: [version]}} : plugin,
    );
  return versions.map((version) => {
    if (version.isLast) return {...props, plugins: withOnly(version)};
    const versionBaseUrl = `${version.path.replace(/\/$/, '')}/`;
    return {
      ...props,
      baseUrl: versionBaseUrl,
      outDir: path.join(props.outDir, ...versionBaseUrl.slice(props.baseUrl.length).split('/').filter(Boolean)),
      routesPaths: props.routesPaths.filter((route) => route.startsWith(versionBaseUrl)),
      plugins: withOnly(version),
    };
  });
}

/**
 * Splits each section's index file in a version's output folder (see above). Stops the build with
 * the file and the field when a file is missing or not shaped as the theme writes it.
 */
export function splitSectionIndexes(outDir: string, sections: string[]): void {
  for (const section of sections) {
    const file = path.join(outDir, indexFileOf(section));
    if (!fs.existsSync(file)) throw new Error(`${file}: the search theme wrote no index for the section "${section}"`);
    const parts: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const problem = shapeProblem(parts);
    if (problem) throw new Error(`${file}: ${problem}; @easyops-cn/docusaurus-search-local changed its index format`);
    const {titles, text} = splitSectionIndex(parts as SerializedPart[]);
    fs.writeFileSync(file, JSON.stringify(titles));
    fs.writeFileSync(path.join(outDir, indexFileOf(textContext(section))), JSON.stringify(text));
  }
}

type ContextOption = string | {path: string};

const lunrTokenizer = lunr as unknown as {tokenizer: Tokenizer};

/**
 * Runs `index` with lunr's tokenizer keeping hyphenated words whole besides their parts (./tokens.ts).
 * The theme builds its indexes with lunr's default tokenizer and has no option for another, and
 * lunr's builder takes `lunr.tokenizer` when it is made; it is put back afterwards.
 */
export async function withHyphenatedWordsIndexed<T>(index: () => Promise<T>): Promise<T> {
  const original = lunrTokenizer.tokenizer;
  lunrTokenizer.tokenizer = withHyphenatedWords(lunr, original);
  try {
    return await index();
  } finally {
    lunrTokenizer.tokenizer = original;
  }
}

/**
 * The local search theme, with one indexing pass per docs version (see above), hyphenated words
 * indexed whole (./tokens.ts), each section's index then split into the part the first suggestions wait for and the text (./indexParts.ts). The
 * browser bundle's replacements of its modules (./replacements.ts) are listed with the others in
 * docusaurus.config.ts.
 */
export default function searchPerVersion(context: LoadContext, options: {searchContextByPaths?: ContextOption[]}): Plugin {
  const search = searchLocal.default(context, options);
  const sections = (options.searchContextByPaths ?? []).map((option) => (typeof option === 'string' ? option : option.path));
  return {
    ...search,
    // The search page's choice of every section, which the theme calls "Everywhere" (./searchPageOptions.ts).
    async getDefaultCodeTranslationMessages() {
      return {...(await search.getDefaultCodeTranslationMessages?.()), 'theme.SearchPage.searchContext.everywhere': 'All sections'};
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${searchNoScriptCss}</style>`}]};
    },
    async postBuild(props) {
      for (const pass of indexingPassesByVersion(props)) {
        await withHyphenatedWordsIndexed(async () => search.postBuild?.(pass));
        splitSectionIndexes(pass.outDir, sections);
      }
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` property.
searchPerVersion.validateOptions = searchLocal.validateOptions;
