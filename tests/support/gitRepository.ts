/**
 * A git repository in a temporary folder for the source readers' tests: write files, commit them and
 * tag the commit, as an upstream release is tagged. Nothing leaves the machine.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestRepository = {
  dir: string;
  write(files: Record<string, string>): void;
  /** Commits everything written so far and tags the commit. */
  commit(message: string, tag: string): void;
  remove(): void;
};

export function createTestRepository(prefix: string): TestRepository {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
  git('init', '-q');
  return {
    dir,
    write(files) {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.join(dir, path.dirname(file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), text);
      }
    },
    commit(message, tag) {
      git('add', '-A');
      git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message);
      git('tag', tag);
    },
    remove: () => fs.rmSync(dir, {recursive: true, force: true}),
  };
}
