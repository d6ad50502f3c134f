import path from 'node:path';
import type {ModuleReplacement} from '../../utils/moduleReplacements';

/** theme-common's module behind NavbarSecondaryMenuFiller, which the docs sidebar uses on a phone. */
export const secondaryMenuContentModule = /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/;

/**
 * Keeps localeCompare, and the collator it builds, out of a doc page's start-up on a phone
 * (./secondaryMenuContent.tsx). Server rendering keeps the original: it renders no phone menu.
 */
export const secondaryMenuContentReplacement: ModuleReplacement = {
  module: secondaryMenuContentModule,
  replacement: path.join(__dirname, 'secondaryMenuContent.tsx'),
  bundles: 'browser',
};
