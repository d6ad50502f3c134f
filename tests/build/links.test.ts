import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {resolveFile} from '../support/staticServer';

// Every internal link and anchor in the built HTML resolves, and every image has alt text,
// checked over the output itself rather than trusting the build's own checks.
const htmlFiles = builtHtmlFiles();
const parsed = new Map<string, HTMLElement>();
// The minified HTML leaves out optional end tags (`</option>`); without parseNoneClosedTags,
// node-html-parser drops the elements around an unclosed one inside `<main>` (the search page's
// section menu), and with them the skip link's target.
const document = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, parse(fs.readFileSync(file, 'utf8'), {parseNoneClosedTags: true}));
  return parsed.get(file)!;
};

describe('the built site', () => {
  it('has pages to check', () => {
    expect(htmlFiles.length).toBeGreaterThan(254);
  });

  it('has no broken internal link or anchor', () => {
    const broken: string[] = [];
    for (const file of htmlFiles) {
      const full = path.join(buildDir, file);
      const pageRoute = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
      for (const anchor of document(full).querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href')!;
        if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href === '#') continue;
        const url = new URL(href, `http://site${pageRoute}`);
        const target = url.pathname === pageRoute ? full : resolveFile(buildDir, url.pathname);
        if (!target) {
          broken.push(`${file}: ${href} (no page)`);
          continue;
        }
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && target.endsWith('.html') && !document(target).querySelector(`[id="${id.replace(/"/g, '\\"')}"]`)) {
          broken.push(`${file}: ${href} (no element with id "${id}")`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('gives every image alt text', () => {
    const missing = htmlFiles.flatMap((file) =>
      document(path.join(buildDir, file))
        .querySelectorAll('img')
        .filter((image) => image.getAttribute('alt') === undefined)
        .map((image) => `${file}: ${image.outerHTML.slice(0, 120)}`),
    );
    expect(missing).toEqual([]);
  });
});
