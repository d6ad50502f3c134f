import {countWords, readRenderedPages, renderedSiteUrl, type RenderedPage} from '../support/docsContent';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {validatePageFrontMatter} from '../../src/features/page-metadata/frontMatter';
import {colorModes, readRenderedIndex, renderedDir, svgFile} from '../../src/features/diagrams/diagrams';

// What a finished page is (content standard): minimum prose, no placeholders, a description, linked.
// Judged on the text a reader gets, rendered by the site's own Markdown renderer (as <route>.md).
const minimumWords = {landing: 150, leaf: 400};
const placeholder = /\b(TODO|TBD|lorem|coming soon|content to be added)\b/i;

let pages: RenderedPage[] = [];
const wordsOf = (page: RenderedPage) => countWords(page.reader.prose);
const isLanding = (page: RenderedPage) => page.frontMatter.content_type === 'landing-page';

/** The pages of the site a page links to, by route (the renderer writes every internal link as a full address). */
const internalRoutes = (page: RenderedPage): string[] => [
  ...new Set(
    page.reader.links
      .filter((link) => link.startsWith(`${renderedSiteUrl}/`))
      .map((link) => new URL(link).pathname.replace(/(.)\/$/, '$1'))
      .filter(Boolean),
  ),
];

beforeAll(async () => {
  pages = await readRenderedPages();
});

afterAll(() => {
  // The word-count distribution per section, for the closing notes of content work.
  const rows = [...new Set(pages.map((page) => page.section))].map((section) => {
    const leaves = pages
      .filter((page) => page.section === section && !isLanding(page))
      .map(wordsOf)
      .sort((a, b) => a - b);
    const median = leaves.length ? leaves[Math.floor((leaves.length - 1) / 2)] : 0;
    return {
      section,
      pages: pages.filter((page) => page.section === section).length,
      leafMin: leaves[0] ?? 0,
      leafMedian: median,
      leafMax: leaves.at(-1) ?? 0,
    };
  });
  console.table(rows);
});

describe('every page meets the content standard', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(250);
  });

  it('has front matter the schema accepts (the build stops on any that it does not)', () => {
    const problems = pages.flatMap((page) => {
      try {
        validatePageFrontMatter(page.file, page.frontMatter);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(problems).toEqual([]);
  });

  it('has its minimum words of prose (400 on a leaf page, 150 on a landing page)', () => {
    const short = pages
      .filter((page) => wordsOf(page) < (isLanding(page) ? minimumWords.landing : minimumWords.leaf))
      .map((page) => `${page.file}: ${wordsOf(page)} words`);
    expect(short).toEqual([]);
  });

  it('lists the children of a landing page as cards', () => {
    expect(pages.filter((page) => isLanding(page) && !page.body.includes('<SectionCards />')).map((page) => page.file)).toEqual([]);
  });

  it('has no placeholder words and no empty sections', () => {
    const offenders = pages.flatMap((page) => {
      const problems: string[] = [];
      const {prose, headings} = page.reader;
      if (placeholder.test(prose)) problems.push(`${page.file}: placeholder word "${prose.match(placeholder)![0]}"`);
      // A heading is empty when the next block is a heading of the same or a higher level, or nothing.
      for (const heading of headings.filter(({empty}) => empty)) {
        problems.push(`${page.file}: heading "${'#'.repeat(heading.depth)} ${heading.text}" has no text under it`);
      }
      return problems;
    });
    expect(offenders).toEqual([]);
  });

  it('has a description a search result can show', () => {
    const missing = pages.filter(
      (page) =>
        String(page.frontMatter.description ?? '')
          .trim()
          .split(/\s+/).length < 8,
    );
    expect(missing.map((page) => page.file)).toEqual([]);
  });

  it('lists keywords in the words readers search with, beyond its title and description', () => {
    // The search matches words, not meanings: keywords let a page be found by a reader's words
    // ("high availability" for op-conductor). A keyword made only of words the title and
    // description already have adds nothing to the index.
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? [];
    const problems = pages.flatMap((page) => {
      // The build checks that there are 4 to 10 of them (src/features/page-metadata/frontMatter.ts).
      const keywords = page.frontMatter.keywords as string[];
      const known = new Set(words(`${page.frontMatter.title} ${page.frontMatter.description}`));
      return keywords
        .filter((keyword) => words(keyword).every((word) => known.has(word)))
        .map((keyword) => `${page.file}: keyword "${keyword}" adds no word beyond the title and description`);
    });
    expect(problems).toEqual([]);
  });

  it('links to at least two other pages of the site', () => {
    const unlinked = pages
      .map((page) => ({page, links: internalRoutes(page).filter((link) => link !== page.route)}))
      .filter(({links}) => links.length < 2)
      .map(({page, links}) => `${page.file}: ${links.length} link(s)`);
    expect(unlinked).toEqual([]);
  });

  it('has a mermaid diagram in every top-level section', () => {
    const sections = [...new Set(pages.map((page) => page.section))];
    const withoutDiagram = sections.filter(
      (section) => !pages.some((page) => page.section === section && page.markdown.includes('```mermaid')),
    );
    expect(withoutDiagram).toEqual([]);
  });

  // The production build shows the drawings `npm run diagrams` made (src/features/diagrams); a
  // drawing missing, older than its source or than the installed mermaid, or left over fails here.
  it('has every mermaid diagram drawn ahead of time from its current source, in both colour modes, and no other drawing', () => {
    const siteDir = path.join(__dirname, '../..');
    // The blocks as the script finds them (the Markdown parsers are ES modules, run outside Jest).
    const listed = JSON.parse(
      execFileSync(process.execPath, ['--require', 'tsx/cjs', path.join(siteDir, 'scripts/diagrams.ts'), '--list'], {
        cwd: siteDir,
        encoding: 'utf8',
      }),
    ) as {mermaid: string; diagrams: {file: string; key: string; firstLine: string}[]};
    expect(listed.diagrams.length).toBeGreaterThan(100);
    const index = readRenderedIndex(siteDir);
    expect(index.mermaid).toBe(listed.mermaid);
    const undrawn = listed.diagrams
      .filter(({key}) => colorModes.some((mode) => !fs.existsSync(svgFile(siteDir, key, mode))) || !index.diagrams[key])
      .map(({file, firstLine}) => `${file}: ${firstLine} (run npm run diagrams)`);
    expect(undrawn).toEqual([]);
    const keys = new Set(listed.diagrams.map(({key}) => key));
    const leftOver = fs
      .readdirSync(renderedDir(siteDir))
      .filter((file) => file !== 'index.json' && !keys.has(file.replace(/-(light|dark)\.svg$/, '')));
    expect(leftOver).toEqual([]);
    expect(Object.keys(index.diagrams).filter((key) => !keys.has(key))).toEqual([]);
    // Drawn at their natural size (useMaxWidth off): width and height in pixels, nothing scaled to the column.
    for (const key of keys) {
      const svg = fs.readFileSync(svgFile(siteDir, key, 'light'), 'utf8');
      expect(svg).toMatch(new RegExp(`^<svg id="mermaid-${key}-light" width="${index.diagrams[key].width}"`));
      expect(svg.slice(0, svg.indexOf('>'))).not.toContain('max-width');
    }
  });
});
