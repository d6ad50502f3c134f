// Reports where a withdrawal from OP Sepolia to Sepolia stands, and what the user must do next.
// Needs no private key and viem 2.51.0 or later. Usage: npx tsx trace-withdrawal.ts <hash of the L2 transaction>
import {createPublicClient, http, parseAbi, type Hex} from 'viem';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getWithdrawals, isSuperGameType, publicActionsL1} from 'viem/op-stack';

const portalAbi = parseAbi(['function respectedGameType() view returns (uint32)']);

const nextStep = {
  'waiting-to-prove': 'wait until a proposal covers the withdrawal block',
  'ready-to-prove': 'send the prove transaction on L1',
  'waiting-to-finalize': 'wait for the challenge period to end',
  'ready-to-finalize': 'send the finalize transaction on L1',
  finalized: 'nothing: the withdrawal is complete',
} as const;

async function main() {
  const l2Hash = process.argv[2] as Hex | undefined;
  if (!l2Hash) throw new Error('Pass the hash of the L2 transaction that started the withdrawal.');
  const l1 = createPublicClient({chain: sepolia, transport: http(process.env.L1_RPC_URL)}).extend(publicActionsL1());
  const l2 = createPublicClient({chain: optimismSepolia, transport: http(process.env.L2_RPC_URL)});

  const receipt = await l2.getTransactionReceipt({hash: l2Hash});
  const [withdrawal] = getWithdrawals(receipt);
  if (!withdrawal) return console.log('This L2 transaction started no withdrawal.');

  // Super Root games (types 5 and 9 since Upgrade 20) cover a withdrawal by its L2 block's timestamp;
  // output-root games (0, 1, 8) by its block number, which viem reads from the receipt.
  const gameType = await l1.readContract({
    address: optimismSepolia.contracts.portal[sepolia.id].address,
    abi: portalAbi,
    functionName: 'respectedGameType',
  });
  const l2Timestamp = isSuperGameType(gameType) ? (await l2.getBlock({blockNumber: receipt.blockNumber})).timestamp : undefined;

  const status = await l1.getWithdrawalStatus({receipt, l2Timestamp, targetChain: optimismSepolia});
  console.log(`Withdrawal ${withdrawal.withdrawalHash}: ${status}. Next: ${nextStep[status]}.`);

  if (status === 'waiting-to-prove') {
    const {seconds} = await l1.getTimeToProve({receipt, l2Timestamp, targetChain: optimismSepolia});
    console.log(`Estimated wait before proving: about ${Math.ceil(seconds / 60)} minute(s).`);
  }
  if (status === 'waiting-to-finalize') {
    const {seconds, period} = await l1.getTimeToFinalize({withdrawalHash: withdrawal.withdrawalHash, targetChain: optimismSepolia});
    console.log(`Challenge period on this chain: ${period} s. Remaining: about ${Math.ceil(seconds / 3600)} hour(s).`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
