/**
 * Shared jest preset for front-end packages, the shell and remotes (ARCHITECTURE §7):
 * @swc/jest for TS/TSX, jsdom, Testing Library matchers and the shims antd/react-router need in jsdom.
 */
const path = require('node:path');

/** Packages published as ES modules only (or deep-imported through their ES build) that jest must transform. */
const ESM_DEPENDENCIES = ['@ant-design/colors', '@ant-design/fast-color'];

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less|svg|png|pdf)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Component tests render antd (CSS-in-JS) in jsdom and type with user-event: slower than 5 s on small CI boxes.
  testTimeout: 20000,
  // Dependencies that ship ES modules where jest needs CommonJS (e.g. @ant-design/icons' lib requires
  // @ant-design/colors/es/*) are transformed too. The pattern allows for pnpm's node_modules/.pnpm/<pkg>/... paths.
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(?:${ESM_DEPENDENCIES.join('|')})/)`],
};
