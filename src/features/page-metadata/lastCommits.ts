import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
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

/**
 * The repository holding a directory: the nearest folder with a `.git` entry (a folder, or a file
 * in a worktree or submodule). Read from the file system, not with `git rev-parse`: the build asks
 * for every page's file once per compilation, and a process per call cost 7.5 s of a 60 s build.
 */
function repositoryRootOf(directory: string): string | undefined {
  for (let folder = path.resolve(directory); ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, '.git'))) return folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/** A repository's files' last commits: one `git log` per repository and process. */
function commitsFor(directory: string): Map<string, LastCommit> | null {
  const root = repositoryRootOf(directory);
  if (!root) return null; // Not a git checkout (a source archive): no dates, no links, no failure.
  if (!byRepo.has(root)) {
    try {
      const log = execFileSync('git', ['log', '--format=%x1e%H %ct', '--name-only', '--no-renames'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      byRepo.set(root, parseGitLog(log, root));
    } catch {
      // A `.git` that git cannot read (no git installed, a broken checkout): no dates either.
      byRepo.set(root, null);
    }
  }
  return byRepo.get(root)!;
}

/**
 * The last commit that changed a file, or undefined for a file git has never committed (new,
 * uncommitted) or outside a repository. The history is read once per build and process.
 */
export function lastCommitOf(filePath: string): LastCommit | undefined {
  return commitsFor(path.dirname(filePath))?.get(path.resolve(filePath));
}
