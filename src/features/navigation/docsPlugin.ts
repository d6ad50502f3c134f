import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** Each version's doc descriptions by the doc's address, keyed by version name: what the section cards show. */
export type CardDescriptions = Record<string, Record<string, string>>;

/**
 * A version's route props without the descriptions of its docs. Docusaurus gives every doc page
 * its version's metadata, and with it the title and description of every doc of the version (84 of
 * its 127 KB here), for `useDocById`, which only the theme's doc cards read; the cards get their
 * descriptions from `cardDescriptions.json` instead (SectionCards).
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version?.docs && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc])),
        },
      },
    }),
    ...(route.routes && {routes: route.routes.map(withoutDocDescriptions)}),
  };
}

/** The module `createData` writes the descriptions to. */
export const cardDescriptionsModule = /[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]cardDescriptions\.json$/;

/**
 * Docusaurus's docs plugin, with the doc descriptions moved out of the metadata every doc page
 * loads (`withoutDocDescriptions`) into `cardDescriptions.json` (under `@generated/`), which only the
 * pages that show section cards import. Used in place of the classic preset's docs plugin, with
 * the same options and name, so everything that reads the docs plugin's content finds it as before.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    // The descriptions are one chunk of their own, which every page that shows section cards loads:
    // imported by each of those pages, they were copied into each page's chunk.
    configureWebpack(config, isServer, utils, content) {
      const docsWebpackConfig = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) return docsWebpackConfig;
      return {
        ...docsWebpackConfig,
        optimization: {
          splitChunks: {
            cacheGroups: {cardDescriptions: {test: cardDescriptionsModule, name: 'card-descriptions', chunks: 'async', enforce: true}},
          },
        },
      };
    },
    async contentLoaded({content, actions}) {
      const descriptions: CardDescriptions = Object.fromEntries(
        content.loadedVersions.map((version) => [
          version.versionName,
          Object.fromEntries(version.docs.map((doc) => [doc.permalink, doc.description])),
        ]),
      );
      await actions.createData('cardDescriptions.json', JSON.stringify(descriptions));
      await plugin.contentLoaded?.({
        content,
        actions: {...actions, addRoute: (route) => actions.addRoute(withoutDocDescriptions(route))},
      });
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` (the docs plugin's
// own, which fills in the defaults); its type is generic over any options, hence the assertion.
docsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
