import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type PageTopic = {source: string; topic: unknown};

/** Lists one message per topic used by more than one page, naming every file that uses it. */
export function findDuplicateTopics(pages: PageTopic[]): string[] {
  const sourcesByTopic = new Map<string, string[]>();
  for (const {source, topic} of pages) {
    const key = String(topic);
    sourcesByTopic.set(key, [...(sourcesByTopic.get(key) ?? []), source]);
  }
  return [...sourcesByTopic]
    .filter(([, sources]) => sources.length > 1)
    .map(([topic, sources]) => `topic "${topic}" is used by ${sources.join(', ')}`);
}

/**
 * Checks what no single page can check on its own: that each `topic` is unique
 * within a docs version. The per-page schema runs in `markdown.parseFrontMatter`.
 */
export default function pageMetadataPlugin(): Plugin {
  return {
    name: 'page-metadata',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        | LoadedContent
        | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        const duplicates = findDuplicateTopics(
          version.docs.map((doc) => ({
            source: doc.source.replace(/^@site\//, ''),
            topic: doc.frontMatter.topic,
          })),
        );
        if (duplicates.length > 0) {
          throw new Error(
            `Front matter field "topic" must be unique (docs version ${version.versionName}):\n  - ${duplicates.join('\n  - ')}`,
          );
        }
      }
    },
  };
}
