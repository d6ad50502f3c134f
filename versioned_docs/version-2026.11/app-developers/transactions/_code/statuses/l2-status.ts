import {createPublicClient, http, isHash, TransactionReceiptNotFoundError} from 'viem';
import {optimism} from 'viem/chains';

const client = createPublicClient({chain: optimism, transport: http()});

type L2Status = 'unknown' | 'pending' | 'unsafe' | 'safe' | 'finalized';

/** Where an OP Mainnet transaction stands, by comparing its block with the safe and finalized heads. */
async function l2StatusOf(hash: `0x${string}`): Promise<L2Status> {
  try {
    const receipt = await client.getTransactionReceipt({hash});
    const [safe, finalized] = await Promise.all([client.getBlock({blockTag: 'safe'}), client.getBlock({blockTag: 'finalized'})]);
    if (receipt.blockNumber <= finalized.number) return 'finalized';
    if (receipt.blockNumber <= safe.number) return 'safe';
    return 'unsafe';
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    // No receipt yet: the node may still hold it in its pool, or may never have seen it.
    const pending = await client.getTransaction({hash}).catch(() => undefined);
    return pending ? 'pending' : 'unknown';
  }
}

async function main() {
  const hash = process.argv[2] ?? '';
  if (!isHash(hash)) throw new Error('Pass an OP Mainnet transaction hash as the first argument.');
  console.log(`${hash}: ${await l2StatusOf(hash)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
