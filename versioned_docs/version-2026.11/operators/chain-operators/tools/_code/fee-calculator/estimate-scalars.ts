// Estimates Ecotone-style fee scalars for a chain that posts batches as blobs,
// and compares them with the scalars the chain uses today.
// Usage: L2_RPC_URL=http://localhost:8545 npx tsx estimate-scalars.ts
// Needs feeScalars.ts (shown on the same page) next to this file.
import {createPublicClient, formatEther, formatGwei, http, parseAbi} from 'viem';
import {l1DataFee, suggestScalars, type Assumptions} from './feeScalars';

// GasPriceOracle predeploy: exposes the scalars and L1 prices that op-node copies to L2.
const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

const gasPriceOracleAbi = parseAbi([
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
  'function l1BaseFee() view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
]);

// Your assumptions. Replace them with measurements from your batcher. The L1 prices are read from
// the chain below; the traffic fields only matter for the calculator's daily totals.
const assumptions: Omit<Assumptions, 'l1BaseFeeGwei' | 'blobBaseFeeGwei'> = {
  transactionsPerDay: 100_000,
  averageFastlzSize: 200, // bytes of a typical signed transaction after FastLZ compression
  dataAvailability: 'blobs',
  blobsPerBatcherTx: 1, // --target-num-frames of your batcher
  averageFill: 0.5, // share of each blob that carries data (0 to 1)
  maxCalldataBytes: 120_000, // --max-l1-tx-size-bytes, used when dataAvailability is 'calldata'
  margin: 0.1, // 10 percent on top of cost
};

async function main() {
  const rpcUrl = process.env.L2_RPC_URL;
  if (!rpcUrl) throw new Error('Set L2_RPC_URL to an RPC endpoint of your chain');
  const client = createPublicClient({transport: http(rpcUrl)});

  const read = (functionName: 'baseFeeScalar' | 'blobBaseFeeScalar' | 'l1BaseFee' | 'blobBaseFee') =>
    client.readContract({address: GAS_PRICE_ORACLE, abi: gasPriceOracleAbi, functionName});

  const [currentBase, currentBlob, l1BaseFee, blobBaseFee] = await Promise.all([
    read('baseFeeScalar'),
    read('blobBaseFeeScalar'),
    read('l1BaseFee'),
    read('blobBaseFee'),
  ]);

  const suggested = suggestScalars({
    ...assumptions,
    l1BaseFeeGwei: Number(formatGwei(BigInt(l1BaseFee))),
    blobBaseFeeGwei: Number(formatGwei(BigInt(blobBaseFee))),
  });
  // A transaction whose FastLZ-compressed size is 1,247 bytes has an estimated size of about 1,000 bytes.
  const sampleFastlzSize = 1_247n;

  console.log(`L1 base fee: ${formatGwei(BigInt(l1BaseFee))} gwei, blob base fee: ${formatGwei(BigInt(blobBaseFee))} gwei`);
  console.log(`Current scalars:   base ${currentBase}, blob ${currentBlob}`);
  console.log(`Suggested scalars: base ${suggested.baseFeeScalar}, blob ${suggested.blobBaseFeeScalar}`);

  const prices = {l1BaseFee: BigInt(l1BaseFee), blobBaseFee: BigInt(blobBaseFee)};
  const feeNow = l1DataFee(sampleFastlzSize, {...prices, baseFeeScalar: BigInt(currentBase), blobBaseFeeScalar: BigInt(currentBlob)});
  const feeSuggested = l1DataFee(sampleFastlzSize, {
    ...prices,
    baseFeeScalar: BigInt(suggested.baseFeeScalar),
    blobBaseFeeScalar: BigInt(suggested.blobBaseFeeScalar),
  });
  console.log(
    `L1 fee for a ${sampleFastlzSize}-byte FastLZ size: now ${formatEther(feeNow)} ETH, suggested ${formatEther(feeSuggested)} ETH`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
