/* eslint-disable react-hooks/set-state-in-effect, react-hooks/immutability -- this component enhances table rows the build put in the HTML: its effects find those DOM nodes once mounted and show or hide them, outside React's own state. */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Section = {key: string; name: string; explorer?: string; element: HTMLElement};

/**
 * Picks the chain whose addresses the page shows. Every chain's section is in the HTML
 * (`data-chain-section`, rendered at build time by src/features/reference-tables); with
 * JavaScript this shows one (OP Mainnet by default), points the predeploy links
 * (`data-predeploys`) at the chosen chain's explorer, and adds a copy button to each address.
 */
export default function ChainPicker({defaultChain}: {defaultChain: string}): ReactNode {
  const id = useId();
  const [sections, setSections] = useState<Section[]>([]);
  const [chosen, setChosen] = useState(defaultChain);

  useEffect(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('[data-chain-section]')).map((element) => ({
      key: element.dataset.chainSection!,
      name: element.dataset.chainName!,
      explorer: element.dataset.explorer,
      element,
    }));
    setSections(found);
    // A link to a chain's section (#op-mainnet-chain-10) chooses that chain.
    const linked = found.find(
      (section) => window.location.hash && section.element.querySelector(`[id="${decodeURIComponent(window.location.hash.slice(1))}"]`),
    );
    if (linked) setChosen(linked.key);
    for (const address of Array.from(
      document.querySelectorAll<HTMLElement>('[data-chain-sections] td:last-child code, [data-predeploys] td:nth-child(2) code'),
    )) {
      // Effects can run twice (development mode); each address gets one button.
      if (address.dataset.copyButton) continue;
      address.dataset.copyButton = 'true';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = styles.copy;
      button.textContent = 'Copy';
      button.setAttribute('aria-label', `Copy ${address.textContent}`);
      button.addEventListener('click', () => {
        navigator.clipboard.writeText(address.textContent ?? '').then(
          () => (button.textContent = 'Copied'),
          () => (button.textContent = 'Copy failed'),
        );
      });
      (address.closest('td') ?? address).append(' ', button);
    }
  }, []);

  const current = sections.find((section) => section.key === chosen) ?? sections[0];
  useEffect(() => {
    for (const section of sections) section.element.hidden = section !== current;
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-predeploys] a[href*="/address/"]'))) {
      const address = anchor.href.slice(anchor.href.lastIndexOf('/') + 1);
      if (current?.explorer) anchor.href = `${current.explorer}/address/${address}`;
    }
  }, [sections, current]);

  if (sections.length === 0) return null;
  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-chain`}>Chain</label>
      <select id={`${id}-chain`} value={current?.key} onChange={(event) => setChosen(event.target.value)}>
        {sections.map((section) => (
          <option key={section.key} value={section.key}>
            {section.name}
          </option>
        ))}
      </select>
      <p className={styles.status} role="status" aria-live="polite">
        {current ? `Showing the addresses of ${current.name}; predeploy links open its explorer` : ''}
      </p>
    </div>
  );
}
