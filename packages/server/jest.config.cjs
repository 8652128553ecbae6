/**
 * Server tests: jest 30 in ESM mode (ARCHITECTURE §5). Run with NODE_OPTIONS=--experimental-vm-modules
 * (the package's `test` script does). @swc/jest emits ES modules; `.js` specifiers map to the `.ts` sources;
 * ESM-only dependencies reached through app.inject / swagger UI are transformed too (pnpm paths allowed for).
 */
const ESM_ONLY = ['cookie', 'content-disposition', 'jose'];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(?:\\.pnpm/(?:${ESM_ONLY.join('|')})@[^/]+/node_modules/)?(?:${ESM_ONLY.join('|')})/)`,
  ],
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
