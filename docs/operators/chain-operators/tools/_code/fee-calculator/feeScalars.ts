// The L1 data fee of the OP Stack (Ecotone scalars, Fjord size estimate) and the scalars that
// recover a batcher's L1 cost. One implementation for estimate-scalars.ts and the site's calculator.

// Fjord constants, scaled by 1e6 like the specification writes them (specs/protocol/fjord/exec-engine.md).
export const FJORD_INTERCEPT = -42_585_600n;
export const FJORD_FASTLZ_COEF = 836_500n;
export const FJORD_MIN_TRANSACTION_SIZE = 100n;

export const SCALAR_DECIMALS = 1_000_000; // both scalars are fixed-point numbers with 6 decimals
export const MAX_UINT32 = 4_294_967_295; // both scalars are uint32 in SystemConfig
export const BLOB_GAS_PER_BLOB = 131_072; // op-geth params.BlobTxBlobGasPerBlob
export const USABLE_BYTES_PER_BLOB = 130_044; // a blob is 131,072 bytes; the OP Stack blob encoding carries at most 130,044 of data
export const L1_GAS_PER_BATCHER_TX = 21_000; // op-geth params.TxGas, paid by every L1 transaction
// A batcher transaction runs no EVM code, so under EIP-7623 it pays the calldata floor:
// TOTAL_COST_FLOOR_PER_TOKEN (10) per token, 4 tokens per non-zero byte; compressed batches are
// almost all non-zero bytes.
export const CALLDATA_GAS_PER_BYTE = 40;
export const DEFAULT_MAX_CALLDATA_BYTES = 120_000; // op-batcher --max-l1-tx-size-bytes default

/** Fjord's estimate of a transaction's compressed size, scaled by 1e6, from its FastLZ-compressed size in bytes. */
export function estimatedSizeScaled(fastlzSize: bigint): bigint {
  const estimate = FJORD_INTERCEPT + FJORD_FASTLZ_COEF * fastlzSize;
  const minimum = FJORD_MIN_TRANSACTION_SIZE * 1_000_000n;
  return estimate > minimum ? estimate : minimum;
}

export type FeeParameters = {
  baseFeeScalar: bigint;
  blobBaseFeeScalar: bigint;
  l1BaseFee: bigint; // wei
  blobBaseFee: bigint; // wei
};

/** The L1 data fee in wei of a transaction whose FastLZ-compressed size is `fastlzSize` bytes, in integers as the spec computes it. */
export function l1DataFee(fastlzSize: bigint, fee: FeeParameters): bigint {
  const l1FeeScaled = fee.baseFeeScalar * fee.l1BaseFee * 16n + fee.blobBaseFeeScalar * fee.blobBaseFee;
  return (estimatedSizeScaled(fastlzSize) * l1FeeScaled) / 1_000_000_000_000n;
}

/** What an operator knows about the chain's traffic and its batcher. */
export type Assumptions = {
  transactionsPerDay: number;
  averageFastlzSize: number; // bytes: the typical signed transaction after FastLZ compression
  dataAvailability: 'blobs' | 'calldata';
  blobsPerBatcherTx: number; // --target-num-frames of the batcher (blobs only)
  averageFill: number; // share (0 to 1] of each blob, or of each calldata transaction's maximum size, that carries data
  maxCalldataBytes: number; // --max-l1-tx-size-bytes of the batcher (calldata only)
  l1BaseFeeGwei: number;
  blobBaseFeeGwei: number;
  margin: number; // 0.1 charges 10 percent above cost
};

/** Bytes of batch data in one batcher transaction. */
export function bytesPerBatcherTx(a: Assumptions): number {
  return a.dataAvailability === 'blobs' ? a.blobsPerBatcherTx * USABLE_BYTES_PER_BLOB * a.averageFill : a.maxCalldataBytes * a.averageFill;
}

// Rounds up, ignoring the last bits of floating-point noise (22.000000000000004 is 22, not 23).
const ceil = (value: number) => Math.max(0, Math.ceil(value - 1e-9));

/**
 * The scalars at which the L1 data fee recovers the batcher's L1 cost plus the margin. Each byte
 * of data costs the batcher `l1GasPerByte × l1BaseFee + blobGasPerByte × blobBaseFee`, and the fee
 * charges `(16 × baseFeeScalar × l1BaseFee + blobBaseFeeScalar × blobBaseFee) / 1e6` per byte, so
 * `baseFeeScalar = l1GasPerByte / 16 × 1e6` and `blobBaseFeeScalar = blobGasPerByte × 1e6`, times 1 + margin.
 */
