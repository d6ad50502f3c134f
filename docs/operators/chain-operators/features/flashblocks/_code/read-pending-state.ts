import {
  createPublicClient,
  formatEther,
  http,
  TransactionReceiptNotFoundError,
  type Address,
  type Hash,
  type TransactionReceipt,
} from 'viem';

// An RPC endpoint that follows the chain's pre-confirmation stream (Subblocks, or Flashblocks on chains that still run it).
const rpcUrl = process.env.PRECONF_RPC_URL ?? 'http://127.0.0.1:8545';
// The account to inspect.
const account = (process.env.ACCOUNT ?? '0x0000000000000000000000000000000000000000') as Address;

const client = createPublicClient({transport: http(rpcUrl)});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls for a receipt every 200 ms, the subblock interval on OP Mainnet and OP Sepolia, until one appears or the timeout passes. */
export async function waitForPreconfirmation(hash: Hash, timeoutMs = 10_000): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      return await client.getTransactionReceipt({hash});
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    await sleep(200);
  }
  throw new Error(`no receipt for ${hash} after ${timeoutMs} ms`);
}

async function main() {
  // The same account read at two confirmation levels.
  const [sealed, preconfirmed] = await Promise.all([
    client.getBalance({address: account, blockTag: 'latest'}),
    client.getBalance({address: account, blockTag: 'pending'}),
  ]);
  console.log(`balance in the latest sealed block: ${formatEther(sealed)} ETH`);
  console.log(`balance including pre-confirmations: ${formatEther(preconfirmed)} ETH`);

  // The nonce to use for the next transaction, counting pre-confirmed ones.
  const nonce = await client.getTransactionCount({address: account, blockTag: 'pending'});
  console.log(`next nonce: ${nonce}`);

  // The block being built, as far as it has been streamed.
  const pending = await client.getBlock({blockTag: 'pending'});
  console.log(`pending block holds ${pending.transactions.length} transactions so far`);

  // Optionally wait for a transaction you already sent.
  const txHash = process.env.TX_HASH as Hash | undefined;
  if (txHash) {
    const receipt = await waitForPreconfirmation(txHash);
    console.log(`transaction ${txHash} pre-confirmed with status ${receipt.status}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
