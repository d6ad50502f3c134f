// The site's link settings run through Docusaurus's own broken-link check (the function its build
// calls after rendering every page), so the test fails if either the settings or the check stop
// stopping the build on a broken link or anchor.
import {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
import type {RouteConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';

type CollectedLinks = Parameters<typeof handleBrokenLinks>[0]['collectedLinks'];

const routes = [
  {path: '/interop', exact: true},
  {path: '/interop/explainer', exact: true},
] as RouteConfig[];
const check = (collectedLinks: CollectedLinks) =>
  handleBrokenLinks({collectedLinks, onBrokenLinks: config.onBrokenLinks!, onBrokenAnchors: config.onBrokenAnchors!, routes});

describe('the build with the site configuration', () => {
  it('passes pages whose links and anchors all exist', async () => {
    await expect(
      check({
        '/interop': {links: ['/interop/explainer', '/interop/explainer#how'], anchors: []},
        '/interop/explainer': {links: [], anchors: ['how']},
      }),
    ).resolves.toBeUndefined();
  });

  it('stops on a link to a page that does not exist, naming the page and the link', async () => {
    const result = check({'/interop': {links: ['/interop/missing'], anchors: []}, '/interop/explainer': {links: [], anchors: []}});
    await expect(result).rejects.toThrow(/\/interop\/missing/);
    await expect(result).rejects.toThrow('Broken link on source page path = /interop:');
  });

  it('stops on a link to an anchor the page does not have', async () => {
    const result = check({
      '/interop': {links: ['/interop/explainer#nowhere'], anchors: []},
      '/interop/explainer': {links: [], anchors: ['how']},
    });
    await expect(result).rejects.toThrow(/\/interop\/explainer#nowhere/);
  });
});
