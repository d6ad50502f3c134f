/* eslint-disable react-hooks/set-state-in-effect, react-hooks/immutability -- this component enhances table rows the build put in the HTML: its effects find those DOM nodes once mounted and show or hide them, outside React's own state. */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Choice = {value: string; label: string};

/**
 * Filters the rows that a build-time table (`data-filter-table="<table>"`, rendered by
 * src/features/reference-tables) already put in the HTML: by text against each row's
 * `data-search` and by a choice against its `data-choice`. Without JavaScript it renders nothing
 * and every row stays visible; the number of matching rows is announced in a live region.
 */
export default function TableFilter({
  table,
  itemName,
  searchLabel,
  choiceLabel,
}: {
  table: string;
  itemName: string;
  searchLabel: string;
  choiceLabel: string;
}): ReactNode {
  const id = useId();
  const [rows, setRows] = useState<HTMLTableRowElement[]>([]);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState('');
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const found = Array.from(document.querySelectorAll<HTMLTableRowElement>(`[data-filter-table="${table}"] tr[data-choice]`));
    const seen = new Map<string, string>();
    for (const row of found) seen.set(row.dataset.choice!, row.dataset.choiceLabel ?? row.dataset.choice!);
    setRows(found);
    setChoices([...seen].map(([value, label]) => ({value, label})));
    setShown(found.length);
  }, [table]);

  useEffect(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    let visible = 0;
    for (const row of rows) {
      const match = (choice === '' || row.dataset.choice === choice) && words.every((word) => (row.dataset.search ?? '').includes(word));
      row.hidden = !match;
      if (match) visible += 1;
    }
    // A table left with no matching row is hidden with its heading-less header row.
    for (const element of Array.from(document.querySelectorAll<HTMLTableElement>(`[data-filter-table="${table}"] table`))) {
      element.hidden =
        rows.length > 0 && !Array.from(element.querySelectorAll<HTMLTableRowElement>('tr[data-choice]')).some((row) => !row.hidden);
    }
    setShown(visible);
  }, [rows, query, choice, table]);

  if (rows.length === 0) return null;
  return (
    <form className={styles.filter} role="search" aria-label={`Filter ${itemName}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-query`}>{searchLabel}</label>
      <input id={`${id}-query`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      <label htmlFor={`${id}-choice`}>{choiceLabel}</label>
      <select id={`${id}-choice`} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">All</option>
        {choices.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
      <p className={styles.count} role="status" aria-live="polite">
        {shown === rows.length ? `Showing all ${rows.length} ${itemName}` : `Showing ${shown} of ${rows.length} ${itemName}`}
      </p>
    </form>
  );
}
