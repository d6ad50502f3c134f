/**
 * What every file a source reader writes starts with (flags: flagSources.ts, JSON-RPC: rpcSources.ts):
 * the component, the release tag read, the repositories with their commits and the files read, and
 * the reader's notes; checked the same way for both.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {DataProblems} from '../../utils/dataProblems';

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
export const isList = (value: unknown, item: (v: unknown) => boolean) => Array.isArray(value) && value.every(item);

/** Records what is wrong with the header fields of a reader's output, named as fields of `file`. */
export function checkGeneratedHeader(problems: DataProblems, record: Record<string, unknown>, component: string): void {
  problems.expect('component', record.component, record.component === component, `"${component}", the file's name`);
  problems.expect('release', record.release, isText, 'the release tag read');
  if (problems.expect('sources', record.sources, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of repositories read')) {
    (record.sources as Record<string, unknown>[]).forEach((source, index) => {
      const at = `sources[${index}]`;
      problems.expect(`${at}.repository`, source.repository, (v) => typeof v === 'string' && /^[\w.-]+\/[\w.-]+$/.test(v), 'owner/name');
      problems.expect(`${at}.ref`, source.ref, isText, 'the tag read');
      problems.expect(
        `${at}.commit`,
        source.commit,
        (v) => typeof v === 'string' && /^[0-9a-f]{40}$/.test(v),
        'the 40-character commit of the tag',
      );
      problems.expect(
        `${at}.paths`,
        source.paths,
        (v) => isList(v, isText) && (v as unknown[]).length > 0,
        'a non-empty list of files read',
      );
    });
  }
  problems.expect('notes', record.notes, (v) => isList(v, isText), 'a list of sentences');
}

/** A data file's JSON; a syntax error names the file (relative to the working directory). */
export function readDataJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid reference data in ${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}

/** The components with a reference in a data folder: every `<component>.json` beside the descriptions files. */
export const componentsIn = (folder: string): string[] =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.descriptions.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
