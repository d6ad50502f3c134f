// Wrapped: with JavaScript off, a disclosure that needs no script opens the phone menu (src/features/no-script).
export {default} from '@site/src/features/no-script/NoScriptMenu';
