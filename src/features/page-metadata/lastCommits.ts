import {execFileSync} from 'node:child_process';
import path from 'node:path';

export type LastCommit = {hash: string; timestamp: number};

/**
 * Reads `git log --format=%x1e%H %ct --name-only` (newest first): the last commit of each file,
 * by absolute path. A file's first appearance is its newest commit.
 */
export function parseGitLog(output: string, repoRoot: string): Map<string, LastCommit> {
  const commits = new Map<string, LastCommit>();
  for (const entry of output.split('\x1e').slice(1)) {
    const [header, ...files] = entry.split('\n');
    const [hash, seconds] = header.trim().split(' ');
    for (const file of files.map((line) => line.trim()).filter(Boolean)) {
      const absolute = path.join(repoRoot, file);
      if (!commits.has(absolute)) commits.set(absolute, {hash, timestamp: Number(seconds) * 1000});
    }
  }
  return commits;
}

const byRepo = new Map<string, Map<string, LastCommit> | null>();

/** The repository holding a directory, and its files' last commits: one `git log` per repository. */
function commitsFor(directory: string): Map<string, LastCommit> | null {
  try {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: directory,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (!byRepo.has(root)) {
      const log = execFileSync('git', ['log', '--format=%x1e%H %ct', '--name-only', '--no-renames'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      byRepo.set(root, parseGitLog(log, root));
    }
    return byRepo.get(root)!;
  } catch {
    // Not a git checkout (a source archive): no dates, no links, no failure.
    return null;
  }
}

/**
 * The last commit that changed a file, or undefined for a file git has never committed (new,
 * uncommitted) or outside a repository. The history is read once per build and process.
 */
export function lastCommitOf(filePath: string): LastCommit | undefined {
  return commitsFor(path.dirname(filePath))?.get(path.resolve(filePath));
}
