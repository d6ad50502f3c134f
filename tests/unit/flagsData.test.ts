import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readComponentFlags} from '../../scripts/flags-data';

// `npm run data:flags` on a monorepo-shaped repository the test makes: the flags of the tag asked
// for, with the tag's commit and the files read; a changed source changes the data.
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {encoding: 'utf8'});

const flagsFile = (rpcDefault: string) => `package flags

import "github.com/urfave/cli/v2"

const EnvVarPrefix = "OP_NODE"

var (
	L1 = &cli.StringFlag{Name: "l1", EnvVars: []string{EnvVarPrefix + "_L1_ETH_RPC"}, Value: "${rpcDefault}"}
	Halt = &cli.BoolFlag{Name: "rollup.halt", Hidden: true}
)

var Flags = []cli.Flag{L1, Halt}
`;

let repo: string;
beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'flags-data-'));
  git(repo, 'init', '-q');
  fs.writeFileSync(path.join(repo, 'go.mod'), 'module github.com/ethereum-optimism/optimism\n\ngo 1.24\n');
  fs.mkdirSync(path.join(repo, 'op-node/flags'), {recursive: true});
  fs.writeFileSync(path.join(repo, 'op-node/flags/flags.go'), flagsFile('http://127.0.0.1:8545'));
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'one');
  git(repo, 'tag', 'op-node/v1.0.0');
  fs.writeFileSync(path.join(repo, 'op-node/flags/flags.go'), flagsFile('http://127.0.0.1:9545'));
  git(repo, 'commit', '-qam', 'two');
  git(repo, 'tag', 'op-node/v1.1.0');
});
afterAll(() => fs.rmSync(repo, {recursive: true, force: true}));

describe('data:flags', () => {
  it('reads the flags at the tag, with its commit and the files read', async () => {
    const data = await readComponentFlags(repo, 'op-node', 'op-node/v1.0.0');
    expect(data.release).toBe('op-node/v1.0.0');
    expect(data.sources).toEqual([
      {
        repository: 'ethereum-optimism/optimism',
        ref: 'op-node/v1.0.0',
        commit: git(repo, 'rev-parse', 'op-node/v1.0.0^{commit}').trim(),
        paths: expect.arrayContaining(['go.mod', 'op-node/flags/flags.go']),
      },
    ]);
    expect(data.flags.map(({name, env, default: value, hidden}) => ({name, env, value, hidden}))).toEqual([
      {name: 'l1', env: ['OP_NODE_L1_ETH_RPC'], value: 'http://127.0.0.1:8545', hidden: false},
      {name: 'rollup.halt', env: [], value: 'false', hidden: true},
    ]);
  });

  it('follows the source: the next tag has the changed default', async () => {
    const data = await readComponentFlags(repo, 'op-node', 'op-node/v1.1.0');
    expect(data.flags.find((flag) => flag.name === 'l1')!.default).toBe('http://127.0.0.1:9545');
  });

  it('names the checkout and the tag that does not exist, and asks for reth for op-reth', async () => {
    await expect(readComponentFlags(repo, 'op-node', 'op-node/v9.9.9')).rejects.toThrow(`${repo}: no tag or commit op-node/v9.9.9`);
    await expect(readComponentFlags(repo, 'op-reth', 'op-node/v1.1.0')).rejects.toThrow(/pass a paradigmxyz\/reth clone with --reth/);
  });
});
