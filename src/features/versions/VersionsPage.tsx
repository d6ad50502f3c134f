import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {VersionRow} from './plugin';

const statusText: Record<VersionRow['status'], string> = {
  current: 'Maintained: every change lands here',
  built: 'Not maintained; built with the site and searchable',
  archived: 'Archived: its own frozen build, with its own search',
};

/** /versions: the current docs and every cut version, each with its date, upgrade and notice. */
/**
 * A link into a version: an archived version is another build served beside this one, so a plain
 * anchor (Docusaurus's Link would check it against this build's routes and open it in a new tab).
 */
function VersionLink({row, to, children}: {row: VersionRow; to: string; children: ReactNode}): ReactNode {
  return row.status === 'archived' ? <a href={to}>{children}</a> : <Link to={to}>{children}</Link>;
}

export default function VersionsPage({rows}: {rows: VersionRow[]}): ReactNode {
  return (
    <Layout title="Docs versions" description="The current docs and every version cut for an upgrade, with its date, upgrade and notice.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docs versions</Heading>
        <p>
          The latest docs describe the OP Stack as it is now. A version is cut when an upgrade lands, so the docs as they stood before it
          stay readable. Its pages keep what they said then, corrected only where a value was wrong.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Documents</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  <VersionLink row={row} to={row.href}>
                    {row.label}
                  </VersionLink>
                </th>
                <td>
                  {row.noticeHref ? (
                    <VersionLink row={row} to={row.noticeHref}>
                      {row.upgrade}
                    </VersionLink>
                  ) : (
                    row.upgrade
                  )}
                </td>
                <td>{row.date ? <time dateTime={row.date}>{row.date}</time> : null}</td>
                <td>{statusText[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          For the latest docs the date is the day a page last changed; for a cut version, the day it was cut. Maintainers cut, archive and
          retire versions as the repository&apos;s <code>CONTRIBUTING.md</code> describes.
        </p>
      </main>
    </Layout>
  );
}
