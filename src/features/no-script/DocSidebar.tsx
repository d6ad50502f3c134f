import React, {type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import NoScriptSections from './NoScriptSections';

type Props = WrapperProps<typeof DocSidebarType>;

/**
 * The docs sidebar, and above it, for a reader without JavaScript (`<noscript>`), the sections: with
 * the phone menu open, this sidebar is the menu (./noScript.css), as the navbar cannot render the
 * current section's pages without the script.
 */
export default function DocSidebarWithNoScriptSections(props: Props): ReactNode {
  return (
    <>
      <noscript>
        <div className="no-script-sections menu">
          <NoScriptSections />
        </div>
      </noscript>
      <DocSidebar {...props} />
    </>
  );
}
