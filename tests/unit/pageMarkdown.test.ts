import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PageInput} from '../../src/features/page-markdown/render';
import {markdownRoute} from '../../src/features/page-markdown/paths';
import {sectionCardLinks, type SidebarItem} from '../../src/features/page-markdown/sectionCards';
import {renderLlmsFull} from '../../src/features/page-markdown/plugin';
import {lastCommitOf, parseGitLog} from '../../src/features/page-metadata/lastCommits';
import {chosenTabs, reportBody, reportProblemUrl, type ReportContext} from '../../src/features/page-metadata/reportProblem';
import {siteDir} from '../support/paths';

const fixturesDir = path.join(__dirname, '../fixtures/page-markdown');

/**
 * Renders a page in a child Node process, as the build does: the unified packages are ES modules,
 * which Jest's CommonJS sandbox cannot import.
 */
function render(input: Partial<PageInput> & {filePath: string}): string {
  const full: PageInput = {
    route: '/fixture/page',
    siteUrl: 'https://docs.example',
    siteDir,
    title: 'Fixture page',
    description: 'A page with every construct the Markdown version rewrites.',
    frontMatter: {
      lang: 'en-US',
      content_type: 'tutorial',
      topic: 'fixture-page',
      personas: ['app-developer'],
      categories: ['interoperability'],
    },
    ...input,
  };
  const script = `require(${JSON.stringify(path.join(siteDir, 'src/features/page-markdown/render.ts'))})
    .renderPageMarkdown(JSON.parse(require('fs').readFileSync(0, 'utf8')))
    .then((markdown) => process.stdout.write(markdown), (error) => { process.stderr.write(error.message); process.exit(1); });`;
  return execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: siteDir,
    input: JSON.stringify(full),
    encoding: 'utf8',
  });
}

describe('the sources of a page as Markdown', () => {
  it('end the page as a Sources list, each linked at its pinned ref with what it backs, as the HTML page does', () => {
    const source = {
      repository: 'ethereum-optimism/specs',
      ref: 'v1.0.0',
      commit: 'a'.repeat(40),
      path: 'specs/interop/messaging.md',
      backs: 'the message identifier',
    };
    const markdown = render({filePath: path.join(fixturesDir, 'other.mdx'), frontMatter: {content_type: 'reference', sources: [source]}});
    expect(
      markdown.endsWith(
        '\n## Sources\n\n' +
          `- [\`ethereum-optimism/specs @ v1.0.0 (aaaaaaaaaaaa): specs/interop/messaging.md\`](https://github.com/ethereum-optimism/specs/blob/${source.commit}/specs/interop/messaging.md): the message identifier\n`,
      ),
    ).toBe(true);
  });

  it('are left out of a page without any', () => {
    expect(render({filePath: path.join(fixturesDir, 'other.mdx')})).not.toContain('## Sources');
  });
});

describe('a page as Markdown', () => {
  const markdown = render({
    filePath: path.join(fixturesDir, 'page.mdx'),
    lastUpdatedAt: Date.UTC(2026, 10, 21),
    routesBySource: {[path.join(fixturesDir, 'other.mdx')]: '/fixture/other'},
    sectionCards: [
      {title: 'First child', route: '/fixture/page/first', description: 'What the first child covers.'},
      {title: 'Second child', route: '/fixture/page/second'},
    ],
  });

  it('starts with the front matter metadata as a header, then the title', () => {
    expect(markdown).toMatch(
      /^---\ntitle: "Fixture page"\ndescription: "A page with every construct the Markdown version rewrites."\nurl: "https:\/\/docs.example\/fixture\/page"\n/,
    );
    expect(markdown).toContain('content_type: "tutorial"\n');
    expect(markdown).toContain('personas:\n  - "app-developer"\n');
    expect(markdown).toContain('last_updated: "2026-11-21"\n---\n\n# Fixture page\n');
  });

  it('keeps no JSX, imports, comments, directives or heading ids', () => {
    expect(markdown).not.toMatch(/<\/?[A-Za-z]|^import |\{\/\*|:::|\{#start\}/m);
  });

  it('puts every tab under its label, in order', () => {
    expect(markdown).toMatch(
      /\*\*Local chain\*\*\n\nRun the local chain\.\n\n```bash\necho "hello from the file"\n```\n\n\*\*Remote chain\*\*\n\nUse the remote chain\./,
    );
  });

  it('writes admonitions as quotes that start with their title', () => {
    expect(markdown).toContain('> **Keys are secret**\n>\n> Never share a private key.');
    expect(markdown).toContain('> **Tip**\n>\n> Use a fresh account.');
  });

  it('writes a collapsible as its summary in bold and its content', () => {
    expect(markdown).toContain('**Why this works**\n\nBecause the chains share one messenger.');
  });

  it('writes out imported partials and the text inside HTML elements', () => {
    expect(markdown).toContain('Text from the shared partial, with Ctrl pressed.');
  });

  it('lists the child pages for SectionCards', () => {
    expect(markdown).toContain(
      '- [First child](https://docs.example/fixture/page/first): What the first child covers.\n- [Second child](https://docs.example/fixture/page/second)',
    );
  });

  it('turns links to pages, by file or by address, into full addresses', () => {
    expect(markdown).toContain('[other page](https://docs.example/fixture/other#part)');
    expect(markdown).toContain('[overview](https://docs.example/interop)');
  });

  it('fills flag tables from the reference data like the site does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-markdown-'));
    const file = path.join(dir, 'flags.mdx');
    fs.writeFileSync(file, '## Flags\n\n<FlagTable component="op-batcher" />\n');
    const flags = render({filePath: file});
    expect(flags).toMatch(/\|\s*Flag and environment variable\s*\|\s*Type\s*\|\s*Default\s*\|\s*Description\s*\|/);
    expect(flags).toMatch(/\|\s*`--metrics.port` `OP_BATCHER_METRICS_PORT`\s*\|\s*int\s*\|\s*`7300`\s*\|/);
    expect(flags).not.toContain('<FlagTable');
  });
});

