/** The readers a page can be written for (front matter `personas`). */
export const personas = [
  'app-developer',
  'protocol-developer',
  'chain-operator',
  'node-operator',
  'governance-participant',
  'auditor',
  'partner',
] as const;

/** What kind of page it is (front matter `content_type`). */
export const contentTypes = ['guide', 'tutorial', 'reference', 'landing-page', 'notice', 'article', 'troubleshooting'] as const;

export type Persona = (typeof personas)[number];
export type ContentType = (typeof contentTypes)[number];
