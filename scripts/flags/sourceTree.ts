/**
 * A git repository read at a tag without checking it out: `git show <commit>:<file>` and
 * `git ls-tree`. The readers get every file through this, so the paths they report are exactly the
 * files they read.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {SourceTree} from './types';

const git = (checkout: string, args: string[]) =>
  execFileSync('git', ['-C', checkout, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']});

/** Opens `checkout` at `ref` (a tag or commit); throws, naming both, when the ref does not exist. */
export function openSourceTree(checkout: string, repository: string, ref: string): SourceTree {
  let commit: string;
  try {
    commit = git(checkout, ['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(`${checkout}: no tag or commit ${ref}`);
  }
  const files = new Set(git(checkout, ['ls-tree', '-r', '--name-only', commit]).split('\n').filter(Boolean));
  const cache = new Map<string, string>();
  return {
    repository,
    ref,
    commit,
    read(file) {
      if (!files.has(file)) return undefined;
      if (!cache.has(file)) cache.set(file, git(checkout, ['show', `${commit}:${file}`]));
      return cache.get(file);
    },
    list(folder) {
      const prefix = folder.replace(/\/?$/, '/');
      return [...files].filter((file) => file.startsWith(prefix)).sort();
    },
  };
}

/** The files of the Go package in `folder` (not its subfolders, not its tests); throws when there are none. */
export function goPackageFiles(tree: SourceTree, folder: string): string[] {
  const files = tree
    .list(folder)
    .filter((file) => path.posix.dirname(file) === folder && file.endsWith('.go') && !file.endsWith('_test.go'));
  if (files.length === 0) throw new Error(`${tree.repository}@${tree.ref}: no Go package in ${folder}`);
  return files;
}
