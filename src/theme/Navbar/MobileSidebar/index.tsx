// Wrapped: the phone menu drawer renders when the reader reaches for the menu, not while the page starts (src/features/navigation).
export {default} from '@site/src/features/navigation/MobileSidebar';
