/**
 * Which tutorials the tests run as a reader runs them, with which tools, and why the others are
 * not run. Every tutorial page is listed (tests/tutorial/tutorialRuns.test.ts checks it), and each
 * page shows its line: "Tested with" and the tools' versions from package-lock.json, or why not
 * (src/features/tested-with).
 */

/** The tools a tutorial's steps use, named as the lockfile's packages. */
export const tutorialTools = {
  forge: '@foundry-rs/forge',
  cast: '@foundry-rs/cast',
  anvil: '@foundry-rs/anvil',
  solc: 'solc',
  viem: 'viem',
  '@eth-optimism/viem': '@eth-optimism/viem',
  tsx: 'tsx',
} as const;

export type TutorialTool = keyof typeof tutorialTools;

export type TutorialRun =
  /** Run by `test` (a file under tests/tutorial/) with these tools. */
  | {test: string; tools: TutorialTool[]}
  /** Not run by the tests, for this reason (said on the page). */
  | {notRun: string};

// On anvil chains standing in for Supersim (tests/support/supersim).
const onSupersimChains: TutorialTool[] = ['forge', 'cast', 'anvil', 'solc'];

const needsSepolia =
  'its steps send transactions between Sepolia and OP Sepolia, and deposits and withdrawals need op-node deriving L2 from L1, which the test chains do not have';
const needsOperatorStack =
  "its steps build and run the chain's own services (op-node, op-geth, op-batcher, op-proposer or op-challenger) against Sepolia or from Docker images, which the tests cannot download";
const needsNodeStack =
  'its steps pull or build op-reth, op-node and kona-node and follow OP Sepolia through Sepolia L1 and beacon endpoints, which the tests cannot download or reach';

