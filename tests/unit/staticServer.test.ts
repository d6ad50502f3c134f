import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveStatic, type RunningServer} from '../support/staticServer';

// A tiny build: a page, a folder page with a child, a hashed asset, a Markdown page, the not-found
// page and the headers file a host reads.
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  };
  write('search.html', '<p>search page</p>');
  write('interop.html', '<p>interop landing</p>');
  write('interop/explainer.html', '<p>explainer</p>');
  write('assets/js/main.0123abcd.js', 'console.log("main");'.repeat(50));
  write('interop/explainer.md', '# Explainer');
  write('404.html', '<p>not found</p>');
  write(
    '_headers',
    [
      '/*',
      "  Content-Security-Policy: script-src 'self'",
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/*.md',
      '  Content-Type: text/markdown; charset=utf-8',
      '/interop/:page',
      '  X-Robots-Tag: noindex',
    ].join('\n'),
  );
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, {recursive: true, force: true});
});

const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.url}${urlPath}`, {headers, redirect: 'manual'});

describe('static server (npm run serve and the tests)', () => {
  it.each([
    ['/search', 'search page'],
    ['/interop', 'interop landing'],
    ['/interop/explainer', 'explainer'],
  ])('serves %s from its HTML file', async (urlPath, text) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toContain(text);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await get('/interop/nothing-here');
    expect(response.status).toBe(404);
    await expect(response.text()).resolves.toContain('not found');
  });

  it('redirects a trailing slash to the page, keeping the query', async () => {
    const response = await get('/search/?q=op-node&version=2026.11%2F');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/search?q=op-node&version=2026.11%2F');
    expect((await get('/interop/')).headers.get('location')).toBe('/interop');
  });

  it('does not redirect a trailing slash when there is no such page', async () => {
    expect((await get('/nothing/')).status).toBe(404);
  });

  it('sends the headers of every _headers rule that matches the path', async () => {
    const page = await get('/interop/explainer');
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/search')).headers.get('x-robots-tag')).toBeNull();
    expect((await get('/interop/explainer.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    // The not-found page is a page too, under the same policy.
    expect((await get('/nothing-here')).headers.get('content-security-policy')).toBe("script-src 'self'");
  });

  it('does not serve the headers file itself', async () => {
    expect((await get('/_headers')).status).toBe(404);
  });

  it('refuses to serve a build without a headers file, saying how to make one', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-bare-'));
    await expect(serveStatic(bare)).rejects.toThrow(`${path.join(bare, '_headers')} is missing: \`npm run build\` writes it`);
    fs.rmSync(bare, {recursive: true, force: true});
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/assets/js/main.0123abcd.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/search')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses text for clients that accept it', async () => {
    const response = await get('/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip'});
    expect(response.headers.get('content-encoding')).toBe('gzip');
    await expect(response.text()).resolves.toContain('console.log("main")');
  });
});
