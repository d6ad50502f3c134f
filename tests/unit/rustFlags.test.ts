/**
 * The clap reader on a small Cargo workspace the test creates: a binary whose Parser struct
 * flattens an Args struct from a second crate and a generic extension, with a subcommand, tagged
 * twice with a changed default and a renamed flag.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {readRustFlags, type RustCommand} from '../../scripts/flags/rustFlags';
import {openSourceTree} from '../../scripts/flags/sourceTree';
import type {SourceFlag} from '../../scripts/flags/types';

const files: Record<string, string> = {
  'Cargo.toml': `[workspace]\nmembers = ["bin/node", "crates/*"]\n`,
  'bin/node/Cargo.toml': `[package]\nname = "node-bin"\nversion = "1.0.0"\n`,
  'crates/args/Cargo.toml': `[package]\nname = "node-args"\nversion = "1.0.0"\n`,
  'bin/node/src/main.rs': `
use clap::{Parser, Subcommand};
use node_args::NetworkArgs;
mod flags;
mod run;
use run::RunCommand;

/// The node.
#[derive(Parser, Debug)]
#[command(next_help_heading = "Node")]
pub struct Cli<Ext: clap::Args = NoExt> {
    /// The chain.
    #[arg(long, short, env = "NODE_CHAIN", default_value = "mainnet")]
    pub chain: String,
    #[command(flatten)]
    pub network: NetworkArgs,
    #[command(flatten)]
    pub ext: Ext,
    #[command(subcommand)]
    pub command: Commands,
}

#[derive(clap::Args, Debug)]
pub struct NoExt {}

#[derive(Subcommand, Debug)]
pub enum Commands {
    /// Runs the node.
    #[command(alias = "r")]
    Run(Box<RunCommand>),
}

#[derive(Parser, Debug)]
pub struct Broken {
    #[command(flatten)]
    pub extra: MissingArgs,
}

fn main() {}
`,
  'bin/node/src/flags.rs': `
use url::Url;

#[derive(clap::Args, Debug)]
pub struct RollupArgs {
    #[arg(long = "rollup.sequencer", visible_aliases = ["rollup.sequencer-http"])]
    pub sequencer: Option<Url>,
    #[arg(long, default_value_t = 1_000_000)]
    pub min_fee: u64,
}
`,
  'bin/node/src/run.rs': `
use std::path::PathBuf;

#[derive(clap::Parser, Debug)]
pub struct RunCommand {
    #[arg(long = "run.mode", default_value_t = Mode::Fast)]
    pub mode: Mode,
    #[arg(long, env)]
    pub data_dir: PathBuf,
}
`,
  'crates/args/src/lib.rs': `
mod network;
pub use network::NetworkArgs;

/// The port the node listens on.
pub const DEFAULT_PORT: u16 = 30_303;
`,
  'crates/args/src/network.rs': `
use crate::DEFAULT_PORT;
use clap::ArgAction;
use std::{path::PathBuf, time::Duration};

#[derive(Debug, Clone, clap::Args)]
#[command(next_help_heading = "Networking")]
pub struct NetworkArgs {
    /// The port.
    #[arg(long = "net.port", env = "NODE_NET_PORT", default_value_t = DEFAULT_PORT)]
    pub port: u16,
    #[arg(long = "net.bootnodes", value_delimiter = ',')]
    pub bootnodes: Vec<String>,
    #[clap(long = "net.secret", required = true, hide = true)]
    pub secret: PathBuf,
    #[arg(long = "net.peers", help_heading = "Peers")]
    pub max_peers: Option<u64>,
    #[arg(long, action = ArgAction::SetTrue)]
    pub no_discovery: bool,
    #[arg(long = "net.timeout", value_parser = humantime::parse_duration, default_value = "10s")]
    pub timeout: Duration,
}
`,
};

let repository: string;
const git = (...args: string[]) => execFileSync('git', ['-C', repository, ...args], {stdio: 'pipe'});
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repository, path)), {recursive: true});
  writeFileSync(join(repository, path), text);
};
const commit = (message: string, tag: string) => {
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message);
  git('tag', tag);
};

beforeAll(() => {
  repository = mkdtempSync(join(tmpdir(), 'rust-flags-'));
  git('init', '-q');
  for (const [path, text] of Object.entries(files)) write(path, text);
  commit('node v1.0.0', 'node/v1.0.0');
  write('crates/args/src/lib.rs', files['crates/args/src/lib.rs'].replace('30_303', '30_304'));
  write('crates/args/src/network.rs', files['crates/args/src/network.rs'].replace('"net.peers"', '"net.max-peers"'));
  commit('node v1.1.0', 'node/v1.1.0');
});
afterAll(() => rmSync(repository, {recursive: true, force: true}));

const command: RustCommand = {
  tree: 'node',
  crate: 'node-bin',
  struct: 'Cli',
  typeArguments: {Ext: 'flags::RollupArgs'},
  subcommands: ['run'],
  workspaces: [{tree: 'node', manifest: 'Cargo.toml'}],
};
const read = (tag: string, spec: RustCommand = command) =>
  readRustFlags(new Map([['node', openSourceTree(repository, 'example/node', tag)]]), spec);

const flag = (name: string, file: string, fields: Partial<SourceFlag>): SourceFlag => ({
  name,
  aliases: [],
  env: [],
  type: 'string',
  default: null,
  required: false,
  hidden: false,
  category: null,
  deprecated: false,
  file,
  ...fields,
});
const main = 'bin/node/src/main.rs';
const network = 'crates/args/src/network.rs';
const rollup = 'bin/node/src/flags.rs';
const run = 'bin/node/src/run.rs';
const expected = (port: string, peers: string): SourceFlag[] => [
  flag('chain', main, {aliases: ['c'], env: ['NODE_CHAIN'], default: 'mainnet', category: 'Node'}),
  flag('net.port', network, {env: ['NODE_NET_PORT'], type: 'uint', default: port, category: 'Networking'}),
  flag('net.bootnodes', network, {type: 'string-slice', category: 'Networking'}),
  flag('net.secret', network, {type: 'path', required: true, hidden: true, category: 'Networking'}),
  flag(peers, network, {type: 'uint64', category: 'Peers'}),
  flag('no-discovery', network, {type: 'bool', default: 'false', category: 'Networking'}),
  flag('net.timeout', network, {type: 'duration', default: '10s', category: 'Networking'}),
  // The extension has no heading of its own: it keeps the root's, restored after NetworkArgs.
  flag('rollup.sequencer', rollup, {aliases: ['rollup.sequencer-http'], category: 'Node'}),
  flag('min-fee', rollup, {type: 'uint64', default: '1000000', category: 'Node'}),
  // A subcommand starts without a heading.
  flag('run.mode', run, {}),
  flag('data-dir', run, {env: ['DATA_DIR'], type: 'path', required: true}),
];

describe('readRustFlags', () => {
  test('reads the command, the flattened structs of both crates, the extension and the subcommand at v1.0.0', async () => {
    const result = await read('node/v1.0.0');
    expect(result.flags).toEqual(expected('30303', 'net.peers'));
    expect(result.paths).toEqual([
      'Cargo.toml',
      'bin/node/Cargo.toml',
      'bin/node/src/flags.rs',
      'bin/node/src/main.rs',
      'bin/node/src/run.rs',
      'crates/args/Cargo.toml',
      'crates/args/src/lib.rs',
      'crates/args/src/network.rs',
    ]);
    expect(result.sources).toEqual([
      {repository: 'example/node', ref: 'node/v1.0.0', commit: git('rev-parse', 'node/v1.0.0').toString().trim(), paths: result.paths},
    ]);
    // Help text stays on the side map, never in the flags.
    expect(result.help.get('chain')).toBe('The chain.');
    expect(result.help.get('net.port')).toBe('The port.');
    expect(result.commandOf.get('run.mode')).toEqual(['run']);
    expect(result.commandOf.get('chain')).toEqual([]);
  });

  test('a changed default and a renamed flag at v1.1.0 change the result', async () => {
    const result = await read('node/v1.1.0');
    expect(result.flags).toEqual(expected('30304', 'net.max-peers'));
  });

  test('a default the reader cannot evaluate is null, with a note naming the file and the flag', async () => {
    const result = await read('node/v1.0.0');
    expect(result.flags.find((f) => f.name === 'run.mode')?.default).toBeNull();
    expect(result.notes).toContainEqual(
      expect.stringMatching(/^bin\/node\/src\/run\.rs: flag run\.mode: default_value_t = Mode::Fast .*default recorded as null$/),
    );
  });

  test('a subcommand nobody asked for is a note, and the default type argument applies', async () => {
    const result = await read('node/v1.0.0', {...command, typeArguments: undefined, subcommands: []});
    expect(result.flags.map((f) => f.name)).toEqual(
      expected('30303', 'net.peers')
        .slice(0, 7)
        .map((f) => f.name),
    );
    expect(result.notes).toContainEqual(
      expect.stringContaining('bin/node/src/main.rs: Commands: subcommands of the root command not read'),
    );
  });

  test('an unresolvable flattened type throws, naming the struct and the field', async () => {
    await expect(read('node/v1.0.0', {...command, struct: 'Broken'})).rejects.toThrow(
      /bin\/node\/src\/main\.rs: Broken\.extra \(flatten\): type MissingArgs is not defined.*struct Broken, field extra/,
    );
  });

  test('a subcommand that does not exist throws', async () => {
    await expect(read('node/v1.0.0', {...command, subcommands: ['stop']})).rejects.toThrow(/Commands: no subcommand named stop/);
  });
});
