// Sends an L2 transaction through the OptimismPortal on L1 (a forced transaction) and waits
// for it to execute on L2. The example targets OP Sepolia, which settles on Sepolia.
import {createPublicClient, createWalletClient, http, parseEther, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getL2TransactionHashes, publicActionsL2, walletActionsL1} from 'viem/op-stack';

const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex);

const l1Public = createPublicClient({chain: sepolia, transport: http(process.env.L1_RPC_URL)});
const l1Wallet = createWalletClient({account, chain: sepolia, transport: http(process.env.L1_RPC_URL)}).extend(walletActionsL1());
const l2Public = createPublicClient({chain: optimismSepolia, transport: http(process.env.L2_RPC_URL)}).extend(publicActionsL2());

async function main() {
  // 1. Describe the L2 transaction. Here: send 0.0001 ETH to yourself on L2, with the ETH minted
  //    from the same amount paid on L1. buildDepositTransaction also estimates the L2 gas limit.
  const args = await l2Public.buildDepositTransaction({
    account: account.address,
    to: account.address,
    mint: parseEther('0.0001'),
    value: parseEther('0.0001'),
  });

  // 2. Submit it on L1. The portal address comes from the optimismSepolia chain definition.
  const l1Hash = await l1Wallet.depositTransaction(args);
  const l1Receipt = await l1Public.waitForTransactionReceipt({hash: l1Hash});
  console.log(`L1 transaction ${l1Hash} status: ${l1Receipt.status}`);

  // 3. Derive the hash the deposit will have on L2 from the TransactionDeposited event.
  const [l2Hash] = getL2TransactionHashes({logs: l1Receipt.logs});
  console.log(`Expected L2 deposit transaction: ${l2Hash}`);

  // 4. Wait until nodes derive it into an L2 block. This normally takes a few minutes.
  const l2Receipt = await l2Public.waitForTransactionReceipt({hash: l2Hash, timeout: 15 * 60_000});
  console.log(`Included in L2 block ${l2Receipt.blockNumber} with status ${l2Receipt.status}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
