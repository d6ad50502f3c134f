import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import {betaNotice} from '@site/src/features/notices/notices';

/** A beta warning with no close control: it stays on the pages of the feature it names. */
export default function BetaNotice({feature}: {feature: string}): ReactNode {
  return (
    <div className={betaNotice.className}>
      <Admonition type="warning" title="Beta feature">
        <p>
          {feature} is in beta. It works today, but its design and settings may change between releases, and a chain that uses it is outside
          the <Link to="/superchain/standard-configuration">standard configuration</Link>. Test it on a testnet before relying on it where
          real value is at stake.
        </p>
      </Admonition>
    </div>
  );
}
