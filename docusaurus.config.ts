import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {parseFrontMatter} from './src/features/page-metadata/frontMatter';
import pageMetadataPlugin from './src/features/page-metadata/plugin';
import pageMarkdownPlugin from './src/features/page-markdown/plugin';
import noScriptPlugin from './src/features/no-script/plugin';
import redirectPagesPlugin from './src/features/redirect-pages/plugin';
import {sections} from './src/features/navigation/sections';
import docsPlugin from './src/features/navigation/docsPlugin';
import noticePreferencesPlugin from './src/features/notices/preferencesPlugin';
import {noticeSelectors, siteBanner} from './src/features/notices/notices';
import remarkCodeFromFile from './src/features/code-blocks/remarkCodeFromFile';
import remarkReferenceTables from './src/features/reference-tables/remarkReferenceTables';
import remarkTestedWith from './src/features/tested-with/remarkTestedWith';
import remarkUpgrades from './src/features/upgrades/remarkUpgrades';
import {siteReleasesOf} from './src/features/upgrades/upgradesData';
import remarkDiagrams from './src/features/diagrams/remarkDiagrams';
import {mermaidOptions, mermaidThemes} from './src/features/diagrams/mermaidConfig';
import remarkGlossaryTerms from './src/features/glossary/remarkGlossaryTerms';
import glossaryPlugin from './src/features/glossary/plugin';
import upgradeFeedsPlugin from './src/features/upgrades/feedsPlugin';
import searchPerVersion from './src/features/search/plugin';
import {afterHydrationReplacements, routeLoadingReplacements} from './src/features/route-loading/replacements';
import startInStepsPlugin from './src/features/route-loading/startInStepsPlugin';
import {pageTemplate} from './src/features/route-loading/pageTemplate';
import codeHighlightingPlugin from './src/features/code-blocks/highlightingPlugin';
import {prismLanguagesReplacement} from './src/features/code-blocks/prismLanguages';
import {secondaryMenuContentReplacement} from './src/features/navigation/replacements';
import {searchLocalReplacements} from './src/features/search/replacements';
import moduleReplacementsPlugin from './src/utils/moduleReplacements';
import {colorlessPrismTheme} from './src/features/code-blocks/tokenColors';
import versionsPlugin from './src/features/versions/plugin';
import {loadVersions} from './src/features/versions/versionsData';
import {archiveFields} from './src/features/versions/archiveFields';
import {parseArchivedFrontMatter} from './src/features/versions/archivedFrontMatter';
import remarkArchivedReferenceTables from './src/features/reference-tables/remarkArchivedReferenceTables';
import {loadSiteUpgradesData, upgradeTitle} from './src/features/upgrades/upgradesData';
import {siteUrlFromEnv, unsetSiteUrl} from './src/utils/siteUrl';

const isDevServer = process.env.NODE_ENV === 'development';

// Where the site is deployed and where its sources live; a deployment sets these. Without SITE_URL
// the build names no address of its own (src/utils/siteUrl.ts) and says so.
const siteUrl = siteUrlFromEnv(process.env);
const repositoryUrl = process.env.REPOSITORY_URL ?? 'https://github.com/ethereum-optimism/docs';

// Docs versions (src/features/versions): the cut versions not archived are built with the site under
// /<name>/. DOCS_ARCHIVE_VERSION=<name> builds that version alone, as its archive under /<name>/
// (`npm run versions -- archive <name>`), so that older versions add nothing to every page's
// JavaScript (Docusaurus puts every built version's routes in the main bundle, facebook/docusaurus#7256).
const {upgrades} = loadSiteUpgradesData('docusaurus.config.ts');
const versions = loadVersions(
  __dirname,
  upgrades.map(({id}) => id),
);
const archiving = process.env.DOCS_ARCHIVE_VERSION
  ? versions.find(({name, archived}) => name === process.env.DOCS_ARCHIVE_VERSION && !archived)
  : undefined;
