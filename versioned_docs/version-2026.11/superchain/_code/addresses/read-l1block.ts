// Reads the L1Block predeploy on OP Mainnet: the latest L1 block the chain knows about.
// The same address works on every OP Stack chain; only the chain definition changes.
import {createPublicClient, http, parseAbi} from 'viem';
import {optimism} from 'viem/chains';

const L1_BLOCK = '0x4200000000000000000000000000000000000015';

const l1BlockAbi = parseAbi(['function number() view returns (uint64)', 'function timestamp() view returns (uint64)']);

async function main(): Promise<void> {
  // With no URL, http() uses the chain's default public RPC endpoint.
  const client = createPublicClient({chain: optimism, transport: http()});

  const [l1Number, l1Timestamp, l2Number] = await Promise.all([
    client.readContract({address: L1_BLOCK, abi: l1BlockAbi, functionName: 'number'}),
    client.readContract({address: L1_BLOCK, abi: l1BlockAbi, functionName: 'timestamp'}),
    client.getBlockNumber(),
  ]);

  console.log(`L2 block on ${optimism.name}: ${l2Number}`);
  console.log(`Latest L1 block seen by L2: ${l1Number}`);
  console.log(`Its timestamp: ${new Date(Number(l1Timestamp) * 1000).toISOString()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
