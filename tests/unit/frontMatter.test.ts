import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatter} from '../../src/features/page-metadata/frontMatter';

const fixturesDir = path.join(__dirname, '../fixtures/front-matter');

/** Runs a fixture through the same hook the build uses (`markdown.parseFrontMatter`). */
function parseFixture(name: string) {
  const filePath = path.join(fixturesDir, name);
  return parseFrontMatter({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
}

describe('page front matter schema', () => {
  it('accepts a page that follows every rule, and makes its categories its tags', async () => {
    const {frontMatter} = await parseFixture('valid.mdx');
    expect(frontMatter.topic).toBe('valid-page');
    expect(frontMatter.tags).toEqual(['interoperability']);
  });

  it('exempts partials, which are imported into pages', async () => {
    await expect(parseFixture('_partial.mdx')).resolves.toBeDefined();
  });

  // One fixture per rule: the error names the file, the field, the value found and what is allowed.
  it.each([
    ['missing-title.mdx', 'title', 'is missing', 'a non-empty text'],
    ['missing-description.mdx', 'description', 'is missing', 'a non-empty text'],
    ['empty-description.mdx', 'description', 'has the invalid value ""', 'a non-empty text'],
    ['too-few-keywords.mdx', 'keywords', 'has the invalid value ["testnet"]', 'a list of 4 to 10 distinct texts'],
    ['wrong-lang.mdx', 'lang', 'has the invalid value "fr-FR"', 'expected "en-US"'],
    [
      'unknown-content-type.mdx',
      'content_type',
      'has the invalid value "howto"',
      'one of guide, tutorial, reference, landing-page, notice, article, troubleshooting',
    ],
    ['topic-not-kebab-case.mdx', 'topic', 'has the invalid value "Valid Page"', 'kebab-case'],
    ['unknown-persona.mdx', 'personas', 'has the invalid value "whale" (item 2)', 'app-developer, protocol-developer'],
    ['no-personas.mdx', 'personas', 'has the invalid value []', 'a non-empty list'],
    ['duplicate-persona.mdx', 'personas', 'has the invalid value "app-developer" (item 2)', 'distinct values'],
    ['unknown-category.mdx', 'categories', 'has the invalid value "Interop Stuff" (item 1)', 'src/features/navigation/categories.ts'],
    ['no-categories.mdx', 'categories', 'has the invalid value []', 'a non-empty list'],
    ['imported-content-boolean.mdx', 'is_imported_content', 'has the invalid value false', 'not a boolean'],
    ['imported-content-other-text.mdx', 'is_imported_content', 'has the invalid value "no"', 'the string "true" or "false"'],
    ['own-tags.mdx', 'tags', 'has the invalid value ["interop"]', 'tags are made from "categories"'],
  ])('%s is rejected', async (fixture, field, found, allowed) => {
    const error: Error = await parseFixture(fixture).then(
      () => {
        throw new Error(`${fixture} was accepted`);
      },
      (rejection: Error) => rejection,
    );
    expect(error.message).toContain(`Invalid front matter in tests/fixtures/front-matter/${fixture}`);
    expect(error.message).toContain(`"${field}" ${found}`);
    expect(error.message).toContain(allowed);
  });
});

describe('page sources', () => {
  it('accept repository files at a tag and its commit, or at a commit, and npm packages at a version', async () => {
    const {frontMatter} = await parseFixture('sources-valid.mdx');
    expect(frontMatter.sources).toHaveLength(3);
  });

  // The message names the file, the entry and the field, and says what would be right.
  it.each([
    ['reference-without-sources.mdx', '"sources" is missing; a reference page lists at least one primary source'],
    [
      'sources-branch-ref.mdx',
      '"sources" item 1: "ref" has the invalid value "develop"; expected a release tag or a 40-character commit (a branch name is not pinned)',
    ],
    ['sources-tag-without-commit.mdx', '"sources" item 1: "commit" is missing; expected the 40-character commit the tag points at'],
    ['sources-package-range.mdx', '"sources" item 1: "version" has the invalid value "^2.0.0"; expected an exact version'],
    ['sources-without-backs.mdx', '"sources" item 1: "url" is not a field of a source'],
    ['sources-without-backs.mdx', '"sources" item 1: "backs" is missing'],
  ])('%s is rejected', async (fixture, message) => {
    await expect(parseFixture(fixture)).rejects.toThrow(`Invalid front matter in tests/fixtures/front-matter/${fixture}`);
    await expect(parseFixture(fixture)).rejects.toThrow(message);
  });
});
