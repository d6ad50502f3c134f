import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {knownSiteUrl, siteAddress} from '../../utils/siteUrl';

/**
 * A page at each old address that sends the reader on to the page's new address, keeping the query
 * and the #fragment. It replaces @docusaurus/plugin-client-redirects, whose page template (3.10,
 * lib/templates/redirectPage.template.html.js) has no <title> and puts its <script> after </head>,
 * outside <body>: HTML the Nu Html Checker rejects. No option of that plugin changes the template.
 */
export type Redirect = {from: string; to: string};

// The same on every redirect page, so the security policy needs one hash for it.
const forwardScript = "location.replace(document.querySelector('a').getAttribute('href')+location.search+location.hash)";

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function redirectPageHtml({to, title, canonicalUrl}: {to: string; title: string; canonicalUrl: string}): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} (moved)</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(title)}</a>.</p>`,
    `<script>${forwardScript}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Checks the plugin's options; a bad entry stops the build, naming the option and the field. */
export function validateRedirects(redirects: unknown, routes: ReadonlySet<string>): Redirect[] {
  const where = 'docusaurus.config.ts, redirect-pages plugin option "redirects"';
  if (!Array.isArray(redirects)) throw new Error(`${where}: expected a list of {from, to}`);
  return redirects.map((redirect: Partial<Redirect>, index) => {
    for (const field of ['from', 'to'] as const) {
      const value = redirect?.[field];
      if (typeof value !== 'string' || !value.startsWith('/') || value.length < 2) {
        throw new Error(
          `${where} item ${index + 1}: "${field}" must be a site path such as "/superchain/registry", got ${JSON.stringify(value)}`,
        );
      }
    }
    const {from, to} = redirect as Redirect;
    if (!routes.has(to)) throw new Error(`${where} item ${index + 1}: "to" is "${to}", which is not a page of the site`);
    if (routes.has(from))
      throw new Error(`${where} item ${index + 1}: "from" is "${from}", which is a page of the site; a redirect would replace it`);
    return {from, to};
  });
}

/** The page's <title> as its HTML gives it, without the site name after the separator. */
async function pageTitle(outDir: string, route: string): Promise<string> {
  const candidates = [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  for (const file of candidates) {
    const html = await fs.readFile(file, 'utf8').catch(() => undefined);
    const title = html?.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
    if (title) return title.replace(/&amp;/g, '&').split(' | ')[0]!;
  }
  throw new Error(`redirect-pages: no HTML page with a <title> for "${route}" in ${outDir}`);
}

export default function redirectPagesPlugin(context: LoadContext, options: {redirects: Redirect[]}): Plugin {
  return {
    name: 'redirect-pages',
    async postBuild({outDir, routesPaths}) {
      const redirects = validateRedirects(options.redirects, new Set(routesPaths));
      for (const {from, to} of redirects) {
        const html = redirectPageHtml({
          to,
          title: await pageTitle(outDir, to),
          canonicalUrl: siteAddress(knownSiteUrl(context.siteConfig.url), to),
        });
        const file = path.join(outDir, from, 'index.html');
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, html);
      }
    },
  };
}
