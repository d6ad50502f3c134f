// Five projects. `npm run test:unit` runs unit and content (no build, about a minute); `npm test`
// (scripts/test.mjs) adds maintenance (cutting a version in a copy of the site), site (build and
// browser tests, which share one production build made by tests/support/globalSetup.ts, reused
// while sources are unchanged) and, in a second process beside them once the build is done, tutorial.
// ts-jest only transpiles (isolatedModules): `npm run typecheck` checks the tests' types once,
// instead of a type check per test file.
const tsJest = ['ts-jest', {tsconfig: {jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true}}];

/** @type {import('jest').Config} */
module.exports = {
  // Browser tests load real pages; a unit test finishes far sooner.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform: {'^.+\\.tsx?$': tsJest},
      testEnvironment: 'node',
    },
    {
      // Maintainers' commands (cutting a version) run in a throwaway copy of the site.
      displayName: 'maintenance',
      testMatch: ['<rootDir>/tests/maintenance/**/*.test.ts'],
      transform: {'^.+\\.tsx?$': tsJest},
      testEnvironment: 'node',
    },
    {
      // The docs' prose against the content standard (reads docs/, no build).
      displayName: 'content',
      testMatch: ['<rootDir>/tests/content/**/*.test.ts'],
      transform: {'^.+\\.tsx?$': tsJest},
      testEnvironment: 'node',
    },
    {
      // Tutorials run as a reader runs them: their shell steps in one bash session, with the real
      // Foundry tools (forge, cast, anvil from node_modules) against anvil chains that stand in for
      // Supersim (tests/support/supersim) on the ports the pages name, so its files run one at a
      // time: `npm run test:tutorials` runs this project alone and in band (npm test calls it last).
      displayName: 'tutorial',
      testMatch: ['<rootDir>/tests/tutorial/**/*.test.ts'],
      transform: {'^.+\\.tsx?$': tsJest},
      testEnvironment: 'node',
    },
    {
      displayName: 'site',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts', '<rootDir>/tests/browser/**/*.test.ts'],
      transform: {'^.+\\.tsx?$': tsJest},
      testEnvironment: 'node',
      globalSetup: '<rootDir>/tests/support/globalSetup.ts',
    },
  ],
};
