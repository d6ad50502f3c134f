// Estimates each part of the fee for a simple transfer on OP Mainnet.
import {createPublicClient, formatEther, http, parseEther, parseGwei, type Address} from 'viem';
import {optimism} from 'viem/chains';
import {publicActionsL2} from 'viem/op-stack';

const client = createPublicClient({chain: optimism, transport: http(process.env.L2_RPC_URL)}).extend(publicActionsL2());

// Any funded address works: estimation does not sign or send anything.
const from = process.env.FROM_ADDRESS as Address;

async function main() {
  const request = {
    account: from,
    to: from,
    value: parseEther('0.001'),
    chain: optimism,
  } as const;

  // L2 execution: gas used times (base fee plus priority fee), as on Ethereum.
  const gas = await client.estimateGas(request);
  const block = await client.getBlock();
  const baseFee = block.baseFeePerGas ?? 0n;
  const priorityFee = parseGwei('0.001');
  const executionFee = gas * (baseFee + priorityFee);

  // L1 data fee and operator fee, computed by the GasPriceOracle predeploy.
  const l1Fee = await client.estimateL1Fee(request);
  const operatorFee = await client.estimateOperatorFee(request);

  console.log(`gas used (estimate): ${gas}`);
  console.log(`execution fee: ${formatEther(executionFee)} ETH`);
  console.log(`L1 data fee:   ${formatEther(l1Fee)} ETH`);
  console.log(`operator fee:  ${formatEther(operatorFee)} ETH`);
  console.log(`total:         ${formatEther(executionFee + l1Fee + operatorFee)} ETH`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
