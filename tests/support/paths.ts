import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(siteDir, 'build');
export const docsDir = path.join(siteDir, 'docs');
