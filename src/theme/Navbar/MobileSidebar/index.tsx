// Wrapped: the phone menu drawer renders in an idle moment, not in the blocking update after hydration (src/features/navigation).
export {default} from '@site/src/features/navigation/MobileSidebar';
