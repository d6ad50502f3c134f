/**
 * The choices tabs offer across the site. Tabs that offer one of these choices use its `groupId`,
 * so a reader's pick on one page is the pick on the next (Docusaurus keeps it per group), and its
 * `queryString`, so the pick is in the address and a link carries it (`?network=devnets`).
 * `tests/content/tabs.test.ts` fails on tabs that offer a listed choice under another group or key,
 * and on a group not listed here.
 */
export type TabChoice = {groupId: string; queryString: string; values: string[]};

export const tabChoices: TabChoice[] = [
  {groupId: 'interop-network', queryString: 'network', values: ['supersim', 'devnets']},
  {groupId: 'install-method', queryString: 'install', values: ['docker', 'source', 'binary']},
  {groupId: 'package-manager', queryString: 'pm', values: ['npm', 'pnpm', 'yarn']},
  {groupId: 'execution-client', queryString: 'execution-client', values: ['op-geth', 'op-reth']},
  {groupId: 'consensus-client', queryString: 'consensus-client', values: ['op-node', 'kona-node']},
];
