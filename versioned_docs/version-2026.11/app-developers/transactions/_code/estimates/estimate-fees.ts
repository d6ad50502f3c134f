import {createPublicClient, formatEther, http, isAddress, parseEther} from 'viem';
import {optimismSepolia} from 'viem/chains';
import {publicActionsL2} from 'viem/op-stack';

// A read-only client for OP Sepolia, extended with the OP Stack fee actions.
const client = createPublicClient({
  chain: optimismSepolia,
  transport: http(),
}).extend(publicActionsL2());

async function main() {
  const from = process.env.FROM_ADDRESS ?? '';
  if (!isAddress(from)) {
    throw new Error('Set FROM_ADDRESS to an OP Sepolia address that holds a little test ETH.');
  }

  // The transaction to price: a small ETH transfer back to the sender.
  const request = {account: from, to: from, value: parseEther('0.0001')} as const;

  // Part 1: L2 execution. Gas units times the fee per gas you expect to pay.
  const gas = await client.estimateGas(request);
  const {maxFeePerGas, maxPriorityFeePerGas} = await client.estimateFeesPerGas();

  // Part 2: the L1 data fee, computed by the GasPriceOracle predeploy from the serialized transaction.
  const l1Fee = await client.estimateL1Fee(request);

  // Part 3: the operator fee. Zero on chains that have not enabled it.
  const operatorFee = await client.estimateOperatorFee(request);

  // All parts together, as viem prices them.
  const total = await client.estimateTotalFee(request);

  console.log(`L2 gas units:            ${gas}`);
  console.log(`Max fee per gas (wei):   ${maxFeePerGas}`);
  console.log(`Priority fee (wei):      ${maxPriorityFeePerGas}`);
  console.log(`Worst-case L2 fee (ETH): ${formatEther(gas * maxFeePerGas)}`);
  console.log(`L1 data fee (ETH):       ${formatEther(l1Fee)}`);
  console.log(`Operator fee (ETH):      ${formatEther(operatorFee)}`);
  console.log(`Estimated total (ETH):   ${formatEther(total)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
