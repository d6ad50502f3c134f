// Moves a withdrawal one stage forward: proves it, or finalizes it, or tells you how long to wait.
// Usage: npx tsx complete-withdrawal.ts <hash of the L2 transaction that started the withdrawal>
// Run it again after each wait; it is safe to run at any stage.
import type {Hex} from 'viem';
import {optimismSepolia} from 'viem/chains';
import {getWithdrawals} from 'viem/op-stack';
import {publicClientL1, publicClientL2, walletClientL1} from './config';

async function main() {
  const l2Hash = process.argv[2] as Hex | undefined;
  if (!l2Hash) throw new Error('Pass the hash of the L2 transaction that started the withdrawal.');

  const receipt = await publicClientL2.getTransactionReceipt({hash: l2Hash});
  const [withdrawal] = getWithdrawals(receipt);
  if (!withdrawal) throw new Error(`Transaction ${l2Hash} did not start a withdrawal.`);

  const status = await publicClientL1.getWithdrawalStatus({receipt, targetChain: optimismSepolia});
  console.log(`Withdrawal ${withdrawal.withdrawalHash}: ${status}`);

  switch (status) {
    case 'waiting-to-prove': {
      const {seconds} = await publicClientL1.getTimeToProve({receipt, targetChain: optimismSepolia});
      console.log(`No proposal covers this withdrawal yet. Try again in about ${Math.ceil(seconds / 60)} minute(s).`);
      break;
    }
    case 'ready-to-prove': {
      const {game, withdrawal: provable} = await publicClientL1.waitToProve({receipt, targetChain: optimismSepolia});
      const proveArgs = await publicClientL2.buildProveWithdrawal({game, withdrawal: provable});
      const proveHash = await walletClientL1.proveWithdrawal(proveArgs);
      await publicClientL1.waitForTransactionReceipt({hash: proveHash});
      console.log(`Proven in L1 transaction ${proveHash}. Run this script again after the challenge period.`);
      break;
    }
    case 'waiting-to-finalize': {
      const {seconds, timestamp} = await publicClientL1.getTimeToFinalize({
        withdrawalHash: withdrawal.withdrawalHash,
        targetChain: optimismSepolia,
      });
      const wait = seconds < 7200 ? `${Math.ceil(seconds / 60)} minute(s)` : `${Math.ceil(seconds / 3600)} hour(s)`;
      console.log(`Proven. Finalizable in about ${wait}, at ${new Date(timestamp).toISOString()}.`);
      break;
    }
    case 'ready-to-finalize': {
      const finalizeHash = await walletClientL1.finalizeWithdrawal({targetChain: optimismSepolia, withdrawal});
      await publicClientL1.waitForTransactionReceipt({hash: finalizeHash});
      console.log(`Finalized in L1 transaction ${finalizeHash}.`);
      break;
    }
    case 'finalized':
      console.log('Nothing left to do: the withdrawal is complete.');
      break;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
