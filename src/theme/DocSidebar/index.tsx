// Wrapped: with JavaScript off, the sections above the docs sidebar, which is then the phone menu (src/features/no-script).
export {default} from '@site/src/features/no-script/DocSidebar';
