import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type LinkCard = {title: string; description: string; href: string};

/** A grid of linked cards: the home page's entry points and the not-found page's sections. */
export default function LinkCardGrid({cards}: {cards: LinkCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map(({title, description, href}) => (
        <li key={href}>
          <Link className={styles.card} to={href}>
            <span className={styles.title}>{title}</span>
            <span className={styles.description}>{description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
