// Estimates Ecotone-style fee scalars for a chain that posts batches as blobs,
// and compares them with the scalars the chain uses today.
// Usage: L2_RPC_URL=http://localhost:8545 npx tsx estimate-scalars.ts
import { createPublicClient, formatEther, formatGwei, http, parseAbi } from 'viem';

// GasPriceOracle predeploy: exposes the scalars and L1 prices that op-node copies to L2.
const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

const gasPriceOracleAbi = parseAbi([
  'function baseFeeScalar() view returns (uint32)',
  'function blobBaseFeeScalar() view returns (uint32)',
  'function l1BaseFee() view returns (uint256)',
  'function blobBaseFee() view returns (uint256)',
]);

// Your assumptions. Replace them with measurements from your batcher.
const assumptions = {
  blobsPerBatcherTx: 1, // --target-num-frames of your batcher
  averageBlobFill: 0.5, // share of each blob that carries data (0 to 1)
  usableBytesPerBlob: 130_044, // a blob is 131,072 bytes; the OP Stack blob encoding carries at most 130,044 of data
  l1GasPerBatcherTx: 21_000, // execution gas of one blob transaction without calldata
  margin: 0.1, // 10 percent on top of cost
};

const BLOB_GAS_PER_BLOB = 131_072;
const SCALAR_DECIMALS = 1_000_000; // both scalars are fixed-point numbers with 6 decimals

function suggestScalars() {
  const bytesPerTx =
    assumptions.blobsPerBatcherTx * assumptions.usableBytesPerBlob * assumptions.averageBlobFill;
  // Blob gas paid per byte of batch data actually carried.
  const blobGasPerByte = (assumptions.blobsPerBatcherTx * BLOB_GAS_PER_BLOB) / bytesPerTx;
  // L1 execution gas per byte, divided by 16 because the fee formula multiplies the base fee part by 16.
  const execGasPerByteOver16 = assumptions.l1GasPerBatcherTx / (16 * bytesPerTx);
  const factor = 1 + assumptions.margin;
  return {
    baseFeeScalar: Math.ceil(execGasPerByteOver16 * SCALAR_DECIMALS * factor),
    blobBaseFeeScalar: Math.ceil(blobGasPerByte * SCALAR_DECIMALS * factor),
  };
}

// L1 data fee, in wei, for a transaction whose estimated compressed size is `bytes`.
function l1Fee(bytes: bigint, baseFeeScalar: bigint, blobBaseFeeScalar: bigint, l1BaseFee: bigint, blobBaseFee: bigint) {
  const scaledPricePerByte = 16n * baseFeeScalar * l1BaseFee + blobBaseFeeScalar * blobBaseFee;
  return (bytes * scaledPricePerByte) / BigInt(SCALAR_DECIMALS);
}

async function main() {
  const rpcUrl = process.env.L2_RPC_URL;
  if (!rpcUrl) throw new Error('Set L2_RPC_URL to an RPC endpoint of your chain');
  const client = createPublicClient({ transport: http(rpcUrl) });

  const read = (functionName: 'baseFeeScalar' | 'blobBaseFeeScalar' | 'l1BaseFee' | 'blobBaseFee') =>
    client.readContract({ address: GAS_PRICE_ORACLE, abi: gasPriceOracleAbi, functionName });

  const [currentBase, currentBlob, l1BaseFee, blobBaseFee] = await Promise.all([
    read('baseFeeScalar'),
    read('blobBaseFeeScalar'),
    read('l1BaseFee'),
    read('blobBaseFee'),
  ]);

  const suggested = suggestScalars();
  const sampleBytes = 1_000n;

  console.log(`L1 base fee: ${formatGwei(BigInt(l1BaseFee))} gwei, blob base fee: ${formatGwei(BigInt(blobBaseFee))} gwei`);
  console.log(`Current scalars:   base ${currentBase}, blob ${currentBlob}`);
  console.log(`Suggested scalars: base ${suggested.baseFeeScalar}, blob ${suggested.blobBaseFeeScalar}`);

  const feeNow = l1Fee(sampleBytes, BigInt(currentBase), BigInt(currentBlob), BigInt(l1BaseFee), BigInt(blobBaseFee));
  const feeSuggested = l1Fee(
    sampleBytes,
    BigInt(suggested.baseFeeScalar),
    BigInt(suggested.blobBaseFeeScalar),
    BigInt(l1BaseFee),
    BigInt(blobBaseFee),
  );
  console.log(`L1 fee for ${sampleBytes} estimated bytes: now ${formatEther(feeNow)} ETH, suggested ${formatEther(feeSuggested)} ETH`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
