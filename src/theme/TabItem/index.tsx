// Ejected: the panel carries the id its tab points to, and its label for readers without JavaScript (src/features/tabs).
export {default} from '@site/src/features/tabs/TabItem';