export const tutorialRuns: Record<string, TutorialRun> = {
  '/interop/tutorials/message-passing': {
    test: 'tests/tutorial/messagePassing.test.ts',
    tools: [...onSupersimChains],
  },
  '/interop/tutorials/message-passing/manual-relay': {
    test: 'tests/tutorial/messagePassing.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/interop/tutorials/verify-messages': {
    test: 'tests/tutorial/interopEvents.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/interop/tutorials/contract-calls': {test: 'tests/tutorial/interopEvents.test.ts', tools: [...onSupersimChains]},
  '/app-developers/tutorials/interop/contract-calls': {test: 'tests/tutorial/interopEvents.test.ts', tools: [...onSupersimChains]},
  '/interop/tutorials/event-reads': {
    test: 'tests/tutorial/interopEvents.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/app-developers/tutorials/interop/event-reads': {
    test: 'tests/tutorial/interopEvents.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/interop/tutorials/event-contests': {
    test: 'tests/tutorial/interopEvents.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/app-developers/tutorials/interop/event-contests': {
    test: 'tests/tutorial/interopEvents.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },

  // tests/tutorial/ethBridgeAndSupersim.test.ts: the ETH bridge on anvil chains with test SuperchainETHBridge and
  // ETHLiquidity predeploys; the Supersim pages' anvil and cast steps are checked there too.
  '/interop/tutorials/bridge-crosschain-eth': {
    test: 'tests/tutorial/ethBridgeAndSupersim.test.ts',
    tools: ['cast', 'anvil', 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/app-developers/tutorials/interop/bridge-crosschain-eth': {
    test: 'tests/tutorial/ethBridgeAndSupersim.test.ts',
    tools: ['cast', 'anvil', 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/app-developers/tutorials/supersim/getting-started/installation': {
    notRun:
      'it installs Supersim, which is published as a Homebrew formula, release binaries and a Docker build but not on npm, so the tests cannot install or start it; they only check that the anvil they use passes the version check Supersim makes',
  },
  '/app-developers/tutorials/supersim/getting-started/first-steps': {
    notRun:
      "its steps start Supersim itself (not on npm) and deposit through Supersim's L1 contracts, which Supersim forwards to OPChainA; the tests run only its chain-id, balance, transfer and token commands, on anvil chains with test versions of Supersim's test token and the SuperchainTokenBridge",
  },
  '/app-developers/tutorials/supersim/deposit-transactions': {
    notRun:
      "every step is a deposit from Supersim's L1 through OPChainA's OptimismPortal, which needs Supersim's L1 contracts and its forwarding of deposits to L2 (op-node's derivation on a real chain); the tests' anvil chains have neither",
  },
  '/app-developers/tutorials/transactions/sdk-estimate-costs': {
    notRun:
      'it sends a transaction on OP Sepolia, and what it measures, the L1 data fee, is charged only by an OP Stack execution client (the GasPriceOracle predeploy and the l1Fee receipt field); an anvil chain charges none, so the comparison the page makes would not hold',
  },
  // tests/tutorial/withdrawal.test.ts, on the chains of the ETH bridging tutorial and its deposit and withdrawals.
  '/app-developers/tutorials/transactions/sdk-trace-txns': {test: 'tests/tutorial/withdrawal.test.ts', tools: ['anvil', 'viem', 'tsx']},

  // tests/tutorial/superchainErc20.test.ts: SuperchainERC20 tokens on anvil chains with a test SuperchainTokenBridge.
  '/interop/tutorials/deploy-superchain-erc20': {test: 'tests/tutorial/superchainErc20.test.ts', tools: [...onSupersimChains]},
  '/app-developers/tutorials/interop/deploy-superchain-erc20': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: [...onSupersimChains],
  },
  '/interop/tutorials/transfer-superchainERC20': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: ['cast', 'anvil', 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/app-developers/tutorials/interop/transfer-superchainERC20': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: ['cast', 'anvil', 'viem', '@eth-optimism/viem', 'tsx'],
  },
  '/interop/tutorials/custom-superchain-erc20': {test: 'tests/tutorial/superchainErc20.test.ts', tools: [...onSupersimChains]},
  '/interop/tutorials/upgrade-to-superchain-erc20/contract-upgrade': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: [...onSupersimChains],
  },
  '/interop/tutorials/upgrade-to-superchain-erc20/custom-bridge': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: [...onSupersimChains],
  },
  '/interop/tutorials/upgrade-to-superchain-erc20/lockbox': {
    test: 'tests/tutorial/superchainErc20.test.ts',
    tools: [...onSupersimChains],
  },

  '/app-developers/tutorials/bridging/cross-dom-bridge-erc20': {notRun: needsSepolia},
  // tests/tutorial/withdrawal.test.ts: anvil chains standing in for Sepolia and OP Sepolia, with test versions of the
  // portal, dispute game factory and games (output-root and Super Root) at OP Sepolia's addresses, and of op-node's
  // derivation of deposits.
  '/app-developers/tutorials/bridging/cross-dom-bridge-eth': {
    test: 'tests/tutorial/withdrawal.test.ts',
    tools: ['cast', 'anvil', 'viem', 'tsx'],
  },
  '/app-developers/tutorials/bridging/cross-dom-solidity': {notRun: needsSepolia},
  '/app-developers/tutorials/bridging/standard-bridge-custom-token': {notRun: needsSepolia},
  '/app-developers/tutorials/bridging/standard-bridge-standard-token': {notRun: needsSepolia},
  '/app-developers/tutorials/transactions/send-tx-from-eth': {notRun: needsSepolia},

  '/operators/chain-operators/tutorials/absolute-prestate': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/adding-derivation-attributes': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/adding-precompiles': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/chain-dev-net': {
    notRun: 'its steps start a Kurtosis enclave, whose package and images come from GitHub and Docker registries the tests cannot reach',
  },
  '/operators/chain-operators/tutorials/create-l2-rollup/code-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/create-l2-rollup/op-batcher-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/create-l2-rollup/op-challenger-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/create-l2-rollup/op-deployer-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/create-l2-rollup/op-geth-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/create-l2-rollup/op-proposer-setup': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/dispute-games': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/integrating-da-layer': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/kona-proofs': {
    notRun:
      "its steps register game types and run op-challenger against a live L1 with the chain's Safe and Guardian signers; only its prestate lookup runs, in tests/tutorial/prestateHash.test.ts",
  },
  '/operators/chain-operators/tutorials/migrating-permissionless': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/modifying-predeploys': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/super-roots-upgrade': {notRun: needsOperatorStack},
  '/operators/node-operators/tutorials/node-from-docker': {notRun: needsNodeStack},
  '/operators/node-operators/tutorials/node-from-source': {notRun: needsNodeStack},
  '/operators/node-operators/tutorials/run-node-from-source': {notRun: needsNodeStack},
};
