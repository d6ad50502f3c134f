import {personas, type ContentType, type Persona} from '../navigation/personas';
import {contentTypeLabels, personaLabels} from '../navigation/labels';
import type {PageSource} from '../page-sources/sources';
import {markdownRoute, sectionLlmsRoute} from '../page-markdown/paths';
import {siteAddress} from '../../utils/siteUrl';

/** What the site knows about one page, as derived at build time from its front matter. */
export type PageRecord = {
  route: string;
  title: string;
  description: string;
  /** Words readers search with (front matter `keywords`). */
  keywords: string[];
  section: string;
  lang: string;
  content_type: ContentType;
  topic: string;
  personas: Persona[];
  categories: string[];
  is_imported_content: 'true' | 'false';
  /** Where the page's values come from (front matter `sources`); empty for pages that state none. */
  sources: PageSource[];
};

export type PersonaPageData = {
  persona: Persona;
  label: string;
  groups: {contentType: ContentType; label: string; pages: Pick<PageRecord, 'route' | 'title' | 'description'>[]}[];
};

/** The order a reader meets kinds of pages in: overviews and tutorials first, notices last. */
const readingOrder: ContentType[] = ['landing-page', 'tutorial', 'guide', 'reference', 'article', 'troubleshooting', 'notice'];

/** The pages written for one persona, grouped by content type in reading order, titles sorted. */
export function personaPageData(persona: Persona, pages: PageRecord[]): PersonaPageData {
  const forPersona = pages.filter((page) => page.personas.includes(persona));
  return {
    persona,
    label: personaLabels[persona],
    groups: readingOrder
      .map((contentType) => ({
        contentType,
        label: contentTypeLabels[contentType],
        pages: forPersona
          .filter((page) => page.content_type === contentType)
          .sort((a, b) => a.title.localeCompare(b.title))
          .map(({route, title, description}) => ({route, title, description})),
      }))
      .filter((group) => group.pages.length > 0),
  };
}

export const personasWithPages = (pages: PageRecord[]): Persona[] =>
  personas.filter((persona) => pages.some((page) => page.personas.includes(persona)));

/** `url`: the deployed site's address, if the build knows it (else links are root-relative); `baseUrl`: the build's, `/` by default. */
type Site = {title: string; tagline: string; url: string | undefined; baseUrl?: string};
type SectionInfo = {label: string; route: string; summary: string};

/**
 * /llms.txt in the llmstxt.org format: an H1 with the site's name, a blockquote summary, then
 * one H2 per section listing its pages' Markdown versions (`<route>.md`) with their descriptions.
 */
export function renderLlmsTxt(site: Site, sections: SectionInfo[], pages: PageRecord[]): string {
  const base = site.baseUrl ?? '/';
  const absolute = (route: string) => siteAddress(site.url, route);
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  lines.push(
    `Each link below is the Markdown version of a documentation page (its HTML page is the same address without ".md"); the description says what it covers. Every page in one file: ${absolute(`${base}llms-full.txt`)}; the pages of one section in one file: ${absolute(`${base}llms-<section>.txt`)}, linked under each section. Page metadata (personas, content type, categories) for every page is in ${absolute(`${base}metadata.json`)}.`,
    '',
  );
  for (const section of sections) {
    const sectionPages = pages.filter((page) => page.section === section.route.slice(1));
    if (sectionPages.length === 0) continue;
    lines.push(
      `## ${section.label}`,
      '',
      `${section.summary} Every page of this section in one file: ${absolute(`${base}${sectionLlmsRoute(section.route).slice(1)}`)}`,
      '',
    );
    for (const page of sectionPages) lines.push(`- [${page.title}](${absolute(markdownRoute(page.route))}): ${page.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** /metadata.json: every page's route and metadata fields, docs and the site's other pages alike. */
export function buildMetadataIndex(pages: PageRecord[], otherPages: {route: string; title: string; description: string}[]) {
  return {
    pages: [
      ...pages.map((page) => ({kind: 'doc' as const, ...page})),
      ...otherPages.map((page) => ({kind: 'page' as const, ...page})),
    ].sort((a, b) => a.route.localeCompare(b.route)),
  };
}
