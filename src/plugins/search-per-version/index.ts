import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {replaceInBrowserBundle} from '../replaceInBrowserBundle';

// The package ships no type declarations.
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

/** The module the search theme imports mark.js from (by absolute path); see ./lazyMark.ts. */
export const markModule = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;

/** How the search page imports its query hook, and from where; see ./useSearchQuery.ts. */
export const searchQueryRequest = /^\.\.\/hooks\/useSearchQuery$/;
export const searchPageFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchPage$/;
export const searchBarFolder = /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar$/;

/** How the search bar and the search page import the search worker's client; see ./sectionSearch.ts. */
export const searchByWorkerRequest = /^\.\.\/searchByWorker$/;
/** How the search bar imports autocomplete.js; see ./autoComplete.ts. */
export const autoCompleteRequest = /^@easyops-cn\/autocomplete\.js$/;

/** The file that replaces a request made from a folder of the theme, or undefined to keep it. */
export function replacementFor(request: string, context: string | undefined): string | undefined {
  const from = context ?? '';
  if (searchQueryRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'useSearchQuery.ts');
  if (searchByWorkerRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'searchBarWorker.ts');
  if (searchByWorkerRequest.test(request) && searchPageFolder.test(from)) return path.join(__dirname, 'searchPageWorker.ts');
  if (autoCompleteRequest.test(request) && searchBarFolder.test(from)) return path.join(__dirname, 'autoComplete.ts');
  return undefined;
}

/**
 * The local search theme, with one indexing pass per docs version (see above), mark.js loaded only
 * when a page has highlights (./lazyMark.ts), a search page that keeps its query in the address
 * (./useSearchQuery.ts), and a navbar search over every section of the version with the ranking
 * of ./ranking.ts (./sectionSearch.ts says what upstream lacks; ./searchBarWorker.ts, ./autoComplete.ts).
 */
export default function searchPerVersion(context: LoadContext, options: unknown): Plugin {
  const search = searchLocal.default(context, options);
  return {
    ...search,
    configureWebpack(config, isServer, utils, content) {
      const original = search.configureWebpack?.(config, isServer, utils, content) || {};
      const replacements = replaceInBrowserBundle(isServer, utils, [
        [markModule, path.join(__dirname, 'lazyMark.ts')],
        ...[searchQueryRequest, searchByWorkerRequest, autoCompleteRequest].map(
          (request) =>
            [
              request,
              (resolveData: {context?: string; request: string}) => {
                resolveData.request = replacementFor(resolveData.request, resolveData.context) ?? resolveData.request;
              },
            ] as const,
        ),
      ]);
      return {...original, plugins: [...(original.plugins ?? []), ...(replacements.plugins ?? [])]};
    },
    async postBuild(props) {
      for (const pass of indexingPassesByVersion(props)) await search.postBuild?.(pass);
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` property.
searchPerVersion.validateOptions = searchLocal.validateOptions;
