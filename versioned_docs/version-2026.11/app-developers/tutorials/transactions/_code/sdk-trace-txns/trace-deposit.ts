// Reports where a deposit from Sepolia to OP Sepolia stands. Needs no private key.
// Usage: npx tsx trace-deposit.ts <hash of the L1 transaction>
import {createPublicClient, http, type Hex} from 'viem';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getL2TransactionHashes} from 'viem/op-stack';

async function main() {
  const l1Hash = process.argv[2] as Hex | undefined;
  if (!l1Hash) throw new Error('Pass the hash of the L1 transaction that made the deposit.');
  const l1 = createPublicClient({chain: sepolia, transport: http(process.env.L1_RPC_URL)});
  const l2 = createPublicClient({chain: optimismSepolia, transport: http(process.env.L2_RPC_URL)});

  // Stage 1: the L1 transaction must be included, and must have succeeded.
  const l1Receipt = await l1.getTransactionReceipt({hash: l1Hash});
  if (l1Receipt.status !== 'success') return console.log('The L1 transaction reverted: no deposit was made.');

  // Stage 2: every TransactionDeposited event in it becomes one L2 transaction with a known hash.
  const l2Hashes = getL2TransactionHashes(l1Receipt);
  if (l2Hashes.length === 0) return console.log('The L1 transaction made no deposit to this chain.');

  for (const l2Hash of l2Hashes) {
    // Stage 3: the deposit transaction appears on L2, and either succeeds or reverts there.
    const l2Receipt = await l2.getTransactionReceipt({hash: l2Hash}).catch(() => undefined);
    if (!l2Receipt) console.log(`${l2Hash}: not on L2 yet; deposits usually arrive within minutes.`);
    else if (l2Receipt.status === 'success') console.log(`${l2Hash}: done, in L2 block ${l2Receipt.blockNumber}.`);
    else console.log(`${l2Hash}: reverted on L2: the call had no effect, but ETH minted by the deposit stays with its sender on L2.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
