import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pageMetadataPlugin from '../../src/features/page-metadata/plugin';
import {knownSiteUrl, siteAddress, siteUrlFromEnv, siteUrlWarning, unsetSiteUrl} from '../../src/utils/siteUrl';

describe("the site's address", () => {
  it('comes from SITE_URL, without a trailing slash; unset or empty, the build has none', () => {
    expect(siteUrlFromEnv({SITE_URL: 'https://docs.example.org/'})).toBe('https://docs.example.org');
    expect(siteUrlFromEnv({SITE_URL: ' '})).toBeUndefined();
    expect(siteUrlFromEnv({})).toBeUndefined();
  });

  it("is not Docusaurus's stand-in url, which names no machine", () => {
    expect(new URL(unsetSiteUrl).hostname).toMatch(/\.invalid$/);
    expect(knownSiteUrl(unsetSiteUrl)).toBeUndefined();
    expect(knownSiteUrl('https://docs.example.org')).toBe('https://docs.example.org');
  });

  it('gives full addresses when known and root-relative paths when not', () => {
    expect(siteAddress('https://docs.example.org', '/interop/explainer.md')).toBe('https://docs.example.org/interop/explainer.md');
    expect(siteAddress(undefined, '/interop/explainer.md')).toBe('/interop/explainer.md');
  });
});

describe('a build without SITE_URL', () => {
  const context = (url: string) =>
    ({siteConfig: {title: 'Docs', tagline: 'Chains.', url}, baseUrl: '/', siteDir: process.cwd()}) as unknown as LoadContext;

  async function postBuildWarnings(url: string): Promise<string[]> {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-url-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const plugin = pageMetadataPlugin(context(url)) as Plugin & {postBuild: NonNullable<Plugin['postBuild']>};
      await plugin.postBuild({outDir} as never);
      return warn.mock.calls.map((call) => String(call[0]));
    } finally {
      warn.mockRestore();
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  }

  it('warns, naming SITE_URL and what the build leaves out', async () => {
    const warnings = await postBuildWarnings(unsetSiteUrl);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[WARNING\] SITE_URL is not set/);
    expect(warnings[0]).toContain('no sitemap');
    expect(warnings[0]).toContain('Set SITE_URL');
  });

  it('says nothing when SITE_URL is set', async () => {
    expect(await postBuildWarnings('https://docs.example.org')).toEqual([]);
    expect(siteUrlWarning('https://docs.example.org')).toBeUndefined();
  });
});
