/**
 * The contract pieces the release checks need, loaded from the TypeScript sources of the workspace packages
 * through tsx (no build step): `routeManifestSchema` of @portal/federation and the shell's shared libraries
 * (`createSharedConfig` of @portal/config, the one list the shell is built with).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';

/** Loads the contract for the workspace at `root`. */
export function loadContract(root) {
  const parent = pathToFileURL(path.join(root, 'packages', 'release', 'package.json')).href;
  const { routeManifestSchema } = tsxRequire('@portal/federation/src/route-manifest.ts', parent);
  const { createSharedConfig } = tsxRequire('@portal/config/src/webpack/shared-singletons.ts', parent);
  return {
    routeManifestSchema,
    /** The shell's shared libraries: share key → {version, requiredVersion, singleton}. */
    shellShared: () => createSharedConfig(path.join(root, 'shell'), root),
  };
}
