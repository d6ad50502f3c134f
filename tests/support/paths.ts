import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(siteDir, 'build');
export const docsDir = path.join(siteDir, 'docs');

/** Every HTML file of the production build, as a path relative to buildDir. */
export const builtHtmlFiles = (): string[] =>
  fs
    .readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'));