export function suggestScalars(a: Assumptions): {baseFeeScalar: number; blobBaseFeeScalar: number} {
  const bytes = bytesPerBatcherTx(a);
  const factor = (1 + a.margin) * SCALAR_DECIMALS;
  const blobGasPerByte = a.dataAvailability === 'blobs' ? (a.blobsPerBatcherTx * BLOB_GAS_PER_BLOB) / bytes : 0;
  const l1GasPerByte = L1_GAS_PER_BATCHER_TX / bytes + (a.dataAvailability === 'calldata' ? CALLDATA_GAS_PER_BYTE : 0);
  return {baseFeeScalar: ceil((l1GasPerByte / 16) * factor), blobBaseFeeScalar: ceil(blobGasPerByte * factor)};
}

const gweiToWei = (gwei: number) => BigInt(Math.round(gwei * 1e9));

/** The batcher's L1 spending and the L1 data fees collected in a day, in ETH, with the given scalars. */
export function dailyEstimate(a: Assumptions, scalars: {baseFeeScalar: number; blobBaseFeeScalar: number}) {
  const fastlzSize = BigInt(Math.round(a.averageFastlzSize));
  const estimatedSize = Number(estimatedSizeScaled(fastlzSize)) / 1e6;
  const batcherTransactions = (a.transactionsPerDay * estimatedSize) / bytesPerBatcherTx(a);
  const l1BaseFee = a.l1BaseFeeGwei * 1e9;
  const gasCostWei =
    a.dataAvailability === 'blobs'
      ? L1_GAS_PER_BATCHER_TX * l1BaseFee + a.blobsPerBatcherTx * BLOB_GAS_PER_BLOB * a.blobBaseFeeGwei * 1e9
      : (L1_GAS_PER_BATCHER_TX + CALLDATA_GAS_PER_BYTE * bytesPerBatcherTx(a)) * l1BaseFee;
  const feePerTransaction = l1DataFee(fastlzSize, {
    baseFeeScalar: BigInt(scalars.baseFeeScalar),
    blobBaseFeeScalar: BigInt(scalars.blobBaseFeeScalar),
    l1BaseFee: gweiToWei(a.l1BaseFeeGwei),
    blobBaseFee: gweiToWei(a.blobBaseFeeGwei),
  });
  const costEth = (batcherTransactions * gasCostWei) / 1e18;
  const feesEth = (a.transactionsPerDay * Number(feePerTransaction)) / 1e18;
  return {
    estimatedSize,
    batcherTransactions,
    feePerTransactionWei: feePerTransaction,
    costEth,
    feesEth,
    feesOverCost: costEth > 0 ? feesEth / costEth : Infinity,
  };
}

/** A problem with one assumption (`field`), or with the scalars they give, in a sentence naming the field. */
export type AssumptionProblem = {field: keyof Assumptions | 'scalars'; message: string};

/**
 * Problems with the assumptions, one per field that cannot be used; empty when they can be computed.
 * Shares (fill, margin) are fractions here and percentages in the calculator's fields, so their
 * limits are said in percent.
 */
export function assumptionProblems(a: Assumptions): AssumptionProblem[] {
  const problems: AssumptionProblem[] = [];
  const problem = (field: AssumptionProblem['field'], message: string) => problems.push({field, message});
  const positive = (field: keyof Assumptions, name: string, value: number) => {
    if (!Number.isFinite(value) || value <= 0) problem(field, `${name} must be a number above 0.`);
  };
  positive('transactionsPerDay', 'Transactions per day', a.transactionsPerDay);
  positive('averageFastlzSize', 'Average FastLZ size', a.averageFastlzSize);
  if (a.dataAvailability === 'blobs') {
    if (!Number.isInteger(a.blobsPerBatcherTx) || a.blobsPerBatcherTx < 1)
      problem('blobsPerBatcherTx', 'Blobs per batcher transaction must be a whole number of at least 1.');
  } else {
    positive('maxCalldataBytes', 'Maximum calldata bytes per transaction', a.maxCalldataBytes);
  }
  if (!(a.averageFill > 0 && a.averageFill <= 1)) problem('averageFill', 'Average fill must be above 0 and at most 100 percent.');
  if (!Number.isFinite(a.l1BaseFeeGwei) || a.l1BaseFeeGwei < 0) problem('l1BaseFeeGwei', 'L1 base fee must be 0 or more.');
  if (!Number.isFinite(a.blobBaseFeeGwei) || a.blobBaseFeeGwei < 0) problem('blobBaseFeeGwei', 'Blob base fee must be 0 or more.');
  if (!Number.isFinite(a.margin) || a.margin <= -1) problem('margin', 'Margin must be above -100 percent.');
  if (problems.length === 0) {
    const scalars = suggestScalars(a);
    if (scalars.baseFeeScalar > MAX_UINT32 || scalars.blobBaseFeeScalar > MAX_UINT32)
      problem('scalars', 'The scalars would not fit in a uint32; the blobs carry too little data.');
  }
  return problems;
}
