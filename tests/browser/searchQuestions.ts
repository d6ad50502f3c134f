// The tuning set: questions as readers type them into the navbar search, and the title of the page
// that answers each. Written from the reader's side (what they want to know or do), not from the
// page titles, but the ranking's rules (./src/features/search/ranking.ts) were tuned on them, so
// their hit rate measures the tuning; searchHeldOutQuestions.ts measures the search. A suggestion
// counts when it is the page's title or its path ends with it; where two pages answer equally (a
// tutorial and its explainer, a page listed in two sections), either counts.
export const questions: [section: string, question: string, answeredBy: string[]][] = [
  [
    'Get started',
    'where do I start if I want to build on the Superchain',
    ['Get started with the Superchain', 'Building apps on the Superchain', 'Getting started as an app developer'],
  ],
  [
    'Get started',
    'new to interop, where should I begin',
    ['Get started with Superchain interoperability', 'Build interoperable apps on the Superchain'],
  ],
  ['Get started', 'first steps with the OP Stack', ['Get started with the OP Stack', 'Hands-on introduction to the OP Stack']],

  ['Superchain', 'contract addresses on OP Mainnet', ['Contract addresses']],
  ['Superchain', 'what is the address of USDC on OP Mainnet', ['Bridged token addresses', 'Bridged USDC Standard for the OP Stack']],
  [
    'Superchain',
    'public RPC URL for OP Sepolia',
    ['OP Stack networks and public RPC endpoints', 'Networks and RPC endpoints', 'Superchain RPC directory'],
  ],
  ['Superchain', "who is allowed to upgrade a chain's contracts", ['Privileged roles in OP Stack chains']],
  ['Superchain', 'how do I get my chain listed in the registry', ['The Superchain Registry', 'Join the Superchain Registry']],
  [
    'Superchain',
    'requirements a chain must meet to be standard',
    ['What makes a chain standard', 'Blockspace Charters and the Standard Rollup Charter'],
  ],
  ['Superchain', 'which network upgrades are planned', ['Superchain upgrades', 'Network upgrades']],

  ['Interoperability', 'when does a cross-chain message expire', ['Message expiration']],
  ['Interoperability', 'how much gas does an interop message cost', ['Cost of interop messages']],
  [
    'Interoperability',
    'send a message from one chain to another chain',
    ['Superchain interop message passing', 'Interop message passing tutorial', 'Sending data between L1 and L2'],
  ],
  [
    'Interoperability',
    'what happens to my message if the source chain reorgs',
    ['Superchain interop reorg awareness', 'Superchain interop transaction safety'],
  ],
  [
    'Interoperability',
    'make my token usable on every chain of the Superchain',
    ['SuperchainERC20', 'Superchain interop compatible tokens'],
  ],
  [
    'Interoperability',
    'move ETH between two L2 chains with interop',
    ['Superchain ETH bridge', 'Bridging native ETH across Superchain chains', 'Bridging native cross-chain ETH transfers'],
  ],
  ['Interoperability', 'relay a message myself without the autorelayer', ['Relay transactions manually']],
  [
    'Interoperability',
    'read an event that was emitted on another chain',
    ['Reading logs across chains', 'Making crosschain event reads (tic-tac-toe)', 'Verifying log entries across chains'],
  ],
  ['Interoperability', 'at which addresses are the interop predeploys', ['Superchain interop predeploys']],
  ['Interoperability', 'local multichain test environment', ['Supersim multichain development environment']],

  ['App Devs', 'how do I estimate the fee of my transaction', ['Estimating transaction fees', 'Transaction fees']],
  ['App Devs', 'why is my transaction stuck', ['Troubleshooting transactions']],
  ['App Devs', 'where can I get testnet ETH', ['Faucets']],
  [
    'App Devs',
    'bridge my ERC-20 token from Ethereum to OP Mainnet',
    [
      'Bridging your standard ERC-20 token to OP Mainnet',
      'Bridging ERC-20 tokens with viem',
      'The Standard Bridge',
      'Bridging your custom ERC-20 token to OP Mainnet',
    ],
  ],
  ['App Devs', 'call an L2 contract from an L1 contract', ['Sending data between L1 and L2', 'Communicating between chains in Solidity']],
  ['App Devs', 'is my transaction confirmed or still pending', ['Transaction statuses', 'Transaction finality']],
  ['App Devs', 'which block explorers can I use', ['Block explorers']],
  ['App Devs', 'price feeds for my dapp', ['Oracles']],
  ['App Devs', 'set the priority fee and max fee of a transaction', ['Setting gas parameters']],

  ['Operators', 'how do I configure op-batcher', ['Batcher configuration']],
  ['Operators', 'move my node from op-geth to op-reth', ['Migrating from op-geth to op-reth']],
  ['Operators', 'restore op-reth from a snapshot', ['Snapshot downloads', 'Running op-reth']],
  ['Operators', 'set the minimum base fee of my chain', ['Fee parameters']],
  ['Operators', 'switch my chain to kona fault proofs', ["Switching a chain's fault proofs to kona"]],
  ['Operators', 'start the batcher for my new chain', ['Spinning up the batcher', 'Testnet tutorial: spin up the batcher']],
  ['Operators', 'how should I keep the private keys of my chain safe', ['Key management']],
  ['Operators', 'my chain stopped producing blocks', ['Troubleshooting your chain', 'Sequencer outages']],
  ['Operators', 'deploy the L1 contracts for a new rollup', ['Smart contract deployment', 'op-deployer']],
  ['Operators', 'run two sequencers for high availability', ['op-conductor']],
  ['Operators', 'post batches as blobs instead of calldata', ['Using blobs']],
  ['Operators', 'run a node with docker', ['Running a node with Docker']],
  ['Operators', 'where can I download a snapshot of the chain data', ['Snapshot downloads']],
  ['Operators', 'my node is not syncing', ['Troubleshooting', 'Using snap sync']],

  ['OP Stack', 'how long does a withdrawal take', ['Withdrawal flow']],
  ['OP Stack', 'how do deposits from L1 arrive on L2', ['Deposit flow']],
  ['OP Stack', 'what happens when the sequencer goes down', ['Sequencer outages']],
  ['OP Stack', 'how is the L2 chain derived from L1 data', ['Derivation pipeline']],
  ['OP Stack', 'how do fault proofs work', ['Fault proofs explainer', 'Fault proofs']],
  ['OP Stack', 'when is an L2 transaction final', ['Transaction finality']],
  ['OP Stack', 'can the sequencer censor my transaction', ['Forced transactions']],
  ['OP Stack', 'has the code been audited', ['Audit reports']],
  ['OP Stack', 'how does an OP chain behave differently from Ethereum', ['Differences between Ethereum and OP Stack chains']],

  ['Connect', 'what does the word sequencer mean', ['Glossary']],
  ['Connect', 'how can I fix a mistake in the docs', ['Contribute to the Optimism docs', 'Contribute to the OP Stack and its docs']],
  ['Connect', 'rules for writing a docs page', ['Docs style guide']],

  ['Notices', 'what breaks in Holocene', ['Preparing for Holocene breaking changes']],
  ['Notices', 'what do I need to do before Fusaka', ['Fusaka readiness for OP Stack chains']],
  ['Notices', 'what changed in upgrade 16', ['Upgrade 16: Preparing for the interop protocol upgrade']],
];
