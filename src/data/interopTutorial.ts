/**
 * Constants of the interop message-passing tutorial (site specification, section 9). The pages
 * show them and the tests check the pages and the tutorial's code against them.
 */
export const supersim = {
  l1: {chainId: 900, rpcUrl: 'http://127.0.0.1:8545'},
  chainA: {chainId: 901, rpcUrl: 'http://127.0.0.1:9545'},
  chainB: {chainId: 902, rpcUrl: 'http://127.0.0.1:9546'},
  autorelayFlag: '--interop.autorelay',
} as const;

export const devnets = {
  l1: {chainId: 11155111, name: 'Sepolia'},
  chainA: {chainId: 420120000, chainIdHex: '0x190a85c0', rpcUrl: 'https://interop-alpha-0.optimism.io'},
  chainB: {chainId: 420120001, rpcUrl: 'https://interop-alpha-1.optimism.io'},
} as const;

export const predeploys = {
  l2ToL2CrossDomainMessenger: '0x4200000000000000000000000000000000000023',
  superchainTokenBridge: '0x4200000000000000000000000000000000000028',
} as const;

/** The first development account Supersim funds on every chain (a public, well-known test key). */
export const supersimDevAccount = {
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
} as const;

/** Environment variables the tutorial sets, in the order it introduces them. */
export const tutorialEnvironment = [
  'PRIVATE_KEY',
  'USER_ADDRESS',
  'URL_CHAIN_A',
  'URL_CHAIN_B',
  'INTEROP_BRIDGE',
  'GREETER_B_ADDRESS',
  'GREETER_A_ADDRESS',
  'CHAIN_ID_B',
] as const;

/** How long the tutorial waits for inclusion on chain A (up to 2 s) plus the relay on chain B (up to 2 s). */
export const relayWaitSeconds = 4;
