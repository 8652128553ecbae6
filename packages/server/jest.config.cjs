/**
 * Server tests: jest 30 in ESM mode (ARCHITECTURE §5). Run with NODE_OPTIONS=--experimental-vm-modules
 * (the package's `test` script does). @swc/jest emits ES modules; `.js` specifiers map to the `.ts` sources;
 * ESM-only dependencies reached through app.inject / swagger UI are transformed too (pnpm paths allowed for).
 */
const ESM_ONLY = ['cookie', 'content-disposition', 'jose'];
/**
 * ESM-only packages that a CommonJS dependency `require`s (sanitize-html → htmlparser2 and its DOM packages): Node
 * ≥ 20.19 loads them with require(esm), jest's module runtime does not, so they are compiled to CommonJS.
 */
const REQUIRED_ESM = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
];
const ALL = [...ESM_ONLY, ...REQUIRED_ESM];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    [`/node_modules/\\.pnpm/(?:${REQUIRED_ESM.join('|')})@[^/]+/node_modules/(?:${REQUIRED_ESM.join('|')})/.+\\.js$`]:
      [
        '@swc/jest',
        { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(?:\\.pnpm/(?:${ALL.join('|')})@[^/]+/node_modules/)?(?:${ALL.join('|')})/)`,
  ],
  globalSetup: '<rootDir>/src/test/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
