import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What one step printed, its exit status, and every command inside it that failed. */
export type StepResult = {
  stdout: string;
  stderr: string;
  /** The exit status of the step's last command, as the reader's prompt would show it. */
  status: number;
  /** "<status> <command>" for each command that failed, even inside `$(...)` or a pipeline. */
  failures: string[];
};

/**
 * One bash session, like the terminal a reader types the tutorial into: every step runs in the
 * same shell, so `cd` and exported variables carry over from one step to the next. A step is any
 * bash text (usually `source <file>`); its output is captured on its own. A reader's terminal does
 * not stop at a failed command, and neither does this one: failures are recorded instead (an ERR
 * trap, inherited by command substitutions, with pipefail so `forge ... | awk` fails when forge does).
 */
export class ReaderShell {
  private buffer = '';
  private waiting?: {resolve: (status: number) => void; reject: (error: Error) => void};
  private exited = false;

  private constructor(
    private readonly bash: ChildProcessWithoutNullStreams,
    private readonly harnessDir: string,
  ) {
    bash.stdout.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString();
      const end = this.buffer.match(/^__STEP_END__ (\d+)$/m);
      if (end && this.waiting) {
        this.buffer = '';
        const {resolve} = this.waiting;
        this.waiting = undefined;
        resolve(Number(end[1]));
      }
    });
    bash.stderr.resume();
    bash.once('exit', (code, signal) => {
      this.exited = true;
      this.waiting?.reject(new Error(`The bash session ended (${signal ?? `code ${code}`}).`));
      this.waiting = undefined;
    });
  }

  /** Starts bash in `cwd` with exactly `env` (nothing else of the test process leaks in). */
  static start(cwd: string, env: Record<string, string>): ReaderShell {
    const harnessDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-shell-'));
    const bash = spawn('bash', ['--noprofile', '--norc'], {cwd, env, detached: true, stdio: 'pipe'});
    const shell = new ReaderShell(bash, harnessDir);
    bash.stdin.write(
      [
        'set -E -o pipefail',
        `__reader_failures=${quote(path.join(harnessDir, 'failures'))}`,
        `trap 'printf "%s %s\\n" "$?" "$BASH_COMMAND" >> "$__reader_failures"' ERR`,
        '',
      ].join('\n'),
    );
    return shell;
  }

  /** Runs bash text in the session (stdin is /dev/null, as nothing types into it). */
  async run(script: string, timeoutMs = 120_000): Promise<StepResult> {
    if (this.exited) throw new Error('The bash session has ended.');
    if (this.waiting) throw new Error('A step is still running: a terminal runs one command at a time.');
    const out = path.join(this.harnessDir, 'stdout');
    const err = path.join(this.harnessDir, 'stderr');
    const failures = path.join(this.harnessDir, 'failures');
    for (const file of [out, err, failures]) fs.writeFileSync(file, '');
    const status = new Promise<number>((resolve, reject) => (this.waiting = {resolve, reject}));
    this.bash.stdin.write(`{\n${script}\n} > ${quote(out)} 2> ${quote(err)} < /dev/null\necho "__STEP_END__ $?"\n`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.kill();
        reject(new Error(`Step timed out after ${timeoutMs / 1000} s:\n${script}\n--- output so far:\n${read(out)}${read(err)}`));
      }, timeoutMs);
    });
    try {
      const code = await Promise.race([status, timeout]);
      return {
        stdout: read(out),
        stderr: read(err),
        status: code,
        failures: [...new Set(read(failures).split('\n').filter(Boolean))],
      };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sources a file in the session, as a reader pastes it into the terminal. */
  source(file: string, timeoutMs?: number): Promise<StepResult> {
    return this.run(`source ${quote(file)}`, timeoutMs);
  }

  /** The value of a shell variable in the session now. */
  async variable(name: string): Promise<string> {
    return (await this.run(`printf '%s' "\${${name}}"`)).stdout;
  }

  /** The session's working directory now. */
  async cwd(): Promise<string> {
    return (await this.run('pwd -P')).stdout.trim();
  }

  /** Ends the session and everything it started. */
  close(): void {
    this.kill();
    fs.rmSync(this.harnessDir, {recursive: true, force: true});
  }

  private kill() {
    if (this.exited || this.bash.pid === undefined) return;
    try {
      // bash leads its own process group (detached), so this reaches forge, npm and the rest too.
      process.kill(-this.bash.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

export function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function read(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
