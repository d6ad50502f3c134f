import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import redirectPagesPlugin, {validateRedirects} from '../../src/features/redirect-pages/plugin';

const routes = new Set(['/superchain/registry', '/superchain/upgrades']);

async function buildRedirects(redirects: unknown): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-pages-'));
  fs.mkdirSync(path.join(outDir, 'superchain'));
  fs.writeFileSync(
    path.join(outDir, 'superchain/registry.html'),
    '<html><head><title>Superchain Registry &amp; you | Superchain docs</title></head></html>',
  );
  const plugin = redirectPagesPlugin({siteConfig: {url: 'https://docs.example.org'}} as LoadContext, {redirects} as never) as Plugin;
  await plugin.postBuild!({outDir, routesPaths: [...routes]} as never);
  return outDir;
}

describe('redirect pages', () => {
  it('writes a page at the old address that names the new page and sends the reader on, query and fragment kept', async () => {
    const outDir = await buildRedirects([{from: '/superchain/superchain-registry', to: '/superchain/registry'}]);
    const html = fs.readFileSync(path.join(outDir, 'superchain/superchain-registry/index.html'), 'utf8');
    expect(html).toContain('<title>Superchain Registry &amp; you (moved)</title>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/superchain/registry">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.org/superchain/registry">');
    expect(html).toMatch(
      /<body>\n<p>This page has moved to <a href="\/superchain\/registry">Superchain Registry &amp; you<\/a>.<\/p>\n<script>.*location\.search\+location\.hash\)<\/script>\n<\/body>/,
    );
  });

  it.each([
    [
      {from: 'superchain-registry', to: '/superchain/registry'},
      'item 1: "from" must be a site path such as "/superchain/registry", got "superchain-registry"',
    ],
    [{from: '/old'}, 'item 1: "to" must be a site path such as "/superchain/registry", got undefined'],
    [{from: '/old', to: '/nowhere'}, 'item 1: "to" is "/nowhere", which is not a page of the site'],
    [{from: '/superchain/upgrades', to: '/superchain/registry'}, 'item 1: "from" is "/superchain/upgrades", which is a page of the site'],
  ])('stops the build on a bad redirect %j, naming the option and the field', (redirect, message) => {
    expect(() => validateRedirects([redirect], routes)).toThrow(
      `docusaurus.config.ts, redirect-pages plugin option "redirects" ${message}`,
    );
  });
});
