// Wrapped to add the `custom-section` navbar item (src/features/navigation/SectionNavbarItem).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionNavbarItem from '@site/src/features/navigation/SectionNavbarItem';

export default {...ComponentTypes, 'custom-section': SectionNavbarItem};
