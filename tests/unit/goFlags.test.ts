/**
 * The Go flag reader on small repositories this test creates: a module with a flags package that
 * uses the forms the services use (a cross-package CLIFlags(prefix) helper, an init() append, a
 * const name, prefixed environment variables, a duration default, an alias, hidden and required
 * flags), read at two tags.
 */
import {createTestRepository, type TestRepository} from '../support/gitRepository';
import {formatDuration, readGoFlags, type GoCommand} from '../../scripts/flags/goFlags';
import {openSourceTree} from '../../scripts/flags/sourceTree';

const MODULE = 'example.com/stack';

const serviceFlags = (defaultInterval: string, pollName: string) => `package flags

import (
	"fmt"
	"time"

	"github.com/urfave/cli/v2"

	oplog "example.com/stack/shared/log"
	"example.com/stack/shared"
)

const EnvVarPrefix = "SVC"

const (
	PollName     = "${pollName}"
	MainCategory = "MAIN"
)

func prefixEnvVars(names ...string) []string {
	envs := make([]string, 0, len(names))
	for _, name := range names {
		envs = append(envs, EnvVarPrefix+"_"+name)
	}
	return envs
}

var (
	L1Flag = &cli.StringFlag{
		Name:     "l1",
		Usage:    "L1 endpoint",
		Value:    "http://127.0.0.1:8545",
		EnvVars:  prefixEnvVars("L1"),
		Required: true,
		Category: MainCategory,
	}
	PollFlag = &cli.DurationFlag{
		Name:    PollName,
		Aliases: []string{"poll"},
		Value:   time.Second * ${defaultInterval},
		EnvVars: shared.PrefixEnvVar(EnvVarPrefix, "POLL_INTERVAL"),
	}
	OldFlag = &cli.BoolFlag{
		Name:    "old",
		Usage:   "Deprecated: use --l1",
		Hidden:  true,
		EnvVars: prefixEnvVars("OLD"),
	}
	PortFlag = &cli.IntFlag{
		Name:    fmt.Sprintf("%s.port", "rpc"),
		Value:   8000 + 545,
		EnvVars: prefixEnvVars("RPC_PORT"),
	}
)

var Flags = []cli.Flag{L1Flag, PollFlag}

func init() {
	Flags = append(Flags, OldFlag, PortFlag)
	Flags = append(Flags, oplog.CLIFlags(EnvVarPrefix)...)
}
`;

const sharedFiles: Record<string, string> = {
  'shared/env.go': `package shared

func PrefixEnvVar(prefix, suffix string) []string {
	return []string{prefix + "_" + suffix}
}
`,
  'shared/log/cli.go': `package log

import (
	"github.com/urfave/cli/v2"

	opservice "example.com/stack/shared"
)

const LevelFlagName = "log.level"

type Format string

const FormatText Format = "text"

func (f Format) String() string { return string(f) }

func CLIFlags(envPrefix string) []cli.Flag {
	return []cli.Flag{
		&cli.GenericFlag{
			Name:    LevelFlagName + ".format",
			Value:   FormatText,
			EnvVars: opservice.PrefixEnvVar(envPrefix, "LOG_FORMAT"),
		},
	}
}
`,
};

const command: GoCommand = {module: MODULE, package: 'svc/flags', flags: 'Flags'};

let repository: string;
let write: TestRepository['write'];
let commit: TestRepository['commit'];
let removeRepository: () => void;

beforeAll(() => {
  ({dir: repository, write, commit, remove: removeRepository} = createTestRepository('go-flags'));
  write({'go.mod': `module ${MODULE}\n\ngo 1.22\n`, ...sharedFiles, 'svc/flags/flags.go': serviceFlags('12', 'poll-interval')});
  commit('first', 'svc/v1.0.0');
  write({'svc/flags/flags.go': serviceFlags('150', 'poll.interval')});
  commit('second', 'svc/v1.1.0');
  // A tag whose flag uses a construct the reader does not evaluate.
  write({
    'svc/flags/flags.go': serviceFlags('150', 'poll.interval').replace(
      'Value:    "http://127.0.0.1:8545",',
      'Value:    os.Getenv("HOME"),',
    ),
  });
  commit('third', 'svc/v1.2.0');
});

