/**
 * @portal/release: plain Node ESM (.mjs) modules, tested in Node. @swc/jest compiles the .mjs sources and the
 * TypeScript tests to CommonJS (so the root `jest` runs them without --experimental-vm-modules).
 */
module.exports = {
  displayName: 'release',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'mjs', 'js', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(ts|mjs|js)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/'],
};
