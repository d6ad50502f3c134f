/**
 * A generated flag reference is two files in `data/flags/`:
 * - `<component>.json`, written by `npm run data:flags` from the component's source at a release
 *   tag (scripts/flags-data.ts): every flag as the source defines it, with the repository, tag,
 *   commit and files read. Nobody edits it.
 * - `<component>.descriptions.json`, ours: the groups a page shows and a description of every flag,
 *   keyed by flag name. `{"groups": [{"title", "description"?, "flags": {"<name>": "<description>"}}]}`.
 * A flag of the source without a description, or a description of a flag the source does not
 * have, stops the build naming the file and the flag, so a regenerated release cannot ship
 * undocumented flags or keep describing removed ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DataProblems} from '../../utils/dataProblems';
import {checkGeneratedHeader, componentsIn, isList, isText, readDataJson} from './generatedData';
import {flagTypes, validateFlagReference, type DataSource, type Flag, type FlagReference} from './referenceData';

/** One flag as the source defines it: a reference flag without our description, plus what the source adds. */
export type GeneratedFlag = Omit<Flag, 'description' | 'deprecated' | 'hidden' | 'commands'> & {
  hidden: boolean;
  /** The source's own grouping (urfave/cli `Category`, clap `help_heading`), if any. */
  category: string | null;
  deprecated: boolean;
  /** Where the flag is defined, repository-relative; prefixed `owner/name:` when not the first source's. */
  file: string;
  /** The subcommand (`apply`, `upgrade v2.0.0`) whose flag this is; null for the program's own command. */
  command?: string | null;
};

/** What `npm run data:flags` writes. */
export type GeneratedFlags = {
  component: string;
  release: string;
  syntax?: 'toml';
  sources: DataSource[];
  flags: GeneratedFlag[];
  /** What the reader could not evaluate (a default computed at run time), said instead of guessed. */
  notes: string[];
};

export type FlagDescriptions = {groups: {title: string; description?: string; flags: Record<string, string>}[]};

