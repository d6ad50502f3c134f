/**
 * The Go JSON-RPC reader on small repositories this test creates: a module whose node package
 * registers APIs the way op-node does (an `rpc.API` literal with a local variable as the service,
 * a namespace from another package's variable, a constructor declared to return an interface, a
 * struct embedding a shared admin API from another package) and a shared package that adds a
 * `health` namespace with `RegisterName` and forwards its callers' APIs, read at two tags. And the
 * Rust reader on a workspace whose rpc crate implements traits declared in another folder of the
 * same repository and in a second repository (as op-reth does op-alloy's and reth's), installed by
 * a node file: the implemented traits are read, traits merely declared there are not.
 */
import {createTestRepository, type TestRepository} from '../support/gitRepository';
import {readGoRpc, type GoRpcComponent} from '../../scripts/rpc/goRpc';
import {readRustRpc, type RustRpcComponent} from '../../scripts/rpc/rustRpc';
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
let write: TestRepository['write'];
let commit: TestRepository['commit'];
let removeRepository: () => void;

beforeAll(() => {
  ({dir: repository, write, commit, remove: removeRepository} = createTestRepository('go-rpc'));
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

afterAll(() => removeRepository());

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

describe('the Rust reader with traits implemented away from where they are declared', () => {
  const files = {
    stack: {
      // Declared and implemented in the component's own folder: read as before.
      'svc/rpc/src/lib.rs': `use jsonrpsee::{core::RpcResult, proc_macros::rpc};

#[rpc(server, namespace = "svc")]
pub trait SvcApi {
    #[method(name = "status")]
    fn status(&self) -> RpcResult<String>;
}

pub struct SvcImpl;

impl SvcApiServer for SvcImpl {
    fn status(&self) -> RpcResult<String> { Ok(String::new()) }
}
`,
      'svc/rpc/src/miner.rs': `pub use shared_api::traits::MinerExtServer;

pub struct MinerImpl;

#[async_trait]
impl MinerExtServer for MinerImpl {
    async fn set_max_da_size(&self, max_tx_size: U64, max_block_size: U64) -> RpcResult<bool> { Ok(true) }
}
`,
      // A generic implementation of a trait named by its path, declared in the other repository.
      'svc/rpc/src/ext.rs': `pub struct ExtApi<Pool> { pool: Pool }

#[async_trait::async_trait]
impl<Pool> base_api::L2ExtServer for ExtApi<Pool>
where
    Pool: Clone + 'static,
{
    async fn send_conditional(&self, bytes: Bytes, condition: Conditional) -> RpcResult<B256> { todo!() }
}
`,
      // Implemented, but the node only imports the type: never installed.
      'svc/rpc/src/unused.rs': `pub struct Unregistered;

impl shared_api::traits::LoggerServer for Unregistered {
    fn set_level(&self, level: String) -> RpcResult<()> { Ok(()) }
}
`,
      'svc/node/src/node.rs': `use svc_rpc::{ext::ExtApi, miner::{MinerExtServer, MinerImpl}, unused::Unregistered};

pub fn install(modules: &mut Modules, conditional: bool, pool: Pool) {
    modules.add_or_replace_if_module_configured(Module::Miner, MinerImpl.into_rpc());
    if conditional {
        modules.merge_if_module_configured(Module::Eth, ExtApi { pool }.into_rpc());
    }
}
`,
      'shared/api/src/lib.rs': 'pub mod traits;\n',
      'shared/api/src/traits.rs': `use jsonrpsee::{core::RpcResult, proc_macros::rpc};

/// Declared here and implemented by nobody.
#[cfg_attr(not(feature = "client"), rpc(server, namespace = "admin"))]
#[cfg_attr(feature = "client", rpc(server, client, namespace = "admin"))]
pub trait AdminExt {
    #[method(name = "stopSequencer")]
    async fn stop_sequencer(&self) -> RpcResult<B256>;
}

#[cfg_attr(not(feature = "client"), rpc(server, namespace = "miner"))]
#[cfg_attr(feature = "client", rpc(server, client, namespace = "miner"))]
pub trait MinerExt {
    /// Limits the data-availability size of transactions and blocks.
    #[method(name = "setMaxDASize")]
    async fn set_max_da_size(&self, max_tx_size: U64, max_block_size: U64) -> RpcResult<bool>;
}

#[rpc(server, namespace = "log")]
pub trait Logger {
    #[method(name = "setLevel")]
    fn set_level(&self, level: String) -> RpcResult<()>;
}
`,
    },
    base: {
      'crates/api/src/aaa.rs': `#[rpc(server, namespace = "other")]
pub trait OtherApi {
    #[method(name = "ping")]
    fn ping(&self) -> RpcResult<bool>;
}
`,
      'crates/api/src/ext.rs': `#[cfg_attr(not(feature = "client"), rpc(server, namespace = "eth"))]
#[cfg_attr(feature = "client", rpc(server, client, namespace = "eth"))]
pub trait L2Ext {
    #[method(name = "sendRawTransactionConditional")]
    async fn send_conditional(&self, bytes: Bytes, condition: Conditional) -> RpcResult<B256>;
}
`,
      'crates/api/src/zzz.rs': '// never read: the trait is found before it\n',
    },
  };
  const component: RustRpcComponent = {
    folders: ['svc/rpc/src'],
    implementations: ['svc/rpc/src'],
    traitSources: [{folders: ['shared/api/src']}, {tree: 'base', folders: ['crates/api/src']}],
    registeredBy: ['svc/node/src/node.rs'],
  };
  const repositories: Record<string, string> = {};
  const created: TestRepository[] = [];

  beforeAll(() => {
    for (const [name, content] of Object.entries(files)) {
      const repository = createTestRepository(`rust-rpc-${name}`);
      repository.write(content);
      repository.commit('first', 'v1.0.0');
      created.push(repository);
      repositories[name] = repository.dir;
    }
  });

  afterAll(() => {
    for (const repository of created) repository.remove();
  });

  const read = () =>
    readRustRpc(
      openSourceTree(repositories.stack, 'example/stack', 'v1.0.0'),
      component,
      new Map([['base', openSourceTree(repositories.base, 'example/base', 'v1.0.0')]]),
    );

  test('reads the traits the component implements, wherever they are declared, and no other', async () => {
    const result = await read();
    expect(result.namespaces).toEqual([
      {
        name: 'svc',
        registeredIn: ['svc/rpc/src/lib.rs'],
        methods: [{name: 'svc_status', params: [], returns: 'String', file: 'svc/rpc/src/lib.rs'}],
      },
      {
        // Declared in the other repository: the file is named with it; the node file installs it.
        name: 'eth',
        registeredIn: ['svc/node/src/node.rs'],
        methods: [
          {
            name: 'eth_sendRawTransactionConditional',
            params: [
              {name: 'bytes', type: 'Bytes'},
              {name: 'condition', type: 'Conditional'},
            ],
            returns: 'B256',
            file: 'example/base:crates/api/src/ext.rs',
          },
        ],
      },
      {
        name: 'miner',
        registeredIn: ['svc/node/src/node.rs'],
        methods: [
          {
            name: 'miner_setMaxDASize',
            params: [
              {name: 'max_tx_size', type: 'U64'},
              {name: 'max_block_size', type: 'U64'},
            ],
            returns: 'bool',
            file: 'shared/api/src/traits.rs',
          },
        ],
      },
    ]);
    // AdminExt and OtherApi are declared in the trait sources but implemented by nobody: not read.
    expect(result.namespaces.map((namespace) => namespace.name)).not.toEqual(expect.arrayContaining(['admin']));
    expect(result.notes).toEqual([
      expect.stringMatching(
        /^svc\/rpc\/src\/ext\.rs:\d+: ExtApi implements L2Ext \(declared in example\/base:crates\/api\/src\/ext\.rs:\d+: eth_sendRawTransactionConditional\), installed in svc\/node\/src\/node\.rs$/,
      ),
      expect.stringMatching(
        /^svc\/rpc\/src\/miner\.rs:\d+: MinerImpl implements MinerExt \(declared in shared\/api\/src\/traits\.rs:\d+: miner_setMaxDASize\), installed in svc\/node\/src\/node\.rs$/,
      ),
      // The node file imports Unregistered but never uses it.
      expect.stringMatching(
        /^svc\/rpc\/src\/unused\.rs:\d+: Unregistered implements Logger \(log_setLevel\), but svc\/node\/src\/node\.rs never installs it; not listed$/,
      ),
    ]);
    // Every file read, in each repository; the other repository's search stops at the declaration.
    expect(result.paths).toEqual([
      'shared/api/src/lib.rs',
      'shared/api/src/traits.rs',
      'svc/node/src/node.rs',
      'svc/rpc/src/ext.rs',
      'svc/rpc/src/lib.rs',
      'svc/rpc/src/miner.rs',
      'svc/rpc/src/unused.rs',
    ]);
    expect(result.otherSources).toEqual([
      {
        repository: 'example/base',
        ref: 'v1.0.0',
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
        paths: ['crates/api/src/aaa.rs', 'crates/api/src/ext.rs'],
      },
    ]);
  });

  test('without implementations the reader reads only the declaring folders, as before', async () => {
    const result = await readRustRpc(openSourceTree(repositories.stack, 'example/stack', 'v1.0.0'), {folders: ['shared/api/src']});
    expect(result.namespaces.map((namespace) => [namespace.name, namespace.methods.map((method) => method.name)])).toEqual([
      ['admin', ['admin_stopSequencer']],
      ['miner', ['miner_setMaxDASize']],
      ['log', ['log_setLevel']],
    ]);
    expect(result.otherSources).toEqual([]);
  });

  test('a trait source in a tree the caller did not open is an error naming it', async () => {
    await expect(readRustRpc(openSourceTree(repositories.stack, 'example/stack', 'v1.0.0'), component)).rejects.toThrow(
      /no source tree "base"/,
    );
  });
});
