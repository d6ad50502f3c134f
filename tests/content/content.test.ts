import {countWords, internalLinksOf, proseOf, readDocPages, withoutCodeBlocks, type DocPage} from '../support/docsContent';

// What a finished page is (content standard): minimum prose, no placeholders, a description, linked.
const minimumWords = {landing: 150, leaf: 400};
const placeholder = /\b(TODO|TBD|lorem|coming soon|content to be added)\b/i;

let pages: DocPage[] = [];
const wordsOf = (page: DocPage) => countWords(proseOf(page.body));
const isLanding = (page: DocPage) => page.frontMatter.content_type === 'landing-page';

beforeAll(async () => {
  pages = await readDocPages();
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
      const prose = proseOf(page.body);
      if (placeholder.test(prose)) problems.push(`${page.file}: placeholder word "${prose.match(placeholder)![0]}"`);
      // A heading is empty when the next non-blank line is a heading of the same or a higher level.
      const lines = withoutCodeBlocks(page.body, 'code')
        .split('\n')
        .filter((line) => line.trim());
      lines.forEach((line, index) => {
        const level = line.match(/^(#{2,6}) /)?.[1].length;
        if (!level) return;
        const nextLevel = lines[index + 1]?.match(/^(#{2,6}) /)?.[1].length;
        if (index === lines.length - 1 || (nextLevel && nextLevel <= level)) {
          problems.push(`${page.file}: heading "${line}" has no text under it`);
        }
      });
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

  it('links to at least two other pages of the site', () => {
    const unlinked = pages
      .map((page) => ({page, links: internalLinksOf(page.body).filter((link) => link !== page.route)}))
      .filter(({links}) => links.length < 2)
      .map(({page, links}) => `${page.file}: ${links.length} link(s)`);
    expect(unlinked).toEqual([]);
  });

  it('has a mermaid diagram in every top-level section', () => {
    const sections = [...new Set(pages.map((page) => page.section))];
    const withoutDiagram = sections.filter(
      (section) => !pages.some((page) => page.section === section && page.body.includes('```mermaid')),
    );
    expect(withoutDiagram).toEqual([]);
  });
});
