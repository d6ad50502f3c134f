import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {xml2js, type Element} from 'xml-js';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {loadSiteUpgradesData, upgradeTitle} from '../../src/features/upgrades/upgradesData';
import {feedFiles, upgradeDate} from '../../src/features/upgrades/feedsPlugin';

const data = loadSiteUpgradesData('upgrades build test');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const children = (element: Element | undefined, name: string): Element[] => (element?.elements ?? []).filter((child) => child.name === name);
const childText = (element: Element, name: string): string => String(children(element, name)[0]?.elements?.[0]?.text ?? children(element, name)[0]?.elements?.[0]?.cdata ?? '');

describe('feeds of upgrades and notices', () => {
  const titles = data.upgrades.map(upgradeTitle);

  it('RSS: an item per upgrade, linked to its notice and dated when it first took effect', () => {
    const rss = xml2js(read(feedFiles.rss)) as Element;
    const channel = children(children(rss, 'rss')[0], 'channel')[0];
    const items = children(channel, 'item');
    for (const upgrade of data.upgrades) {
      const item = items.find((candidate) => childText(candidate, 'title') === upgradeTitle(upgrade));
      expect(item).toBeDefined();
      expect(new Date(childText(item!, 'pubDate')).getTime()).toBe(upgradeDate(upgrade).getTime());
      expect(childText(item!, 'link')).toMatch(new RegExp(`${upgrade.notices[0] ?? '/superchain/upgrades'}$`));
    }
  });

  it('RSS: an item per notice that is not an upgrade, dated by its first step, and per retired component', () => {
    const rss = xml2js(read(feedFiles.rss)) as Element;
    const items = children(children(children(rss, 'rss')[0], 'channel')[0], 'item');
    for (const notice of data.notices) {
      const item = items.find((candidate) => childText(candidate, 'title') === notice.title);
      expect(item).toBeDefined();
      expect(new Date(childText(item!, 'pubDate')).toISOString().slice(0, 10)).toBe(notice.events[0].date);
      expect(childText(item!, 'link')).toMatch(new RegExp(`${notice.route}$`));
    }
    const retired = [...data.releases.values()].filter((component) => component.support?.date && component.support.status !== 'supported');
    for (const component of retired) {
      expect(items.some((item) => childText(item, 'title').startsWith(`${component.component}: `))).toBe(true);
    }
  });

  it('Atom and JSON list the same entries as RSS, and each links to a built page', () => {
    const atom = xml2js(read(feedFiles.atom)) as Element;
    const entries = children(children(atom, 'feed')[0], 'entry');
    const json = JSON.parse(read(feedFiles.json)) as {version: string; items: {title: string; url: string; date_modified: string}[]};
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    const atomTitles = entries.map((entry) => childText(entry, 'title'));
    expect(atomTitles).toEqual(json.items.map((item) => item.title));
    expect(atomTitles).toEqual(expect.arrayContaining(titles));
    for (const item of json.items) {
      // Root-relative in a build without SITE_URL, as the test build is.
      const route = new URL(item.url, 'https://docs.invalid').pathname;
      expect(fs.existsSync(path.join(buildDir, `${route}.html`))).toBe(true);
    }
  });

  it('is advertised on every page and linked from the notices index', () => {
    const missing = builtHtmlFiles().filter((file) => {
      const html = read(file);
      const page = parse(html);
      // A redirect page (src/features/redirect-pages) forwards the reader at once and is no page to subscribe from.
      if (page.querySelector('meta[http-equiv=refresh]')) return false;
      const types = page.querySelectorAll('link[rel=alternate]').map((link) => link.getAttribute('type'));
      return !['application/rss+xml', 'application/atom+xml', 'application/feed+json'].every((type) => types.includes(type));
    });
    expect(missing).toEqual([]);
    const links = parse(read('notices.html'))
      .querySelectorAll('article a')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(Object.values(feedFiles).map((file) => `/${file}`)));
    // The index's tables link every upgrade notice and every other notice.
    expect(links).toEqual(expect.arrayContaining([...data.upgrades.flatMap((upgrade) => upgrade.notices.slice(0, 1)), ...data.notices.map((notice) => notice.route)]));
  });
});

describe('pages rendered from the upgrades data', () => {
  it('network upgrades and Superchain upgrades show each hard fork time in the HTML and the Markdown', () => {
    for (const route of ['operators/node-operators/network-upgrades', 'superchain/upgrades']) {
      const text = parse(read(`${route}.html`)).querySelector('article')!.text;
      const markdown = read(`${route}.md`);
      for (const upgrade of data.upgrades.filter((candidate) => candidate.kind === 'hard-fork' && candidate.id !== 'canyon' && candidate.id !== 'delta')) {
        if (route.startsWith('operators') && data.upgrades.indexOf(upgrade) < data.upgrades.findIndex((candidate) => candidate.id === 'holocene')) continue;
        for (const activation of upgrade.activations!) {
          expect(text).toContain(String(activation.time));
          expect(markdown).toContain(String(activation.time));
        }
      }
    }
  });

  it("each notice's required-releases table names every release its upgrade requires", () => {
    for (const upgrade of data.upgrades.filter((candidate) => candidate.requiredReleases && candidate.notices.length > 0)) {
      const text = parse(read(`${upgrade.notices[0].slice(1)}.html`)).querySelector('article')!.text;
      for (const required of upgrade.requiredReleases!) expect(text).toContain(required.tag);
    }
  });

  it('the releases page lists the newest release of every supported component and the support status', () => {
    const rows = parse(read('operators/node-operators/releases.html'))
      .querySelectorAll('article tr')
      .map((row) => row.querySelectorAll('td').map((cell) => cell.text.trim()));
    // A library an upgrade names (viem) is no component whose releases operators track.
    for (const component of [...data.releases.values()].filter((candidate) => !candidate.library)) {
      const stable = component.releases.find((release) => !release.prerelease);
      const componentRows = rows.filter((cells) => cells[0] === component.component);
      if (component.support?.status === 'end-of-support') expect(componentRows.some((cells) => cells[1].startsWith('End of support'))).toBe(true);
      else if (stable) expect(componentRows.some((cells) => cells[2].startsWith(stable.tag))).toBe(true);
    }
  });
});
