/**
 * Where a page's Markdown version is served: `<route>.md`, the site root's at `/index.md`.
 * Shared by the build (which writes the files), llms.txt and the "Copy page" button.
 */
export function markdownRoute(route: string): string {
  const withoutSlash = route.replace(/\/+$/, '');
  return `${withoutSlash === '' ? '/index' : withoutSlash}.md`;
}

/** A section's pages in one file, for tools that read one part of the docs: `/llms-<section>.txt`. */
export function sectionLlmsRoute(sectionRoute: string): string {
  return `/llms-${sectionRoute.replace(/^\/+/, '')}.txt`;
}
