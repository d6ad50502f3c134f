import type {CardLink} from './render';

/** The sidebar items that matter here, as the docs plugin loads them. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string}}
  | {type: 'link'; href: string; label: string}
  | {type: 'html'; value: string};

type DocInfo = {title: string; route: string; description: string};

/**
 * The links `<SectionCards />` shows on a page, as the component finds them
 * (useCurrentSidebarSiblings): the items of the category the page opens, or, for a page at a
 * sidebar's top level (a section's overview), the whole sidebar; headings and the page left out.
 */
export function sectionCardLinks(docId: string, sidebars: Record<string, SidebarItem[]>, docs: Map<string, DocInfo>): CardLink[] {
  const siblings = findSiblings(docId, sidebars);
  if (!siblings) return [];
  return siblings.flatMap((item): CardLink[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      return doc && item.id !== docId ? [{title: item.label ?? doc.title, route: doc.route, description: doc.description}] : [];
    }
    if (item.type === 'category') {
      const link = item.link;
      if (link?.type === 'doc') {
        const doc = docs.get(link.id);
        return doc && link.id !== docId ? [{title: item.label, route: doc.route, description: doc.description}] : [];
      }
      return link?.type === 'generated-index' ? [{title: item.label, route: link.permalink}] : [];
    }
    if (item.type === 'link') return [{title: item.label, route: item.href}];
    return [];
  });
}

function findSiblings(docId: string, sidebars: Record<string, SidebarItem[]>): SidebarItem[] | undefined {
  const search = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc' && item.link.id === docId) return item.items;
      const found = search(item.items);
      if (found) return found;
    }
    return undefined;
  };
  for (const items of Object.values(sidebars)) {
    const inCategory = search(items);
    if (inCategory) return inCategory;
    if (items.some((item) => (item.type === 'doc' || item.type === 'ref') && item.id === docId)) return items;
  }
  return undefined;
}
