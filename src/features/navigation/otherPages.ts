/** The site's pages that are not docs, with the metadata /metadata.json lists for them. */
export const otherPages = [
  {
    route: '/',
    title: 'Home',
    description: 'Entry points to the OP Stack and Superchain docs, by role and by section.',
  },
  {
    route: '/404',
    title: 'Page not found',
    description: 'Shown for an address with no page, with a search box and every section.',
  },
  {
    route: '/500',
    title: 'Something went wrong',
    description: 'A static error page a host can serve when it cannot deliver a page.',
  },
  {
    route: '/versions',
    title: 'Docs versions',
    description: 'The current docs and every version cut for an upgrade, with its date, upgrade and notice.',
  },
  {
    route: '/personas',
    title: 'Browse by persona',
    description: 'The pages written for each kind of reader, grouped by content type.',
  },
];
