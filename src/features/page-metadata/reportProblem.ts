/** A link that opens a new issue in the repository, its title and body naming the page. */
export function reportProblemUrl(repositoryUrl: string, pageTitle: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Problem on "${pageTitle}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong, missing or unclear:\n\n`,
  });
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${params}`;
}
