// Deposits ETH from Sepolia to the same address on OP Sepolia and waits until it arrives.
// Usage: npx tsx deposit-eth.ts [amount in ETH, default 0.001]
import {formatEther, parseEther} from 'viem';
import {getL2TransactionHashes} from 'viem/op-stack';
import {account, publicClientL1, publicClientL2, walletClientL1} from '../shared/config';

async function main() {
  const amount = parseEther(process.argv[2] ?? '0.001');
  const before = await publicClientL2.getBalance({address: account.address});
  console.log(`OP Sepolia balance before: ${formatEther(before)} ETH`);

  // 1. Build the deposit on L2: viem estimates the gas the L2 side needs.
  const args = await publicClientL2.buildDepositTransaction({account, mint: amount, to: account.address});

  // 2. Send it to the OptimismPortal on L1.
  const l1Hash = await walletClientL1.depositTransaction(args);
  const l1Receipt = await publicClientL1.waitForTransactionReceipt({hash: l1Hash});
  console.log(`L1 deposit transaction: ${l1Hash} (${l1Receipt.status})`);

  // 3. Work out the hash of the L2 deposit transaction and wait for it.
  const [l2Hash] = getL2TransactionHashes(l1Receipt);
  console.log(`Waiting for L2 deposit transaction ${l2Hash} ...`);
  const l2Receipt = await publicClientL2.waitForTransactionReceipt({hash: l2Hash, timeout: 15 * 60_000});
  console.log(`L2 deposit transaction: ${l2Receipt.status}`);

  const after = await publicClientL2.getBalance({address: account.address});
  console.log(`OP Sepolia balance after: ${formatEther(after)} ETH`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
