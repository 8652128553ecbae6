/** Root jest: every front-end and domain project (the server runs its own ESM jest, see packages/server). */
module.exports = {
  // Global option (ignored inside project configs): antd forms in jsdom are slow on 2-core CI machines; this
  // bounds hangs, it does not measure speed.
  testTimeout: 60000,
  // Jest's default is cores − 1, i.e. one worker run in band on the 2-core CI machine (≈ 10 min for the antd
  // screens); both cores halve that. The tests share no state between files, so more workers change nothing else.
  maxWorkers: '100%',
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/i18n',
    '<rootDir>/packages/api',
    '<rootDir>/packages/session',
    '<rootDir>/packages/federation',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/remote-kit',
    '<rootDir>/packages/config',
    '<rootDir>/packages/release',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
  ],
};
