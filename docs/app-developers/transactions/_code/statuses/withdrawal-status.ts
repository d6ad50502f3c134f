import {createPublicClient, http, isHash, parseAbi} from 'viem';
import {mainnet, optimism} from 'viem/chains';
import {isSuperGameType, publicActionsL1} from 'viem/op-stack';

// The withdrawal is initiated on OP Mainnet but proven and finalized on Ethereum,
// so the status is read from L1 with the L2 receipt as input.
const l1 = createPublicClient({chain: mainnet, transport: http()}).extend(publicActionsL1());
const l2 = createPublicClient({chain: optimism, transport: http()});

const portalAbi = parseAbi(['function respectedGameType() view returns (uint32)']);

async function main() {
  const hash = process.argv[2] ?? '';
  if (!isHash(hash)) throw new Error('Pass the hash of the L2 transaction that started the withdrawal.');

  const receipt = await l2.getTransactionReceipt({hash});

  // Super Root dispute games (types 5 and 9, respected on OP Mainnet since Upgrade 20) are ordered by
  // L2 timestamp, not block number, so viem needs the timestamp of the block holding the withdrawal.
  const gameType = await l1.readContract({
    address: optimism.contracts.portal[mainnet.id].address,
    abi: portalAbi,
    functionName: 'respectedGameType',
  });
  const l2Timestamp = isSuperGameType(gameType) ? (await l2.getBlock({blockNumber: receipt.blockNumber})).timestamp : undefined;

  const status = await l1.getWithdrawalStatus({receipt, l2Timestamp, targetChain: optimism});

  // One of: waiting-to-prove, ready-to-prove, waiting-to-finalize, ready-to-finalize, finalized.
  console.log(`Withdrawal ${hash} (respected game type ${gameType}): ${status}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
