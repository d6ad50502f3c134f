import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';

type ItemConfig = NavbarItemProps & {type?: string; dropdownItemsAfter?: NavbarItemProps[]};

/**
 * The navbar's items as the phone menu lists them, for a reader without JavaScript: the sections,
 * and in place of the version dropdown (whose phone form opens only with a script) the links listed
 * after its versions ("All versions"). The search is left out: it is in the navbar.
 */
export default function NoScriptSections(): ReactNode {
  const items = useThemeConfig().navbar.items as ItemConfig[];
  const links = items.flatMap((item) => {
    if (item.type === 'search') return [];
    if (item.type === 'docsVersionDropdown') return item.dropdownItemsAfter ?? [];
    return [item];
  });
  return (
    <ul className="menu__list">
      {links.map((item, index) => (
        <NavbarItem mobile {...item} key={index} />
      ))}
    </ul>
  );
}
