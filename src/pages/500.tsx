import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import ErrorPageBody from '@site/src/features/error-pages/ErrorPageBody';

/** A static page a host can serve when something fails on its side (e.g. Netlify or nginx `error_page 500`). */
export default function ServerError(): ReactNode {
  return (
    <Layout title="Something went wrong" description="The server could not deliver this page.">
      <ErrorPageBody title="Something went wrong">
        <p>
          The server hosting these docs could not deliver the page you asked for. This is a problem on our side, not with your link. Reload
          in a minute, go back to the <Link to="/">home page</Link>, or open one of the sections below.
        </p>
      </ErrorPageBody>
    </Layout>
  );
}