/** Throws unless `data` is what the flag readers write; `file` names it in the error. */
export function validateGeneratedFlags(file: string, component: string, data: unknown): GeneratedFlags {
  const problems = new DataProblems('generated flag data');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('(top level)', record, ['component', 'release', 'syntax', 'sources', 'flags', 'notes']);
  checkGeneratedHeader(problems, record, component);
  if (problems.expect('flags', record.flags, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of flags')) {
    (record.flags as Record<string, unknown>[]).forEach((flag, index) => {
      const at = `flags[${index}]`;
      problems.expect(`${at}.name`, flag.name, isText, 'the name without leading dashes');
      problems.expect(`${at}.aliases`, flag.aliases, (v) => isList(v, isText), 'a list of names');
      problems.expect(
        `${at}.env`,
        flag.env,
        (v) => isList(v, (e) => typeof e === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(e)),
        'a list of environment variables',
      );
      problems.expect(`${at}.type`, flag.type, (v) => (flagTypes as readonly unknown[]).includes(v), `one of ${flagTypes.join(', ')}`);
      problems.expect(`${at}.default`, flag.default, (v) => v === null || typeof v === 'string', 'a string or null');
      for (const field of ['required', 'hidden', 'deprecated'] as const) {
        problems.expect(`${at}.${field}`, flag[field], (v) => typeof v === 'boolean', 'true or false');
      }
      problems.expect(`${at}.category`, flag.category, (v) => v === null || isText(v), 'a category or null');
      problems.expect(`${at}.file`, flag.file, isText, 'the file that defines the flag');
      problems.expect(`${at}.command`, flag.command, (v) => v === undefined || v === null || isText(v), 'a subcommand or null');
    });
  }
  problems.throwIfAny(file);
  return data as GeneratedFlags;
}

/** The definitions of one name: usually one; a subcommand may redefine a flag (another default or env). */
function definitionsByName(generated: GeneratedFlags): Map<string, {flag: GeneratedFlag; commands: string[]}[]> {
  const byName = new Map<string, {flag: GeneratedFlag; key: string; commands: string[]}[]>();
  for (const flag of generated.flags) {
    const {command, file: _file, category: _category, ...definition} = flag;
    const key = JSON.stringify(definition);
    const variants = byName.get(flag.name) ?? [];
    const same = variants.find((variant) => variant.key === key);
    if (same) same.commands.push(command ?? '');
    else variants.push({flag, key, commands: [command ?? '']});
    byName.set(flag.name, variants);
  }
  return byName;
}

/**
 * The reference a page renders: our groups and descriptions over the generated values. Throws,
 * naming the descriptions file and each flag, when the two disagree.
 */
export function combineFlagReference(
  generatedFile: string,
  generated: GeneratedFlags,
  descriptionsFile: string,
  data: unknown,
): FlagReference {
  const problems = new DataProblems('flag descriptions');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('(top level)', record, ['groups']);
  const byName = definitionsByName(generated);
  const described = new Map<string, string>();
  const groups: FlagReference['groups'] = [];
  if (problems.expect('groups', record.groups, (v) => Array.isArray(v) && v.length > 0, 'a non-empty list of groups')) {
    (record.groups as Record<string, unknown>[]).forEach((group, g) => {
      const at = `groups[${g}]`;
      problems.onlyFields(at, group, ['title', 'description', 'flags']);
      problems.expect(
        `${at}.title`,
        group.title,
        isText(group.title) && !groups.some((other) => other.title === group.title),
        'a title no other group has',
      );
      problems.expect(`${at}.description`, group.description, (v) => v === undefined || isText(v), 'a sentence or no value');
      const entries = typeof group.flags === 'object' && group.flags !== null ? Object.entries(group.flags as object) : [];
      if (!problems.expect(`${at}.flags`, group.flags, entries.length > 0, 'an object of flag name to description')) return;
      const flags: Flag[] = [];
      for (const [name, description] of entries) {
        const here = `${at}.flags["${name}"]`;
        const variants = byName.get(name);
        problems.expect(
          here,
          name,
          variants !== undefined,
          `a flag of ${generated.release}; the source (${generatedFile}) has no flag ${name}`,
        );
        problems.expect(here, name, !described.has(name), `a flag described once (also in ${described.get(name)})`);
        problems.expect(here, description, isText, 'a description in our words');
        described.set(name, at);
        for (const {flag, commands} of variants ?? []) {
          const {category: _category, file: _file, command: _command, hidden, deprecated, ...values} = flag;
          flags.push({
            ...values,
            ...(deprecated ? {deprecated} : {}),
            ...(hidden ? {hidden} : {}),
            // A flag the program's own command takes is shown without the subcommands that repeat it.
            ...(commands.includes('') ? {} : {commands}),
            description: String(description),
          });
        }
      }
      groups.push({title: String(group.title), ...(isText(group.description) ? {description: group.description} : {}), flags});
    });
  }
  for (const [name, variants] of byName) {
    // A flag the program hides from --help may be left out; every other flag is documented.
    if (described.has(name) || variants.every((variant) => variant.flag.hidden)) continue;
    problems.lines.push(
      `no description of ${name}, a flag of ${generated.release} (defined in ${variants[0].flag.file}); add it to a group`,
    );
  }
  problems.throwIfAny(descriptionsFile);
  const definedIn = [...new Set(generated.flags.map((flag) => flag.file))];
  return {
    component: generated.component,
    release: generated.release,
    ...(generated.syntax ? {syntax: generated.syntax} : {}),
    sources: generated.sources,
    definedIn,
    groups,
  };
}

const relative = (name: string) => path.relative(process.cwd(), name);

/** The generated values of a component, `data/flags/<component>.json`, validated. */
export function readGeneratedFlags(flagsDir: string, component: string): GeneratedFlags {
  const file = path.join(flagsDir, `${component}.json`);
  return validateGeneratedFlags(relative(file), component, readDataJson(file));
}

/**
 * Reads `data/flags/<component>.json` and, when the reference is generated, its descriptions file.
 * File names in errors are relative to the working directory (the site's root in a build).
 */
export function readFlagReference(flagsDir: string, component: string): FlagReference {
  const file = path.join(flagsDir, `${component}.json`);
  const descriptionsFile = path.join(flagsDir, `${component}.descriptions.json`);
  if (!fs.existsSync(descriptionsFile)) return validateFlagReference(relative(file), component, readDataJson(file));
  return combineFlagReference(
    relative(file),
    readGeneratedFlags(flagsDir, component),
    relative(descriptionsFile),
    readDataJson(descriptionsFile),
  );
}

/** The components with a flag reference: every `data/flags/<component>.json`. */
export const flagComponents = componentsIn;

/** Whether a component's reference is generated from its source (it has a descriptions file). */
export const isGenerated = (flagsDir: string, component: string): boolean =>
  fs.existsSync(path.join(flagsDir, `${component}.descriptions.json`));

/** A release as the releases data records it (newest first), as far as freshness needs it. */
export type RecordedRelease = {tag: string; prerelease: boolean; sourceRead: boolean};

/**
 * Why a generated reference is behind, or undefined when it documents the newest final release
 * whose source the site reads: the message names the reference and both releases.
 */
export function referenceBehind(component: string, documented: string, releases: RecordedRelease[]): string | undefined {
  if (!releases.some((release) => release.tag === documented)) {
    return `${component}: the reference documents ${documented}, which the releases data does not list`;
  }
  const newestRead = releases.find((release) => !release.prerelease && release.sourceRead);
  if (newestRead && newestRead.tag !== documented) {
    return `${component}: the reference documents ${documented}, but ${newestRead.tag} is a newer final release with readable source`;
  }
  return undefined;
}
