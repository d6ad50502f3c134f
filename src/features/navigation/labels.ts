import type {ContentType, Persona} from './personas';

/** How readers see the metadata values: badges, persona pages and metadata.json. */
export const personaLabels: Record<Persona, string> = {
  'app-developer': 'App developer',
  'protocol-developer': 'Protocol developer',
  'chain-operator': 'Chain operator',
  'node-operator': 'Node operator',
  'governance-participant': 'Governance participant',
  auditor: 'Auditor',
  partner: 'Partner',
};

export const contentTypeLabels: Record<ContentType, string> = {
  guide: 'Guide',
  tutorial: 'Tutorial',
  reference: 'Reference',
  'landing-page': 'Overview',
  notice: 'Notice',
  article: 'Article',
  troubleshooting: 'Troubleshooting',
};
