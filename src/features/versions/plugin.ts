import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as tar from 'tar';
import {loadSiteUpgradesData, upgradeTitle, type Upgrade} from '../upgrades/upgradesData';
import {sections} from '../navigation/sections';
import {archiveFile, loadVersions} from './versionsData';

/** A row of the /versions page. */
export type VersionRow = {
  label: string;
  /** Where the version's docs start; an archived version's are another build's, outside this site's routes. */
  href: string;
  /** The upgrade it documents and that upgrade's notice in the same version. */
  upgrade: string;
  noticeHref: string | null;
  /** The day it was cut, or for the current docs the day they last changed. */
  date: string | null;
  status: 'current' | 'built' | 'archived';
};

/** The day of the newest commit that changed the current docs, or null outside a git checkout. */
function lastDocsChange(siteDir: string): string | null {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'docs'], {cwd: siteDir, encoding: 'utf8', stdio: 'pipe'}).trim();
    return day || null;
  } catch {
    return null;
  }
}

/** The rows of /versions: the current docs, then every cut version, newest first. */
export function versionRows(siteDir: string, upgrades: Upgrade[]): VersionRow[] {
  const versions = loadVersions(
    siteDir,
    upgrades.map(({id}) => id),
  );
  const byId = new Map(upgrades.map((upgrade) => [upgrade.id, upgrade]));
  const newest = upgrades[upgrades.length - 1];
  const current: VersionRow = {
    label: 'Latest',
    href: '/',
    upgrade: upgradeTitle(newest),
    noticeHref: newest.notices?.[0] ?? null,
    date: lastDocsChange(siteDir),
    status: 'current',
  };
  return [
    current,
    ...versions.map(({name, cut, upgrade, archived}): VersionRow => {
      const documented = byId.get(upgrade) as Upgrade;
      const notice = documented.notices?.[0];
      const prefix = `/${name}`;
      return {
        label: name,
        // A built version has no home page of its own (the site's is not a doc): it opens at the
        // first section. An archive is a whole site, home page included.
        href: archived ? `${prefix}/` : `${prefix}${sections[0].route}`,
        upgrade: upgradeTitle(documented),
        noticeHref: notice ? `${prefix}${notice}` : null,
        date: cut,
        status: archived ? 'archived' : 'built',
      };
    }),
  ];
}

/**
 * The /versions page, and after the build each archived version's own build unpacked under
 * /<name>/. `archiving`: the site is being built as that version's archive (scripts/versions.ts),
 * which has no /versions page of its own and links to the site's.
 */
export default function versionsPlugin(context: LoadContext, options: {archiving?: string}): Plugin {
  return {
    name: 'versions',
    async contentLoaded({actions}) {
      if (options.archiving) return;
      const {upgrades} = loadSiteUpgradesData('src/features/versions/plugin.ts');
      const rows = await actions.createData('versions.json', JSON.stringify(versionRows(context.siteDir, upgrades)));
      actions.addRoute({path: '/versions', component: '@site/src/features/versions/VersionsPage.tsx', exact: true, modules: {rows}});
    },
    async postBuild({outDir}) {
      if (options.archiving) return;
      const {upgrades} = loadSiteUpgradesData('src/features/versions/plugin.ts');
      const archived = loadVersions(
        context.siteDir,
        upgrades.map(({id}) => id),
      ).filter((version) => version.archived);
      for (const {name} of archived) {
        const target = path.join(outDir, name);
        fs.rmSync(target, {recursive: true, force: true});
        fs.mkdirSync(target, {recursive: true});
        await tar.x({file: archiveFile(context.siteDir, name), cwd: target});
      }
    },
  };
}
