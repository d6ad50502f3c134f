/**
 * Docusaurus needs an absolute `url` even when the build is not told where the site will be served
 * (SITE_URL unset: a local build, the test build). It gets this address then, which no machine
 * answers (RFC 6761 reserves `.invalid`), and nothing the build ships shows it: every address the
 * site writes goes through `siteAddress`, which makes it root-relative instead.
 */
export const unsetSiteUrl = 'https://site-url-unset.invalid';

/** The deployed site's address from SITE_URL, without a trailing slash; undefined when unset or empty. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return env.SITE_URL?.trim().replace(/\/+$/, '') || undefined;
}

/** The site's address as configured, or undefined when the build was not told it. */
export const knownSiteUrl = (configuredUrl: string): string | undefined => (configuredUrl === unsetSiteUrl ? undefined : configuredUrl);

/** A route's full address when the site's address is known; otherwise the route itself (root-relative). */
export function siteAddress(siteUrl: string | undefined, route: string): string {
  return siteUrl ? new URL(route, siteUrl).toString() : route;
}

/** What the build says when it was not told the site's address (undefined when it was). */
export function siteUrlWarning(siteUrl: string | undefined): string | undefined {
  if (siteUrl) return undefined;
  return [
    'SITE_URL is not set, so this build does not know the address it will be served at.',
    'It ships no sitemap, no canonical, og:url or language-alternate links and no breadcrumb data;',
    'the Markdown copies, llms.txt, feeds and redirect pages link by root-relative paths, and the',
    '"Open in ChatGPT/Claude" links and problem reports name the address the page is read at.',
    'Set SITE_URL (for example SITE_URL=https://docs.example.org npm run build) for a build to deploy.',
  ].join('\n');
}
