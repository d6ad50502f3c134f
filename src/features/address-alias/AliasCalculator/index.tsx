import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {applyAlias, checksummed, parseAddress, undoAlias} from '../alias';
import styles from './styles.module.css';

type Direction = 'apply' | 'undo';

const directions: Record<Direction, {label: string; input: string; output: string}> = {
  apply: {label: 'Apply the alias', input: 'L1 contract address', output: 'Sender seen on L2'},
  undo: {label: 'Undo the alias', input: 'Sender seen on L2', output: 'L1 contract address'},
};

/**
 * Applies or undoes the L1-to-L2 address alias of an address a reader types. It renders after
 * hydration only: without JavaScript the page's text gives the offset and the rule.
 */
export default function AliasCalculator(): ReactNode {
  const id = useId();
  const [direction, setDirection] = useState<Direction>('apply');
  const [input, setInput] = useState('');
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  const parsed = input.trim() === '' ? undefined : parseAddress(input);
  const result =
    parsed && 'address' in parsed ? checksummed(direction === 'apply' ? applyAlias(parsed.address) : undoAlias(parsed.address)) : '';
  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h3 className={styles.title} id={`${id}-title`}>
        Address alias calculator
      </h3>
      <fieldset className={styles.choice}>
        <legend>Direction</legend>
        {(Object.keys(directions) as Direction[]).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-direction`} value={value} checked={direction === value} onChange={() => setDirection(value)} />{' '}
            {directions[value].label}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {directions[direction].input}
        <input
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          value={input}
          aria-invalid={parsed && 'problem' in parsed ? true : undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => setInput(event.target.value)}
        />
      </label>
      <p id={`${id}-problem`} className={styles.problem} role="status" aria-live="polite">
        {parsed && 'problem' in parsed ? parsed.problem : ''}
      </p>
      <p className={styles.result}>
        {directions[direction].output}: <output name="alias">{result || '–'}</output>
      </p>
    </section>
  );
}
