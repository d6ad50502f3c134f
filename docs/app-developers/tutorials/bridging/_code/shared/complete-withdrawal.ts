// Moves a withdrawal one stage forward: proves it, finalizes it, or says how long to wait.
// Usage: npx tsx shared/complete-withdrawal.ts <hash of the L2 transaction that started the withdrawal>
// Run it again after each wait; it is safe to run at any stage. Needs viem 2.51.0 or later.
import {parseAbi, type Hex} from 'viem';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getWithdrawals, isSuperGameType} from 'viem/op-stack';
import {publicClientL1, publicClientL2, walletClientL1} from './config';

const targetChain = optimismSepolia;
const portal = targetChain.contracts.portal[sepolia.id].address;
const portalAbi = parseAbi(['function respectedGameType() view returns (uint32)']);

const inWords = (seconds: number) => (seconds < 7200 ? `${Math.ceil(seconds / 60)} minute(s)` : `${Math.ceil(seconds / 3600)} hour(s)`);

async function main() {
  const l2Hash = process.argv[2] as Hex | undefined;
  if (!l2Hash) throw new Error('Pass the hash of the L2 transaction that started the withdrawal.');

  const receipt = await publicClientL2.getTransactionReceipt({hash: l2Hash});
  const [withdrawal] = getWithdrawals(receipt);
  if (!withdrawal) throw new Error(`Transaction ${l2Hash} did not start a withdrawal.`);

  // The portal proves withdrawals against dispute games of its respected game type. Super Root games
  // (types 5 and 9 since Upgrade 20) are ordered by L2 timestamp, so viem needs the timestamp of the
  // withdrawal's L2 block. Output-root games (types 0, 1 and 8) are ordered by L2 block number, which
  // viem reads from the receipt itself: for them, l2Timestamp must stay undefined.
  const gameType = await publicClientL1.readContract({address: portal, abi: portalAbi, functionName: 'respectedGameType'});
  const l2Timestamp = isSuperGameType(gameType) ? (await publicClientL2.getBlock({blockNumber: receipt.blockNumber})).timestamp : undefined;
  console.log(
    l2Timestamp === undefined
      ? `Respected game type ${gameType} (output roots): games are matched by L2 block ${receipt.blockNumber}.`
      : `Respected game type ${gameType} (super roots): games are matched by L2 timestamp ${l2Timestamp}.`,
  );

  const status = await publicClientL1.getWithdrawalStatus({receipt, l2Timestamp, targetChain});
  console.log(`Withdrawal ${withdrawal.withdrawalHash}: ${status}`);

  switch (status) {
    case 'waiting-to-prove': {
      const {seconds} = await publicClientL1.getTimeToProve({receipt, l2Timestamp, targetChain});
      console.log(
        seconds > 0
          ? `No dispute game covers this withdrawal yet. Try again in about ${inWords(seconds)}.`
          : 'No dispute game covers this withdrawal yet. Try again later.',
      );
      break;
    }
    case 'ready-to-prove': {
      // waitToProve returns at once when a game covers the withdrawal; its `game` (not `output`)
      // tells buildProveWithdrawal which L2 block to build the proof from.
      const {game, withdrawal: provable} = await publicClientL1.waitToProve({receipt, l2Timestamp, targetChain});
      const proveArgs = await publicClientL2.buildProveWithdrawal({game, withdrawal: provable});
      const proveHash = await walletClientL1.proveWithdrawal(proveArgs);
      await publicClientL1.waitForTransactionReceipt({hash: proveHash});
      console.log(
        `Proven against dispute game ${game.index} in L1 transaction ${proveHash}. Run this script again after the challenge period.`,
      );
      break;
    }
    case 'waiting-to-finalize': {
      const {seconds, timestamp} = await publicClientL1.getTimeToFinalize({withdrawalHash: withdrawal.withdrawalHash, targetChain});
      console.log(`Proven. Finalizable in about ${inWords(seconds)}, at ${new Date(timestamp).toISOString()}.`);
      break;
    }
    case 'ready-to-finalize': {
      const finalizeHash = await walletClientL1.finalizeWithdrawal({targetChain, withdrawal});
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
