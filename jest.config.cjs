/** Root jest: every front-end and domain project (the server runs its own ESM jest, see packages/server). */
module.exports = {
  // Global option (ignored inside project configs): antd forms in jsdom are slow on 2-core CI machines; this
  // bounds hangs, it does not measure speed.
  testTimeout: 60000,
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/i18n',
    '<rootDir>/packages/api',
    '<rootDir>/packages/session',
    '<rootDir>/packages/federation',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/config',
    '<rootDir>/packages/release',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
  ],
};
