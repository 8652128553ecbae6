/**
 * Root ESLint flat config (`pnpm lint` = `eslint .`): the portal preset of @portal/config — typescript-eslint,
 * react-hooks and the import boundaries of ARCHITECTURE §1. See packages/config/eslint/index.cjs.
 */
const { createPortalEslintConfig } = require('./packages/config/eslint/index.cjs');

module.exports = createPortalEslintConfig();
