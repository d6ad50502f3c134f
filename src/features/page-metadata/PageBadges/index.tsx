import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {contentTypeLabels, personaLabels} from '@site/src/features/navigation/labels';
import type {ContentType, Persona} from '@site/src/features/navigation/personas';
import styles from './styles.module.css';

type Props = {contentType: ContentType; personas: Persona[]};

/** Quiet badges under a doc's breadcrumbs: what kind of page it is and whom it is written for. */
export default function PageBadges({contentType, personas}: Props): ReactNode {
  return (
    <ul className={styles.badges} aria-label="Page metadata">
      <li className={styles.contentType}>{contentTypeLabels[contentType]}</li>
      {personas.map((persona) => (
        <li key={persona}>
          <Link className={styles.persona} to={`/personas/${persona}`}>
            {personaLabels[persona]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