describe('a page as Markdown from a build without SITE_URL', () => {
  const markdown = render({
    filePath: path.join(fixturesDir, 'page.mdx'),
    siteUrl: undefined,
    routesBySource: {[path.join(fixturesDir, 'other.mdx')]: '/fixture/other'},
    sectionCards: [{title: 'First child', route: '/fixture/page/first'}],
  });

  it('links the site by root-relative paths, naming no address it does not know', () => {
    expect(markdown).toContain('url: "/fixture/page"\n');
    expect(markdown).toContain('[other page](/fixture/other#part)');
    expect(markdown).toContain('[overview](/interop)');
    expect(markdown).toContain('- [First child](/fixture/page/first)');
    expect(markdown).not.toMatch(/https?:\/\/(?!github\.com)/);
  });
});

describe("an archived version's page as Markdown", () => {
  // An archive is built alone under its base URL (src/features/versions): its routes start with it.
  const markdown = render({
    filePath: path.join(fixturesDir, 'page.mdx'),
    route: '/2026.11/fixture/page',
    baseUrl: '/2026.11/',
    routesBySource: {[path.join(fixturesDir, 'other.mdx')]: '/2026.11/fixture/other'},
    sectionCards: [{title: 'First child', route: '/2026.11/fixture/page/first'}],
  });

  it('links within its version, as its HTML page does', () => {
    expect(markdown).toContain('url: "https://docs.example/2026.11/fixture/page"\n');
    expect(markdown).toContain('[other page](https://docs.example/2026.11/fixture/other#part)');
    expect(markdown).toContain('[overview](https://docs.example/2026.11/interop)');
    expect(markdown).toContain('- [First child](https://docs.example/2026.11/fixture/page/first)');
  });
});

describe('Markdown addresses', () => {
  it('is the route with .md, and /index.md for the root', () => {
    expect(markdownRoute('/interop/tutorials/message-passing')).toBe('/interop/tutorials/message-passing.md');
    expect(markdownRoute('/interop/')).toBe('/interop.md');
    expect(markdownRoute('/')).toBe('/index.md');
  });
});

describe('llms-full.txt', () => {
  it('joins the pages under the site title, one rule between pages', () => {
    expect(renderLlmsFull({title: 'Docs', tagline: 'All of it.'}, ['# A\n\nOne.\n', '# B\n\nTwo.\n'])).toBe(
      '# Docs\n\n> All of it.\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n',
    );
  });
});

