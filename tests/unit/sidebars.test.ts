import sidebars from '../../sidebars';
import config from '../../docusaurus.config';
import {sections} from '../../src/features/navigation/sections';
import {readDocPages} from '../support/docsContent';
import {docRoutes, listDocRoutes, navigationReference, routes, type ReferenceEntry} from '../support/siteData';

// What the menu of the site shows, in a form both sidebars.ts and the reference map to.
type MenuItem =
  | {kind: 'page'; label: string | null; route: string}
  | {kind: 'folder'; label: string; route: string; items: MenuItem[]}
  | {kind: 'heading'; title: string}
  | {kind: 'divider'}
  | {kind: 'link'; label: string; href: string; newTab: boolean};

// The reference names three pages of /superchain by their old paths; routes.txt uses shorter names.
const renamedInSuperchain: Record<string, string> = {
  'superchain-explainer': 'explainer',
  'superchain-registry': 'registry',
  'superchain-upgrades': 'upgrades',
};
const routeSet = new Set(routes);
const hasChildren = (route: string) => docRoutes.some((r) => r.startsWith(`${route}/`));
// A sidebar names a doc by its id, the path of its file under docs/ without the extension; the
// route is the one the docs plugin gives that file (its slug, if it has one).
let routeByDocId = new Map<string, string>();
beforeAll(async () => {
  routeByDocId = new Map((await readDocPages()).map(({file, route}) => [file.replace(/^docs\//, '').replace(/\.mdx?$/, ''), route]));
});
const routeOfDocId = (id: string): string => routeByDocId.get(id) ?? `(no doc with id ${id})`;
const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The menu the reference describes for a folder, with the rules of the site it comes from:
 * separators with a title are headings, empty ones dividers; `index` is the folder's own page;
 * an entry without a page is not shown; pages the menu does not list follow the listed ones.
 */
function expectedItems(folder: string): MenuItem[] {
  const listed = new Set<string>();
  const items: MenuItem[] = [];
  for (const [key, entry] of Object.entries(navigationReference[folder] ?? {})) {
    const meta = typeof entry === 'string' ? {title: entry} : entry;
    if (meta.type === 'separator') {
      items.push(meta.title ? {kind: 'heading', title: meta.title} : {kind: 'divider'});
    } else if (meta.href) {
      items.push({kind: 'link', label: meta.title, href: meta.href, newTab: Boolean(meta.newWindow)});
    } else if (key !== 'index') {
      const route = `${folder}/${(folder === '/superchain' && renamedInSuperchain[key]) || key}`;
      if (!routeSet.has(route)) continue;
      listed.add(route);
      items.push(toMenuItem(route, meta.title));
    }
  }
  const unlisted = docRoutes.filter((route) => route.slice(0, route.lastIndexOf('/')) === folder && !listed.has(route));
  return [...items, ...unlisted.map((route) => toMenuItem(route, null))];
}

function toMenuItem(route: string, label: string | null): MenuItem {
  return hasChildren(route)
    ? {kind: 'folder', label: label ?? actualLabelOf(route), route, items: expectedItems(route)}
    : {kind: 'page', label, route};
}

/** Pages the reference does not list have no reference label; they keep the one sidebars.ts gives. */
function actualLabelOf(route: string): string {
  const find = (items: MenuItem[]): string | undefined =>
    items.map((item) => (item.kind === 'folder' ? (item.route === route ? item.label : find(item.items)) : undefined)).find(Boolean);
  return find(Object.values(sidebars).flatMap((items) => items.map(fromSidebar))) ?? '(missing)';
}

type SidebarItem = (typeof sidebars)[keyof typeof sidebars][number];
function fromSidebar(item: SidebarItem): MenuItem {
  const anyItem = item as Record<string, any>;
  switch (anyItem.type) {
    case 'doc':
      return {kind: 'page', label: anyItem.label, route: routeOfDocId(anyItem.id)};
    case 'category':
      return {
        kind: 'folder',
        label: anyItem.label,
        route: routeOfDocId(anyItem.link.id),
        items: anyItem.items.map(fromSidebar),
      };
    case 'html':
      return anyItem.className === 'sidebar-divider' ? {kind: 'divider'} : {kind: 'heading', title: anyItem.value};
    case 'link':
      return {kind: 'link', label: anyItem.label, href: anyItem.href, newTab: isExternal(anyItem.href)};
    default:
      throw new Error(`Unexpected sidebar item ${JSON.stringify(item)}`);
  }
}

/** Pages the reference does not list: any label is accepted, the route must match. */
function forgetUnlistedLabels(expected: MenuItem[], actual: MenuItem[]): MenuItem[] {
  return actual.map((item, index) => {
    const want = expected[index];
    if (item.kind === 'page' && want?.kind === 'page' && want.label === null) return {...item, label: null};
    if (item.kind === 'folder' && want?.kind === 'folder') {
      return {...item, items: forgetUnlistedLabels(want.items, item.items)};
    }
    return item;
  });
}

// The sidebar that serves each top-level section.
const sectionSidebars: Record<string, string> = Object.fromEntries(sections.map(({route, sidebarId}) => [route, sidebarId]));

describe('sidebars.ts follows the reference menu', () => {
  it.each(Object.entries(sectionSidebars))('%s: labels, order, separators and links', (section, sidebarId) => {
    const expected: MenuItem[] = [{kind: 'page', label: 'Overview', route: section}, ...expectedItems(section)];
    const actual = (sidebars as Record<string, SidebarItem[]>)[sidebarId].map(fromSidebar);
    expect(forgetUnlistedLabels(expected, actual)).toEqual(expected);
  });

  it('every external link of the reference opens in a new tab', () => {
    const externalEntries = Object.values(navigationReference)
      .flatMap((folder) => Object.values(folder))
      .filter((entry): entry is Exclude<ReferenceEntry, string> => typeof entry !== 'string' && isExternal(entry.href ?? ''));
    expect(externalEntries.length).toBeGreaterThan(0);
    // Docusaurus opens external links in a new tab; the reference must not ask otherwise.
    expect(externalEntries.filter((entry) => !entry.newWindow)).toEqual([]);
  });

  it('the navbar has one entry per section, in the reference order and with its labels', () => {
    const rootEntries = navigationReference['/'];
    const referenceSections = Object.entries(rootEntries)
      .filter(([, entry]) => typeof entry !== 'string' && entry.type === 'page')
      .map(([key, entry]) => ({route: `/${key}`, label: (entry as {title: string}).title}));
    const navbar = (config.themeConfig as any).navbar.items.filter((item: any) => item.type === 'custom-section');
    // "Notices (README)" is the reference's name for the notices index file; the navbar says "Notices".
    expect(navbar.map(({route, label}: any) => ({route, label}))).toEqual([...referenceSections, {route: '/notices', label: 'Notices'}]);
  });
});

describe('every page is reachable', () => {
  const sidebarRoutes = new Set<string>();
  const collect = (items: MenuItem[]) =>
    items.forEach((item) => {
      if (item.kind === 'page' || item.kind === 'folder') sidebarRoutes.add(item.route);
      if (item.kind === 'folder') collect(item.items);
    });
  beforeAll(() => collect(Object.values(sidebars).flatMap((items) => (items as SidebarItem[]).map(fromSidebar))));

  it('every route of routes.txt has a doc, and every doc has a route', async () => {
    expect(await listDocRoutes()).toEqual([...docRoutes].sort());
  });

  it('every doc is in a sidebar', async () => {
    expect((await listDocRoutes()).filter((route) => !sidebarRoutes.has(route))).toEqual([]);
  });
});
