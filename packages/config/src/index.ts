/**
 * @portal/config: shared presets and the webpack + federation config factory (ARCHITECTURE §1, §2).
 * Build-time only (Node); never imported by browser code.
 *
 * - webpack: `createWebpackConfig` (this module), used by shell/webpack.config.ts and mf-x/webpack.config.ts
 * - jest: `jest/preset.cjs`
 * - tsconfig: `tsconfig/base.json`
 * - eslint: `eslint/index.cjs` (used by the root eslint.config.js)
 */
export { createWebpackConfig, type PortalWebpackOptions } from './webpack/create-webpack-config';
export {
  SHARED_LIBRARIES,
  SHARED_WORKSPACE_PACKAGES,
  TREE_SHAKEN_GROUPS,
  createSharedConfig,
  type SharedSingleton,
} from './webpack/shared-singletons';
export { loadRouteManifest } from './webpack/plugins/route-manifest-plugin';
export { type SharedContract, type SharedContractEntry } from './webpack/plugins/shared-contract-plugin';
export { readDevEnvironment, parseDevRemotes } from './webpack/dev-env';
