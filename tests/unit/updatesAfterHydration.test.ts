import fs from 'node:fs';
import path from 'node:path';
import {browserContextModule, windowSizeModule} from '../../src/plugins/updates-after-hydration';
import * as browserContext from '../../src/plugins/updates-after-hydration/browserContext';
import * as windowSize from '../../src/plugins/updates-after-hydration/useWindowSize';

/** The names a Docusaurus module exports, read from its source. */
const exportsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map(([, name]) => name).sort();

// Resolved the way webpack resolves them; a Docusaurus upgrade that moves either fails here.
const originals = {
  browserContext: require.resolve('@docusaurus/core/lib/client/browserContext.js'),
  windowSize: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js'),
};

describe('the updates-after-hydration plugin', () => {
  it('replaces the modules Docusaurus has for useIsBrowser and useWindowSize', () => {
    expect(originals.browserContext).toMatch(browserContextModule);
    expect(originals.windowSize).toMatch(windowSizeModule);
    expect(fs.readFileSync(require.resolve('@docusaurus/theme-common'), 'utf8')).toContain(
      "export { useWindowSize } from './hooks/useWindowSize'",
    );
  });

  it('replaces them with modules that export the same names', () => {
    expect(Object.keys(browserContext).sort()).toEqual(exportsOf(originals.browserContext));
    expect(Object.keys(windowSize).sort()).toEqual(exportsOf(originals.windowSize));
  });
});
