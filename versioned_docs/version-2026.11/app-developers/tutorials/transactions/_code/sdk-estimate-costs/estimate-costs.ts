// Estimates what a transaction on OP Sepolia will cost, part by part, then sends it and compares
// the estimate with what the receipt says was paid.
// Usage: npx tsx estimate-costs.ts
import {createPublicClient, createWalletClient, formatEther, formatGwei, http, parseEther, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia} from 'viem/chains';
import {publicActionsL2} from 'viem/op-stack';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function main() {
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const transport = http(process.env.L2_RPC_URL);
  const publicClient = createPublicClient({chain: optimismSepolia, transport}).extend(publicActionsL2());
  const walletClient = createWalletClient({account, chain: optimismSepolia, transport});

  // The transaction to price: a tiny ETH transfer to yourself, with a few bytes of data.
  const transaction = {account, to: account.address, value: parseEther('0.000001'), data: '0xdeadbeef'} as const;

  // 1. The L2 execution fee: gas the EVM will use, times the fee per gas the chain charges now.
  const gas = await publicClient.estimateGas(transaction);
  const {maxFeePerGas} = await publicClient.estimateFeesPerGas();
  const l2FeeCeiling = gas * maxFeePerGas;

  // 2. The L1 data fee: what posting this transaction's bytes to Ethereum costs, from the GasPriceOracle.
  const l1Fee = await publicClient.estimateL1Fee(transaction);

  // 3. viem's one-call estimate, which also adds the operator fee on chains that charge one.
  const total = await publicClient.estimateTotalFee(transaction);

  console.log(`L2 gas: ${gas} at up to ${formatGwei(maxFeePerGas)} gwei = at most ${formatEther(l2FeeCeiling)} ETH`);
  console.log(`L1 data fee: ${formatEther(l1Fee)} ETH`);
  console.log(`estimateTotalFee: ${formatEther(total)} ETH`);

  // 4. Send it and read the real cost from the receipt.
  const hash = await walletClient.sendTransaction(transaction);
  const receipt = await publicClient.waitForTransactionReceipt({hash});
  const l2Paid = receipt.gasUsed * receipt.effectiveGasPrice;
  const l1Paid = receipt.l1Fee ?? 0n;
  console.log(`Sent ${hash}`);
  console.log(`Paid: L2 ${formatEther(l2Paid)} ETH + L1 ${formatEther(l1Paid)} ETH = ${formatEther(l2Paid + l1Paid)} ETH`);
  console.log(`Receipt L1 fields: l1GasUsed ${receipt.l1GasUsed}, l1GasPrice ${receipt.l1GasPrice}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
