import { z } from 'zod';
import { routeManifestSchema, type RouteManifest } from './route-manifest';

/** Federation container names are valid identifiers (`customers`, `helpdesk`, ...). */
export const REMOTE_NAME_PATTERN = /^[A-Za-z_$][\w$]*$/;

/** One remote in the registry: its released version, the URL of its mf-manifest.json and its inlined routes. */
export const registryRemoteSchema = z.object({
  version: z.string().min(1),
  entry: z.string().min(1),
  routes: routeManifestSchema,
});
export type RegistryRemote = z.infer<typeof registryRemoteSchema>;

/** How long the shell waits for a remote's screen to load and mount before it shows "unavailable" (ms). */
export const DEFAULT_LOAD_TIMEOUT_MS = 15_000;
/** Bounds of `loadTimeoutMs` in the registry: at least 1 s, at most 2 min. */
export const LOAD_TIMEOUT_BOUNDS = { min: 1_000, max: 120_000 } as const;
const loadTimeoutSchema = z.number().int().min(LOAD_TIMEOUT_BOUNDS.min).max(LOAD_TIMEOUT_BOUNDS.max);

/**
 * The registry (`remotes.json`, ARCHITECTURE §2, §3): deploy-time data the shell fetches at boot.
 * `overrideOrigins` lists the origins a staging tester may point a remote at when `allowOverrides` is on.
 * `loadTimeoutMs` (optional, 1 000–120 000 ms, default {@link DEFAULT_LOAD_TIMEOUT_MS}) bounds the wait for a
 * remote's screen before the outlet gives up and offers a retry.
 */
export const registrySchema = z.object({
  allowOverrides: z.boolean().default(false),
  overrideOrigins: z.array(z.string()).default([]),
  loadTimeoutMs: loadTimeoutSchema.default(DEFAULT_LOAD_TIMEOUT_MS),
  remotes: z.record(z.string().regex(REMOTE_NAME_PATTERN), registryRemoteSchema),
});
export interface Registry {
  allowOverrides: boolean;
  overrideOrigins: string[];
  /** Bounded wait for a remote's screen, in ms (see {@link registrySchema}). */
  loadTimeoutMs: number;
  remotes: Record<string, RegistryRemote>;
}

/** A remote left out of the registry because its entry breaks the contract. */
export interface RejectedRemote {
  name: string;
  issues: string[];
}

/** Result of {@link parseRegistry}: the usable registry plus the remotes that were left out. */
export interface ParsedRegistry {
  registry: Registry;
  rejected: RejectedRemote[];
}

const registryShellSchema = z.object({
  allowOverrides: z.boolean().default(false),
  overrideOrigins: z.array(z.string()).default([]),
  // A value out of bounds is not worth losing the whole registry over: the default is used instead.
  loadTimeoutMs: loadTimeoutSchema.default(DEFAULT_LOAD_TIMEOUT_MS).catch(DEFAULT_LOAD_TIMEOUT_MS),
  remotes: z.record(z.string(), z.unknown()),
});

/**
 * Validates registry JSON. One broken remote does not take the others down: each remote is checked on its own and
 * left out (listed in `rejected`) when it breaks the contract. Throws when the document itself is not a registry.
 */
export function parseRegistry(json: unknown): ParsedRegistry {
  const outer = registryShellSchema.safeParse(json);
  if (!outer.success) {
    throw new Error(`remotes.json is not a registry: ${outer.error.issues.map((i) => i.message).join('; ')}`);
  }
  const registry: Registry = {
    allowOverrides: outer.data.allowOverrides,
    overrideOrigins: outer.data.overrideOrigins,
    loadTimeoutMs: outer.data.loadTimeoutMs,
    remotes: {},
  };
  const rejected: RejectedRemote[] = [];
  for (const [name, value] of Object.entries(outer.data.remotes)) {
    const remote = registryRemoteSchema.safeParse(value);
    if (!REMOTE_NAME_PATTERN.test(name)) {
      rejected.push({ name, issues: ['the name is not a valid identifier'] });
    } else if (!remote.success) {
      rejected.push({ name, issues: remote.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
    } else {
      registry.remotes[name] = remote.data;
    }
  }
  return { registry, rejected };
}

/** Options of {@link loadRegistry}. */
export interface LoadRegistryOptions {
  fetch?: typeof fetch;
}

/**
 * Fetches and validates the registry at `url` (`/remotes.json`), bypassing the HTTP cache (the registry changes
 * on every release). Remotes that break the contract are left out with a console warning.
 *
 * @throws when the request fails, the status is not 2xx or the body is not a registry
 */
export async function loadRegistry(url: string, options: LoadRegistryOptions = {}): Promise<Registry> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return usableRegistry(await response.json());
}

/** {@link parseRegistry} with a console warning for each remote left out; throws as parseRegistry does. */
function usableRegistry(json: unknown): Registry {
  const { registry, rejected } = parseRegistry(json);
  for (const { name, issues } of rejected) {
    console.warn(`[federation] remote "${name}" left out of the registry:\n  ${issues.join('\n  ')}`);
  }
  return registry;
}

/** Id of the JSON data block in the shell's HTML that carries the registry (the server's `withRegistry`). */
export const INLINE_REGISTRY_ID = 'portal-registry';

/**
 * The registry the server put into the page (issue 18: `<script type="application/json" id="portal-registry">`,
 * so the shell boots without fetching /remotes.json), validated as {@link loadRegistry} does; undefined when the
 * page has none (a development server, a CDN in front of a plain index.html) or it is not a registry (the caller
 * then fetches the registry).
 */
export function readInlineRegistry(doc: Pick<Document, 'getElementById'> = document): Registry | undefined {
  const text = doc.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return undefined;
  try {
    return usableRegistry(JSON.parse(text));
  } catch (error) {
    console.warn('[federation] the registry in the page is not usable; fetching it instead:', error);
    return undefined;
  }
}

/** The registry used when /remotes.json cannot be loaded: no remotes, the shell's own pages still work. */
export const EMPTY_REGISTRY: Registry = {
  allowOverrides: false,
  overrideOrigins: [],
  loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS,
  remotes: {},
};

/** The routes of every remote, each with its remote's name, in registry order. */
export function registryRoutes(registry: Registry): Array<RouteManifest[number] & { remote: string }> {
  return Object.entries(registry.remotes).flatMap(([remote, { routes }]) =>
    routes.map((route) => ({ ...route, remote })),
  );
}
