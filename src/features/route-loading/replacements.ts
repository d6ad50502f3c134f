import path from 'node:path';
import type {ModuleReplacement} from '../../utils/moduleReplacements';

/** The module of @docusaurus/core that becomes `window.docusaurus` (prefetch and preload of routes). */
export const docusaurusClientModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
/** How the generated route table imports ComponentCreator (matched before resolving, so ours can import the original). */
export const componentCreatorRequest = /^@docusaurus\/ComponentCreator$/;

/** The module of @docusaurus/core behind useIsBrowser. */
export const browserContextModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
/** theme-common's useWindowSize, which the docs sidebar, the table of contents and the phone menu read. */
export const windowSizeModule = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

/** The docs plugin's client module that keeps the reader's preferred docs version. */
export const docsPreferredVersionModule = /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/;

/**
 * Makes the browser's cost of the route table independent of its size where Docusaurus lets it grow
 * with the number of routes (https://github.com/facebook/docusaurus/issues/7256): prefetching in
 * constant time per link (./prefetch.ts), and route components created on first use
 * (./lazyComponentCreator.tsx). Server rendering keeps the originals.
 */
export const routeLoadingReplacements: ModuleReplacement[] = [
  {module: docusaurusClientModule, replacement: path.join(__dirname, 'prefetch.ts'), bundles: 'browser'},
  {module: componentCreatorRequest, replacement: path.join(__dirname, 'lazyComponentCreator.tsx'), bundles: 'browser'},
];

/**
 * The three updates Docusaurus makes as soon as a page has hydrated, isBrowser, the window size and
 * the preferred docs version, made as transitions so React renders them in short slices rather than
 * in one long task (./browserContext.tsx, ./windowSize.ts, ./docsPreferredVersion.tsx). Server
 * rendering keeps the originals.
 */
export const afterHydrationReplacements: ModuleReplacement[] = [
  {module: browserContextModule, replacement: path.join(__dirname, 'browserContext.tsx'), bundles: 'browser'},
  {module: windowSizeModule, replacement: path.join(__dirname, 'windowSize.ts'), bundles: 'browser'},
  {module: docsPreferredVersionModule, replacement: path.join(__dirname, 'docsPreferredVersion.tsx'), bundles: 'browser'},
];
