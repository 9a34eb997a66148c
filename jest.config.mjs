/**
 * Jest runs the logic tests: plugins, rules, redirects, the indexer, and the
 * writers' version workflow on a copy of the project (tests/workflow), the
 * checks of every code sample (tests/samples: parsing, client API surfaces,
 * compiling and running against the real clients), and the checks over the
 * production build (tests/build, which need `npm run build:e2e`).
 */
const transform = {'^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2022'}}]};
const moduleNameMapper = {'^@site/(.*)$': '<rootDir>/$1'};

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'workflow',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/workflow/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'samples',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/samples/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/samples/setup.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
