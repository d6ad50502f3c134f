import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a request path maps to, as a static host serves a site built with `trailingSlash: false`. */
export function resolveFile(rootDir: string, urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')].map((candidate) =>
    path.join(rootDir, candidate),
  );
  return candidates.find((file) => file.startsWith(rootDir) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

export type RunningServer = {url: string; close: () => Promise<void>};

/** Serves a built site on a free loopback port; unknown paths get the site's 404 page. */
export async function serveStatic(rootDir: string): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const file = resolveFile(rootDir, request.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? path.join(rootDir, '404.html');
    response.writeHead(status, {
      'Content-Type': contentTypes[path.extname(body)] ?? 'application/octet-stream',
    });
    fs.createReadStream(body).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
