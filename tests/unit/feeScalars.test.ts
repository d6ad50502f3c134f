import {
  assumptionProblems,
  dailyEstimate,
  estimatedSizeScaled,
  l1DataFee,
  suggestScalars,
  type Assumptions,
} from '../../docs/operators/chain-operators/tools/_code/fee-calculator/feeScalars';

// Worked examples computed by hand from the Fjord formula (specs/protocol/fjord/exec-engine.md):
//   l1FeeScaled         = baseFeeScalar*l1BaseFee*16 + blobBaseFeeScalar*blobBaseFee
//   estimatedSizeScaled = max(100 * 1e6, -42_585_600 + 836_500*fastlzSize)
//   l1Fee               = estimatedSizeScaled * l1FeeScaled / 1e12   (integer division)

const gwei = 1_000_000_000n;

describe('Fjord L1 data fee', () => {
  it('estimates the size from the FastLZ size with the intercept and coefficient', () => {
    // -42,585,600 + 836,500 × 200 = -42,585,600 + 167,300,000 = 124,714,400 (124.7144 bytes)
    expect(estimatedSizeScaled(200n)).toBe(124_714_400n);
  });

  it('never estimates less than 100 bytes', () => {
    // -42,585,600 + 836,500 × 100 = 41,064,400, below the floor of 100 × 1e6 = 100,000,000
    expect(estimatedSizeScaled(100n)).toBe(100_000_000n);
  });

  it('computes the fee of a 200-byte transaction with the op-deployer genesis scalars', () => {
    // l1FeeScaled = 1368 × 10 gwei × 16 + 810,949 × 1 gwei
    //             = 218,880,000,000,000 + 810,949,000,000,000 = 1,029,829,000,000,000
    // l1Fee = 124,714,400 × 1,029,829,000,000,000 / 1e12 = 124,714,400 × 1,029.829
    //       = 128,434,505,837.6 → 128,434,505,837 wei (integer division rounds down)
    const fee = l1DataFee(200n, {baseFeeScalar: 1368n, blobBaseFeeScalar: 810_949n, l1BaseFee: 10n * gwei, blobBaseFee: gwei});
    expect(fee).toBe(128_434_505_837n);
  });

  it('charges a small transaction for the 100-byte floor', () => {
    // 100,000,000 × 1,029,829,000,000,000 / 1e12 = 102,982,900,000 wei
    const fee = l1DataFee(100n, {baseFeeScalar: 1368n, blobBaseFeeScalar: 810_949n, l1BaseFee: 10n * gwei, blobBaseFee: gwei});
    expect(fee).toBe(102_982_900_000n);
  });
});

const halfFullBlobs: Assumptions = {
  transactionsPerDay: 1_000_000,
  averageFastlzSize: 200,
  dataAvailability: 'blobs',
  blobsPerBatcherTx: 1,
  averageFill: 0.5,
  maxCalldataBytes: 120_000,
  l1BaseFeeGwei: 10,
  blobBaseFeeGwei: 1,
  margin: 0.1,
};

describe('suggested scalars', () => {
  it('recover the blob gas and the 21,000 gas of each batcher transaction, plus the margin', () => {
    // bytes per batcher tx = 1 × 130,044 × 0.5 = 65,022
    // blobBaseFeeScalar = 131,072 / 65,022 × 1e6 × 1.1 = 2,217,391.04 → 2,217,392
    // baseFeeScalar     = 21,000 / (16 × 65,022) × 1e6 × 1.1 = 22,204.02 → 22,205
    expect(suggestScalars(halfFullBlobs)).toEqual({baseFeeScalar: 22_205, blobBaseFeeScalar: 2_217_392});
  });

  it('put the whole cost on the base fee scalar for calldata batches', () => {
    // full 120,000-byte calldata transactions at EIP-7623's floor of 40 gas per byte, no margin:
    // baseFeeScalar = (40 + 21,000 / 120,000) / 16 × 1e6 = 40.175 / 16 × 1e6 = 2,510,937.5 → 2,510,938
    expect(suggestScalars({...halfFullBlobs, dataAvailability: 'calldata', averageFill: 1, margin: 0})).toEqual({
      baseFeeScalar: 2_510_938,
      blobBaseFeeScalar: 0,
    });
  });

  it('double the blob scalar when blobs are half as full', () => {
    const half = suggestScalars({...halfFullBlobs, margin: 0});
    const full = suggestScalars({...halfFullBlobs, margin: 0, averageFill: 1});
    // 131,072 / 130,044 × 1e6 = 1,007,905.02 → 1,007,906; at half fill 2,015,810.03 → 2,015,811
    expect(full.blobBaseFeeScalar).toBe(1_007_906);
    expect(half.blobBaseFeeScalar).toBe(2_015_811);
  });
});

describe('daily cost and fees', () => {
  it('compares the batcher cost with the fees collected under the suggested scalars', () => {
    const estimate = dailyEstimate(halfFullBlobs, suggestScalars(halfFullBlobs));
    // 1,000,000 transactions × 124.7144 bytes = 124,714,400 bytes = 1,918.03 batcher transactions of 65,022 bytes
    expect(estimate.batcherTransactions).toBeCloseTo(1918.0339, 3);
    // each costs 21,000 × 10 gwei + 131,072 × 1 gwei = 341,072 gwei → 0.654188 ETH a day
    expect(estimate.costEth).toBeCloseTo(0.654188, 5);
    // per transaction: 124,714,400 × (22,205 × 10 gwei × 16 + 2,217,392 × 1 gwei) / 1e12
    //                = 124,714,400 × 5,770.192 = 719,626,033,164 wei; × 1,000,000 = 0.719626 ETH
    expect(estimate.feePerTransactionWei).toBe(719_626_033_164n);
    expect(estimate.feesEth).toBeCloseTo(0.719626, 5);
    // The rounding up of the scalars leaves the ratio a hair above the 10 percent margin.
    expect(estimate.feesOverCost).toBeGreaterThanOrEqual(1.1);
    expect(estimate.feesOverCost).toBeLessThan(1.1001);
  });
});

describe('assumption problems', () => {
  it('names each field that cannot be used, in the unit the calculator asks for it', () => {
    expect(assumptionProblems(halfFullBlobs)).toEqual([]);
    expect(assumptionProblems({...halfFullBlobs, transactionsPerDay: 0, averageFill: 1.5, blobsPerBatcherTx: 0.5})).toEqual([
      {field: 'transactionsPerDay', message: 'Transactions per day must be a number above 0.'},
      {field: 'blobsPerBatcherTx', message: 'Blobs per batcher transaction must be a whole number of at least 1.'},
      {field: 'averageFill', message: 'Average fill must be above 0 and at most 100 percent.'},
    ]);
  });

  it('refuses scalars that do not fit in a uint32', () => {
    expect(assumptionProblems({...halfFullBlobs, averageFill: 0.0001})).toEqual([
      {field: 'scalars', message: 'The scalars would not fit in a uint32; the blobs carry too little data.'},
    ]);
  });
});
