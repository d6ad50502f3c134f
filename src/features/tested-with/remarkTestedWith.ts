import fs from 'node:fs';
import path from 'node:path';
import {isPartial, routeOfDocFile} from '../../utils/docFileRoutes';
import {tutorialRuns as defaultRuns, tutorialTools, type TutorialRun} from './tutorialRuns';

type Node = {type: string; value?: string; url?: string; children?: Node[]; data?: {hProperties: {className: string}}};
type File = {path: string; data: {frontMatter?: Record<string, unknown>}};
type Options = {siteDir?: string; runs?: Record<string, TutorialRun>};

/** The installed version of each package, as package-lock.json pins it. */
export function lockedVersions(siteDir: string): Record<string, string> {
  const lock = JSON.parse(fs.readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string}>;
  };
  return Object.fromEntries(
    Object.values(tutorialTools).map((name) => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      if (!version) {
        throw new Error(
          `package-lock.json: "packages" has no "node_modules/${name}", which src/features/tested-with/tutorialRuns.ts names as a tutorial tool`,
        );
      }
      return [name, version];
    }),
  );
}

// The page-markdown plugin makes this plugin anew for each tutorial page; package-lock.json
// (about 1 MB) is parsed once per site and process.
const lockedVersionsBySite = new Map<string, Record<string, string>>();
function lockedVersionsOnce(siteDir: string): Record<string, string> {
  if (!lockedVersionsBySite.has(siteDir)) lockedVersionsBySite.set(siteDir, lockedVersions(siteDir));
  return lockedVersionsBySite.get(siteDir)!;
}

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});

/** "forge 1.7.1, cast 1.7.1 and solc 0.8.37" */
function toolList(run: {tools: (keyof typeof tutorialTools)[]}, versions: Record<string, string>): string {
  const named = run.tools.map((tool) => `${tool} ${versions[tutorialTools[tool]]}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
}

/**
 * Puts a line at the top of every tutorial page saying what the site's tests ran it with, the
 * versions read from package-lock.json at build time, or why the tests do not run it. A tutorial
 * page of the current docs without an entry in src/features/tested-with/tutorialRuns.ts stops the build.
 */
export default function remarkTestedWith(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const runs = options.runs ?? defaultRuns;
  return (tree: Node, file: File): void => {
    if (file.data.frontMatter?.content_type !== 'tutorial' || isPartial(file.path)) {
      return;
    }
    const {routeInVersion: route, version} = routeOfDocFile(siteDir, file.path, file.data.frontMatter.slug as string | undefined);
    const run = runs[route];
    if (!run) {
      if (version) return; // A cut version may hold a tutorial the list no longer names.
      throw new Error(
        `${path.relative(siteDir, file.path)}: tutorial ${route} has no entry in src/features/tested-with/tutorialRuns.ts (a test that runs it, or why none does)`,
      );
    }
    const versions = lockedVersionsOnce(siteDir);
    const children =
      'test' in run
        ? [
            strong('Tested with'),
            text(` ${toolList(run, versions)}: the site's tests run this page's steps as written on every change (`),
            code(run.test),
            text(').'),
          ]
        : [strong('Not run by the site’s tests:'), text(` ${run.notRun}.`)];
    tree.children = [{type: 'paragraph', data: {hProperties: {className: 'tested-with'}}, children}, ...(tree.children ?? [])];
  };
}
