import {buildMetadataIndex, personaPageData, renderLlmsTxt, type PageRecord} from '../../src/features/page-metadata/machineReadable';

const page = (route: string, title: string, overrides: Partial<PageRecord> = {}): PageRecord => ({
  route,
  title,
  description: `About ${title}.`,
  keywords: ['first', 'second', 'third', 'fourth'],
  section: route.split('/')[1],
  lang: 'en-US',
  content_type: 'guide',
  topic: route.slice(1).replace(/\//g, '-'),
  personas: ['app-developer'],
  categories: ['interoperability'],
  is_imported_content: 'false',
  sources: [],
  ...overrides,
});

const pages = [
  page('/interop/explainer', 'Interop explainer', {content_type: 'article', personas: ['app-developer', 'auditor']}),
  page('/interop/tutorials/message-passing', 'Message passing tutorial', {content_type: 'tutorial'}),
  page('/interop/reorg', 'Reorg awareness', {content_type: 'article'}),
  page('/operators/node-operators/json-rpc', 'JSON-RPC API', {content_type: 'reference', personas: ['node-operator']}),
];

describe('persona pages', () => {
  it('list the pages of a persona grouped by content type, overviews and tutorials first', () => {
    const data = personaPageData('app-developer', pages);
    expect(data.label).toBe('App developer');
    expect(data.groups.map((group) => [group.label, group.pages.map((p) => p.title)])).toEqual([
      ['Tutorial', ['Message passing tutorial']],
      ['Article', ['Interop explainer', 'Reorg awareness']],
    ]);
  });

  it('leave out pages written for others', () => {
    expect(personaPageData('auditor', pages).groups.flatMap((group) => group.pages.map((p) => p.route))).toEqual(['/interop/explainer']);
  });
});

describe('llms.txt', () => {
  const text = renderLlmsTxt(
    {title: 'Docs', tagline: 'Everything about chains.', url: 'https://docs.example'},
    [
      {label: 'Interoperability', route: '/interop', summary: 'Messages between chains.'},
      {label: 'Operators', route: '/operators', summary: 'Running chains.'},
      {label: 'Empty', route: '/empty', summary: 'No pages.'},
    ],
    pages,
  );

  it('follows the llmstxt.org layout: title, summary, sections of links with descriptions', () => {
    expect(text.startsWith('# Docs\n\n> Everything about chains.\n')).toBe(true);
    expect(text).toContain(
      '## Interoperability\n\nMessages between chains. Every page of this section in one file: https://docs.example/llms-interop.txt\n\n- [Interop explainer](https://docs.example/interop/explainer.md): About Interop explainer.',
    );
    expect(text).toContain('## Operators');
    expect(text).not.toContain('## Empty');
  });

  it('lists every page once, by its Markdown version', () => {
    for (const {route} of pages) expect(text.split(`(https://docs.example${route}.md)`)).toHaveLength(2);
  });
});

describe('llms.txt of a build without SITE_URL, and of an archived version', () => {
  const sectionsOfSite = [{label: 'Interoperability', route: '/interop', summary: 'Messages between chains.'}];

  it('links by root-relative paths when the site has no address', () => {
    const text = renderLlmsTxt({title: 'Docs', tagline: 'Everything about chains.', url: undefined}, sectionsOfSite, pages);
    expect(text).toContain('Every page in one file: /llms-full.txt;');
    expect(text).toContain('Every page of this section in one file: /llms-interop.txt\n\n- [Interop explainer](/interop/explainer.md)');
    expect(text).not.toMatch(/https?:/);
  });

  it("links an archived version's own files, under its base URL", () => {
    const archived = pages.map((page) => ({...page, route: `/2026.11${page.route}`}));
    const text = renderLlmsTxt(
      {title: 'Docs', tagline: 'Everything about chains.', url: 'https://docs.example', baseUrl: '/2026.11/'},
      sectionsOfSite,
      archived,
    );
    expect(text).toContain('Every page in one file: https://docs.example/2026.11/llms-full.txt;');
    expect(text).toContain(
      'Every page of this section in one file: https://docs.example/2026.11/llms-interop.txt\n\n- [Interop explainer](https://docs.example/2026.11/interop/explainer.md)',
    );
  });
});

describe('metadata.json', () => {
  it('lists docs with their metadata and the other pages, sorted by route', () => {
    const index = buildMetadataIndex(pages, [{route: '/', title: 'Home', description: 'Start here.'}]);
    expect(index.pages.map((entry) => [entry.route, entry.kind])).toEqual([
      ['/', 'page'],
      ['/interop/explainer', 'doc'],
      ['/interop/reorg', 'doc'],
      ['/interop/tutorials/message-passing', 'doc'],
      ['/operators/node-operators/json-rpc', 'doc'],
    ]);
    expect(index.pages[1]).toMatchObject({content_type: 'article', personas: ['app-developer', 'auditor'], topic: 'interop-explainer'});
  });
});
