// Wrapped: links each tab to its panel with ids (aria-controls, aria-labelledby), and keeps the server's panels through hydration (src/features/tabs).
export {default} from '@site/src/features/tabs/Tabs';
