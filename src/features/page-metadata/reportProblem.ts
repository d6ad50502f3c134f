import {tabChoices} from '../tabs/choices';

/** What a report says of where the reader was: the page, its docs version, the tabs they chose, the heading they were reading. */
export type ReportContext = {pageTitle: string; pageUrl: string; version: string; tabs: string[]; heading: string | null};

/** What the reader says in the report form. */
export type ReportAnswers = {did: string; expected: string; saw: string};

/** A report's body: the context, then the reader's three answers (the output as a code block). */
export function reportBody(context: ReportContext, answers?: ReportAnswers): string {
  const lines = [
    `Page: ${context.pageUrl}`,
    `Docs version: ${context.version}`,
    ...(context.heading ? [`Section being read: ${context.heading}`] : []),
    ...(context.tabs.length > 0 ? [`Tabs chosen: ${context.tabs.join('; ')}`] : []),
    '',
  ];
  if (!answers) return [...lines, 'What is wrong, missing or unclear:', '', ''].join('\n');
  const saw = answers.saw.trim();
  return [
    ...lines,
    '### What I did',
    '',
    answers.did.trim() || '(not said)',
    '',
    '### What I expected',
    '',
    answers.expected.trim() || '(not said)',
    '',
    '### What I saw (command and output)',
    '',
    ...(saw ? ['```text', saw, '```'] : ['(not said)']),
    '',
  ].join('\n');
}

/** A link that opens a new issue in the repository, titled with the page, with this body. */
export function reportProblemUrl(repositoryUrl: string, pageTitle: string, body: string): string {
  const params = new URLSearchParams({title: `Problem on "${pageTitle}"`, body});
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${params}`;
}

/**
 * The heading of the part of the page being read: the last h2 or h3 of the article whose top has
 * scrolled above `below` pixels (under the sticky navbar), or none at the top of the page.
 */
export function headingBeingRead(article: ParentNode, below: number): string | null {
  let reading: string | null = null;
  for (const heading of Array.from(article.querySelectorAll<HTMLElement>('h2, h3'))) {
    if (heading.getBoundingClientRect().top > below) break;
    reading = heading.textContent?.replace(/\u200b/g, '').trim() ?? null;
  }
  return reading;
}

/**
 * The tabs the reader chose on this site, one per choice of src/features/tabs/choices.ts; `readChoice`
 * reads a group's stored pick (Docusaurus keeps it as `docusaurus.tab.<groupId>` in its site storage).
 */
export function chosenTabs(readChoice: (groupId: string) => string | null): string[] {
  return tabChoices.flatMap(({groupId}) => {
    const value = readChoice(groupId);
    return value ? [`${groupId}: ${value}`] : [];
  });
}
