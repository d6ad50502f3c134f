import fs from 'node:fs';
import path from 'node:path';
import {buildDir} from '../support/paths';

// The test build is made without SITE_URL, as a local build is: nothing it ships may send a reader,
// a search engine or an assistant to the machine it was built on (src/utils/siteUrl.ts). Every
// shipped file is read, the archived versions under build/<name>/ included. The docs themselves
// name local addresses in prose and commands (a node's RPC on localhost:8545, the dev server on
// localhost:3000): those are text, so what is checked is every place a file gives an address
// to follow: HTML attributes and scripts, Markdown link targets and headers, feed and sitemap
// entries, URL values in JSON and the site's own address in the scripts.

const local = /localhost|127\.0\.0\.1/g;

const binary = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|gz|br|zip|pdf|wasm)$/i;

function shippedFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !binary.test(entry.name))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)));
}

/** Where in `text` a local address is given to follow, each as a short excerpt. */
function localAddresses(file: string, text: string): string[] {
  const excerpt = (index: number) => text.slice(Math.max(0, index - 60), index + 40).replace(/\s+/g, ' ');
  const found: string[] = [];
  const extension = path.extname(file);
  if (extension === '.json') {
    // Addresses are the values of address fields (a feed's, for one); the search indexes hold the docs' text.
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        if (/^(url|link|href|id|@id|item|home_page_url|feed_url)$/i.test(key) && value.match(local)) found.push(`${key}: ${value.slice(0, 100)}`);
      } else if (value && typeof value === 'object') Object.entries(value).forEach(([name, child]) => walk(child, name));
    };
    walk(JSON.parse(text), '');
    return found;
  }
  if (extension === '.js') {
    // The site's configuration, which the browser code reads its address from.
    for (const match of text.matchAll(/["']?url["']?:\s*["']([^"']*)["'],\s*["']?baseUrl["']?:/g)) {
      if (match[1].match(local)) found.push(excerpt(match.index));
    }
    return found;
  }
  for (const match of text.matchAll(local)) {
    const index = match.index;
    const before = text.slice(0, index);
    const line = before.slice(before.lastIndexOf('\n') + 1);
    // An address inside another one's query (an assistant's prompt, an issue's body) is encoded.
    const encoded = /%2F%2F$/i.test(before) || /^%3A/i.test(text.slice(index + match[0].length));
    let given = encoded;
    if (extension === '.html') {
      // An address (after `//`) inside a tag (an attribute) or a script, rather than in the page's
      // text; a page's keywords may name the word.
      const inTag = before.lastIndexOf('<') > before.lastIndexOf('>');
      const inScript = before.lastIndexOf('<script') > before.lastIndexOf('</script');
      given ||= (inTag || inScript) && before.endsWith('//');
    } else if (extension === '.md' || extension === '.txt') {
      // A link's target, an autolink, or the page's address in the header.
      given ||= /\]\(\s*<?[^\s)]*$/.test(line) || /<[a-z]+:\/\/[^\s>]*$/i.test(line) || /^url: /.test(line);
    } else {
      // Feeds, the sitemap, headers, styles: an address in them is one to follow.
      given = true;
    }
    if (given) found.push(excerpt(index));
  }
  return found;
}

describe('a build without SITE_URL', () => {
  const files = shippedFiles(buildDir);

  it('has every kind of file to read, its archived versions included', () => {
    for (const kind of ['.html', '.md', '.txt', '.xml', '.json', '.js']) expect(files.some((file) => file.endsWith(kind))).toBe(true);
    expect(files).toEqual(expect.arrayContaining(['llms.txt', 'get-started.md', 'notices/rss.xml', 'notices/feed.json', 'metadata.json']));
    expect(files.some((file) => /^\d{4}\.\d+\/llms\.txt$/.test(file))).toBe(true);
  });

  it('gives no address on the machine that built it, in any file it ships', () => {
    const problems = files.flatMap((file) =>
      localAddresses(file, fs.readFileSync(path.join(buildDir, file), 'utf8')).map((where) => `${file}: ${where}`),
    );
    expect(problems.slice(0, 300)).toEqual([]);
  });

  it('ships no sitemap, which would list full addresses', () => {
    expect(files.filter((file) => /(^|\/)sitemap\.xml$/.test(file))).toEqual([]);
  });
});

describe('the check for local addresses', () => {
  it('finds them where they are given to follow, not in the docs text', () => {
    expect(
      localAddresses('a.html', '<meta name=keywords content="anvil,localhost"><link rel=canonical href=http://localhost:3000/a><p><code>http://localhost:8545</code></p>'),
    ).toHaveLength(1);
    expect(localAddresses('a.html', '<a href="https://chatgpt.com/?q=Read+http%3A%2F%2Flocalhost%3A3000%2Fa.md">x</a>')).toHaveLength(1);
    expect(localAddresses('a.md', 'url: "http://localhost:3000/a"\n\nRun `cast --rpc-url http://localhost:8545`, see [b](http://localhost:3000/b).')).toHaveLength(2);
    expect(localAddresses('s.xml', '<loc>http://localhost:3000/a</loc>')).toHaveLength(1);
    expect(localAddresses('f.json', '{"items":[{"url":"http://localhost:3000/a","text":"on http://localhost:8545","t":"http://127.0.0.1:8547"}]}')).toHaveLength(1);
    expect(localAddresses('m.js', 'e.exports={title:"Docs",url:"http://localhost:3000",baseUrl:"/",x:"http://localhost:8545"}')).toHaveLength(1);
  });
});
