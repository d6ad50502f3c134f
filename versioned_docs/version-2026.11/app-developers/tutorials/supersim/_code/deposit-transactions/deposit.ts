// Deposits ETH from the Supersim L1 (chain 900) to OPChainA (chain 901) through OPChainA's
// OptimismPortal, and waits for the deposit transaction on L2.
// Usage: npx tsx deposit.ts [amount in ETH, default 1]
import {createPublicClient, createWalletClient, formatEther, http, parseEther, type Address} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {getL2TransactionHashes, publicActionsL2, walletActionsL1} from 'viem/op-stack';
import {supersimL1, supersimL2A} from '@eth-optimism/viem/chains';

// Account 0 of the development accounts Supersim funds on every chain (a public test key).
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

async function main() {
  // Supersim prints this address at startup, under OPChainA's L1 contracts.
  const portal = process.env.PORTAL_A as Address | undefined;
  if (!portal) throw new Error('Set PORTAL_A to the OptimismPortal address that Supersim printed for OPChainA.');
  const amount = parseEther(process.argv[2] ?? '1');

  const publicL1 = createPublicClient({chain: supersimL1, transport: http()});
  const walletL1 = createWalletClient({account, chain: supersimL1, transport: http()}).extend(walletActionsL1());
  const publicL2 = createPublicClient({chain: supersimL2A, transport: http()}).extend(publicActionsL2());

  const before = await publicL2.getBalance({address: account.address});

  // Build the deposit against OPChainA, then send it to OPChainA's portal on the L1.
  const {request} = await publicL2.buildDepositTransaction({account, mint: amount, to: account.address});
  const l1Hash = await walletL1.depositTransaction({request, portalAddress: portal});
  const l1Receipt = await publicL1.waitForTransactionReceipt({hash: l1Hash});

  const [l2Hash] = getL2TransactionHashes(l1Receipt);
  const l2Receipt = await publicL2.waitForTransactionReceipt({hash: l2Hash});
  const after = await publicL2.getBalance({address: account.address});
  console.log(`L1 ${l1Hash} (${l1Receipt.status}) -> L2 ${l2Hash} (${l2Receipt.status})`);
  console.log(`OPChainA balance: ${formatEther(before)} -> ${formatEther(after)} ETH`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
