// Starts a withdrawal of ETH from OP Sepolia back to the same address on Sepolia.
// Usage: npx tsx start-withdrawal.ts [amount in ETH, default 0.0005]
import {formatEther, parseEther} from 'viem';
import {account, publicClientL1, publicClientL2, walletClientL2} from '../shared/config';

async function main() {
  const amount = parseEther(process.argv[2] ?? '0.0005');

  // 1. Build the withdrawal on L1: viem estimates the gas the L1 side needs.
  const args = await publicClientL1.buildInitiateWithdrawal({account, to: account.address, value: amount});

  // 2. Send it to the L2ToL1MessagePasser on L2. The ETH leaves your L2 balance now.
  const l2Hash = await walletClientL2.initiateWithdrawal(args);
  const receipt = await publicClientL2.waitForTransactionReceipt({hash: l2Hash});
  console.log(`Withdrawal of ${formatEther(amount)} ETH started in L2 transaction ${l2Hash} (${receipt.status}).`);
  console.log('Keep this hash: complete-withdrawal.ts needs it to prove and finalize the withdrawal.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
