import type {LinkCard} from './LinkCardGrid';

/** Where each kind of reader starts: the home page's "I am a ..." entry points. */
export const personaEntryPoints: LinkCard[] = [
  {
    title: 'App developer',
    description: 'Deploy contracts, bridge assets and send messages across Superchain chains.',
    href: '/app-developers/get-started',
  },
  {
    title: 'Interop builder',
    description: 'Pass messages between chains with the interop predeploys; start with the tutorial.',
    href: '/interop/tutorials/message-passing',
  },
  {
    title: 'Chain operator',
    description: 'Configure, deploy and operate your own OP Stack chain.',
    href: '/operators/chain-operators/architecture',
  },
  {
    title: 'Node operator',
    description: 'Run op-node with an execution client and keep it in sync through upgrades.',
    href: '/operators/node-operators/architecture',
  },
  {
    title: 'Protocol developer and auditor',
    description: 'Derivation, fault proofs, smart contracts and the security model.',
    href: '/stack/getting-started',
  },
  {
    title: 'Governance participant',
    description: 'How Superchain upgrades, the registry and the standard configuration fit together.',
    href: '/superchain/upgrades',
  },
];