if (process.env.DOCS_ARCHIVE_VERSION && !archiving)
  throw new Error(
    `DOCS_ARCHIVE_VERSION=${process.env.DOCS_ARCHIVE_VERSION}: src/features/versions/data/versions.json has no version of that name built with the site`,
  );
const archivedUpgrade = upgrades.find(({id}) => id === archiving?.upgrade);

const config: Config = {
  title: 'OP Stack & Superchain Docs',
  tagline: 'Build apps, run chains and understand the protocol of the Superchain',
  favicon: 'img/favicon.svg',
  url: siteUrl ?? unsetSiteUrl,
  baseUrl: archiving ? `/${archiving.name}/` : '/',
  // Routes are served without a trailing slash, exactly as routes.txt lists them.
  trailingSlash: false,
  // Each page is parsed and painted before its scripts run (src/features/route-loading/pageTemplate.ts).
  ssrTemplate: pageTemplate,
  // Docusaurus's banner for a site served under the wrong base URL looks for `window.docusaurus` when
  // the page is parsed; the scripts now start after the first paint, so it would show on every load.
  baseUrlIssueBanner: false,

  // Bad input stops the build instead of shipping a broken page.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // Diagrams are drawn live only on the dev server; the production build ships them drawn ahead
    // of time (remarkDiagrams, src/features/diagrams) and no mermaid at all.
    mermaid: isDevServer,
    // An archive's pages keep the front matter of their day (src/features/versions/archivedFrontMatter.ts).
    parseFrontMatter: archiving ? parseArchivedFrontMatter : parseFrontMatter,
    // Explicit heading ids (`### Term {#term}`) give glossary entries stable anchors; the v4
    // future flag turns this syntax off by default.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  // The Rust-based bundler (Rspack, SWC, Lightning CSS).
  future: {v4: true, faster: true},
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {htmlLang: 'en-US'}}},

  presets: [
    [
      'classic',
      {
        // Docusaurus's docs plugin, wrapped (src/features/navigation/docsPlugin.ts): in `plugins`.
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // A sitemap lists full addresses: none without SITE_URL.
        sitemap: siteUrl ? {changefreq: 'weekly', ignorePatterns: ['/500', '/404']} : false,
      } satisfies Preset.Options,
    ],
  ],

  themes: [
    ...(isDevServer ? ['@docusaurus/theme-mermaid'] : []),
    [
      // @easyops-cn/docusaurus-search-local, indexing each docs version by section.
      searchPerVersion,
      {
        docsRouteBasePath: '/',
        indexBlog: false,
        indexPages: false,
        // Content-hashed index files can be cached for a year.
        hashed: true,
        explicitSearchResultPath: true,
        // One index per section, split in two after the build (titles and headings; descriptions
        // and text): the navbar's first results wait for the current section's titles only, then
        // the rest loads and merges in below them (src/features/search).
        searchContextByPaths: sections.map(({label, route}) => ({label, path: route.slice(1)})),
        // The search asks for the sections' indexes only, on every page (a page outside the sections
        // starts with the first section): no index of the whole site again (8.5 MB, 2 s of build).
        useAllContextsWithNoSearchContext: false,
        highlightSearchTermsOnTargetPage: true,
        // Index stop words too: the search tries the query with every word first, so a page's exact
        // title ("Troubleshooting your chain") then matches its title before anyone's body text.
        removeDefaultStopWordFilter: ['en'],
        // The shortcut still works; its low-contrast key hint is hidden (WCAG AA).
        searchBarShortcutHint: false,
        searchResultLimits: 8,
        // Notices and source lists repeat on every page and cards repeat their children's titles. Code is left out
        // as most docs search engines do: it is a fifth of the text, and its names are in the prose.
        ignoreCssSelectors: [...noticeSelectors, '.section-cards', '.page-sources', '.tab-label-no-script', 'pre', '.diagram'],
      },
    ],
  ],

  // Escape closes the navbar's dropdowns (src/features/navigation).
  clientModules: ['./src/features/navigation/escapeClosesDropdowns.ts'],

  // Read by the theme: the footer's "Report a problem" link and the last commit's link; in an
  // archive's build, its bar and version menu (src/features/versions/archiveFields.ts).
  customFields: {
    repositoryUrl,
    ...(archiving && {
      archive: archiveFields(__dirname, archiving, archivedUpgrade ? upgradeTitle(archivedUpgrade) : archiving.upgrade),
    }),
  },

  plugins: [
    // The docs, with their descriptions out of the metadata every doc page loads (only the section
    // cards read them): Docusaurus's docs plugin, wrapped (src/features/navigation/docsPlugin.ts).
    [
      docsPlugin,
      {
        routeBasePath: '/',
        path: 'docs',
        sidebarPath: './sidebars.ts',
        // An archived version's pages are no longer in the repository.
        editUrl: archiving ? undefined : `${repositoryUrl}/edit/main/`,
        // "Last updated" under every doc, from its last commit (markdown.parseFrontMatter sets it
        // and the commit from one `git log` of the docs, src/features/page-metadata/lastCommits.ts).
        showLastUpdateTime: true,
        // Flag, JSON-RPC and registry tables from src/features/reference-tables/data, before the default plugins give headings ids;
        // each tutorial's "Tested with" line, from src/features/tested-with/tutorialRuns.ts and the lockfile;
        // activation times, required releases and support status from src/features/upgrades/data.
        // `:term[safe head]`, a link to that glossary entry, shown as a card on hover and focus (src/features/glossary).
        // Each mermaid diagram, drawn ahead of time by `npm run diagrams`, in the production build (src/features/diagrams).
        beforeDefaultRemarkPlugins: [
          ...(isDevServer ? [] : [[remarkDiagrams, {siteDir: __dirname}] as const]),
          // An archive's tables whose group today's data lacks say so (src/features/reference-tables).
          [archiving ? remarkArchivedReferenceTables : remarkReferenceTables, {releasesOf: siteReleasesOf}],
          remarkTestedWith,
          remarkUpgrades,
          remarkGlossaryTerms,
        ],
        // Code blocks with file=... show the files the tests compile and run.
        remarkPlugins: [remarkCodeFromFile],
        // The current docs stay at / (routes.txt); cut versions live under /<version>/.
        // An archive is its one version, at the root of its own build.
        lastVersion: archiving?.name ?? 'current',
        versions: archiving
          ? {[archiving.name]: {label: archiving.name, path: '', banner: 'none'}}
          : {
              current: {label: 'Latest', path: ''},
              ...Object.fromEntries(
                versions
                  .filter(({archived}) => !archived)
                  .map(({name}) => [name, {label: name, path: name, banner: 'unmaintained' as const}]),
              ),
            },
        // `npm start` serves only the current docs to stay fast; DOCS_ALL_VERSIONS=1 serves all.
        onlyIncludeVersions: archiving ? [archiving.name] : isDevServer && !process.env.DOCS_ALL_VERSIONS ? ['current'] : undefined,
      } satisfies DocsOptions,
    ],
    // The browser bundle's entry: Docusaurus's client entry, started in short tasks rather than one
    // long one (src/features/route-loading).
    startInStepsPlugin,
    pageMetadataPlugin,
    // Glossary cards: the definitions of the glossary page, loaded on the first hover or focus of a term.
    glossaryPlugin,
    // /versions, and each archived version's build unpacked under /<name>/ after the build.
    [versionsPlugin, {archiving: archiving?.name}],
    // Every doc as Markdown at <route>.md, and /llms-full.txt.
    pageMarkdownPlugin,
    // With JavaScript off: every tab under its label, collapsibles open, the phone menu and "On this
    // page" open without a script, controls that need one hidden (src/features/no-script).
    noScriptPlugin,
    noticePreferencesPlugin,
    // RSS, Atom and JSON feeds of the upgrades and notices, advertised on every page.
    upgradeFeedsPlugin,
    [
      // Private modules swapped for ours in the bundle, where no option, swizzle or plugin API does
      // the job. Each is pinned in package.json, explained in its feature's README and checked
      // against the real module by tests/unit/overrides.test.ts.
      moduleReplacementsPlugin,
      {
        replacements: [
          // @docusaurus/core's window.docusaurus and ComponentCreator: route prefetch in constant time
          // per link, route components made on first use (src/features/route-loading).
          ...routeLoadingReplacements,
          // @docusaurus/core's browser context, theme-common's useWindowSize and the docs plugin's
          // preferred version: the updates right after hydration rendered in short slices
          // (src/features/route-loading).
          ...afterHydrationReplacements,
          // theme-classic's prism-include-languages: Prism loads with the first code block a reader
          // reaches for (src/features/code-blocks).
          prismLanguagesReplacement,
          // theme-common's NavbarSecondaryMenuFiller: the phone's docs menu memoized without
          // localeCompare, whose collator cost every doc page's start-up (src/features/navigation).
          secondaryMenuContentReplacement,
          // The search theme's mark.js, worker client and autocomplete.js: one search over every
          // section of the version, mark.js only when a page has highlights (src/features/search).
          ...searchLocalReplacements,
        ],
      },
    ],
    // The VS themes keep every token (comments included) at 4.5:1 or better; github and dracula do not.
    [codeHighlightingPlugin, {light: prismThemes.vsLight, dark: prismThemes.vsDark}],
    [
      redirectPagesPlugin,
      {
        // The reference menu still names these pages by their old, longer paths (the current docs'
        // paths: an archive has none).
        redirects: (archiving ? [] : ['explainer', 'registry', 'upgrades']).map((page) => ({
          from: `/superchain/superchain-${page}`,
          to: `/superchain/${page}`,
        })),
      },
    ],
  ],

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    // Dismissal is remembered by Docusaurus per banner id, with no flash on load.
    announcementBar: archiving
      ? {
          // The bar is drawn from customFields.archive (src/features/versions/ArchiveBarContent.tsx),
          // its link to the latest docs opening the same page there; Docusaurus requires a content.
          id: `archived-${archiving.name}`,
          content: `Archived docs: version ${archiving.name}.`,
          backgroundColor: '#1f2937',
          textColor: '#ffffff',
          isCloseable: false,
        }
      : {
          id: siteBanner.id,
          content: siteBanner.content,
          backgroundColor: '#1f2937',
          textColor: '#ffffff',
          isCloseable: true,
        },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {
      title: 'Superchain Docs',
      logo: {alt: 'Superchain Docs home', src: 'img/logo.svg'},
      items: [
        // A link to each section in the version being read (src/features/navigation/SectionNavbarItem).
        ...sections.map(({label, route}) => ({type: 'custom-section', route, label, position: 'left' as const})),
        archiving
          ? // The archive's version, leading to the same page in the latest docs and to the site's
            // list of versions, in the navbar and the phone menu (src/features/versions).
            {type: 'custom-archived-version', position: 'right' as const}
          : {type: 'docsVersionDropdown', position: 'right' as const, dropdownItemsAfter: [{to: '/versions', label: 'All versions'}]},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: sections.filter(({group}) => group === 'learn').map(({label, route}) => ({label, to: route})),
        },
        {
          title: 'Build and run',
          items: sections.filter(({group}) => group === 'build').map(({label, route}) => ({label, to: route})),
        },
        {
          title: 'Community',
          items: [
            {label: 'Contribute', to: '/connect/contribute'},
            {label: 'Glossary', to: '/connect/resources/glossary'},
            {label: 'Notices', to: '/notices'},
            {label: 'Optimism monorepo', href: 'https://github.com/ethereum-optimism/optimism'},
          ],
        },
      ],
      copyright: 'Documentation for the OP Stack and the Superchain.',
    },
    prism: {
      // Token colours come from CSS (code-highlighting plugin), the same HTML serving both modes.
      theme: colorlessPrismTheme,
      darkTheme: colorlessPrismTheme,
      additionalLanguages: ['solidity', 'bash', 'typescript', 'json'],
    },
    // The dev server's live diagrams; the pre-render (scripts/diagrams.ts) uses the same settings.
    mermaid: {theme: mermaidThemes, options: mermaidOptions},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
};

export default config;
