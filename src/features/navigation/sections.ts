/**
 * The top-level sections: one navbar entry and one sidebar each, in menu order.
 * The home page, the footer and the not-found page list them from here.
 */
export type Section = {
  label: string;
  sidebarId: string;
  route: string;
  /** One line for cards that introduce the section. */
  summary: string;
  group: 'learn' | 'build';
};

export const sections: Section[] = [
  {
    label: 'Get started',
    sidebarId: 'getStarted',
    route: '/get-started',
    summary: 'What the OP Stack, the Superchain and interop are, and which guide to read first.',
    group: 'learn',
  },
  {
    label: 'Superchain',
    sidebarId: 'superchain',
    route: '/superchain',
    summary: 'The network of OP Stack chains: its registry, upgrades, standard configuration and addresses.',
    group: 'learn',
  },
  {
    label: 'Interoperability',
    sidebarId: 'interop',
    route: '/interop',
    summary: 'Native message passing between Superchain chains, its predeploys, tools and tutorials.',
    group: 'build',
  },
  {
    label: 'App Devs',
    sidebarId: 'appDevelopers',
    route: '/app-developers',
    summary: 'Build, test and ship apps: bridging, transactions, fees, developer tools and tutorials.',
    group: 'build',
  },
  {
    label: 'Operators',
    sidebarId: 'operators',
    route: '/operators',
    summary: 'Deploy and run a chain, or run a node: configuration, deployment, management and tools.',
    group: 'build',
  },
  {
    label: 'OP Stack',
    sidebarId: 'stack',
    route: '/stack',
    summary: 'How the protocol works: rollup derivation, transactions, fault proofs, contracts and security.',
    group: 'learn',
  },
  {
    label: 'Connect',
    sidebarId: 'connect',
    route: '/connect',
    summary: 'Contribute to the docs and the stack, and look up terms in the glossary.',
    group: 'learn',
  },
  {
    label: 'Notices',
    sidebarId: 'notices',
    route: '/notices',
    summary: 'Network upgrades and breaking changes that chain operators and developers must act on.',
    group: 'build',
  },
];
