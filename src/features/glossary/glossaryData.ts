import fs from 'node:fs';
import path from 'node:path';

/** One glossary entry: its anchor on the glossary page, the term, and its definition as plain text. */
export type GlossaryEntry = {id: string; term: string; definition: string};

/** The glossary page: the one place every definition is written. */
export const glossaryFile = (siteDir: string) => path.join(siteDir, 'docs/connect/resources/glossary.mdx');
export {glossaryRoute} from './glossaryRoute';

/** Markdown inline syntax as a reader sees the text: link text without its address, code without backticks. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .trim();

/** Every entry of the glossary page: each `### Term {#id}` heading and the paragraph after it. */
export function readGlossary(siteDir: string): GlossaryEntry[] {
  const lines = fs.readFileSync(glossaryFile(siteDir), 'utf8').split('\n');
  const entries: GlossaryEntry[] = [];
  lines.forEach((line, index) => {
    const heading = line.match(/^### (.+?)\s*\{#([\w-]+)\}\s*$/);
    if (!heading) return;
    const rest = lines.slice(index + 1);
    const start = rest.findIndex((next) => next.trim() !== '');
    const end = rest.findIndex((next, at) => at > start && (next.trim() === '' || next.startsWith('#')));
    const definition = plain(rest.slice(start, end === -1 ? undefined : end).join(' '));
    entries.push({id: heading[2], term: plain(heading[1]), definition});
  });
  return entries;
}
