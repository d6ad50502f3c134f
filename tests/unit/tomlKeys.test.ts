/**
 * The TOML key reader on a small repository this test creates: a service in a subfolder module
 * (as proxyd is in ethereum-optimism/infra) whose Config has nested tables, a table of named tables
 * (a map of struct pointers), a TOMLDuration, a map and a slice of scalars, an untagged field, a
 * deprecated field, defaults set in the forms the reader recognises (in the service's start function
 * and in a function it passes a value to) and a required key, read at two tags.
 */
import {createTestRepository, type TestRepository} from '../support/gitRepository';
import {openSourceTree} from '../../scripts/flags/sourceTree';
import {readTomlKeys, type TomlComponent} from '../../scripts/flags/tomlKeys';

const config = (portTag: string) => `package svc

import "time"

type TOMLDuration time.Duration

type Mode string

type ServerConfig struct {
	Host string \`toml:"host"\`
	Port int    \`toml:"${portTag}"\`
	// Deprecated: use timeout instead.
	TimeoutSeconds int          \`toml:"timeout_seconds"\`
	Timeout        TOMLDuration \`toml:"timeout"\`
	MaxBody        int64        \`toml:"max_body"\`
}

type RedisConfig struct {
	URL string \`toml:"url"\`
}

type BackendConfig struct {
	URL     string            \`toml:"url"\`
	Weight  uint64            \`toml:"weight"\`
	Headers map[string]string \`toml:"headers"\`
	Retries *int              \`toml:"retries"\`
}

type BackendsConfig map[string]*BackendConfig

type LimitConfig struct {
	Enabled bool
	Rate    float64 \`toml:"rate,omitempty"\`
	Skip    string  \`toml:"-"\`
}

type Config struct {
	Mode     Mode              \`toml:"mode"\`
	Server   ServerConfig      \`toml:"server"\`
	Redis    *RedisConfig      \`toml:"redis"\`
	Backends BackendsConfig    \`toml:"backends"\`
	Methods  []string          \`toml:"methods"\`
	Aliases  map[string]string \`toml:"aliases"\`
	Limit    LimitConfig       \`toml:"limit"\`
}
`;

const start = (defaultPort: string) => `package svc

import (
	"errors"
	"fmt"
	"time"
)

const (
	defaultPort    = ${defaultPort}
	defaultTimeout = 90 * time.Second
	defaultMode    = Mode("fast")
	defaultHost    = "0.0.0.0"
)

func Start(config *Config) error {
	if config.Server.Port == 0 {
		config.Server.Port = defaultPort
	}
	if config.Mode == "" && len(config.Methods) > 0 {
		config.Mode = defaultMode
	}
	for name, cfg := range config.Backends {
		if cfg.URL == "" {
			return fmt.Errorf("backend %s has no url", name)
		}
		if cfg.Weight != 0 {
			fmt.Println(cfg.Weight)
		}
	}
	if config.Redis.URL == "" {
		return errors.New("no redis")
	}
	host := defaultHost
	if config.Server.Host != "" {
		host = config.Server.Host
	}
	newServer(host, config.Server.Timeout)
	return nil
}

func newServer(host string, timeout TOMLDuration) {
	if timeout == 0 {
		timeout = TOMLDuration(defaultTimeout)
	}
	_ = host
}
`;

const component: TomlComponent = {package: 'svc', root: 'Config', defaults: ['svc/svc.go'], durations: ['TOMLDuration']};

let repository: string;
let write: TestRepository['write'];
let commit: TestRepository['commit'];
let removeRepository: () => void;

beforeAll(() => {
  ({dir: repository, write, commit, remove: removeRepository} = createTestRepository('toml-keys'));
  write({
    'svc/go.mod': 'module example.com/stack/svc\n\ngo 1.22\n\nrequire github.com/BurntSushi/toml v1.5.0\n',
    'svc/config.go': config('port'),
    'svc/svc.go': start('8000 + 80'),
    'svc/config_test.go': 'package svc\n\ntype Ignored struct{}\n',
  });
  commit('first', 'svc/v1.0.0');
  write({'svc/config.go': config('listen_port'), 'svc/svc.go': start('9090')});
  commit('second', 'svc/v1.1.0');
});

afterAll(() => removeRepository());

const key = {aliases: [], env: [], required: false, hidden: false, deprecated: false, file: 'svc/config.go', command: null};

test('reads the keys, types and defaults at v1.0.0 exactly', async () => {
  const read = await readTomlKeys(openSourceTree(repository, 'example/stack', 'svc/v1.0.0'), component);
  expect(read.flags).toEqual([
    // Compared with "" but set only together with another condition: no default, and a note.
    {...key, name: 'mode', type: 'string', default: null, category: null},
    {...key, name: 'server.host', type: 'string', default: '0.0.0.0', category: 'server'},
    {...key, name: 'server.port', type: 'int', default: '8080', category: 'server'},
    {...key, name: 'server.timeout_seconds', type: 'int', default: '0', category: 'server', deprecated: true},
    {...key, name: 'server.timeout', type: 'duration', default: '1m30s', category: 'server'},
    {...key, name: 'server.max_body', type: 'int64', default: '0', category: 'server'},
    {...key, name: 'redis.url', type: 'string', default: null, category: 'redis', required: true},
    {...key, name: 'backends.<name>.url', type: 'string', default: null, category: 'backends', required: true},
    // Compared with 0 where the value used otherwise is not read: null, not a misleading 0.
    {...key, name: 'backends.<name>.weight', type: 'uint64', default: null, category: 'backends'},
    {...key, name: 'backends.<name>.headers', type: 'generic', default: null, category: 'backends'},
    {...key, name: 'backends.<name>.retries', type: 'int', default: null, category: 'backends'},
    {...key, name: 'methods', type: 'string-slice', default: null, category: null},
    {...key, name: 'aliases', type: 'generic', default: null, category: null},
    {...key, name: 'limit.enabled', type: 'bool', default: 'false', category: 'limit'},
    {...key, name: 'limit.rate', type: 'float64', default: '0', category: 'limit'},
  ]);
  expect(read.paths).toEqual(['svc/config.go', 'svc/go.mod', 'svc/svc.go']);
  expect(read.notes).toEqual([
    'svc/config.go: LimitConfig.Enabled has no toml tag; BurntSushi/toml matches its name ignoring case, recorded as enabled',
    expect.stringMatching(/^svc\/svc\.go:20: mode: set to `defaultMode` \(fast\) when unset only if `len\(config\.Methods\) > 0`/),
    expect.stringMatching(/^svc\/svc\.go:27: backends\.<name>\.weight: compared with its zero value \(`cfg\.Weight != 0`\)/),
  ]);
});

test('a changed source changes what is read', async () => {
  const read = await readTomlKeys(openSourceTree(repository, 'example/stack', 'svc/v1.1.0'), component);
  expect(read.flags.find((flag) => flag.name === 'server.listen_port')).toMatchObject({type: 'int', default: '9090'});
  expect(read.flags.map((flag) => flag.name)).not.toContain('server.port');
});

test('a missing package or root struct is an error naming it', async () => {
  const tree = openSourceTree(repository, 'example/stack', 'svc/v1.0.0');
  await expect(readTomlKeys(tree, {...component, root: 'Missing'})).rejects.toThrow(/svc has no struct type Missing/);
  await expect(readTomlKeys(tree, {...component, package: 'nothing'})).rejects.toThrow(/no go\.mod holds nothing/);
});
