// The code is organised by feature (README.md, "Where things are"): a feature's plugin, browser
// code, components, module replacements and data sit in src/features/<feature>/, and src/theme/
// holds only the swizzle entry points. These keep it that way.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {siteDir} from '../support/paths';

const featuresDir = path.join(siteDir, 'src/features');
const themeDir = path.join(siteDir, 'src/theme');
const features = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));

/** The modules a file imports (static, dynamic and re-exports), read by TypeScript's own pre-parser. */
const importsOf = (file: string): string[] =>
  ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map(({fileName}) => fileName);

/** The feature folder an import from `file` lands in, if any. */
function featureOf(request: string, file: string): string | undefined {
  const target = request.startsWith('@site/')
    ? path.join(siteDir, request.slice('@site/'.length))
    : request.startsWith('.')
      ? path.resolve(path.dirname(file), request)
      : undefined;
  const relative = target && path.relative(featuresDir, target);
  return relative && !relative.startsWith('..') ? relative.split(path.sep)[0] : undefined;
}

/** Which features each feature imports from. */
const featureGraph = new Map(
  features.map((feature) => {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      for (const request of importsOf(file)) {
        const used = featureOf(request, file);
        if (used && used !== feature) uses.add(used);
      }
    }
    return [feature, uses];
  }),
);

/** A path of features that comes back to where it started, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | undefined => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('feature folders', () => {
  it('finds the features a feature imports from', () => {
    // The upgrades feature reads the registry snapshot of the reference tables.
    expect(featureGraph.get('upgrades')).toContain('reference-tables');
  });

  it('import one another without a cycle between folders', () => {
    expect(findCycle(featureGraph)).toBeUndefined();
  });

  it('finds a cycle between folders when there is one', () => {
    const graph = new Map([...featureGraph].map(([feature, uses]) => [feature, new Set(uses)]));
    graph.get('reference-tables')!.add('upgrades');
    expect(findCycle(graph)).toEqual(['reference-tables', 'upgrades', 'reference-tables']);
  });

  it.each(features)('%s has a README saying what it does', (feature) => {
    const readme = path.join(featuresDir, feature, 'README.md');
    expect(fs.existsSync(readme)).toBe(true);
    expect(fs.readFileSync(readme, 'utf8')).toMatch(/^# .+\n\n\S/);
  });
});

describe('src/theme', () => {
  const entryPoints = sourceFiles(themeDir);

  it.each(entryPoints.map((file) => path.relative(siteDir, file)))('%s is an entry point: one line of reason, then its feature', (file) => {
    const [reason, ...code] = fs.readFileSync(path.join(siteDir, file), 'utf8').trimEnd().split('\n');
    expect(reason).toMatch(/^\/\/ (Wrapped|Ejected|Replaced)\b.+\(src\/features\/[a-z-]+(, src\/features\/[a-z-]+)*\)\.$/);
    // Everything it imports from the site is a feature's.
    for (const request of importsOf(path.join(siteDir, file)).filter((request) => request.startsWith('@site/'))) {
      expect(request).toMatch(/^@site\/src\/features\//);
    }
    // The code itself lives in the feature: a re-export, or a map of a few entries.
    expect(code.length).toBeLessThanOrEqual(15);
  });
});
