import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {buildDir, docsDir, siteDir} from '../support/paths';
import {resolveFile} from '../support/staticServer';
import {docRoutes} from '../support/siteData';
import {readDocPages} from '../support/docsContent';
import {sections} from '../../src/features/navigation/sections';
import {sectionLlmsRoute} from '../../src/features/page-markdown/paths';

const readBuilt = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const tutorialDir = path.join(docsDir, 'interop/tutorials/message-passing');
// As docusaurus.config.ts reads it.
const repositoryUrl = process.env.REPOSITORY_URL ?? 'https://github.com/ethereum-optimism/docs';

describe('/interop/tutorials/message-passing.md', () => {
  const markdown = readBuilt('interop/tutorials/message-passing.md');
  const source = fs.readFileSync(path.join(tutorialDir, 'index.mdx'), 'utf8');

  it('starts with the page metadata and title', () => {
    expect(markdown).toMatch(/^---\ntitle: "Interop message passing tutorial"\ndescription: "Deploy a Greeter/);
    expect(markdown).toMatch(/\ncontent_type: "tutorial"\n[\s\S]*\nlast_updated: "\d{4}-\d{2}-\d{2}"\n---\n\n# Interop message passing tutorial\n/);
  });

  it('inlines every code file the page shows', () => {
    const files = [...source.matchAll(/```\w+[^\n]*\bfile=(\S+)/g)].map(([, file]) => fs.readFileSync(path.join(tutorialDir, file), 'utf8').trimEnd());
    expect(files.length).toBeGreaterThan(3);
    // Code inside a list item is indented in Markdown; compare without the indentation.
    const unindented = markdown.replace(/^ +/gm, '');
    for (const file of files) expect(unindented).toContain(file.replace(/^ +/gm, ''));
  });

  it('shows both tabs of each tab group under their labels, the Devnets steps included', () => {
    const supersim = markdown.match(/^\s*\*\*Supersim\*\*$/gm) ?? [];
    const devnets = markdown.match(/^\s*\*\*Devnets\*\*$/gm) ?? [];
    const groups = source.match(/<Tabs\b/g)?.length ?? 0;
    expect(groups).toBeGreaterThan(0);
    expect(supersim.length).toBe(groups);
    expect(devnets.length).toBe(groups);
    expect(markdown).toContain('420120000');
    expect(markdown).toContain('The public interop devnet is deprecated');
  });

  it('keeps no JSX, imports or admonition markers', () => {
    const outsideCode = markdown.replace(/^( *)```[\s\S]*?^\1```/gm, '');
    expect(outsideCode).not.toMatch(/<\/?[A-Za-z][\w.]*[\s/>]|^import |:::|\{\/\*/m);
    expect(markdown).toContain('**About this tutorial**');
  });
});

describe('Markdown versions of every page', () => {
  // That llms.txt links each of them is checked with llms.txt (readerFeatures.test.ts).
  it('exists for every doc route', () => {
    const missing = docRoutes.filter((route) => !fs.existsSync(path.join(buildDir, `${route}.md`)));
    expect(missing).toEqual([]);
  });

  it('leaves no component or admonition marker outside code on any page', () => {
    const leftovers = docRoutes.filter((route) => {
      const outsideCode = readBuilt(`${route}.md`).replace(/^( *)```[\s\S]*?^\1```/gm, '').replace(/`[^`\n]*`/g, '');
      return /<\/?(Tabs|TabItem|details|summary|SectionCards|FlagTable|RpcMethods|CanonicalUrl)\b|^import |^\s*:::/m.test(outsideCode);
    });
    expect(leftovers).toEqual([]);
  });

  it('ends every page that names its sources with them, as its HTML does', async () => {
    const sourced = (await readDocPages()).filter(({frontMatter}) => Array.isArray(frontMatter.sources) && frontMatter.sources.length > 0);
    expect(sourced.length).toBeGreaterThan(100);
    const without = sourced.filter(({route, frontMatter}) => {
      const markdown = readBuilt(`${route}.md`);
      // Read as Markdown reads: a backslash escapes the character after it (`https\://`).
      const list = markdown.slice(markdown.lastIndexOf('\n## Sources\n')).replace(/\\(.)/g, '$1');
      return !markdown.includes('\n## Sources\n') || frontMatter.sources.some((source: {backs: string}) => !list.includes(`: ${source.backs}`));
    });
    expect(without.map(({route}) => route)).toEqual([]);
  });

  it('opens every tutorial with what the tests ran it with, as its HTML does', async () => {
    const tutorials = (await readDocPages()).filter(({frontMatter}) => frontMatter.content_type === 'tutorial');
    expect(tutorials.length).toBeGreaterThan(20);
    const without = tutorials.filter(({route}) => {
      const html = parse(readBuilt(`${route.slice(1)}.html`)).querySelector('.tested-with');
      const markdown = readBuilt(`${route}.md`);
      const line = markdown.split('\n').find((text) => /^\*\*(Tested with|Not run by the site’s tests:)\*\*/.test(text));
      return !html || !line || line.replace(/[*`]/g, '').replace(/\s+/g, ' ') !== html.textContent.replace(/\s+/g, ' ');
    });
    expect(without.map(({route}) => route)).toEqual([]);
  });

  it('puts every current page in llms-full.txt', () => {
    const full = readBuilt('llms-full.txt');
    const missing = docRoutes.filter((route) => !full.includes(`url: "`) || !full.includes(`/${route.slice(1)}"\n`));
    expect(missing).toEqual([]);
  });

  it('puts the pages of each section in its own llms file, which llms.txt links', () => {
    const index = readBuilt('llms.txt');
    for (const section of sections) {
      const file = sectionLlmsRoute(section.route);
      const text = readBuilt(file.slice(1));
      expect(text.startsWith(`# OP Stack & Superchain Docs: ${section.label}\n\n> ${section.summary}\n`)).toBe(true);
      const inSection = docRoutes.filter((route) => route === section.route || route.startsWith(`${section.route}/`));
      expect(inSection.length).toBeGreaterThan(0);
      expect(inSection.filter((route) => !text.includes(`${route}"\n`))).toEqual([]);
      expect(index).toContain(`${file}\n`);
    }
  });

  it('is served as Markdown by the site server', () => {
    expect(resolveFile(buildDir, '/interop/tutorials/message-passing.md')).toBe(path.join(buildDir, 'interop/tutorials/message-passing.md'));
  });
});

describe('doc page footer', () => {
  const footerOf = (route: string) => parse(fs.readFileSync(resolveFile(buildDir, route)!, 'utf8')).querySelector('article footer');

  it('shows the last updated date and links the commit on every doc page', () => {
    const without = docRoutes.filter((route) => {
      const footer = footerOf(route);
      return !footer?.querySelector('time[datetime]') || !footer.querySelector('a.last-commit-link');
    });
    expect(without).toEqual([]);
  });

  it("dates a page by its file's last commit and links that commit", () => {
    const [hash, seconds] = execFileSync('git', ['log', '-1', '--format=%H %ct', '--', 'docs/interop/message-expiration.mdx'], {cwd: siteDir, encoding: 'utf8'}).trim().split(' ');
    const footer = footerOf('/interop/message-expiration')!;
    expect(footer.querySelector('time')!.getAttribute('datetime')).toBe(new Date(Number(seconds) * 1000).toISOString());
    expect(footer.querySelector('a.last-commit-link')!.getAttribute('href')).toBe(`${repositoryUrl}/commit/${hash}`);
  });

  it('offers "Report a problem" beside "Edit this page", opening an issue that names the page', () => {
    const without = docRoutes.filter((route) => {
      const link = footerOf(route)?.querySelector('a.report-problem-link');
      if (!link || !footerOf(route)!.text.includes('Edit this page')) return true;
      const url = new URL(link.getAttribute('href')!.replace(/&amp;/g, '&'));
      return `${url.origin}${url.pathname}` !== `${repositoryUrl}/issues/new` || !url.searchParams.get('body')!.includes(`${route}\n`);
    });
    expect(without).toEqual([]);
  });
});
