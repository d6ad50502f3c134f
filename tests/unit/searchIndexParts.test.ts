import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {indexFileOf, splitSectionIndex, textContext, type SerializedPart} from '../../src/features/search/indexParts';
import {splitSectionIndexes} from '../../src/features/search/plugin';

// A section's index as the theme writes it: titles, headings, descriptions, keywords, text.
const part = (ids: number[], terms: string[]): SerializedPart => ({
  documents: ids.map((i) => ({i})),
  index: {
    version: '2.3.9',
    fields: ['t'],
    fieldVectors: ids.map((i) => [`t/${i}`, [0, 1]]),
    invertedIndex: terms.map((term, position) => [term, {_index: position, t: {}}]),
    pipeline: ['stemmer'],
  },
});
const sectionIndex = (): SerializedPart[] => [
  part([1, 2], ['batcher']),
  part([3], ['channel']),
  part([1], ['posts']),
  part([], []),
  part([4, 5, 6], ['blob', 'frame']),
];

describe("a section's index split in two", () => {
  it('keeps titles, headings and keywords in the first file, and empties its descriptions and text', () => {
    const {titles} = splitSectionIndex(sectionIndex());
    const emptied = (each: SerializedPart) => ({documents: [], index: {...each.index, fieldVectors: [], invertedIndex: []}});
    expect(titles).toEqual([
      sectionIndex()[0],
      sectionIndex()[1],
      emptied(sectionIndex()[2]),
      sectionIndex()[3],
      emptied(sectionIndex()[4]),
    ]);
  });

  it('keeps descriptions and text, and the title documents a hit names its page by, in the second file, the parts at their positions', () => {
    const {text} = splitSectionIndex(sectionIndex());
    expect(text).toHaveLength(5);
    expect(text[2]).toEqual(sectionIndex()[2]);
    expect(text[4]).toEqual(sectionIndex()[4]);
    // The titles are there to look up, not to be found again.
    expect(text[0].documents).toEqual(sectionIndex()[0].documents);
    expect(text[0].index.invertedIndex).toEqual([]);
    expect([text[1], text[3]].map(({documents, index}) => [documents.length, index.invertedIndex.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('names the text file as the theme names a context file', () => {
    expect(indexFileOf('operators')).toBe('search-index-operators.json');
    expect(indexFileOf(textContext('operators'))).toBe('search-index-operators-text.json');
    expect(indexFileOf('')).toBe('search-index.json');
  });
});

describe('splitting the files of a build', () => {
  const outDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'search-parts-'));

  it('writes both files of every section', () => {
    const dir = outDir();
    fs.writeFileSync(path.join(dir, 'search-index-interop.json'), JSON.stringify(sectionIndex()));
    splitSectionIndexes(dir, ['interop']);
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(read('search-index-interop.json')).toEqual(splitSectionIndex(sectionIndex()).titles);
    expect(read('search-index-interop-text.json')).toEqual(splitSectionIndex(sectionIndex()).text);
  });

  it('stops with the file and the field when a file is not shaped as the theme writes it', () => {
    const dir = outDir();
    const file = path.join(dir, 'search-index-interop.json');
    fs.writeFileSync(file, JSON.stringify(sectionIndex().slice(0, 3)));
    expect(() => splitSectionIndexes(dir, ['interop'])).toThrow(
      `${file}: expected an array of 5 parts (titles, headings, descriptions, keywords, text), found 3 parts`,
    );
    fs.writeFileSync(file, JSON.stringify(sectionIndex().map((each, position) => (position === 1 ? {...each, documents: 'none'} : each))));
    expect(() => splitSectionIndexes(dir, ['interop'])).toThrow(`${file}: part 1 (headings): field "documents" is not an array`);
  });

  it('stops naming the section when the theme wrote no file for it', () => {
    const dir = outDir();
    expect(() => splitSectionIndexes(dir, ['notices'])).toThrow(
      `${path.join(dir, 'search-index-notices.json')}: the search theme wrote no index for the section "notices"`,
    );
  });
});
