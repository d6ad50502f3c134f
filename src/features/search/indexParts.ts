// Pure (the browser's section search names the text files with it; ./plugin.ts splits the files).
//
// A section's index as @easyops-cn/docusaurus-search-local writes it is one file of five parts, each
// a lunr index with its documents: the pages' titles, their headings, their descriptions, their
// keywords and their text. Titles, headings and keywords are a tenth of the bytes (the Operators
// section: 27 KB of 773 KB gzip), yet a reader on a phone waited for all of it before the first
// suggestion. After the theme has written them, each section's file is split in two:
//
// - `search-index-<section>.json`, the theme's own name: titles, headings and keywords, and empty
//   descriptions and text. The navbar's first suggestions wait for this file only.
// - `search-index-<section>-text.json`: descriptions and text, read by the theme's worker as the
//   search context `<section>/text` (the worker names a context's file by replacing `/` with `-`).
//   Its title part keeps the pages' title documents, with an empty index: the worker looks up a
//   hit's page there, and a title must not be found twice.
//
// Parts stay at their positions because the worker takes a part's position for its document type.

/** One part of an index file: lunr's serialized index and the documents it refers to by id. */
export type SerializedPart = {
  documents: {i: number}[];
  index: {version: string; fields: string[]; fieldVectors: unknown[]; invertedIndex: unknown[]; pipeline: string[]};
};

const partNames = ['titles', 'headings', 'descriptions', 'keywords', 'text'];
/** The parts the first file keeps; the others go to the second. */
const firstFileParts = new Set(['titles', 'headings', 'keywords']);

/** The search context whose file holds a section's descriptions and text. */
export const textContext = (section: string): string => `${section}/text`;

/** The file the theme's worker fetches for a search context, in a version's folder. */
export const indexFileOf = (context: string): string => `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;

const emptyPart = ({index}: SerializedPart): SerializedPart => ({documents: [], index: {...index, fieldVectors: [], invertedIndex: []}});

/** A section's index split into the file the first suggestions wait for and the one that loads after. */
export function splitSectionIndex(parts: SerializedPart[]): {titles: SerializedPart[]; text: SerializedPart[]} {
  const inFirstFile = (position: number) => firstFileParts.has(partNames[position]);
  return {
    titles: parts.map((part, position) => (inFirstFile(position) ? part : emptyPart(part))),
    text: parts.map((part, position) =>
      !inFirstFile(position) ? part : partNames[position] === 'titles' ? {...emptyPart(part), documents: part.documents} : emptyPart(part),
    ),
  };
}

/** What is wrong with a file's parts, or undefined when it has the five parts the theme writes. */
export function shapeProblem(parts: unknown): string | undefined {
  if (!Array.isArray(parts) || parts.length !== partNames.length) {
    return `expected an array of ${partNames.length} parts (${partNames.join(', ')}), found ${Array.isArray(parts) ? `${parts.length} parts` : typeof parts}`;
  }
  for (const [position, part] of parts.entries()) {
    const {documents, index} = (part ?? {}) as Partial<SerializedPart>;
    if (!Array.isArray(documents)) return `part ${position} (${partNames[position]}): field "documents" is not an array`;
    if (!index || !Array.isArray(index.invertedIndex) || !Array.isArray(index.fieldVectors)) {
      return `part ${position} (${partNames[position]}): field "index" is not a serialized lunr index`;
    }
  }
  return undefined;
}