describe('SectionCards links', () => {
  const docs = new Map([
    ['s/index', {title: 'Section', route: '/s', description: 'The section.'}],
    ['s/a', {title: 'Page A', route: '/s/a', description: 'About A.'}],
    ['s/folder/index', {title: 'Folder', route: '/s/folder', description: 'The folder.'}],
    ['s/folder/b', {title: 'Page B', route: '/s/folder/b', description: 'About B.'}],
  ]);
  const sidebars: Record<string, SidebarItem[]> = {
    s: [
      {type: 'doc', id: 's/index', label: 'Overview'},
      {type: 'html', value: 'Heading'},
      {type: 'doc', id: 's/a'},
      {
        type: 'category',
        label: 'The folder',
        link: {type: 'doc', id: 's/folder/index'},
        items: [{type: 'doc', id: 's/folder/b', label: 'B'}],
      },
      {type: 'link', label: 'Elsewhere', href: 'https://example.org'},
    ],
  };

  it("gives a section's overview the whole sidebar, without headings or itself", () => {
    expect(sectionCardLinks('s/index', sidebars, docs)).toEqual([
      {title: 'Page A', route: '/s/a', description: 'About A.'},
      {title: 'The folder', route: '/s/folder', description: 'The folder.'},
      {title: 'Elsewhere', route: 'https://example.org'},
    ]);
  });

  it("gives a folder's page the folder's items", () => {
    expect(sectionCardLinks('s/folder/index', sidebars, docs)).toEqual([{title: 'B', route: '/s/folder/b', description: 'About B.'}]);
  });
});

describe('last commit of a file', () => {
  it('takes the newest commit that names each file', () => {
    const log = '\x1eaaa 1700000100\n\ndocs/a.mdx\n\x1ebbb 1700000000\n\ndocs/a.mdx\ndocs/b.mdx\n';
    const commits = parseGitLog(log, '/repo');
    expect(commits.get('/repo/docs/a.mdx')).toEqual({hash: 'aaa', timestamp: 1700000100000});
    expect(commits.get('/repo/docs/b.mdx')).toEqual({hash: 'bbb', timestamp: 1700000000000});
  });

  it('finds a committed page in this repository', () => {
    const commit = lastCommitOf(path.join(siteDir, 'docs/interop/index.mdx'));
    expect(commit?.hash).toMatch(/^[0-9a-f]{40}$/);
  });

  it('finds a page in a folder of another repository, by the nearest .git', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'other-repo-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.org', ...args], {cwd: repo, encoding: 'utf8'}).trim();
    git('init', '--quiet');
    fs.mkdirSync(path.join(repo, 'docs/deep'), {recursive: true});
    fs.writeFileSync(path.join(repo, 'docs/deep/page.mdx'), '# Deep\n');
    git('add', '.');
    git('commit', '--quiet', '-m', 'A page');
    expect(lastCommitOf(path.join(repo, 'docs/deep/page.mdx'))?.hash).toBe(git('rev-parse', 'HEAD'));
    fs.rmSync(repo, {recursive: true});
  });

  it('gives nothing, without failing, for a file git has never seen or outside a repository', () => {
    const fresh = path.join(fixturesDir, `uncommitted-${process.pid}.mdx`);
    fs.writeFileSync(fresh, '# New\n');
    try {
      expect(lastCommitOf(fresh)).toBeUndefined();
    } finally {
      fs.rmSync(fresh);
    }
    const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'no-repo-')), 'page.mdx');
    fs.writeFileSync(outside, '# Outside\n');
    expect(lastCommitOf(outside)).toBeUndefined();
  });
});

describe('Report a problem', () => {
  const context: ReportContext = {
    pageTitle: 'Message expiration',
    pageUrl: 'https://docs.example/interop/message-expiration',
    version: 'Latest',
    tabs: ['install-method: docker', 'interop-network: supersim'],
    heading: 'Replaying an expired message',
  };

  it('opens a new issue titled with the page, its address, version, section and tabs in the body', () => {
    const url = new URL(reportProblemUrl('https://github.com/org/docs/', context.pageTitle, reportBody(context)));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/org/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Problem on "Message expiration"');
    expect(url.searchParams.get('body')).toBe(
      'Page: https://docs.example/interop/message-expiration\nDocs version: Latest\nSection being read: Replaying an expired message\n' +
        'Tabs chosen: install-method: docker; interop-network: supersim\n\nWhat is wrong, missing or unclear:\n\n',
    );
  });

  it("adds the reader's answers, the output as a code block, and says which were left empty", () => {
    const body = reportBody(
      {...context, tabs: [], heading: null},
      {did: 'ran the relay script', expected: '', saw: 'Error: expired\n  at relay'},
    );
    expect(body).toBe(
      'Page: https://docs.example/interop/message-expiration\nDocs version: Latest\n\n### What I did\n\nran the relay script\n\n' +
        '### What I expected\n\n(not said)\n\n### What I saw (command and output)\n\n```text\nError: expired\n  at relay\n```\n',
    );
  });

  it('reads the tabs chosen, one per choice the site offers', () => {
    const picks: Record<string, string> = {'install-method': 'source', 'execution-client': 'op-reth', 'not-a-choice': 'x'};
    expect(chosenTabs((groupId) => picks[groupId] ?? null)).toEqual(['install-method: source', 'execution-client: op-reth']);
  });
});
