import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {sections} from '../navigation/sections';
import {otherPages} from '../navigation/otherPages';
import {routeInVersion, routeOfPermalink} from '../../utils/routes';
import {knownSiteUrl, siteUrlWarning} from '../../utils/siteUrl';
import {buildMetadataIndex, personaPageData, personasWithPages, renderLlmsTxt, type PageRecord} from './machineReadable';

type PageTopic = {source: string; topic: unknown};

/** Lists one message per topic used by more than one page, naming every file that uses it. */
export function findDuplicateTopics(pages: PageTopic[]): string[] {
  const sourcesByTopic = new Map<string, string[]>();
  for (const {source, topic} of pages) {
    const key = String(topic);
    sourcesByTopic.set(key, [...(sourcesByTopic.get(key) ?? []), source]);
  }
  return [...sourcesByTopic]
    .filter(([, sources]) => sources.length > 1)
    .map(([topic, sources]) => `topic "${topic}" is used by ${sources.join(', ')}`);
}

/**
 * Everything derived from page metadata once all docs are loaded: the site-wide topic check
 * (the per-page schema runs in `markdown.parseFrontMatter`), a "Browse by persona" page per
 * persona, and /llms.txt and /metadata.json in the build output.
 */
export default function pageMetadataPlugin(context: LoadContext): Plugin {
  let currentPages: PageRecord[] = [];
  return {
    name: 'page-metadata',

    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        const duplicates = findDuplicateTopics(
          version.docs.map((doc) => ({source: doc.source.replace(/^@site\//, ''), topic: doc.frontMatter.topic})),
        );
        if (duplicates.length > 0) {
          throw new Error(
            `Front matter field "topic" must be unique (docs version ${version.versionName}):\n  - ${duplicates.join('\n  - ')}`,
          );
        }
      }

      // The current docs; in a version's archive (src/features/versions), that version.
      const current = docs?.loadedVersions.find((version) => version.isLast);
      currentPages = (current?.docs ?? []).map((doc) => {
        const frontMatter = doc.frontMatter as unknown as Omit<PageRecord, 'route' | 'title' | 'description' | 'section' | 'sources'> & {
          sources?: PageRecord['sources'];
        };
        const route = routeOfPermalink(doc.permalink);
        return {
          route,
          title: doc.title,
          description: doc.description,
          keywords: frontMatter.keywords,
          section: routeInVersion(route, context.baseUrl).split('/')[1],
          lang: frontMatter.lang,
          content_type: frontMatter.content_type,
          topic: frontMatter.topic,
          personas: frontMatter.personas,
          categories: frontMatter.categories,
          is_imported_content: frontMatter.is_imported_content,
          sources: frontMatter.sources ?? [],
        };
      });

      const personas = personasWithPages(currentPages);
      const indexData = await actions.createData(
        'personas.json',
        personas.map((persona) => ({persona, ...personaPageData(persona, currentPages)})),
      );
      actions.addRoute({
        path: `${context.baseUrl}personas`,
        component: '@site/src/features/page-metadata/PersonaIndexPage',
        modules: {personas: indexData},
        exact: true,
      });
      for (const persona of personas) {
        const data = await actions.createData(`persona-${persona}.json`, personaPageData(persona, currentPages));
        actions.addRoute({
          path: `${context.baseUrl}personas/${persona}`,
          component: '@site/src/features/page-metadata/PersonaPage',
          modules: {data},
          exact: true,
        });
      }
    },

    async postBuild({outDir}) {
      const {title, tagline, url} = context.siteConfig;
      const siteUrl = knownSiteUrl(url);
      const warning = siteUrlWarning(siteUrl);
      // Printed as Docusaurus prints its own warnings, at the end of the build's output.
      if (warning) console.warn(`[WARNING] ${warning}`);
      fs.writeFileSync(
        path.join(outDir, 'llms.txt'),
        renderLlmsTxt({title, tagline, url: siteUrl, baseUrl: context.baseUrl}, sections, currentPages),
      );
      fs.writeFileSync(path.join(outDir, 'metadata.json'), `${JSON.stringify(buildMetadataIndex(currentPages, otherPages), null, 2)}\n`);
    },
  };
}
