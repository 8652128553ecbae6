/**
 * The contract piece the release checks take from the workspace, loaded from TypeScript source through tsx (no
 * build step): `routeManifestSchema` of @portal/federation. Shared code is checked against what is deployed
 * (shared-contract.json files in the store), never against the workspace.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';

/** Loads the contract for the workspace at `root`. */
export function loadContract(root) {
  const parent = pathToFileURL(path.join(root, 'packages', 'release', 'package.json')).href;
  const { routeManifestSchema } = tsxRequire('@portal/federation/src/route-manifest.ts', parent);
  return { routeManifestSchema };
}
