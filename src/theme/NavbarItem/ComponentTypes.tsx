// Wrapped: adds the `custom-section` navbar item, a section link in the version being read, and an archive's version menu (src/features/navigation, src/features/versions).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionNavbarItem from '@site/src/features/navigation/SectionNavbarItem';
import ArchivedVersionNavbarItem from '@site/src/features/versions/ArchivedVersionNavbarItem';

export default {...ComponentTypes, 'custom-section': SectionNavbarItem, 'custom-archived-version': ArchivedVersionNavbarItem};
