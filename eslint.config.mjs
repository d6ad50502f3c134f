// ESLint flat config: TypeScript (typescript-eslint), React hooks and accessibility (jsx-a11y) over
// the site's code, its tests and scripts, and the TypeScript the tutorials show (docs/**/_code).
// Formatting is Prettier's (npm run format); eslint-config-prettier is not needed, as none of the
// rule sets below turns on a formatting rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';

const siteDir = path.dirname(fileURLToPath(import.meta.url));

// Docusaurus's own aliases: resolved by its bundler, never packages of their own.
const docusaurusAliases =
  '^(@site|@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/(BrowserOnly|ComponentCreator|ExecutionEnvironment|Head|Link|router|useBaseUrl|useDocusaurusContext|useIsBrowser)$';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'versioned_docs/',
      '**/_code/**/out/',
      '**/_code/**/lib/',
      'coverage/',
      // Broken on purpose: tests/unit/lintRules.test.ts lints them to prove the rules below fire.
      'tests/fixtures/lint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // An unused argument named with a leading underscore documents a required signature.
      // Leaving fields out of an object by destructuring them beside a ...rest is how tests compare the rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // Every import names a package that package.json declares (npm's hoisting would hide one it
    // does not), and no module reaches itself through its imports.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'import-x': importX},
    settings: {
      // The plugin's TypeScript settings (parsers and extensions), so it reads the modules an import reaches.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/internal-regex': docusaurusAliases,
    },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', {devDependencies: true}],
      'import-x/no-cycle': ['error', {ignoreExternal: true}],
    },
  },
  {
    // What the site builds and ships uses its dependencies only; tests, scripts and tutorial code may
    // use development tools too.
    files: ['src/**', 'docusaurus.config.ts', 'sidebars.ts'],
    rules: {'import-x/no-extraneous-dependencies': ['error', {devDependencies: false}]},
  },
  {
    // A tutorial's project folder has a package.json that the reader's `npm install` step fills; the
    // tutorial tests install those packages at the versions this site's package.json pins.
    files: ['docs/**/_code/**'],
    rules: {'import-x/no-extraneous-dependencies': ['error', {devDependencies: true, packageDir: [siteDir]}]},
  },
  {
    // Tests read untyped data (JSON reports, compiler output, ABIs built at run time, axe results in
    // the page); typing each shape would add nothing a test checks.
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A code block or a table wider than the page scrolls; keyboard users reach it with Tab to
      // scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table'], roles: ['tabpanel']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
);
