import {createPublicClient, http, isHash} from 'viem';
import {mainnet, optimism} from 'viem/chains';
import {publicActionsL1} from 'viem/op-stack';

// The withdrawal is initiated on OP Mainnet but proven and finalized on Ethereum,
// so the status is read from L1 with the L2 receipt as input.
const l1 = createPublicClient({chain: mainnet, transport: http()}).extend(publicActionsL1());
const l2 = createPublicClient({chain: optimism, transport: http()});

async function main() {
  const hash = process.argv[2] ?? '';
  if (!isHash(hash)) throw new Error('Pass the hash of the L2 transaction that started the withdrawal.');

  const receipt = await l2.getTransactionReceipt({hash});
  const status = await l1.getWithdrawalStatus({receipt, targetChain: optimism});

  // One of: waiting-to-prove, ready-to-prove, waiting-to-finalize, ready-to-finalize, finalized.
  console.log(`Withdrawal ${hash}: ${status}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
