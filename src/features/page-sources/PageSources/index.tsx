import React, {type ReactNode} from 'react';
import {sourceLabel, sourceUrl, type PageSource} from '@site/src/features/page-sources/sources';
import styles from './styles.module.css';

type Props = {sources: PageSource[]};

/**
 * The primary sources a page's values were read from, each linked at the pinned tag or commit,
 * so a reader can check any value in two clicks.
 */
export default function PageSources({sources}: Props): ReactNode {
  // The global class keeps the list out of the search index (ignoreCssSelectors): it names files, not topics.
  return (
    <section className={`page-sources ${styles.sources}`} aria-labelledby="page-sources">
      <h2 id="page-sources" className={styles.heading}>
        Sources
      </h2>
      <ul>
        {sources.map((source) => (
          <li key={sourceUrl(source) + source.backs}>
            <a href={sourceUrl(source)}>
              <code>{sourceLabel(source)}</code>
            </a>
            : {source.backs}
          </li>
        ))}
      </ul>
    </section>
  );
}
