import {createPublicClient, formatEther, http, type Address} from 'viem';
import {optimismSepolia} from 'viem/chains';
import {publicActionsL2} from 'viem/op-stack';

// An OP Sepolia client with the OP Stack actions (L1 data fee, operator fee, total fee).
const client = createPublicClient({
  chain: optimismSepolia,
  transport: http(),
}).extend(publicActionsL2());

async function main() {
  // Use an address that holds a little ETH on OP Sepolia, so that gas estimation succeeds.
  const account = process.env.ACCOUNT as Address | undefined;
  if (!account) throw new Error('Set ACCOUNT to an address with some OP Sepolia ETH');

  // A plain call to the WETH predeploy (deposit with no value) as an example transaction.
  const request = {
    account,
    to: '0x4200000000000000000000000000000000000006' as Address,
    data: '0xd0e30db0' as const,
  };

  const l1Fee = await client.estimateL1Fee(request);
  const totalFee = await client.estimateTotalFee(request);

  console.log(`L1 data fee: ${formatEther(l1Fee)} ETH`);
  console.log(`Total fee (L2 execution + L1 data + operator fee): ${formatEther(totalFee)} ETH`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
