// @ts-check
// A small static server for the production build: what `npm run serve` and the tests use.
// It serves routes without a trailing slash (trailingSlash: false), compresses text responses
// and sends the headers build/_headers asks of a real host (scripts/security-headers.js writes it),
// read with the same parser the tests check, so the tests see the headers a host sends.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const {headersForPath, parseHeadersFile} = require('./headers-file');

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

/**
 * The file a request path maps to, as a static host serves this site, or null.
 * @param {string} rootDir
 * @param {string} urlPath
 * @returns {string | null}
 */
function resolveFile(rootDir, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')].map((candidate) => path.join(rootDir, candidate));
  return candidates.find((file) => file.startsWith(rootDir) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

// What Netlify and Cloudflare Pages send for a file no rule of _headers gives a Cache-Control.
const hostDefaultCacheControl = 'public, max-age=0, must-revalidate';

/**
 * The rules of `rootDir`/_headers; a build without one stops the server with the way to make it.
 * @param {string} rootDir
 */
function readHeaderRules(rootDir) {
  const headersFile = path.join(rootDir, '_headers');
  if (!fs.existsSync(headersFile)) {
    throw new Error(
      `${headersFile} is missing: \`npm run build\` writes it (or run \`node scripts/security-headers.js\` after \`docusaurus build\`).`,
    );
  }
  return parseHeadersFile(fs.readFileSync(headersFile, 'utf8'), headersFile);
}

/**
 * Sets a header, replacing one of the same name in any letter case.
 * @param {Record<string, string>} headers
 * @param {string} name
 * @param {string} value
 */
function setHeader(headers, name, value) {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  headers[name] = value;
}

/**
 * Serves `rootDir` on a loopback port (0 picks a free one).
 * @param {string} rootDir
 * @param {{port?: number, host?: string}} [options]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
async function serveStatic(rootDir, {port = 0, host = '127.0.0.1'} = {}) {
  const headerRules = readHeaderRules(rootDir);
  /** @type {Map<string, Buffer>} compressed bodies, computed once per file and encoding */
  const compressed = new Map();
  const server = http.createServer((request, response) => {
    const [urlPath, query] = (request.url ?? '/').split(/\?(.*)/s);
    // Pages live at paths without a trailing slash; the search plugin's "See all results" link
    // (/search/?q=…) and hand-typed URLs get one, so send them to the page as static hosts do.
    if (urlPath.length > 1 && urlPath.endsWith('/') && resolveFile(rootDir, urlPath.slice(0, -1))) {
      response.writeHead(301, {Location: `${urlPath.slice(0, -1)}${query ? `?${query}` : ''}`});
      response.end();
      return;
    }
    // Hosts never serve the headers file itself.
    const file = urlPath === '/_headers' ? null : resolveFile(rootDir, urlPath);
    const body = file ?? path.join(rootDir, '404.html');
    const extension = path.extname(body);
    /** @type {Record<string, string>} the host's own headers, then those _headers gives this path */
    const headers = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': hostDefaultCacheControl,
      Vary: 'Accept-Encoding',
    };
    for (const {name, value} of headersForPath(headerRules, urlPath)) setHeader(headers, name, value);
    // The not-found page answers many paths: never cache it as one of them.
    if (!file) setHeader(headers, 'Cache-Control', 'no-store');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !compressible.has(extension) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    /** @type {Buffer} */
    let content = fs.readFileSync(body);
    if (encoding) {
      const key = `${encoding}:${body}`;
      let encoded = compressed.get(key);
      if (!encoded) {
        // Brotli's default quality (11) takes seconds on the larger search indexes; 5 compresses
        // about as well as gzip -9 in a fraction of the time. A real host serves precompressed files.
        const brotliOptions = {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}};
        encoded = encoding === 'br' ? zlib.brotliCompressSync(content, brotliOptions) : zlib.gzipSync(content, {level: 9});
        compressed.set(key, encoded);
      }
      content = encoded;
      headers['Content-Encoding'] = encoding;
    }
    response.writeHead(file ? 200 : 404, {...headers, 'Content-Length': content.length});
    response.end(request.method === 'HEAD' ? undefined : content);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = {resolveFile, serveStatic};
