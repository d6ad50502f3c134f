// Wrapped: adds the `custom-section` navbar item, a section link in the version being read (src/features/navigation).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionNavbarItem from '@site/src/features/navigation/SectionNavbarItem';

export default {...ComponentTypes, 'custom-section': SectionNavbarItem};
