import type { Registry } from './registry';
import { REMOTE_NAME_PATTERN } from './registry';
import { routeManifestSchema } from './route-manifest';

/**
 * Staging overrides (ARCHITECTURE §3): a tester points one remote at another build with
 * `?override=customers@https://staging.example/customers/mf-manifest.json` or from the shell's Remotes panel.
 * Overrides are kept in localStorage under {@link OVERRIDES_STORAGE_KEY}; they apply only when the registry sets
 * `allowOverrides`, and only to URLs whose origin is listed in `overrideOrigins`.
 */
export const OVERRIDES_STORAGE_KEY = 'portal.remoteOverrides';

/** A requested override: remote name → URL of its mf-manifest.json (or of the folder holding it). */
export interface OverrideRequest {
  name: string;
  url: string;
}

/** An override in effect: `entry` is the manifest URL the remote is now loaded from. */
export interface ActiveOverride extends OverrideRequest {
  entry: string;
}

/** Why an override was refused. */
export type OverrideRefusal = 'disabled' | 'origin' | 'invalid' | 'unreachable';

/** A refused override with its reason (the shell shows a message per refusal). */
export interface RefusedOverride extends OverrideRequest {
  reason: OverrideRefusal;
}

/** Reads `override=name@url` parameters (repeatable) from a query string. Malformed ones are skipped. */
export function parseOverrideParams(search: string): OverrideRequest[] {
  const params = new URLSearchParams(search);
  return params.getAll('override').flatMap((value) => {
    const at = value.indexOf('@');
    const name = value.slice(0, at).trim();
    const url = value.slice(at + 1).trim();
    return at > 0 && url ? [{ name, url }] : [];
  });
}

/** Reads the overrides kept in `storage`; anything unreadable counts as none. */
export function readStoredOverrides(storage: Pick<Storage, 'getItem'>): OverrideRequest[] {
  try {
    const value = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.entries(value).flatMap(([name, url]) => (typeof url === 'string' ? [{ name, url }] : []));
  } catch {
    return [];
  }
}

/** Keeps `overrides` in `storage` (an empty list removes the key). */
export function writeStoredOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'>, overrides: OverrideRequest[]) {
  if (overrides.length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(Object.fromEntries(overrides.map((o) => [o.name, o.url]))));
}

/** Merges stored and query overrides; the query wins for a remote named in both. */
export function mergeOverrides(stored: OverrideRequest[], fromQuery: OverrideRequest[]): OverrideRequest[] {
  const byName = new Map(stored.map((o) => [o.name, o]));
  for (const o of fromQuery) byName.set(o.name, o);
  return [...byName.values()];
}

/** The manifest URL of an override URL: itself when it names a .json file, else `<folder>/mf-manifest.json`. */
export function overrideManifestUrl(url: string, base: string): string {
  const resolved = new URL(url, base);
  if (!resolved.pathname.endsWith('.json')) {
    resolved.pathname = `${resolved.pathname.replace(/\/+$/, '')}/mf-manifest.json`;
  }
  return resolved.href;
}

/**
 * The override requests of this page load (ARCHITECTURE §3): the stored ones merged with `?override=` ones (the
 * query wins). With `allowOverrides` off (production) nothing is read at all, neither the query nor the storage.
 */
export function readOverrideRequests(
  registry: Pick<Registry, 'allowOverrides'>,
  search: string,
  storage: Pick<Storage, 'getItem'>,
): OverrideRequest[] {
  if (!registry.allowOverrides) return [];
  return mergeOverrides(readStoredOverrides(storage), parseOverrideParams(search));
}

/** Outcome of {@link checkOverride}: the manifest URL to load, or why the request is refused. */
export type OverrideCheck = { entry: string; reason?: undefined } | { entry?: undefined; reason: Exclude<OverrideRefusal, 'unreachable'> };

/**
 * The checks of an override that need no network: overrides allowed, a valid remote name and URL, and the URL's
 * origin listed in `overrideOrigins` (exact origin match: scheme, host and port). Used at boot and by the Remotes
 * panel (which refuses before reloading).
 */
export function checkOverride(
  registry: Pick<Registry, 'allowOverrides' | 'overrideOrigins'>,
  request: OverrideRequest,
  base: string,
): OverrideCheck {
  if (!registry.allowOverrides) return { reason: 'disabled' };
  let entry: string;
  try {
    if (!REMOTE_NAME_PATTERN.test(request.name)) throw new Error('name');
    entry = overrideManifestUrl(request.url, base);
  } catch {
    return { reason: 'invalid' };
  }
  const { protocol, origin } = new URL(entry);
  if (!/^https?:$/.test(protocol)) return { reason: 'invalid' };
  return registry.overrideOrigins.includes(origin) ? { entry } : { reason: 'origin' };
}

/** Options of {@link applyOverrides}. */
export interface ApplyOverridesOptions {
  /** Base for relative URLs (the page's location). */
  base: string;
  fetch?: typeof fetch;
  /** Longest wait for an overriding build's routes.json (boot waits for it); then it counts as unreachable. */
  timeoutMs?: number;
}

/** Result of {@link applyOverrides}. */
export interface AppliedOverrides {
  registry: Registry;
  active: ActiveOverride[];
  refused: RefusedOverride[];
}

/**
 * Applies override requests to the registry (ARCHITECTURE §2 boot order, §3). Each accepted override replaces the
 * remote's entry with the override's manifest URL and its routes with the override's routes.json (fetched from
 * the same folder). Refused: everything when `allowOverrides` is off; URLs outside `overrideOrigins`; invalid
 * names or URLs; builds whose routes.json cannot be loaded or breaks the contract.
 */
export async function applyOverrides(
  registry: Registry,
  requests: OverrideRequest[],
  options: ApplyOverridesOptions,
): Promise<AppliedOverrides> {
  const doFetch = options.fetch ?? fetch;
  const next: Registry = { ...registry, remotes: { ...registry.remotes } };
  const active: ActiveOverride[] = [];
  const refused: RefusedOverride[] = [];

  for (const request of requests) {
    const check = checkOverride(registry, request, options.base);
    if (check.reason) {
      refused.push({ ...request, reason: check.reason });
      continue;
    }
    const entry = check.entry;
    // A slow staging origin must not hold the boot: after timeoutMs the override is refused as unreachable.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000);
    try {
      const response = await doFetch(new URL('routes.json', entry).href, {
        cache: 'no-cache',
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const routes = routeManifestSchema.safeParse(await response.json());
      if (!routes.success) {
        refused.push({ ...request, reason: 'invalid' });
        continue;
      }
      next.remotes[request.name] = { version: `override:${entry}`, entry, routes: routes.data };
      active.push({ ...request, entry });
    } catch {
      refused.push({ ...request, reason: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  }
  return { registry: next, active, refused };
}

/** A link that opens the portal at `pageUrl` with the given overrides (the banner's "copy share link"). */
export function overrideShareLink(pageUrl: string, overrides: OverrideRequest[]): string {
  const url = new URL(pageUrl);
  url.searchParams.delete('override');
  for (const { name, url: target } of overrides) url.searchParams.append('override', `${name}@${target}`);
  return url.href;
}
