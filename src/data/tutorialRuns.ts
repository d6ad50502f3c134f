/**
 * Which tutorials the tests run as a reader runs them, with which tools, and why the others are
 * not run. Every tutorial page is listed (tests/tutorial/tutorialRuns.test.ts checks it), and each
 * page shows its line: "Tested with" and the tools' versions from package-lock.json, or why not
 * (src/plugins/tested-with).
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

export const tutorialRuns: Record<string, TutorialRun> = {
  '/interop/tutorials/message-passing': {
    test: 'tests/tutorial/messagePassing.test.ts',
    tools: [...onSupersimChains],
  },
  '/interop/tutorials/message-passing/manual-relay': {
    test: 'tests/tutorial/messagePassing.test.ts',
    tools: [...onSupersimChains, 'viem', '@eth-optimism/viem', 'tsx'],
  },

  '/app-developers/tutorials/bridging/cross-dom-bridge-erc20': {notRun: needsSepolia},
  '/app-developers/tutorials/bridging/cross-dom-bridge-eth': {notRun: needsSepolia},
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
  '/operators/chain-operators/tutorials/migrating-permissionless': {notRun: needsOperatorStack},
  '/operators/chain-operators/tutorials/modifying-predeploys': {notRun: needsOperatorStack},
  '/operators/node-operators/tutorials/node-from-docker': {notRun: needsOperatorStack},
  '/operators/node-operators/tutorials/node-from-source': {notRun: needsOperatorStack},
  '/operators/node-operators/tutorials/run-node-from-source': {notRun: needsOperatorStack},
};
