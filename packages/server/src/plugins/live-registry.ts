import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The origins other than the portal's own that the browser may load remote code from (issue 20). */
export interface RegistryOrigins {
  /** Origins of released remotes whose `entry` is an absolute URL (a release to a CDN or another host). */
  remotes: string[];
  /** The registry's `overrideOrigins`, only while `allowOverrides` is true (staging); empty in production. */
  overrides: string[];
}

const NONE: RegistryOrigins = { remotes: [], overrides: [] };

/**
 * The http(s) origin of `value`, or undefined for a relative URL (served by the portal itself), another scheme or
 * something that is not a URL. Only `URL.origin` output is returned, so nothing from the file can add a directive
 * or a keyword to the Content-Security-Policy.
 */
function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Origins named by a registry document (ARCHITECTURE §2 registry format); anything malformed is left out. */
export function originsOfRegistry(registry: unknown): RegistryOrigins {
  if (!registry || typeof registry !== 'object') return NONE;
  const { remotes, allowOverrides, overrideOrigins } = registry as Record<string, unknown>;
  const remoteOrigins = new Set<string>();
  if (remotes && typeof remotes === 'object') {
    for (const remote of Object.values(remotes as Record<string, unknown>)) {
      const origin = originOf((remote as { entry?: unknown } | null)?.entry);
      if (origin) remoteOrigins.add(origin);
    }
  }
  const overrides = new Set<string>();
  if (allowOverrides === true && Array.isArray(overrideOrigins)) {
    for (const value of overrideOrigins) {
      const origin = originOf(value);
      if (origin) overrides.add(origin);
    }
  }
  return { remotes: [...remoteOrigins].sort(), overrides: [...overrides].sort() };
}

/** Registry answered when no remote has been released yet (ARCHITECTURE §2 registry format). */
export const EMPTY_REGISTRY = { allowOverrides: false, overrideOrigins: [], remotes: {} };

/** What the server knows of the live registry (`<releasesDir>/remotes.json`) at one moment. */
export interface LiveRegistry {
  /** The registry as compact JSON: the shell's HTML carries it (issue 18); {@link EMPTY_REGISTRY} when none exists. */
  json: string;
  /** The origins the Content-Security-Policy allows code from (issue 20). */
  origins: RegistryOrigins;
}

const NO_REGISTRY: LiveRegistry = { json: JSON.stringify(EMPTY_REGISTRY), origins: NONE };

/**
 * Reads the live registry (`<releasesDir>/remotes.json`) for the Content-Security-Policy (issue 20) and the shell's
 * HTML (issue 18): returns a function that looks at the file's size, modification time and inode on each call (one
 * stat, microseconds) and re-reads and parses it only when they changed. A release (`pnpm release`,
 * `publish-local`, a change of `allowOverrides`) therefore reaches the very next page without a server restart. A
 * missing registry is the empty one (no remote, no origin); a broken one keeps the last good read.
 */
export function liveRegistryReader(releasesDir: string): () => LiveRegistry {
  const file = path.join(releasesDir, 'remotes.json');
  let stamp = '';
  let live = NO_REGISTRY;
  return () => {
    let current: string;
    try {
      const stat = statSync(file);
      current = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    } catch {
      stamp = '';
      live = NO_REGISTRY;
      return live;
    }
    if (current === stamp) return live;
    try {
      const registry: unknown = JSON.parse(readFileSync(file, 'utf8'));
      live = { json: JSON.stringify(registry), origins: originsOfRegistry(registry) };
      stamp = current;
    } catch {
      // Half-written or broken: keep what was read before and look again on the next call.
    }
    return live;
  };
}
