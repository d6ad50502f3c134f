// The tests serve the build with the same server as `npm run serve` (scripts/static-server.js).
import staticServer from '../../scripts/static-server';

export type RunningServer = {url: string; close: () => Promise<void>};

export const resolveFile: (rootDir: string, urlPath: string) => string | null = staticServer.resolveFile;
export const serveStatic: (rootDir: string) => Promise<RunningServer> = (rootDir) => staticServer.serveStatic(rootDir);
