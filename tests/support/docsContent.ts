import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {PageInput, ReaderText} from '../../src/features/page-markdown/render';
import {routeOfDocFile} from '../../src/utils/docFileRoutes';
import {docsDir, siteDir} from './paths';

export type DocPage = {
  file: string;
  route: string;
  section: string;
  frontMatter: Record<string, any>;
  body: string;
};

/** The page files under docs/ (partials, in folders or files starting with `_`, excluded), relative to docs/. */
export function listDocFiles(): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/**
 * The text as a reader gets it: each MDX partial the file imports (`import Name from './_part.mdx'`,
 * or from '@site/…') written out where the file renders it (`<Name />`).
 */
export function withPartialsInlined(text: string, filePath: string): string {
  return [...text.matchAll(/^import (\w+) from '([^']*\/_[^'/]*\.mdx?)';$/gm)].reduce((inlined, [, name, from]) => {
    const partialPath = from.startsWith('@site/')
      ? path.join(siteDir, from.slice('@site/'.length))
      : path.resolve(path.dirname(filePath), from);
    const partial = withPartialsInlined(fs.readFileSync(partialPath, 'utf8'), partialPath);
    return inlined.replace(new RegExp(`^<${name}\\s*/>$`, 'gm'), () => partial);
  }, text);
}

/** Every page under docs/, with its front matter (parsed as Docusaurus does) and its body, partials inlined. */
export async function readDocPages(): Promise<DocPage[]> {
  return Promise.all(
    listDocFiles().map(async (file) => {
      const filePath = path.join(docsDir, file);
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: fs.readFileSync(filePath, 'utf8')});
      const {route} = routeOfDocFile(siteDir, filePath, frontMatter.slug as string | undefined);
      const body = withPartialsInlined(content, filePath);
      return {file: `docs/${file}`, route, section: route.split('/')[1], frontMatter, body};
    }),
  );
}

/** The body with each fenced code block (``` or ~~~, indented too, as in a list) replaced by `replacement`. */
export const withoutCodeBlocks = (body: string, replacement = ' '): string =>
  body.replace(/^([ \t]*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, replacement);

export const countWords = (text: string): number => (text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length;

/** A page as a reader gets it: its Markdown (as `<route>.md`, without the sources list that ends it) and what a reader reads of it. */
export type RenderedPage = DocPage & {markdown: string; reader: ReaderText};

/** The address the rendered Markdown links pages of the site at; links under it are internal. */
export const renderedSiteUrl = 'https://docs.invalid';

/**
 * Every page under docs/ rendered by the site's own Markdown renderer (src/features/page-markdown/render.ts),
 * the one that writes `<route>.md` and llms-full.txt, so the content tests judge the text a reader
 * gets: partials written out, data tables filled in, tabs under their labels. The sources list is
 * left off (it names files, not prose), as are a landing page's cards (its children's text).
 */
export async function readRenderedPages(): Promise<RenderedPage[]> {
  const pages = await readDocPages();
  const routesBySource = Object.fromEntries(pages.map((page) => [path.join(siteDir, page.file), page.route]));
  const inputs: PageInput[] = pages.map((page) => {
    const {sources: _sources, ...frontMatter} = page.frontMatter;
    return {
      filePath: path.join(siteDir, page.file),
      route: page.route,
      siteUrl: renderedSiteUrl,
      siteDir,
      title: String(page.frontMatter.title),
      description: String(page.frontMatter.description ?? ''),
      frontMatter,
      routesBySource,
    };
  });
  const output = execFileSync(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, 'renderPages.ts')], {
    cwd: siteDir,
    input: JSON.stringify(inputs),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const rendered = JSON.parse(output) as {markdown: string; reader: ReaderText}[];
  return pages.map((page, index) => ({...page, ...rendered[index]}));
}
