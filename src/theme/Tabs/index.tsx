// Wrapped: links each tab to its panel with ids (aria-controls, aria-labelledby) (src/features/tabs).
export {default} from '@site/src/features/tabs/Tabs';
