import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One sidebar per top-level section, read top to bottom like the menu it produces.
 * Order and labels follow the reference menu (tests/fixtures/navigation-reference.json);
 * tests/unit/sidebars.test.ts keeps the two in step.
 */

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A page, with the label the menu shows for it. */
const doc = (id: string, label: string): SidebarItem => ({type: 'doc', id, label});

/** The section's own landing page, first in its sidebar. */
const overview = (id: string): SidebarItem => doc(id, 'Overview');

/** A folder whose landing page (`<folder>/index.mdx`) opens when its label is clicked. */
const category = (label: string, indexId: string, items: SidebarItem[]): SidebarItem => ({
  type: 'category',
  label,
  link: {type: 'doc', id: indexId},
  items,
});

/** A section heading inside a sidebar (a '--- Title' separator in the reference menu). */
const heading = (title: string): SidebarItem => ({
  type: 'html',
  value: title,
  className: 'sidebar-heading',
});

/** A divider line (a separator with an empty title in the reference menu). */
const divider = (): SidebarItem => ({
  type: 'html',
  value: '<hr>',
  className: 'sidebar-divider',
});

/** A link to another section of this site. */
const internalLink = (label: string, href: string): SidebarItem => ({type: 'link', label, href});

/**
 * A link off the site. Docusaurus opens every external link in a new tab with
 * rel="noopener noreferrer", which is what the reference menu's `newWindow` asks for.
 */
const newTabLink = (label: string, href: string): SidebarItem => ({type: 'link', label, href});

