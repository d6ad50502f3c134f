#!/usr/bin/env node
// @ts-check
// Writes build/_headers, the headers file Netlify and Cloudflare Pages read, after `docusaurus build`
// (`npm run build` runs it): a Content-Security-Policy whose script-src allows our own files and the
// sha256 hashes of the inline scripts the build wrote, never 'unsafe-inline', and the other security
// headers. It runs after the build rather than in a plugin's postBuild because Docusaurus runs all
// postBuild hooks at once, while src/features/redirect-pages may still be writing its redirect pages
// (each with an inline script).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {formatHeadersFile, overlappingHeaders, parseHeadersFile} = require('./headers-file');
const {parseHtml, scriptText} = require('./html');

// Inline scripts with these types run, so CSP must allow them (HTML's JavaScript MIME types, modules,
// import maps and speculation rules); any other type (application/ld+json) is data a browser never runs.
const scriptTypesThatRun = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript'],
  ...['text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2'],
  ...['text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript'],
  ...['text/x-ecmascript', 'text/x-javascript'],
]);

/**
 * The inline `<script>` elements of an HTML document, as the HTML tokenizer reads them (parsed
 * with node-html-parser, scripts/html.js): comments are skipped, a script's text ends at the first
 * `</script`, and line endings become "\n" before the browser hashes the text. Each text is the
 * document's own characters between the tags, no character reference decoded, as the browser hashes it.
 * @param {string} html
 * @returns {{type: string, text: string}[]}
 */
function inlineScripts(html) {
  const source = html.replace(/\r\n?/g, '\n');
  return parseHtml(source)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src'))
    .map((script) => ({type: (script.getAttribute('type') ?? '').trim(), text: scriptText(script, source)}));
}

/**
 * The CSP source that allows one inline script: 'sha256-' and the base64 digest of its UTF-8 text.
 * @param {string} text
 */
function scriptHashSource(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline script that runs in these documents, once each, sorted.
 * @param {Iterable<string>} htmlDocuments
 */
function inlineScriptHashes(htmlDocuments) {
  const hashes = new Set();
  for (const html of htmlDocuments) {
    for (const {type, text} of inlineScripts(html)) if (scriptTypesThatRun.has(type)) hashes.add(scriptHashSource(text));
  }
  return [...hashes].sort();
}

/**
 * The site's Content-Security-Policy. Everything is served from the site's own origin: the search
 * runs in a Worker started from a bundled file, mermaid draws inline SVG, and CSS inlines a few
 * small SVG icons as data: URLs.
 * @param {string[]} scriptHashes
 */
function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React, mermaid's SVG and the theme set style attributes and <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// No page uses any of these browser features; Permissions-Policy turns them off for the site and
// anything it might embed.
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
];

/**
 * Every rule of the headers file. No header is set by two rules that match one path (see
 * scripts/headers-file.js); hosts send `Cache-Control: public, max-age=0, must-revalidate` for the
 * files no rule gives one (pages, search indexes, llms.txt), and `npm run serve` does the same.
 * @param {string[]} scriptHashes
 */
function headerRules(scriptHashes) {
  return [
    {
      pattern: '/*',
      headers: [
        {name: 'Content-Security-Policy', value: contentSecurityPolicy(scriptHashes)},
        {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
        {name: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ')},
        {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
        {name: 'X-Content-Type-Options', value: 'nosniff'},
      ],
    },
    // Files under /assets/ have a content hash in their name and never change.
    {pattern: '/assets/*', headers: [{name: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    // Every page as Markdown at <route>.md, and /llms.txt, /llms-full.txt: read as text, in UTF-8.
    {pattern: '/*.md', headers: [{name: 'Content-Type', value: 'text/markdown; charset=utf-8'}]},
    {pattern: '/*.txt', headers: [{name: 'Content-Type', value: 'text/plain; charset=utf-8'}]},
  ];
}

/**
 * Every file under a directory, relative, with "/" separators.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Hashes the inline scripts of every HTML file in a build and writes its _headers file. Stops when a
 * header would be set twice for one of the build's files.
 * @param {string} buildDir
 */
function writeHeadersFile(buildDir) {
  const files = listFiles(buildDir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  if (htmlFiles.length === 0) throw new Error(`${buildDir} has no HTML files: build the site first (npm run build).`);
  const hashes = inlineScriptHashes(htmlFiles.map((file) => fs.readFileSync(path.join(buildDir, file), 'utf8')));
  const text = formatHeadersFile(headerRules(hashes), [
    'Written by scripts/security-headers.js after the build: edit the rules there, not here.',
    'Read by Netlify and Cloudflare Pages, and by `npm run serve` and the tests (scripts/headers-file.js).',
  ]);
  const headersFile = path.join(buildDir, '_headers');
  const rules = parseHeadersFile(text, headersFile);
  // Each file as requested by its name and, for a page, by its route (`/interop.html` is `/interop`).
  const urlPaths = files.flatMap((file) => [`/${file}`, ...(file.endsWith('.html') ? [`/${file.replace(/(\/?index)?\.html$/, '')}`] : [])]);
  for (const urlPath of urlPaths) {
    const overlaps = overlappingHeaders(rules, urlPath);
    if (overlaps.length) throw new Error(`${headersFile}: more than one rule sets ${overlaps.join(', ')} for ${urlPath}`);
  }
  fs.writeFileSync(headersFile, text);
  return {headersFile, htmlFiles: htmlFiles.length, hashes};
}

if (require.main === module) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '../build'));
  const {headersFile, htmlFiles, hashes} = writeHeadersFile(buildDir);
  console.log(`Wrote ${path.relative(process.cwd(), headersFile)}: ${hashes.length} inline script hashes from ${htmlFiles} HTML files.`);
}

module.exports = {inlineScripts, scriptHashSource, inlineScriptHashes, contentSecurityPolicy, headerRules, writeHeadersFile};
