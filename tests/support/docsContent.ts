import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
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

/**
 * The prose of a page: what a reader reads as sentences. Code blocks, diagrams, tables, imports
 * and markup are left out; link text and inline code inside sentences stay.
 */
export function proseOf(body: string): string {
  return withoutCodeBlocks(body)
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line) && !/^\s*\|/.test(line))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^:::\w*(\[[^\]]*\])?/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s.*$/gm, ' ');
}

export const countWords = (text: string): number => (text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length;

/** Links from a page to other pages of the site: markdown links and JSX `to`/`href` attributes. */
export function internalLinksOf(body: string): string[] {
  const withoutCode = withoutCodeBlocks(body);
  const markdown = [...withoutCode.matchAll(/\]\((\/[^)\s]*|\.{1,2}\/[^)\s]*)\)/g)].map((m) => m[1]);
  const jsx = [...withoutCode.matchAll(/(?:to|href)="(\/[^"]*)"/g)].map((m) => m[1]);
  return [...new Set([...markdown, ...jsx].map((link) => link.split('#')[0]))].filter(Boolean);
}
