/**
 * The Go JSON-RPC reader on small repositories this test creates: a module whose node package
 * registers APIs the way op-node does (an `rpc.API` literal with a local variable as the service,
 * a namespace from another package's variable, a constructor declared to return an interface, a
 * struct embedding a shared admin API from another package) and a shared package that adds a
 * `health` namespace with `RegisterName` and forwards its callers' APIs, read at two tags.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readGoRpc, type GoRpcComponent} from '../../scripts/rpc/goRpc';
import {openSourceTree} from '../../scripts/flags/sourceTree';

const MODULE = 'example.com/stack';

const sharedRpc = `package rpc

import (
	"context"

	"github.com/ethereum/go-ethereum/rpc"
)

type Handler struct{ srv *rpc.Server }

func (h *Handler) AddRPC() error {
	h.srv = rpc.NewServer()
	return h.srv.RegisterName("health", &healthAPI{version: "v1"})
}

// AddAPI registers what its caller hands it: no namespace of its own.
func (h *Handler) AddAPI(api rpc.API) error {
	return h.srv.RegisterName(api.Namespace, api.Service)
}

type healthAPI struct{ version string }

func (h *healthAPI) Status() string { return h.version }

type CommonAdminAPI struct{}

func (c *CommonAdminAPI) SetLogLevel(ctx context.Context, level string) error { return nil }
`;

const names = `package names

var AdminNamespace = "ad" + "min"
`;

const nodeGo = `package node

import (
	"github.com/ethereum/go-ethereum/rpc"

	"example.com/stack/shared/names"
	oprpc "example.com/stack/shared/rpc"
)

func registerAPIs(handler *oprpc.Handler, enableAdmin bool) error {
	api := NewNodeAPI()
	if err := handler.AddAPI(rpc.API{
		Namespace: "svc",
		Service:   api,
	}); err != nil {
		return err
	}
	if enableAdmin {
		_ = handler.AddAPI(rpc.API{Namespace: names.AdminNamespace, Service: NewAdminAPI()})
	}
	return nil
}
`;

const apiGo = (outputParam: string, extra: string) => `package node

import (
	"context"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	oprpc "example.com/stack/shared/rpc"
)

type Output struct{ Root string }

type nodeAPI struct{}

func NewNodeAPI() *nodeAPI { return &nodeAPI{} }

func (n *nodeAPI) OutputAtBlock(ctx context.Context, ${outputParam} hexutil.Uint64) (*Output, error) { return nil, nil }

func (n nodeAPI) Version() string { return "v1" }

func (n *nodeAPI) SetHeads(ctx context.Context, safe, finalized uint64) error { return nil }

func (n *nodeAPI) Pair(ctx context.Context) (int, int, error) { return 0, 0, nil }

func (n *nodeAPI) Events(ctx context.Context) (*rpc.Subscription, error) { return nil, nil }

func (n *nodeAPI) internal() {}
${extra}
type AdminServer interface {
	StopSequencer(ctx context.Context) (string, error)
}

type adminAPI struct {
	*oprpc.CommonAdminAPI
}

func NewAdminAPI() AdminServer {
	return &adminAPI{CommonAdminAPI: &oprpc.CommonAdminAPI{}}
}

func (a *adminAPI) StopSequencer(ctx context.Context) (string, error) { return "", nil }
`;

const component: GoRpcComponent = {module: MODULE, packages: ['svc/node', 'shared/rpc']};

let repository: string;
const git = (...args: string[]) => execFileSync('git', ['-C', repository, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
const write = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(repository, path.dirname(file)), {recursive: true});
    fs.writeFileSync(path.join(repository, file), text);
  }
};
const commit = (message: string, tag: string) => {
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message);
  git('tag', tag);
};

beforeAll(() => {
  repository = fs.mkdtempSync(path.join(os.tmpdir(), 'go-rpc-'));
  execFileSync('git', ['init', '-q', repository]);
  write({
    'go.mod': `module ${MODULE}\n\ngo 1.22\n`,
    'shared/rpc/handler.go': sharedRpc,
    'shared/names/names.go': names,
    'svc/node/node.go': nodeGo,
    'svc/node/api.go': apiGo('number', ''),
    'svc/node/api_test.go': 'package node\n\nfunc (n *nodeAPI) TestOnly() {}\n',
  });
  commit('first', 'svc/v1.0.0');
  write({
    'svc/node/api.go': apiGo(
      'blockNumber',
      '\nfunc (n *nodeAPI) RollupConfig(_ context.Context) (map[string]any, error) { return nil, nil }\n',
    ),
  });
  commit('second', 'svc/v1.1.0');
});

afterAll(() => fs.rmSync(repository, {recursive: true, force: true}));

test('reads the namespaces, methods, parameters and results at v1.0.0 exactly', async () => {
  const read = await readGoRpc(openSourceTree(repository, 'example/stack', 'svc/v1.0.0'), component);
  expect(read.namespaces).toEqual([
    {
      name: 'svc',
      registeredIn: ['svc/node/node.go'],
      methods: [
        // The leading context.Context is not a parameter; the trailing error is not the result.
        {name: 'svc_outputAtBlock', params: [{name: 'number', type: 'hexutil.Uint64'}], returns: '*Output', file: 'svc/node/api.go'},
        {name: 'svc_version', params: [], returns: 'string', file: 'svc/node/api.go'},
        {
          name: 'svc_setHeads',
          params: [
            {name: 'safe', type: 'uint64'},
            {name: 'finalized', type: 'uint64'},
          ],
          returns: null,
          file: 'svc/node/api.go',
        },
      ],
    },
    {
      // The namespace is another package's variable; the constructor returns an interface, so the
      // methods are those of the value it returns, with the ones its embedded field promotes.
      name: 'admin',
      registeredIn: ['svc/node/node.go'],
      methods: [
        {name: 'admin_stopSequencer', params: [], returns: 'string', file: 'svc/node/api.go'},
        {name: 'admin_setLogLevel', params: [{name: 'level', type: 'string'}], returns: null, file: 'shared/rpc/handler.go'},
      ],
    },
    {
      name: 'health',
      registeredIn: ['shared/rpc/handler.go'],
      methods: [{name: 'health_status', params: [], returns: 'string', file: 'shared/rpc/handler.go'}],
    },
  ]);
  expect(read.paths).toEqual(['go.mod', 'shared/names/names.go', 'shared/rpc/handler.go', 'svc/node/api.go', 'svc/node/node.go']);
  // What go-ethereum would not serve as a method is left out with a note naming the file and line.
  expect(read.notes).toEqual([
    expect.stringMatching(
      /^svc\/node\/api\.go:\d+: Pair of \*node\.nodeAPI returns \(int, int, error\), which go-ethereum does not serve; left out$/,
    ),
    expect.stringMatching(/^svc\/node\/api\.go:\d+: Events of \*node\.nodeAPI is a subscription \(svc_subscribe with "events"\)/),
  ]);
});

test('a changed source changes what is read', async () => {
  const read = await readGoRpc(openSourceTree(repository, 'example/stack', 'svc/v1.1.0'), component);
  const svc = read.namespaces.find((namespace) => namespace.name === 'svc')!;
  expect(svc.methods.map((method) => method.name)).toEqual(['svc_outputAtBlock', 'svc_version', 'svc_setHeads', 'svc_rollupConfig']);
  expect(svc.methods[0].params).toEqual([{name: 'blockNumber', type: 'hexutil.Uint64'}]);
  expect(svc.methods[3]).toEqual({name: 'svc_rollupConfig', params: [], returns: 'map[string]any', file: 'svc/node/api.go'});
});

test('a missing package or a module go.mod does not declare is an error naming it', async () => {
  const tree = openSourceTree(repository, 'example/stack', 'svc/v1.0.0');
  await expect(readGoRpc(tree, {...component, packages: ['svc/nothing']})).rejects.toThrow(/no Go package in svc\/nothing/);
  await expect(readGoRpc(tree, {...component, module: 'example.com/other'})).rejects.toThrow(/go\.mod declares module example\.com\/stack/);
  expect(() => openSourceTree(repository, 'example/stack', 'svc/v9.9.9')).toThrow(/no tag or commit svc\/v9\.9\.9/);
});
