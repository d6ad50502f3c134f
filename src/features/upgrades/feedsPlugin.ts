/**
 * RSS, Atom and JSON feeds of the upgrades and notices (`/notices/rss.xml`, `/notices/atom.xml`,
 * `/notices/feed.json`), written with `feed`, the library Docusaurus's own blog feeds use, and
 * advertised with `<link rel="alternate">` on every page so feed readers find them from any URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Feed} from 'feed';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {routeOfPermalink} from '../../utils/routes';
import {knownSiteUrl} from '../../utils/siteUrl';
import {
  loadSiteUpgradesData,
  networks,
  upgradeKinds,
  upgradeTitle,
  type ComponentReleases,
  type Notice,
  type Upgrade,
} from './upgradesData';
import {utcDateTime} from './remarkUpgrades';

export const feedFiles = {rss: 'notices/rss.xml', atom: 'notices/atom.xml', json: 'notices/feed.json'} as const;
const feedTitle = 'OP Stack upgrades and notices';

type NoticePage = {route: string; title: string; description: string; lastUpdatedAt?: number};
export type FeedItem = {id: string; title: string; link: string; date: Date; description: string};

/** Midnight UTC of a YYYY-MM-DD date, the day the data records. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** When an upgrade first took effect anywhere: its first activation or contract upgrade. */
export function upgradeDate(upgrade: Upgrade): Date {
  const times = [
    ...(upgrade.activations ?? []).map((activation) => activation.time * 1000),
    ...(upgrade.contractUpgrades ?? []).flatMap((contractUpgrade) =>
      contractUpgrade.date ? [utcDay(contractUpgrade.date).getTime()] : [],
    ),
  ];
  return new Date(Math.min(...times));
}

function upgradeSummary(upgrade: Upgrade, notice: NoticePage | undefined): string {
  const timing = (upgrade.activations ?? []).map(
    (activation) =>
      `${activation.event ? `${activation.event} on ` : ''}${networks[activation.network].label}: ${utcDateTime(activation.time)}`,
  );
  const kind = `${upgradeKinds[upgrade.kind]}${upgrade.contractsRelease ? `, ${upgrade.contractsRelease}` : ''}`;
  return [notice?.description, `${kind[0].toUpperCase()}${kind.slice(1)}.`, timing.length > 0 ? `${timing.join('; ')}.` : '']
    .filter(Boolean)
    .join(' ');
}

/** Where the support table is: the releases page's "Support status" section. */
const supportRoute = '/operators/node-operators/releases#support-status';

/** The data a feed is made of: the upgrades, the notices that are not upgrades, and the components' support. */
export type FeedData = {upgrades: Upgrade[]; notices: Notice[]; releases: Map<string, ComponentReleases>};

/**
 * One item per upgrade (linked to its main notice, or to the upgrades page when it has none), one per
 * notice of data/notices.json (dated by its first event), one per component whose support ended or
 * was deprecated on a date (linked to the support table), and one per other notice page, dated by its
 * last update. Newest first.
 */
export function feedItems(siteUrl: string, {upgrades, notices: dataNotices, releases}: FeedData, notices: NoticePage[]): FeedItem[] {
  const byRoute = new Map(notices.map((notice) => [notice.route, notice]));
  const named = new Set([...upgrades.flatMap((upgrade) => upgrade.notices), ...dataNotices.map((notice) => notice.route)]);
  const items: FeedItem[] = upgrades.map((upgrade) => {
    const route = upgrade.notices[0] ?? '/superchain/upgrades';
    return {
      id: `${siteUrl}/upgrades/${upgrade.id}`,
      title: upgradeTitle(upgrade),
      link: `${siteUrl}${route}`,
      date: upgradeDate(upgrade),
      description: upgradeSummary(upgrade, byRoute.get(route)),
    };
  });
  for (const notice of dataNotices) {
    items.push({
      id: `${siteUrl}/notices/${notice.id}`,
      title: notice.title,
      link: `${siteUrl}${notice.route}`,
      date: utcDay(notice.events[0].date),
      description: `${notice.summary} ${notice.events.map((event) => `${event.label}: ${event.date}`).join('; ')}.`,
    });
  }
  for (const component of releases.values()) {
    const support = component.support;
    if (!support?.date || support.status === 'supported') continue;
    const ended = support.status === 'end-of-support' ? 'end of support' : 'deprecated';
    items.push({
      id: `${siteUrl}/support/${component.component}`,
      title: `${component.component}: ${ended}`,
      link: `${siteUrl}${supportRoute}`,
      date: utcDay(support.date),
      description: `${support.note}${support.replacedBy ? ` Replaced by ${support.replacedBy}.` : ''}`,
    });
  }
  for (const notice of notices) {
    if (named.has(notice.route) || notice.route === '/notices' || notice.lastUpdatedAt === undefined) continue;
    items.push({
      id: `${siteUrl}${notice.route}`,
      title: notice.title,
      link: `${siteUrl}${notice.route}`,
      date: new Date(notice.lastUpdatedAt),
      description: notice.description,
    });
  }
  return items.sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title));
}

export default function upgradeFeedsPlugin(context: LoadContext): Plugin {
  let notices: NoticePage[] = [];
  // Without SITE_URL the feeds link by root-relative paths, which feed readers resolve against the feed's own address.
  const siteUrl = knownSiteUrl(context.siteConfig.url)?.replace(/\/$/, '') ?? '';
  const href = (file: string) => `${context.baseUrl}${file}`;
  return {
    name: 'upgrade-feeds',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      // The current docs; in a version's archive (src/features/versions), that version.
      const current = docs?.loadedVersions.find((version) => version.isLast);
      const noticesRoute = `${context.baseUrl}notices`;
      notices = (current?.docs ?? [])
        .map((doc) => ({
          route: routeOfPermalink(doc.permalink),
          title: doc.title,
          description: doc.description,
          lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
        }))
        .filter((doc) => doc.route === noticesRoute || doc.route.startsWith(`${noticesRoute}/`));
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/rss+xml', href: href(feedFiles.rss), title: `${feedTitle} (RSS)`},
          },
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/atom+xml', href: href(feedFiles.atom), title: `${feedTitle} (Atom)`},
          },
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/feed+json', href: href(feedFiles.json), title: `${feedTitle} (JSON)`},
          },
        ],
      };
    },

    async postBuild({outDir}) {
      const items = feedItems(siteUrl, loadSiteUpgradesData('upgrade-feeds plugin'), notices);
      const feed = new Feed({
        id: `${siteUrl}/notices`,
        title: feedTitle,
        description:
          'OP Stack hard forks, L1 contract upgrades and changes on Ethereum that node and chain operators act on, with activation times and required releases.',
        link: `${siteUrl}/notices`,
        language: 'en',
        updated: items[0]?.date,
        copyright: `${context.siteConfig.title}`,
        feedLinks: {rss: `${siteUrl}/${feedFiles.rss}`, atom: `${siteUrl}/${feedFiles.atom}`, json: `${siteUrl}/${feedFiles.json}`},
      });
      for (const item of items) feed.addItem(item);
      const write = (file: string, contents: string) => {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        fs.writeFileSync(path.join(outDir, file), contents);
      };
      write(feedFiles.rss, feed.rss2());
      write(feedFiles.atom, feed.atom1());
      write(feedFiles.json, feed.json1());
    },
  };
}
