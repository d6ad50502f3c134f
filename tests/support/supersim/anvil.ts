import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import type {Hex} from 'viem';
import {foundryBinary} from '../foundry';

/** One anvil process serving one chain on a loopback port. */
export type AnvilChain = {
  chainId: number;
  port: number;
  url: string;
  /** The private keys of the funded development accounts, in anvil's order (account 0 first). */
  devKeys: Hex[];
  stop(): Promise<void>;
};

export type AnvilOptions = {
  chainId: number;
  /** The port to listen on, on 127.0.0.1; 0 lets the system pick a free one. */
  port: number;
  /** Seconds between blocks (interval mining); undefined mines one block per transaction. */
  blockTime?: number;
  /** What the chain is, for error messages ("chain A (901)"). */
  label?: string;
};

/** Fails with a message naming the port when something already listens on it. */
export async function assertPortFree(port: number, label: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on 127.0.0.1 is already in use, so ${label} cannot start there. ` +
                `Stop what listens on it (a Supersim or anvil left running?): \`lsof -i :${port}\` shows it.`
            : `Cannot check port ${port} for ${label}: ${error.message}`,
        ),
      );
    });
    probe.listen({host: '127.0.0.1', port, exclusive: true}, () => probe.close(() => resolve()));
  });
}

/** Starts anvil and resolves once it answers on its port. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilChain> {
  const label = options.label ?? `chain ${options.chainId}`;
  await assertPortFree(options.port, label);
  const args = ['--host', '127.0.0.1', '--port', String(options.port), '--chain-id', String(options.chainId)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  const child = spawn(foundryBinary('anvil'), args, {stdio: ['ignore', 'pipe', 'pipe']});

  let output = '';
  const started = new Promise<{port: number; devKeys: Hex[]}>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Listening on 127\.0\.0\.1:(\d+)/);
      if (!listening) return;
      child.stdout!.off('data', onData);
      const keys = output.split(/Private Keys\s*=+/)[1] ?? '';
      const devKeys = [...keys.matchAll(/^\(\d+\) (0x[0-9a-fA-F]{64})/gm)].map((match) => match[1] as Hex);
      resolve({port: Number(listening[1]), devKeys});
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Error(`anvil for ${label} did not start: ${error.message}`)));
    child.once('exit', (code, signal) =>
      reject(new Error(`anvil for ${label} exited (${signal ?? `code ${code}`}) before listening:\n${output.trim()}`)),
    );
  });
  // Keep reading, so a full pipe never blocks anvil.
  child.stdout!.resume();

  let port: number;
  let devKeys: Hex[];
  try {
    ({port, devKeys} = await withTimeout(started, 30_000, `anvil for ${label} did not listen within 30 s`));
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    chainId: options.chainId,
    port,
    url: `http://127.0.0.1:${port}`,
    devKeys,
    stop: () => stopProcess(child),
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
