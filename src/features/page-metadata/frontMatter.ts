import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {ParseFrontMatter} from '@docusaurus/types';
import {isPartial} from '../../utils/docFileRoutes';
import {allowedCategories} from '../navigation/categories';
import {contentTypes, personas} from '../navigation/personas';
import {sourcesProblems} from '../page-sources/sources';
import {lastCommitOf} from './lastCommits';
import upgradesFile from '../upgrades/data/upgrades.json';

/** The upgrade ids a page can be verified against, oldest first (src/features/upgrades/data/upgrades.json). */
const upgradeIds = upgradesFile.upgrades.map((upgrade) => upgrade.id);

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What each field accepts, in the words an error message shows to a writer. */
export const fieldRules = {
  title: 'a non-empty text',
  description: 'a non-empty text of one or two sentences',
  keywords: 'a list of 4 to 10 distinct texts: words readers search with that the title and description lack',
  lang: '"en-US"',
  content_type: `one of ${contentTypes.join(', ')}`,
  topic: 'a kebab-case text (lowercase words joined by "-"), unique across the site',
  personas: `a non-empty list of distinct values from ${personas.join(', ')}`,
  categories: `a non-empty list of distinct values from src/features/navigation/categories.ts (${allowedCategories.join(', ')})`,
  is_imported_content: 'the string "true" or "false" (quoted in YAML, not a boolean)',
  tags: 'no value: tags are made from "categories"',
  verified_against: `the id of the newest upgrade the page was checked against, one of ${upgradeIds.join(', ')}`,
} as const;

/** The page metadata every doc carries (README.md, "How a writer adds a page", lists the fields for writers). */
export const pageFrontMatterSchema = Joi.object({
  title: Joi.string().trim().min(1).required(),
  description: Joi.string().trim().min(1).required(),
  // Indexed by the site search: how a page is found in a reader's words (tests/content checks they add words).
  keywords: Joi.array().items(Joi.string().trim().min(1)).min(4).max(10).unique().required(),
  lang: Joi.string().valid('en-US').required(),
  content_type: Joi.string()
    .valid(...contentTypes)
    .required(),
  topic: Joi.string().pattern(kebabCase).required(),
  personas: Joi.array()
    .items(Joi.string().valid(...personas))
    .min(1)
    .unique()
    .required(),
  categories: Joi.array()
    .items(Joi.string().valid(...allowedCategories))
    .min(1)
    .unique()
    .required(),
  is_imported_content: Joi.string().valid('true', 'false').required(),
  tags: Joi.forbidden(),
  verified_against: Joi.string().valid(...upgradeIds),
  // Checked by sourcesProblems, whose messages name the entry and the field.
  sources: Joi.any(),
}).unknown(true); // Docusaurus's own keys (sidebar_label, slug, ...) stay allowed.

/**
 * Validates one page's front matter and throws an error that names the file, each bad
 * field, the value found and what the field accepts.
 */
export function validatePageFrontMatter(filePath: string, frontMatter: Record<string, unknown>): void {
  const {error} = pageFrontMatterSchema.validate(frontMatter, {
    abortEarly: false,
    convert: false,
  });
  const sourceProblems = sourcesProblems(frontMatter.sources, frontMatter.content_type).map((problem) => `  - ${problem}.`);
  if (!error && sourceProblems.length === 0) {
    return;
  }
  const problems = (error?.details ?? []).map((detail) => {
    const field = String(detail.path[0] ?? detail.context?.key);
    const rule = fieldRules[field as keyof typeof fieldRules];
    const where = detail.path.length > 1 ? ` (item ${Number(detail.path[1]) + 1})` : '';
    const found = detail.type === 'any.required' ? 'is missing' : `has the invalid value ${JSON.stringify(detail.context?.value)}${where}`;
    return `  - "${field}" ${found}; expected ${rule}.`;
  });
  throw new Error(`Invalid front matter in ${path.relative(process.cwd(), filePath)}:\n${[...problems, ...sourceProblems].join('\n')}`);
}

/**
 * Docusaurus `markdown.parseFrontMatter` hook: parse as usual, enforce the schema, then hand the
 * categories to the docs plugin as its tags, so tag pages and tag links come from one list, and
 * the date and hash of the page's last commit as `last_update.date` and `last_commit`.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (isPartial(params.filePath)) {
    return result;
  }
  validatePageFrontMatter(params.filePath, result.frontMatter);
  // "Last updated" and its commit link both come from the file's last commit; a file with no
  // history (new, not yet committed) gets neither and Docusaurus shows no date.
  const commit = result.frontMatter.last_update ? undefined : lastCommitOf(params.filePath);
  const lastUpdate = commit ? {last_update: {date: new Date(commit.timestamp).toISOString()}, last_commit: commit.hash} : {};
  return {...result, frontMatter: {...result.frontMatter, ...lastUpdate, tags: result.frontMatter.categories}};
};
