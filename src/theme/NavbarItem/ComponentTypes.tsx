// Wrapped to add the `custom-section` navbar item (src/components/SectionNavbarItem).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionNavbarItem from '@site/src/components/SectionNavbarItem';

export default {...ComponentTypes, 'custom-section': SectionNavbarItem};
