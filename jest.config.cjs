/** Root jest: every front-end and domain project (the server runs its own ESM jest, see packages/server). */
module.exports = {
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/i18n',
    '<rootDir>/packages/api',
    '<rootDir>/packages/session',
    '<rootDir>/packages/federation',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/config',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
  ],
};
