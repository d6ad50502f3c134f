// Wrapped: with JavaScript off, "On this page" opens as a disclosure that needs no script (src/features/no-script).
export {default} from '@site/src/features/no-script/TOCCollapsible';
