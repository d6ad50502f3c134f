import type {ParseFrontMatter} from '@docusaurus/types';
import {parseFrontMatter} from '../page-metadata/frontMatter';
import {lastCommitOf} from '../page-metadata/lastCommits';

/**
 * The `markdown.parseFrontMatter` hook of an archived version's build. Its pages met the front
 * matter rules of the day they were cut (2026.11's have no `keywords`, required since), and an
 * archive keeps what its pages said: a page today's rules reject is read as the site reads every
 * page (its last commit, its categories as tags) without those rules.
 */
export const parseArchivedFrontMatter: ParseFrontMatter = async (params) => {
  try {
    return await parseFrontMatter(params);
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('Invalid front matter'))) throw error;
    const result = await params.defaultParseFrontMatter(params);
    const commit = result.frontMatter.last_update ? undefined : lastCommitOf(params.filePath);
    const lastUpdate = commit ? {last_update: {date: new Date(commit.timestamp).toISOString()}, last_commit: commit.hash} : {};
    return {...result, frontMatter: {...result.frontMatter, ...lastUpdate, tags: result.frontMatter.categories}};
  }
};
