import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  assumptionProblems,
  dailyEstimate,
  DEFAULT_MAX_CALLDATA_BYTES,
  suggestScalars,
  type Assumptions,
} from '@site/docs/operators/chain-operators/tools/_code/fee-calculator/feeScalars';
import styles from './styles.module.css';

type Field = {
  key: keyof Omit<Assumptions, 'dataAvailability'>;
  label: string;
  hint: string;
  step: string;
  percent?: boolean;
  only?: Assumptions['dataAvailability'];
};

const fields: Field[] = [
  {key: 'transactionsPerDay', label: 'Transactions per day', hint: 'L2 transactions your chain carries on a normal day', step: '1'},
  {
    key: 'averageFastlzSize',
    label: 'Average FastLZ size (bytes)',
    hint: 'a typical signed transaction after FastLZ compression; about 200 for a token transfer mix',
    step: '1',
  },
  {key: 'blobsPerBatcherTx', label: 'Blobs per batcher transaction', hint: 'the batcher’s --target-num-frames', step: '1', only: 'blobs'},
  {
    key: 'maxCalldataBytes',
    label: 'Maximum calldata bytes per batcher transaction',
    hint: 'the batcher’s --max-l1-tx-size-bytes',
    step: '1',
    only: 'calldata',
  },
  {
    key: 'averageFill',
    label: 'Average fill (%)',
    hint: 'how full each blob or calldata transaction is, measured from the batcher',
    step: '1',
    percent: true,
  },
  {key: 'l1BaseFeeGwei', label: 'L1 base fee (gwei)', hint: 'the L1 base fee you plan for', step: 'any'},
  {key: 'blobBaseFeeGwei', label: 'Blob base fee (gwei)', hint: 'the L1 blob base fee you plan for', step: 'any'},
  {key: 'margin', label: 'Target margin (%)', hint: 'how far fees should exceed the batcher’s cost', step: '1', percent: true},
];

const initial: Assumptions = {
  transactionsPerDay: 100_000,
  averageFastlzSize: 200,
  dataAvailability: 'blobs',
  blobsPerBatcherTx: 1,
  averageFill: 0.5,
  maxCalldataBytes: DEFAULT_MAX_CALLDATA_BYTES,
  l1BaseFeeGwei: 10,
  blobBaseFeeGwei: 1,
  margin: 0.1,
};

const eth = (value: number) => `${value.toLocaleString('en-US', {maximumSignificantDigits: 6})} ETH`;
const whole = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 2});

/**
 * The fee scalar calculator: the operator's traffic and batcher settings in, the scalars to set and
 * the day's L1 cost against the L1 fees collected out, computed in the browser with the same
 * functions as estimate-scalars.ts (feeScalars.ts beside it). Rendered after hydration only: the
 * page's formula and worked example serve readers without JavaScript.
 */
export default function FeeCalculator(): ReactNode {
  const id = useId();
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((field) => [field.key, String(field.percent ? Math.round(initial[field.key] * 100) : initial[field.key])]),
    ),
  );
  const [dataAvailability, setDataAvailability] = useState<Assumptions['dataAvailability']>('blobs');
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;

  const assumptions = {
    ...Object.fromEntries(
      fields.map((field) => [field.key, text[field.key].trim() === '' ? NaN : Number(text[field.key]) / (field.percent ? 100 : 1)]),
    ),
    dataAvailability,
  } as Assumptions;
  const problems = assumptionProblems(assumptions);
  const problemOf = (key: Field['key']) => problems.find((problem) => problem.field === key);
  const scalars = problems.length === 0 ? suggestScalars(assumptions) : undefined;
  const estimate = scalars ? dailyEstimate(assumptions, scalars) : undefined;

  return (
    <form className={styles.calculator} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-title`} className={styles.title}>
        Fee scalar calculator
      </h3>
      <fieldset className={styles.choice}>
        <legend>The batcher posts data as</legend>
        {(['blobs', 'calldata'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-da`}
              value={value}
              checked={dataAvailability === value}
              onChange={() => setDataAvailability(value)}
            />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        {fields
          .filter((field) => !field.only || field.only === dataAvailability)
          .map((field) => (
            <div key={field.key} className={styles.field}>
              <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
              <input
                id={`${id}-${field.key}`}
                name={field.key}
                type="number"
                inputMode="decimal"
                min="0"
                step={field.step}
                value={text[field.key]}
                aria-invalid={problemOf(field.key) ? true : undefined}
                aria-describedby={`${id}-${field.key}-hint${problemOf(field.key) ? ` ${id}-${field.key}-problem` : ''}`}
                onChange={(event) => setText({...text, [field.key]: event.target.value})}
              />
              <span id={`${id}-${field.key}-hint`} className={styles.hint}>
                {field.hint}
              </span>
            </div>
          ))}
      </div>
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem.field} id={`${id}-${problem.field}-problem`}>
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.results} data-results="">
        <dt>baseFeeScalar</dt>
        <dd>
          <output name="baseFeeScalar">{scalars ? String(scalars.baseFeeScalar) : '–'}</output>
        </dd>
        <dt>blobBaseFeeScalar</dt>
        <dd>
          <output name="blobBaseFeeScalar">{scalars ? String(scalars.blobBaseFeeScalar) : '–'}</output>
        </dd>
        <dt>Estimated size of the average transaction</dt>
        <dd>
          <output name="estimatedSize">{estimate ? `${whole(estimate.estimatedSize)} bytes` : '–'}</output>
        </dd>
        <dt>Batcher transactions per day</dt>
        <dd>
          <output name="batcherTransactions">{estimate ? whole(estimate.batcherTransactions) : '–'}</output>
        </dd>
        <dt>Batcher’s L1 cost per day</dt>
        <dd>
          <output name="costEth">{estimate ? eth(estimate.costEth) : '–'}</output>
        </dd>
        <dt>L1 data fees collected per day</dt>
        <dd>
          <output name="feesEth">{estimate ? eth(estimate.feesEth) : '–'}</output>
        </dd>
      </dl>
      <p className={styles.summary} role="status" aria-live="polite">
        {scalars && estimate
          ? `Set baseFeeScalar to ${scalars.baseFeeScalar} and blobBaseFeeScalar to ${scalars.blobBaseFeeScalar}: fees of ${eth(estimate.feesEth)} a day against a cost of ${eth(estimate.costEth)}.`
          : 'Correct the values above to see the scalars.'}
      </p>
    </form>
  );
}
