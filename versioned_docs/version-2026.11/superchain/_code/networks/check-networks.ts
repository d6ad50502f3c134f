// Connects to OP Mainnet and OP Sepolia through their public RPC endpoints and checks
// that each endpoint reports the chain ID you expect.
import {createPublicClient, http, type Chain} from 'viem';
import {optimism, optimismSepolia} from 'viem/chains';

const networks: {chain: Chain; expectedChainId: number}[] = [
  {chain: optimism, expectedChainId: 10},
  {chain: optimismSepolia, expectedChainId: 11155420},
];

async function check(chain: Chain, expectedChainId: number): Promise<boolean> {
  // With no URL, http() uses the chain's default public RPC endpoint.
  const client = createPublicClient({chain, transport: http()});
  const [chainId, blockNumber] = await Promise.all([client.getChainId(), client.getBlockNumber()]);
  const ok = chainId === expectedChainId;
  console.log(`${chain.name}: chain ID ${chainId}, latest block ${blockNumber} ${ok ? 'OK' : 'UNEXPECTED'}`);
  return ok;
}

async function main(): Promise<void> {
  const results = await Promise.all(networks.map(({chain, expectedChainId}) => check(chain, expectedChainId)));
  if (results.includes(false)) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
