import {
  applyOverrides,
  EMPTY_REGISTRY,
  loadRegistry,
  readInlineRegistry,
  readOverrideRequests,
  writeStoredOverrides,
  type AppliedOverrides,
  type Registry,
} from '@portal/federation';

/** URL of the registry (served by the server from the release store, or by a CDN). */
export const REGISTRY_URL = '/remotes.json';

/** What the boot hands to the App. */
export interface PortalRegistry {
  registry: Registry;
  overrides: Pick<AppliedOverrides, 'active' | 'refused'>;
  registryFailed: boolean;
}

/**
 * Boot steps 1–2 (ARCHITECTURE §2): the registry — the one the server put into the page (issue 18: no round
 * trip), else fetched from {@link REGISTRY_URL} — then apply staging overrides (only when `allowOverrides`,
 * only from allowed origins; an overridden remote's routes.json is fetched). A registry that cannot be loaded
 * leaves the shell with its own pages (never blocks boot). Accepted overrides are kept in localStorage (refused
 * ones are dropped from it). When the registry does not allow overrides (production) no override is read at all:
 * neither `?override=` nor localStorage is looked at.
 */
export async function loadPortalRegistry(
  location: Location,
  storage: Storage,
  doc: Pick<Document, 'getElementById'> = document,
): Promise<PortalRegistry> {
  let registry = readInlineRegistry(doc);
  let registryFailed = false;
  if (!registry) {
    try {
      registry = await loadRegistry(REGISTRY_URL);
    } catch (error) {
      console.error('[shell] the registry could not be loaded; running without remotes:', error);
      registry = EMPTY_REGISTRY;
      registryFailed = true;
    }
  }

  const requests = readOverrideRequests(registry, location.search, storage);
  if (requests.length === 0) return { registry, overrides: { active: [], refused: [] }, registryFailed };
  const applied = await applyOverrides(registry, requests, { base: location.href });
  writeStoredOverrides(storage, applied.active);
  return { registry: applied.registry, overrides: applied, registryFailed };
}
