// ESLint flat config: TypeScript (typescript-eslint), React hooks and accessibility (jsx-a11y) over
// the site's code, its tests and scripts, and the TypeScript the tutorials show (docs/**/_code).
// Formatting is Prettier's (npm run format); eslint-config-prettier is not needed, as none of the
// rule sets below turns on a formatting rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'versioned_docs/', '**/_code/**/out/', '**/_code/**/lib/', 'coverage/']},
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
