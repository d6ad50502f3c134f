import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import AnnouncementBarContent from '@theme-original/AnnouncementBar/Content';
import type {ArchiveFields} from './archiveFields';
import {useArchive, useLatestDocsHref} from './useLatestDocsHref';
import styles from './ArchiveBarContent.module.css';

type Props = ComponentProps<typeof AnnouncementBarContent>;

/**
 * An archived version's bar: "Read the latest docs" opens the page being read in the latest docs.
 * Its links leave the archive's base URL for the site it is served beside, so they are plain anchors.
 */
function ArchiveBar({archive, className, ...props}: Props & {archive: ArchiveFields}): ReactNode {
  const latest = useLatestDocsHref(archive);
  return (
    <div {...props} className={clsx(styles.content, className)}>
      Archived docs: version {archive.name}, cut on {archive.cut}, up to {archive.upgrade}. <a href={latest}>Read the latest docs</a> or{' '}
      <a href="/versions">see every version</a>.
    </div>
  );
}

/** The announcement bar's content: the site's banner as configured, or in an archive's build its bar. */
export default function AnnouncementBarContentWrapper(props: Props): ReactNode {
  const archive = useArchive();
  return archive ? <ArchiveBar {...props} archive={archive} /> : <AnnouncementBarContent {...props} />;
}
