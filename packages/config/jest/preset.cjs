/**
 * Shared jest preset for front-end packages, the shell and remotes (ARCHITECTURE §7):
 * @swc/jest for TS/TSX, jsdom, Testing Library matchers and the shims antd/react-router need in jsdom.
 */
const path = require('node:path');

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
};
