import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import {compileForNode} from './runTypeScript';

export type RunningChain = {chainId: number; url: string; stop: () => void};

/** Starts a local development chain (tests/support/localChain.ts) in its own process. */
export async function startLocalChain(chainId: number): Promise<RunningChain> {
  const program = compileForNode(path.join(__dirname, 'localChain.ts'));
  const child: ChildProcess = spawn(process.execPath, [program, String(chainId)], {stdio: ['ignore', 'pipe', 'inherit']});
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({input: child.stdout!}).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`Local chain ${chainId} exited with code ${code}`)));
  });
  return {chainId, url: JSON.parse(firstLine).url, stop: () => child.kill()};
}
