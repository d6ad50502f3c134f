import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {routeInVersion, routeOfPermalink} from '../../utils/routes';
import {knownSiteUrl} from '../../utils/siteUrl';
import {sections} from '../navigation/sections';
import {markdownRoute, sectionLlmsRoute} from './paths';
import {renderPageMarkdown, type PageInput} from './render';
import {sectionCardLinks, type SidebarItem} from './sectionCards';

type Page = PageInput & {version: string};

/** Joins pages of the current docs into one file, each page after a rule: all of them, or a section's. */
export function renderLlmsFull(site: {title: string; tagline: string}, pages: string[]): string {
  return `# ${site.title}\n\n> ${site.tagline}\n\n${pages.map((page) => page.trimEnd()).join('\n\n---\n\n')}\n`;
}

/**
 * Writes every doc page, of every docs version, as Markdown at `<route>.md` in the build, and
 * `/llms-full.txt` with every page of the current version (see render.ts for what the Markdown
 * keeps). No kept plugin was used: @signalwire/docusaurus-plugin-llms-txt converts the built HTML
 * (tab labels are separated from their panels there, admonitions are plain divs) and
 * docusaurus-plugin-llms copies the source (no partials, no code from files, JSX left in).
 */
export default function pageMarkdownPlugin(context: LoadContext): Plugin {
  let pages: Page[] = [];
  return {
    name: 'page-markdown',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const siteDir = context.siteDir;
      const sourcePath = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
      pages = (docs?.loadedVersions ?? []).flatMap((version) => {
        const byId = new Map(
          version.docs.map((doc) => [doc.id, {title: doc.title, route: routeOfPermalink(doc.permalink), description: doc.description}]),
        );
        const routesBySource = Object.fromEntries(version.docs.map((doc) => [sourcePath(doc.source), routeOfPermalink(doc.permalink)]));
        return version.docs.map((doc) => ({
          version: version.versionName,
          filePath: sourcePath(doc.source),
          route: routeOfPermalink(doc.permalink),
          siteUrl: knownSiteUrl(context.siteConfig.url),
          baseUrl: context.baseUrl,
          siteDir,
          title: doc.title,
          description: doc.description,
          frontMatter: doc.frontMatter as Record<string, unknown>,
          lastUpdatedAt: doc.lastUpdatedAt,
          sectionCards: sectionCardLinks(doc.id, version.sidebars as unknown as Record<string, SidebarItem[]>, byId),
          routesBySource,
        }));
      });
    },

    async postBuild({outDir}) {
      const current: {route: string; markdown: string}[] = [];
      for (const page of pages) {
        const markdown = await renderPageMarkdown(page);
        // Routes start with the base URL; an archived version is built under /<name>/ (src/features/versions).
        const file = path.join(outDir, markdownRoute(routeInVersion(page.route, context.baseUrl)));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, markdown);
        if (page.version === 'current') current.push({route: page.route, markdown});
      }
      const {title, tagline} = context.siteConfig;
      fs.writeFileSync(
        path.join(outDir, 'llms-full.txt'),
        renderLlmsFull(
          {title, tagline},
          current.map(({markdown}) => markdown),
        ),
      );
      // One file per section as well, listed in /llms.txt (src/features/page-metadata).
      for (const section of sections) {
        const inSection = current.filter(({route}) => route === section.route || route.startsWith(`${section.route}/`));
        fs.writeFileSync(
          path.join(outDir, sectionLlmsRoute(section.route)),
          renderLlmsFull(
            {title: `${title}: ${section.label}`, tagline: section.summary},
            inSection.map(({markdown}) => markdown),
          ),
        );
      }
    },
  };
}
