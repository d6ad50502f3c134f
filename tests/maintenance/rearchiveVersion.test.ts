import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {siteDir} from '../support/paths';
import {rearchiveVersion} from '../../scripts/versions';
import {archiveFile} from '../../src/features/versions/versionsData';

// What a maintainer runs to build an archived version again with today's site code
// (`npm run versions -- rearchive <name>`), with the build step replaced by one that records what
// it was given: the real worktree of the recorded commit, and an archive written outside the site.
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {cwd, encoding: 'utf8'}).trim();
const {versions} = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/versions/data/versions.json'), 'utf8')) as {
  versions: {name: string; archived: boolean; sourceCommit?: string}[];
};
const archived = versions.find((version) => version.archived)!;
const listFiles = (dir: string) =>
  fs
    .readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();

describe('re-building an archived version', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rearchive-test-'));
  const archive = path.join(out, `${archived.name}.tar.gz`);
  const realArchive = fs.statSync(archiveFile(siteDir, archived.name)).mtimeMs;
  let seen: Record<string, unknown> = {};
  let worktree = '';

  beforeAll(async () => {
    await rearchiveVersion(
      siteDir,
      archived.name,
      (outDir, tree) => {
        worktree = tree;
        const folder = path.join(tree, 'versioned_docs', `version-${archived.name}`);
        seen = {
          head: git(tree, 'rev-parse', 'HEAD'),
          pages: listFiles(folder),
          sidebars: fs.existsSync(path.join(tree, 'versioned_sidebars', `version-${archived.name}-sidebars.json`)),
          builtVersions: JSON.parse(fs.readFileSync(path.join(tree, 'versions.json'), 'utf8')),
          versionsData: JSON.parse(fs.readFileSync(path.join(tree, 'src/features/versions/data/versions.json'), 'utf8')).versions,
          config: fs.readFileSync(path.join(tree, 'docusaurus.config.ts'), 'utf8'),
          docs: listFiles(path.join(tree, 'docs')),
          upgrades: fs.readFileSync(path.join(tree, 'src/features/upgrades/data/upgrades.json'), 'utf8'),
          landingPage: fs.readFileSync(path.join(folder, 'app-developers/index.mdx'), 'utf8'),
          importsCurrentDocs: listFiles(folder).filter((file) => fs.readFileSync(path.join(folder, file), 'utf8').includes('@site/docs/')),
        };
        fs.writeFileSync(path.join(outDir, 'index.html'), '<title>rebuilt</title>');
      },
      archive,
    );
  }, 120_000);

  afterAll(() => fs.rmSync(out, {recursive: true, force: true}));

  it('builds the pages and sidebars of the recorded commit, with its "last updated" history', () => {
    expect(seen.head).toBe(archived.sourceCommit);
    expect(seen.pages).toEqual(
      git(siteDir, 'ls-tree', '-r', '--name-only', archived.sourceCommit!, `versioned_docs/version-${archived.name}`)
        .split('\n')
        .map((file) => file.slice(`versioned_docs/version-${archived.name}/`.length))
        .sort(),
    );
    expect(seen.sidebars).toBe(true);
  });

  it("uses today's site code, current docs and data", () => {
    expect(seen.config).toBe(fs.readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8'));
    expect(seen.docs).toEqual(listFiles(path.join(siteDir, 'docs')));
    expect(seen.upgrades).toBe(fs.readFileSync(path.join(siteDir, 'src/features/upgrades/data/upgrades.json'), 'utf8'));
    // A landing page imports the section cards, as today's landing pages do.
    expect(seen.landingPage).toMatch(/^import SectionCards from '@site\/src\/features\/navigation\/SectionCards';$/m);
    // Its pages show their own copies of shared partials.
    expect(seen.importsCurrentDocs).toEqual([]);
  });

  it('builds that version alone, as DOCS_ARCHIVE_VERSION needs it', () => {
    expect(seen.builtVersions).toEqual([archived.name]);
    expect(seen.versionsData).toEqual([expect.objectContaining({name: archived.name, archived: false})]);
  });

  it('packs the build, and leaves no worktree behind nor anything changed in the site', async () => {
    const entries: string[] = [];
    await tar.t({file: archive, onReadEntry: (entry) => entries.push(entry.path)});
    expect(entries).toContain('index.html');
    expect(fs.existsSync(worktree)).toBe(false);
    expect(git(siteDir, 'worktree', 'list')).not.toContain(worktree);
    expect(fs.statSync(archiveFile(siteDir, archived.name)).mtimeMs).toBe(realArchive);
  });

  it('refuses a version that is not archived', async () => {
    await expect(rearchiveVersion(siteDir, 'no-such-version', () => undefined, archive)).rejects.toThrow(
      'No archived version no-such-version with its sourceCommit',
    );
  });
});