const sidebars = {
  getStarted: [
    overview('get-started/index'),
    heading('Get Started'),
    doc('get-started/superchain', 'Superchain'),
    doc('get-started/op-stack', 'OP Stack'),
    doc('get-started/interop', 'Superchain interoperability'),
    newTabLink('Optimism Governance', 'https://community.optimism.io/docs/governance/?utm_source=op-docs&utm_medium=docs'),
    divider(),
    heading('Builder Guides'),
    internalLink('App Developers', '/app-developers/get-started'),
    internalLink('Chain Operators', '/operators/chain-operators/architecture'),
    internalLink('Node Operators', '/operators/node-operators/architecture'),
  ],
  superchain: [
    overview('superchain/index'),
    heading('The Superchain'),
    doc('superchain/explainer', 'The Superchain explainer'),
    doc('superchain/registry', 'The Superchain Registry'),
    doc('superchain/upgrades', 'Superchain upgrades'),
    doc('superchain/blockspace-charter', 'Blockspace Charters and the Standard Rollup Charter'),
    doc('superchain/standard-configuration', 'What makes a chain standard'),
    doc('superchain/tokenlist', 'Bridged token addresses'),
    doc('superchain/addresses', 'Contract addresses'),
    doc('superchain/networks', 'OP Stack networks and public RPC endpoints'),
    doc('superchain/privileged-roles', 'Privileged Roles in OP Stack Chains'),
  ],
  interop: [
    overview('interop/index'),
    heading('Get started'),
    doc('interop/get-started', 'Build interoperable apps on Superchain'),
    doc('interop/starter-kit', 'SuperchainERC20 starter kit'),
    heading('Superchain interoperability'),
    doc('interop/explainer', 'Superchain interop explainer'),
    doc('interop/predeploy', 'Superchain interop predeploys'),
    doc('interop/message-passing', 'Superchain interop message passing'),
    doc('interop/message-expiration', 'Message expiration'),
    doc('interop/estimate-costs', 'Cost of interop messages'),
    doc('interop/reading-logs', 'Reading logs'),
    doc('interop/op-supervisor', 'OP Supervisor'),
    doc('interop/op-supernode', 'op-supernode'),
    doc('interop/superchain-eth-bridge', 'Superchain ETH bridge'),
    doc('interop/superchain-erc20', 'SuperchainERC20'),
    doc('interop/compatible-tokens', 'Superchain interop compatible tokens'),
    doc('interop/reorg', 'Superchain interop reorg awareness'),
    doc('interop/interop-security', 'Superchain interop transaction safety'),
    category('Tools', 'interop/tools/index', [
      doc('interop/tools/devnet', 'Superchain interop devnet'),
      doc('interop/tools/supersim', 'Supersim Multichain Development Environment'),
    ]),
    category('Tutorials', 'interop/tutorials/index', [
      category('Interop message passing', 'interop/tutorials/message-passing/index', [
        doc('interop/tutorials/message-passing/manual-relay', 'Relay transactions manually'),
      ]),
      doc('interop/tutorials/deploy-superchain-erc20', 'Deploying a SuperchainERC20'),
      doc('interop/tutorials/transfer-superchainERC20', 'Transferring a SuperchainERC20'),
      doc('interop/tutorials/custom-superchain-erc20', 'Custom SuperchainERC20 tokens'),
      doc('interop/tutorials/bridge-crosschain-eth', 'Bridging native cross-chain ETH transfers'),
      doc('interop/tutorials/verify-messages', 'Verifying log entries'),
      doc('interop/tutorials/contract-calls', 'Making crosschain contract calls (ping pong)'),
      doc('interop/tutorials/event-reads', 'Making crosschain event reads (tic-tac-toe)'),
      doc('interop/tutorials/event-contests', 'Deploying crosschain event composability (contests)'),
      category('Upgrade to SuperchainERC20', 'interop/tutorials/upgrade-to-superchain-erc20/index', [
        doc('interop/tutorials/upgrade-to-superchain-erc20/contract-upgrade', 'Contract upgrade'),
        doc('interop/tutorials/upgrade-to-superchain-erc20/lockbox', 'Lockboxes for permissionless interop'),
        doc('interop/tutorials/upgrade-to-superchain-erc20/custom-bridge', 'Custom bridges'),
      ]),
    ]),
  ],
  appDevelopers: [
    overview('app-developers/index'),
    heading('App Developers'),
    doc('app-developers/get-started', 'Getting started'),
    doc('app-developers/starter-kit', 'SuperchainERC20 starter kit'),
    doc('app-developers/interop', 'Superchain interoperability'),
    doc('app-developers/building-apps', 'Building apps on the Superchain'),
    doc('app-developers/testing-apps', 'Testing apps for the Superchain'),
    category('Bridging', 'app-developers/bridging/index', [
      doc('app-developers/bridging/basics', 'Basics of bridging'),
      doc('app-developers/bridging/standard-bridge', 'The Standard Bridge'),
      doc('app-developers/bridging/custom-bridge', 'Custom token bridges'),
      doc('app-developers/bridging/messaging', 'Sending data between L1 and L2'),
    ]),
    category('Transactions', 'app-developers/transactions/index', [
      doc('app-developers/transactions/fees', 'Transaction fees'),
      doc('app-developers/transactions/estimates', 'Estimating fees'),
      doc('app-developers/transactions/parameters', 'Setting gas parameters'),
      doc('app-developers/transactions/statuses', 'Transaction statuses'),
      doc('app-developers/transactions/troubleshooting', 'Troubleshooting'),
    ]),
    divider(),
    heading('Tutorials'),
    category('Tutorials', 'app-developers/tutorials/index', [
      category('Bridging tutorials', 'app-developers/tutorials/bridging/index', [
        doc('app-developers/tutorials/bridging/cross-dom-solidity', 'Communicating between chains in Solidity'),
        doc('app-developers/tutorials/bridging/cross-dom-bridge-eth', 'Bridging ETH with viem'),
        doc('app-developers/tutorials/bridging/cross-dom-bridge-erc20', 'Bridging ERC-20 tokens with viem'),
        doc('app-developers/tutorials/bridging/standard-bridge-custom-token', 'Bridging your custom ERC-20 token to OP Mainnet'),
        doc('app-developers/tutorials/bridging/standard-bridge-standard-token', 'Bridging your standard ERC-20 token to OP Mainnet'),
      ]),
      category('Transaction tutorials', 'app-developers/tutorials/transactions/index', [
        doc('app-developers/tutorials/transactions/sdk-trace-txns', 'Tracing deposits and withdrawals'),
        doc('app-developers/tutorials/transactions/sdk-estimate-costs', 'Estimating transaction costs'),
        doc('app-developers/tutorials/transactions/send-tx-from-eth', 'Triggering OP Mainnet transactions from Ethereum'),
      ]),
      category('Supersim tutorials', 'app-developers/tutorials/supersim/index', [
        category('Getting started', 'app-developers/tutorials/supersim/getting-started/index', [
          doc('app-developers/tutorials/supersim/getting-started/installation', 'Installation'),
          doc('app-developers/tutorials/supersim/getting-started/first-steps', 'First steps'),
        ]),
        category('CLI reference', 'app-developers/tutorials/supersim/reference/index', [
          doc('app-developers/tutorials/supersim/reference/vanilla', 'Vanilla mode'),
          doc('app-developers/tutorials/supersim/reference/fork', 'Fork mode'),
        ]),
        category('Chain environment', 'app-developers/tutorials/supersim/chain-env/index', [
          doc('app-developers/tutorials/supersim/chain-env/included-contracts', 'Included contracts'),
          doc('app-developers/tutorials/supersim/chain-env/chain-a', 'OPChainA (chainID 901)'),
          doc('app-developers/tutorials/supersim/chain-env/chain-b', 'OPChainB (chainID 902)'),
        ]),
        doc('app-developers/tutorials/supersim/deposit-transactions', 'Deposit transactions'),
      ]),
      category('Interop tutorials', 'app-developers/tutorials/interop/index', [
        doc('app-developers/tutorials/interop/transfer-superchainERC20', 'Transferring a SuperchainERC20'),
        doc('app-developers/tutorials/interop/deploy-superchain-erc20', 'Deploying a SuperchainERC20'),
        doc('app-developers/tutorials/interop/bridge-crosschain-eth', 'Bridging native cross-chain ETH transfers'),
        doc('app-developers/tutorials/interop/contract-calls', 'Making crosschain contract calls (ping pong)'),
        doc('app-developers/tutorials/interop/event-reads', 'Making crosschain event reads (tic-tac-toe)'),
        doc('app-developers/tutorials/interop/event-contests', 'Deploying crosschain event composability (contests)'),
      ]),
    ]),
    divider(),
    heading('Developer tools'),
    category('Developer tools', 'app-developers/tools/index', [
      newTabLink('Superchain Dev Console', 'https://console.optimism.io/?utm_source=op-docs&utm_medium=docs'),
      doc('app-developers/tools/supersim', 'Supersim Multichain Dev Env'),
      category('Connecting', 'app-developers/tools/connect/index', [
        doc('app-developers/tools/connect/networks', 'Networks and RPC endpoints'),
        doc('app-developers/tools/connect/rpc-providers', 'Superchain RPC directory'),
      ]),
      category('Building', 'app-developers/tools/build/index', [
        doc('app-developers/tools/build/faucets', 'Faucets'),
        doc('app-developers/tools/build/oracles', 'Oracles'),
        doc('app-developers/tools/build/nft-tools', 'NFT tools'),
        doc('app-developers/tools/build/block-explorers', 'Block explorers'),
        doc('app-developers/tools/build/account-abstraction', 'Account abstraction'),
        doc('app-developers/tools/build/ecosystem-overview', 'Ecosystem Repo'),
        doc('app-developers/tools/build/analytics-tools', 'Analytics Tools'),
        newTabLink('Superchain bridges', 'https://app.optimism.io/bridge/?utm_source=op-docs&utm_medium=docs'),
        newTabLink('Gas tracker', 'https://optimistic.grafana.net/public-dashboards/c84a5a9924fe4e14b270a42a8651ceb8?orgId=1&refresh=5m'),
        newTabLink('OP Mainnet explorer', 'https://explorer.optimism.io/'),
      ]),
      category('Data and dashboards', 'app-developers/tools/data-and-dashboards/index', [
        doc('app-developers/tools/data-and-dashboards/data-glossary', 'Data glossary'),
      ]),
    ]),
  ],
  operators: [
    overview('operators/index'),
    heading('Chain Operators'),
    category('Chains', 'operators/chain-operators/index', [
      doc('operators/chain-operators/architecture', 'Architecture'),
      doc('operators/chain-operators/self-hosted', 'Start a self-hosted chain'),
      category('Chain configuration', 'operators/chain-operators/configuration/index', [
        doc('operators/chain-operators/configuration/overview', 'Overview'),
        doc('operators/chain-operators/configuration/rollup', 'Rollup deployment configuration'),
        doc('operators/chain-operators/configuration/batcher', 'Batcher configuration'),
        doc('operators/chain-operators/configuration/proposer', 'Proposer configuration'),
        doc('operators/chain-operators/configuration/fee-parameters', 'Fee parameters'),
      ]),
      category('Chain management', 'operators/chain-operators/management/index', [
        doc('operators/chain-operators/management/blobs', 'Using blobs'),
        doc('operators/chain-operators/management/snap-sync', 'Using Snap Sync'),
        doc('operators/chain-operators/management/operations', 'Rollup operations'),
        doc('operators/chain-operators/management/key-management', 'Key management'),
        doc('operators/chain-operators/management/troubleshooting', 'Troubleshooting'),
        doc('operators/chain-operators/management/best-practices', 'Best practices'),
      ]),
      category('Chain features', 'operators/chain-operators/features/index', [
        doc('operators/chain-operators/features/preinstalls', 'Preinstalls'),
        category('Flashblocks', 'operators/chain-operators/features/flashblocks/index', [
          doc('operators/chain-operators/features/flashblocks/apps', 'Apps'),
          doc('operators/chain-operators/features/flashblocks/chain-operators', 'Chain Operators'),
        ]),
        doc('operators/chain-operators/features/alt-da-mode', 'Run an Alt-DA Mode chain'),
        doc('operators/chain-operators/features/span-batches', 'Use and enable span batches on your chain'),
        doc('operators/chain-operators/features/bridged-usdc-standard', 'Bridged USDC Standard for the OP Stack'),
      ]),
      category('Deployment', 'operators/chain-operators/deploy/index', [
        doc('operators/chain-operators/deploy/overview', 'Deployment overview'),
        doc('operators/chain-operators/deploy/smart-contracts', 'Smart contract deployment'),
        doc('operators/chain-operators/deploy/genesis', 'Chain artifacts creation'),
        doc('operators/chain-operators/deploy/validate-deployment', 'Validate your contract deployment'),
        doc('operators/chain-operators/deploy/superchain-registry', 'Join the Superchain Registry'),
        doc('operators/chain-operators/deploy/sequencer-node', 'Spinning up the sequencer'),
        doc('operators/chain-operators/deploy/proposer-setup-guide', 'Spinning up the proposer'),
        doc('operators/chain-operators/deploy/spin-batcher', 'Spinning up the batcher'),
        doc('operators/chain-operators/deploy/op-challenger', 'Spinning up the op-challenger'),
      ]),
      category('Tutorials', 'operators/chain-operators/tutorials/index', [
        category('Creating your own rollup testnet', 'operators/chain-operators/tutorials/create-l2-rollup/index', [
          doc('operators/chain-operators/tutorials/create-l2-rollup/op-deployer-setup', 'Spin up op-deployer'),
          doc('operators/chain-operators/tutorials/create-l2-rollup/op-geth-setup', 'Spin up sequencer'),
          doc('operators/chain-operators/tutorials/create-l2-rollup/op-batcher-setup', 'Spin up batcher'),
          doc('operators/chain-operators/tutorials/create-l2-rollup/op-proposer-setup', 'Spin up proposer'),
          doc('operators/chain-operators/tutorials/create-l2-rollup/op-challenger-setup', 'Spin up challenger'),
          doc('operators/chain-operators/tutorials/create-l2-rollup/code-setup', 'Code examples'),
        ]),
        doc('operators/chain-operators/tutorials/adding-derivation-attributes', 'Adding attributes to the derivation function'),
        doc('operators/chain-operators/tutorials/adding-precompiles', 'Adding a precompile'),
        doc('operators/chain-operators/tutorials/modifying-predeploys', 'Modifying predeployed contracts'),
        doc('operators/chain-operators/tutorials/integrating-da-layer', 'Integrating a new DA layer'),
        doc('operators/chain-operators/tutorials/migrating-permissionless', 'Migrating to permissionless fault proofs on OP Stack'),
        doc('operators/chain-operators/tutorials/dispute-games', 'Deploying new dispute games with OPCM'),
        doc('operators/chain-operators/tutorials/kona-proofs', 'Switching to kona proofs'),
        doc('operators/chain-operators/tutorials/super-roots-upgrade', 'Upgrading to Super Root games'),
        doc('operators/chain-operators/tutorials/absolute-prestate', 'Generating absolute prestate and preimage files'),
        doc('operators/chain-operators/tutorials/chain-dev-net', 'Running a local network environment'),
      ]),
      category('Chain tools', 'operators/chain-operators/tools/index', [
        doc('operators/chain-operators/tools/chain-monitoring', 'Chain monitoring'),
        doc('operators/chain-operators/tools/explorer', 'Block explorer'),
        // /operators/chain-operators/tools/op-challenger is listed in the reference menu but has no page; like the reference site, it is not shown.
        doc('operators/chain-operators/tools/op-conductor', 'op-conductor'),
        doc('operators/chain-operators/tools/op-deployer', 'op-deployer'),
        doc('operators/chain-operators/tools/op-dispute-mon', 'op-dispute-mon'),
        doc('operators/chain-operators/tools/op-validator', 'op-validator'),
        doc('operators/chain-operators/tools/op-txproxy', 'op-txproxy'),
        doc('operators/chain-operators/tools/proxyd', 'proxyd'),
        doc('operators/chain-operators/tools/fee-calculator', 'Fee calculator'),
      ]),
    ]),
    divider(),
    heading('Node Operators'),
    category('Nodes', 'operators/node-operators/index', [
      doc('operators/node-operators/architecture', 'Architecture'),
      doc('operators/node-operators/rollup-node', 'Run a node in the Superchain'),
      category('Clients', 'operators/node-operators/clients/index', [
        doc('operators/node-operators/clients/op-reth', 'Run op-reth'),
        doc('operators/node-operators/clients/op-geth-migration', 'Migrate from op-geth'),
        doc('operators/node-operators/clients/kona-node', 'Run kona-node'),
      ]),
      category('Tutorials', 'operators/node-operators/tutorials/index', [
        doc('operators/node-operators/tutorials/node-from-docker', 'Running a node with Docker'),
        doc('operators/node-operators/tutorials/node-from-source', 'Building a Superchain node from source'),
        doc('operators/node-operators/tutorials/run-node-from-source', 'Running a Superchain node from source'),
      ]),
      category('Configuration', 'operators/node-operators/configuration/index', [
        doc('operators/node-operators/configuration/base-config', 'Base configuration'),
        doc('operators/node-operators/configuration/consensus-config', 'Consensus layer configuration'),
        doc('operators/node-operators/configuration/kona-node-config', 'kona-node configuration'),
        doc('operators/node-operators/configuration/execution-config', 'Execution layer configuration'),
      ]),
      category('Node management', 'operators/node-operators/management/index', [
        doc('operators/node-operators/management/blobs', 'Using blobs'),
        doc('operators/node-operators/management/snap-sync', 'Using Snap Sync'),
        doc('operators/node-operators/management/snapshots', 'Snapshot downloads'),
        doc('operators/node-operators/management/regenesis-history', 'Historical data'),
        doc('operators/node-operators/management/metrics', 'Monitoring'),
        doc('operators/node-operators/management/troubleshooting', 'Troubleshooting'),
      ]),
      doc('operators/node-operators/network-upgrades', 'Network upgrades'),
      doc('operators/node-operators/json-rpc', 'JSON-RPC API'),
      doc('operators/node-operators/releases', 'Software releases'),
    ]),
  ],
  stack: [
    overview('stack/index'),
    heading('OP Stack'),
    doc('stack/getting-started', 'Getting Started with OP Stack'),
    doc('stack/fact-sheet', 'Fact sheet'),
    doc('stack/differences', 'Differences between Ethereum and OP Stack chains'),
    doc('stack/design-principles', 'Design philosophy & principles'),
    doc('stack/components', 'OP Stack components'),
    doc('stack/public-devnets', 'Public devnets'),
    // /stack/superchain-ops-guide is listed in the reference menu but has no page; like the reference site, it is not shown.
    doc('stack/opcm', 'OP Contracts Manager'),
    category('Smart contracts', 'stack/smart-contracts/index', [
      doc('stack/smart-contracts/smart-contracts', 'Smart Contracts'),
      doc('stack/smart-contracts/superchain-ops-guide', 'Upgrade using superchain-ops'),
      doc('stack/smart-contracts/op-deployer-upgrade', 'Upgrade L1 contracts using op-deployer'),
      doc('stack/smart-contracts/upgrade-op-contracts-1-3-1-8', 'Upgrading Smart Contracts from v1.3.0 to v1.8.0'),
    ]),
    category('Rollup', 'stack/rollup/index', [
      doc('stack/rollup/overview', 'Rollup overview'),
      doc('stack/rollup/derivation-pipeline', 'Derivation pipeline'),
      doc('stack/rollup/outages', 'Sequencer outages'),
    ]),
    category('Fault proofs', 'stack/fault-proofs/index', [
      doc('stack/fault-proofs/explainer', 'Fault proofs explainer'),
      doc('stack/fault-proofs/fp-components', 'FP system components'),
      doc('stack/fault-proofs/cannon', 'FPVM: Cannon'),
      doc('stack/fault-proofs/challenger', 'OP-Challenger'),
      doc('stack/fault-proofs/mips', 'MIPS.sol'),
      doc('stack/fault-proofs/fp-security', 'FP Mainnet security'),
    ]),
    category('Transactions', 'stack/transactions/index', [
      doc('stack/transactions/fees', 'Transaction fees'),
      doc('stack/transactions/transaction-flow', 'Transaction flow'),
      doc('stack/transactions/transaction-finality', 'Transaction finality'),
      doc('stack/transactions/deposit-flow', 'Deposit flow'),
      doc('stack/transactions/withdrawal-flow', 'Withdrawal flow'),
      doc('stack/transactions/forced-transaction', 'Forced transaction'),
      doc('stack/transactions/cross-domain', 'Cross domain transaction'),
      doc('stack/transactions/flashblocks', 'Flashblocks'),
    ]),
    category('Features', 'stack/features/index', [doc('stack/features/send-raw-transaction-conditional', 'SendRawTransactionConditional')]),
    category('Security', 'stack/security/index', [
      doc('stack/security/faq', 'Security FAQs'),
      doc('stack/security/pause', 'Pause and unpause the bridge'),
      doc('stack/security/audits-report', 'Audit reports'),
      doc('stack/security/faq-sec-model', 'Security model FAQ'),
      doc('stack/security/security-policy', 'Security policy'),
    ]),
    divider(),
    heading('Experimental'),
    category('Beta features', 'stack/beta-features/index', [doc('stack/beta-features/alt-da-mode', 'Alt-DA Mode')]),
    category('Research', 'stack/research/index', [doc('stack/research/block-time-research', 'Block time research')]),
  ],
  connect: [
    overview('connect/index'),
    category('Contribute', 'connect/contribute/index', [
      doc('connect/contribute/docs-contribute', 'Contribute to Optimism docs'),
      doc('connect/contribute/stack-contribute', 'Contribute to OP Stack'),
      doc('connect/contribute/style-guide', 'Docs style guide'),
    ]),
    category('Resources', 'connect/resources/index', [
      newTabLink('Changelog', 'https://github.com/ethereum-optimism/optimism/releases'),
      doc('connect/resources/glossary', 'Glossary'),
    ]),
    newTabLink('Get Launch Support', 'https://share.hsforms.com/1yENj8CV9TzGYBASD0JC8_gqoshb'),
  ],
  notices: [
    overview('notices/index'),
    doc('notices/upgrade-20', 'Upgrade 20: Super Root dispute games'),
    doc('notices/preconfirmation-transition', 'Subblocks replace Flashblocks'),
    doc('notices/upgrade-19', 'Upgrade 19: Karst hard fork'),
    doc('notices/upgrade-18', 'Upgrade 18: L1 contracts with kona fault proofs'),
    doc('notices/upgrade-17', 'Upgrade 17: Jovian hard fork'),
    doc('notices/fusaka-readiness', 'Fusaka readiness'),
    doc('notices/upgrade-16a', 'Upgrade 16a: Protocol upgrade'),
    doc('notices/upgrade-16', 'Upgrade 16: Preparing for Interop protocol upgrade'),
    doc('notices/upgrade-15', 'Upgrade 15: Isthmus Hard Fork'),
    doc('notices/upgrade-14', 'Upgrade 14: MT-Cannon and Isthmus L1 Contracts'),
    doc('notices/upgrade-13', 'Upgrade 13: OPCM and incident response improvements'),
    doc('notices/pectra-fees', 'Pectra user fees notice'),
    doc('notices/pectra-changes', 'Preparing for Pectra breaking changes'),
    doc('notices/superchain-withdrawal-pause-test', 'Superchain withdrawal pause test'),
    doc('notices/holocene-changes', 'Preparing for Holocene breaking changes'),
    doc('notices/blob-fee-bug', "Superchain testnets' blob fee bug"),
  ],
} satisfies SidebarsConfig;

export default sidebars;
