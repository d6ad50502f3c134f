// One route rule for the whole site: the docs plugin's permalink. A docs file read outside the plugin
// gets its route from src/utils/docFileRoutes.ts, which calls the plugin's own slug module; these
// check it against the routes the site must serve (tests/fixtures/routes.txt) and the traps a
// path-based rule falls into.
import path from 'node:path';
import {routeOfDocFile} from '../../src/utils/docFileRoutes';
import {routeInVersion, routeOfPermalink} from '../../src/utils/routes';
import {readDocPages} from '../support/docsContent';
import {siteDir} from '../support/paths';
import {docRoutes} from '../support/siteData';

const at = (file: string, slug?: string) => routeOfDocFile(siteDir, path.join(siteDir, file), slug);

describe('routeOfDocFile', () => {
  it('gives every page under docs/ the route routes.txt lists for it', async () => {
    const pages = await readDocPages();
    expect(pages.map(({route}) => route).sort()).toEqual([...docRoutes].sort());
  });

  it('serves a folder page at the folder, whether it is index, README or named after its folder', () => {
    expect(at('docs/interop/index.mdx').route).toBe('/interop');
    expect(at('docs/guides/README.md').route).toBe('/guides');
    // Docusaurus treats stack/smart-contracts/smart-contracts.mdx as the folder's page unless a slug says otherwise.
    expect(at('docs/stack/smart-contracts/smart-contracts.mdx').route).toBe('/stack/smart-contracts');
    expect(at('docs/stack/smart-contracts/smart-contracts.mdx', '/stack/smart-contracts/smart-contracts').route).toBe(
      '/stack/smart-contracts/smart-contracts',
    );
  });

  it('puts a cut version under its name, and gives the route within the version', () => {
    expect(at('versioned_docs/version-2026.11/interop/explainer.mdx')).toEqual({
      route: '/2026.11/interop/explainer',
      version: '2026.11',
      routeInVersion: '/interop/explainer',
    });
    expect(at('versioned_docs/version-2026.11/index.mdx').route).toBe('/2026.11');
    expect(at('docs/index.mdx')).toEqual({route: '/', version: undefined, routeInVersion: '/'});
  });
});

describe('routeOfPermalink', () => {
  it('drops the slash Docusaurus ends a folder page with, and keeps the home page', () => {
    expect(routeOfPermalink('/interop/')).toBe('/interop');
    expect(routeOfPermalink('/2026.11/interop/explainer')).toBe('/2026.11/interop/explainer');
    expect(routeOfPermalink('/')).toBe('/');
  });
});

describe('routeInVersion', () => {
  it('takes the version path off a route, and leaves the current docs at / alone', () => {
    expect(routeInVersion('/2026.11/interop/explainer', '/2026.11/')).toBe('/interop/explainer');
    expect(routeInVersion('/2026.11', '/2026.11/')).toBe('/');
    expect(routeInVersion('/interop/explainer', '/')).toBe('/interop/explainer');
  });
});
