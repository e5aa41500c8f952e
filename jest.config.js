// Unit, integration and HTTP tests. Browser journeys live in e2e/ and run with `npm run test:e2e`.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  // HTTP and int tests start a platform on a real PostgreSQL; on a loaded 2-core machine a step can
  // take far longer than jest's 5 s default without anything being wrong.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform,
      roots: [
        '<rootDir>/contracts',
        '<rootDir>/projections',
        '<rootDir>/ledger-service',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.test.ts'],
    },
    {
      displayName: 'ui',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
      roots: ['<rootDir>/admin-ui/src', '<rootDir>/citizen-ui/src'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/setupUi.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test/fileStub.js' },
    },
  ],
};
