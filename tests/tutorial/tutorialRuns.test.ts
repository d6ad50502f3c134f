import fs from 'node:fs';
import path from 'node:path';
import {readDocPages} from '../support/docsContent';
import {siteDir} from '../support/paths';
import {tutorialRuns} from '../../src/features/tested-with/tutorialRuns';

describe('src/features/tested-with/tutorialRuns.ts', () => {
  it('lists every tutorial page, and only tutorial pages', async () => {
    const tutorials = (await readDocPages()).filter((page) => page.frontMatter.content_type === 'tutorial').map((page) => page.route);
    expect(Object.keys(tutorialRuns).sort()).toEqual(tutorials.sort());
  });

  it("names for each tested tutorial a test file that reads that page's files", () => {
    for (const [route, run] of Object.entries(tutorialRuns)) {
      if (!('test' in run)) continue;
      const testFile = path.join(siteDir, run.test);
      expect({route, exists: fs.existsSync(testFile)}).toEqual({route, exists: true});
      // The test names the page it runs: by its folder under docs/, or by its route.
      const source = fs.readFileSync(testFile, 'utf8');
      const folder = route.split('/').slice(1, -1).join('/');
      expect({route, named: source.includes(route.slice(1)) || source.includes(folder)}).toEqual({route, named: true});
    }
  });

  it('gives a reason for every tutorial it does not run', () => {
    for (const [route, run] of Object.entries(tutorialRuns)) {
      if ('notRun' in run) expect({route, reason: run.notRun.length > 20}).toEqual({route, reason: true});
    }
  });
});
