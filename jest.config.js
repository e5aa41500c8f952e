// Unit, integration and HTTP tests. Browser journeys live in e2e/ and run with `npm run test:e2e`.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
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