afterAll(() => removeRepository());

const base = {hidden: false, required: false, deprecated: false, category: null, aliases: [], command: null};

test('reads the flags at v1.0.0 exactly', async () => {
  const read = await readGoFlags(openSourceTree(repository, 'example/stack', 'svc/v1.0.0'), command);
  expect(read.flags).toEqual([
    {
      ...base,
      name: 'l1',
      env: ['SVC_L1'],
      type: 'string',
      default: 'http://127.0.0.1:8545',
      required: true,
      category: 'MAIN',
      file: 'svc/flags/flags.go',
    },
    {
      ...base,
      name: 'poll-interval',
      aliases: ['poll'],
      env: ['SVC_POLL_INTERVAL'],
      type: 'duration',
      default: '12s',
      file: 'svc/flags/flags.go',
    },
    {...base, name: 'old', env: ['SVC_OLD'], type: 'bool', default: 'false', hidden: true, deprecated: true, file: 'svc/flags/flags.go'},
    {...base, name: 'rpc.port', env: ['SVC_RPC_PORT'], type: 'int', default: '8545', file: 'svc/flags/flags.go'},
    {...base, name: 'log.level.format', env: ['SVC_LOG_FORMAT'], type: 'generic', default: 'text', file: 'shared/log/cli.go'},
  ]);
  expect(read.paths).toEqual(['go.mod', 'shared/env.go', 'shared/log/cli.go', 'svc/flags/flags.go']);
  expect(read.notes).toEqual([]);
  expect(read.deprecation.old).toBe('its Usage begins with deprecated');
  // The upstream Usage is kept beside the flags, never in them.
  expect(read.usage.l1).toBe('L1 endpoint');
  expect(JSON.stringify(read.flags)).not.toContain('L1 endpoint');
});

test('a changed source changes what is read', async () => {
  const read = await readGoFlags(openSourceTree(repository, 'example/stack', 'svc/v1.1.0'), command);
  const poll = read.flags.find((flag) => flag.env.includes('SVC_POLL_INTERVAL'));
  expect(poll).toMatchObject({name: 'poll.interval', aliases: ['poll'], default: '2m30s'});
  expect(read.flags.map((flag) => flag.name)).toEqual(['l1', 'poll.interval', 'old', 'rpc.port', 'log.level.format']);
});

test('a construct the reader cannot evaluate gives null and a note naming the file and the flag', async () => {
  const read = await readGoFlags(openSourceTree(repository, 'example/stack', 'svc/v1.2.0'), command);
  expect(read.flags.find((flag) => flag.name === 'l1')?.default).toBeNull();
  expect(read.notes).toEqual([expect.stringMatching(/^svc\/flags\/flags\.go: flag l1: Value .*os\.Getenv\("HOME"\)/)]);
});

test('a missing package or variable is an error naming it', async () => {
  const tree = openSourceTree(repository, 'example/stack', 'svc/v1.0.0');
  await expect(readGoFlags(tree, {...command, package: 'svc/nothing'})).rejects.toThrow(/no Go package in svc\/nothing/);
  await expect(readGoFlags(tree, {...command, flags: 'MissingFlags'})).rejects.toThrow(
    /svc\/flags has no variable or function MissingFlags/,
  );
});

test('durations read as Go prints them', () => {
  const second = 1000_000_000n;
  expect([12n * second, 60n * second, 150n * second, 3600n * second, second / 2n, 0n].map(formatDuration)).toEqual([
    '12s',
    '1m0s',
    '2m30s',
    '1h0m0s',
    '500ms',
    '0s',
  ]);
});
