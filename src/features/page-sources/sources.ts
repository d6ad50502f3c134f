import type {ContentType} from '../navigation/personas';

/** One primary source a page's values come from: a file of a repository at a pinned ref, or of an npm package. */
export type PageSource =
  | {repository: string; ref: string; commit?: string; path: string; backs: string}
  | {package: string; version: string; path?: string; backs: string};

/** Pages that exist to state values must say where the values come from. */
export const kindsThatNeedSources: readonly ContentType[] = ['reference', 'notice', 'tutorial'];

const commitPattern = /^[0-9a-f]{40}$/;
// A release tag names a version (v1.2.3, op-node/v1.13.4, @eth-optimism/proxyd@3.12.0,
// 0.1.0-alpha.59); a branch such as main or develop does not, and moves under a reader's feet.
const releaseTagPattern = /(?:^|[/@v-])\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.-]+)?$/;
const repositoryPattern = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const packagePattern = /^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+$/;
const exactVersionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** What is wrong with one `sources` entry, one line per field; an empty list when it is right. */
function entryProblems(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return ['is not a mapping with repository/ref/path/backs or package/version/backs'];
  }
  const fields = entry as Record<string, unknown>;
  const problems: string[] = [];
  const expect = (field: string, ok: boolean, rule: string) => {
    if (!ok) {
      const found = fields[field] === undefined ? 'is missing' : `has the invalid value ${JSON.stringify(fields[field])}`;
      problems.push(`"${field}" ${found}; expected ${rule}`);
    }
  };
  const known = 'package' in fields ? ['package', 'version', 'path', 'backs'] : ['repository', 'ref', 'commit', 'path', 'backs'];
  for (const field of Object.keys(fields).filter((key) => !known.includes(key))) {
    problems.push(`"${field}" is not a field of a source; expected only ${known.join(', ')}`);
  }
  if ('package' in fields) {
    expect('package', typeof fields.package === 'string' && packagePattern.test(fields.package), 'an npm package name');
    expect('version', typeof fields.version === 'string' && exactVersionPattern.test(fields.version), 'an exact version such as 0.4.13');
    expect('path', fields.path === undefined || text(fields.path), 'a file inside the package');
  } else {
    const ref = fields.ref;
    const refIsCommit = typeof ref === 'string' && commitPattern.test(ref);
    expect(
      'repository',
      typeof fields.repository === 'string' && repositoryPattern.test(fields.repository),
      'a GitHub repository as owner/name',
    );
    expect(
      'ref',
      refIsCommit || (typeof ref === 'string' && releaseTagPattern.test(ref)),
      'a release tag or a 40-character commit (a branch name is not pinned)',
    );
    expect(
      'commit',
      fields.commit === undefined ? refIsCommit : typeof fields.commit === 'string' && commitPattern.test(fields.commit),
      'the 40-character commit the tag points at (required when "ref" is a tag)',
    );
    expect('path', text(fields.path), 'a file or folder of the repository');
  }
  expect('backs', text(fields.backs), 'a short sentence saying which values of the page the source supports');
  return problems;
}

/** Lines describing every problem of a page's `sources` field, in the words an error shows a writer. */
export function sourcesProblems(sources: unknown, contentType: unknown): string[] {
  if (sources === undefined) {
    return kindsThatNeedSources.includes(contentType as ContentType)
      ? [`"sources" is missing; a ${String(contentType)} page lists at least one primary source`]
      : [];
  }
  if (!Array.isArray(sources) || sources.length === 0) {
    return [`"sources" has the invalid value ${JSON.stringify(sources)}; expected a non-empty list of sources`];
  }
  return sources.flatMap((entry, index) => entryProblems(entry).map((problem) => `"sources" item ${index + 1}: ${problem}`));
}

/** The address a reader opens to check a source: the file at the pinned commit, or the package version. */
export function sourceUrl(source: PageSource): string {
  if ('package' in source) {
    return `https://www.npmjs.com/package/${source.package}/v/${source.version}`;
  }
  return `https://github.com/${source.repository}/blob/${source.commit ?? source.ref}/${source.path}`;
}

/** How a source is named in the list: repository at ref (and the tag's commit), then the file. */
export function sourceLabel(source: PageSource): string {
  if ('package' in source) {
    return `${source.package}@${source.version}${source.path ? `: ${source.path}` : ''}`;
  }
  const commit = source.commit && source.commit !== source.ref ? ` (${source.commit.slice(0, 12)})` : '';
  return `${source.repository} @ ${source.ref}${commit}: ${source.path}`;
}
