import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {readDocPages, type DocPage} from '../support/docsContent';
import {siteDir} from '../support/paths';
import {pageFrontMatterSchema, validatePageFrontMatter} from '../../src/features/page-metadata/frontMatter';
import {contentTypes, personas} from '../../src/features/navigation/personas';
import {kindsThatNeedSources} from '../../src/features/page-sources/sources';
import {versionCommands} from '../../scripts/versions';

// The contributor guide states facts about this project (the Node.js version, the npm scripts, the
// version commands, the front matter a page needs). Each is checked against the file that decides it,
// so the guide cannot drift from the project again.
const route = '/connect/contribute/docs-contribute';
const packageJson = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  engines: {node: string};
  scripts: Record<string, string>;
};

let page: DocPage;
beforeAll(async () => {
  const found = (await readDocPages()).find((candidate) => candidate.route === route);
  if (!found) throw new Error(`No page at ${route}`);
  page = found;
});

/** 20.19.0 and 20.19 are the same version. */
const normalVersion = (version: string) => version.replace(/(?:\.0)+$/, '');

/** The fenced code blocks of a body, even when indented in a list, with that indentation removed. */
function codeBlocks(body: string): {info: string; code: string}[] {
  return [...body.matchAll(/^([ \t]*)```([^\n]*)\n([\s\S]*?)^\1```[ \t]*$/gm)].map(([, indent, info, code]) => ({
    info: info.trim(),
    code: code
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  }));
}

/** The rows of the Markdown table whose header starts with the given cells, as trimmed cells. */
function tableRows(body: string, header: string[]): string[][] {
  const lines = body.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line.startsWith(`| ${header.join(' | ')} |`));
  if (start === -1) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** What the schema says of each field: required, forbidden or optional, and the keyword limits. */
const schemaKeys = pageFrontMatterSchema.describe().keys as Record<
  string,
  {flags?: {presence?: string}; rules?: {name: string; args?: {limit?: number}}[]}
>;
const fieldsWithPresence = (presence: string) =>
  Object.keys(schemaKeys)
    .filter((field) => schemaKeys[field].flags?.presence === presence)
    .sort();

describe('the contributor guide agrees with the project', () => {
  it('asks for the Node.js version package.json requires in engines', () => {
    const minimum = /^(?:>=|\^|~)\s*v?(\d+(?:\.\d+)*)/.exec(packageJson.engines.node)?.[1];
    expect(minimum).toBeDefined();
    const stated = [...page.body.matchAll(/Node\.js v?(\d+(?:\.\d+)*) or (?:newer|later|higher)/g)].map((match) => match[1]);
    expect(stated.length).toBeGreaterThan(0);
    expect([...new Set(stated.map(normalVersion))]).toEqual([normalVersion(minimum!)]);
  });

  it('names only npm scripts that package.json defines', () => {
    // `npm run <script>`, and the shorthands npm maps to a script of the same name.
    const named = [...page.body.matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test|stop|restart)\b)/g)].map(
      ([, script, shorthand]) => script ?? shorthand,
    );
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((script) => !(script in packageJson.scripts))).toEqual([]);
  });

  it('names only the subcommands the versions script accepts, and each of them', () => {
    expect(packageJson.scripts.versions).toMatch(/scripts\/versions\.ts/);
    const named = new Set(
      [...page.body.matchAll(/npm run versions -- ([\w|-]+)/g)].flatMap((match) => match[1].split('|').filter(Boolean)),
    );
    expect([...named].filter((command) => !versionCommands.includes(command))).toEqual([]);
    expect(versionCommands.filter((command) => !named.has(command))).toEqual([]);
  });

  it('shows an example front matter that passes the front matter schema', async () => {
    const examples = codeBlocks(page.body).filter(({info, code}) => /^ya?ml\b/.test(info) && code.startsWith('---\n'));
    expect(examples).toHaveLength(1);
    const filePath = path.join(siteDir, /title="([^"]+)"/.exec(examples[0].info)?.[1] ?? 'docs/example.mdx');
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: examples[0].code});
    expect(() => validatePageFrontMatter(filePath, frontMatter)).not.toThrow();
  });

  describe('lists the front matter fields as the schema defines them', () => {
    const fields = () =>
      tableRows(page.body, ['Field', 'Required']).map(([field, required, accepts]) => ({
        field: codeSpans(field)[0],
        required,
        accepts,
      }));
    const row = (name: string) => fields().find(({field}) => field === name);
    /** The fields the table marks `yes` or `never` in its required column. */
    const fieldsMarked = (mark: string) =>
      fields()
        .filter(({required}) => required === mark)
        .map(({field}) => field)
        .sort();

    it('names only fields of the schema', () => {
      expect(fields().length).toBeGreaterThan(0);
      expect(fields().filter(({field}) => !(field in schemaKeys))).toEqual([]);
    });

    it('marks as required exactly the fields the schema requires', () => {
      expect(fieldsMarked('yes')).toEqual(fieldsWithPresence('required'));
    });

    it('marks as never set exactly the fields the schema forbids', () => {
      expect(fieldsMarked('never')).toEqual(fieldsWithPresence('forbidden'));
    });

    it('requires sources on the kinds of page the sources check requires them on', () => {
      expect(codeSpans(row('sources')?.required ?? '').sort()).toEqual([...kindsThatNeedSources].sort());
    });

    it('gives the number of keywords the schema accepts', () => {
      const limit = (name: string) => schemaKeys.keywords.rules?.find((rule) => rule.name === name)?.args?.limit;
      expect(row('keywords')?.accepts).toContain(`${limit('min')} to ${limit('max')}`);
    });

    it('lists every content type and persona, and no other', () => {
      expect(codeSpans(row('content_type')?.accepts ?? '').sort()).toEqual([...contentTypes].sort());
      expect(codeSpans(row('personas')?.accepts ?? '').sort()).toEqual([...personas].sort());
    });
  });
});
