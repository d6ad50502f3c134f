import fs from 'node:fs';
import path from 'node:path';

/**
 * The Foundry tools the tutorials use, from the exact-version devDependencies @foundry-rs/forge,
 * @foundry-rs/cast and @foundry-rs/anvil. Each of those installs the native binary through an
 * optional dependency for the platform (e.g. @foundry-rs/forge-linux-amd64, whose `bin/forge` is
 * the binary): `npm ci` is all it takes, nothing is downloaded at run time. The tests run the
 * binaries directly, not the packages' Node.js launchers.
 */
export type FoundryTool = 'forge' | 'cast' | 'anvil';
export const foundryTools: readonly FoundryTool[] = ['forge', 'cast', 'anvil'];

const npmArch: Record<string, string> = {x64: 'amd64', arm64: 'arm64'};

/** The platform package that holds a tool's binary here, e.g. @foundry-rs/forge-linux-amd64. */
export function platformPackage(tool: FoundryTool): string {
  const arch = npmArch[process.arch];
  if (!arch) throw new Error(`Foundry publishes no ${tool} binary for ${process.platform} on ${process.arch}.`);
  return `@foundry-rs/${tool}-${process.platform}-${arch}`;
}

/** The absolute path of a tool's binary, resolved from node_modules like any package file. */
export function foundryBinary(tool: FoundryTool): string {
  const name = platformPackage(tool);
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
  } catch {
    throw new Error(
      `${name} is not installed. It is the optional dependency of @foundry-rs/${tool} that holds the binary: ` +
        'run `npm ci` (without --omit=optional).',
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[tool];
  const binary = path.join(path.dirname(manifestPath), relative ?? `bin/${tool}`);
  try {
    fs.accessSync(binary, fs.constants.X_OK);
  } catch {
    throw new Error(`${binary} (from ${name}) is missing or not executable.`);
  }
  return binary;
}

/**
 * A `solc` for forge: a Node.js script that answers `--version` and `--standard-json` with the
 * solc npm package (the compiler version package.json pins). Point forge at it with
 * FOUNDRY_SOLC (or `--use`); forge then never tries to download a native solc.
 */
export const solcWrapper = path.join(__dirname, 'solc.cjs');

/**
 * The PATH a reader's terminal has for the tutorials: forge, cast and anvil, then node, npm and
 * npx (from the Node.js running the tests), then the system's commands. The project's own
 * node_modules/.bin (which `npm run` adds) is left out, since a reader does not have it.
 */
export function readerPath(basePath = process.env.PATH ?? ''): string {
  try {
    fs.accessSync(solcWrapper, fs.constants.X_OK);
  } catch {
    throw new Error(`${solcWrapper} must be executable (git file mode 100755): forge runs it as solc.`);
  }
  const toolDirs = foundryTools.map((tool) => path.dirname(foundryBinary(tool)));
  const system = basePath.split(path.delimiter).filter((dir) => dir && !dir.split(path.sep).includes('node_modules'));
  return [...new Set([...toolDirs, path.dirname(process.execPath), ...system])].join(path.delimiter);
}
