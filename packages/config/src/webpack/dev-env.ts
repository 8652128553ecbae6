/**
 * The only place the build tooling reads the environment (development servers only).
 *
 * - `PORTAL_API_URL`: where the API server (and the local release store) runs; the dev servers proxy `/api`,
 *   `/remotes.json` and `/remotes/*` to it. Default `http://127.0.0.1:8080`.
 * - `PORTAL_DEV_REMOTES`: remotes served by a local dev server instead of the release store, as
 *   `name=url[,name=url]` (e.g. `pricing=http://127.0.0.1:3004`); the shell's dev server rewrites those entries
 *   of `/remotes.json` (used by `pnpm dev --remote pricing`).
 * - `PORTAL_DEV_PORT`: the dev server's port, overriding the `port` of the app's webpack.config.ts (set by
 *   scripts/dev.mjs).
 */
export interface DevEnvironment {
  apiUrl: string;
  devRemotes: Record<string, string>;
  /** Port from PORTAL_DEV_PORT, when set to a valid port number. */
  port?: number;
}

/** Parses `name=url,name=url` into a map; malformed items are ignored. */
export function parseDevRemotes(value: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const item of (value ?? '').split(',')) {
    const [name, url] = item.split('=').map((s) => s.trim());
    if (name && url) result[name] = url.replace(/\/+$/, '');
  }
  return result;
}

function validPort(value: string | undefined): boolean {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536;
}

/** Reads the development environment (see module doc). */
export function readDevEnvironment(env: NodeJS.ProcessEnv = process.env): DevEnvironment {
  return {
    apiUrl: (env.PORTAL_API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    devRemotes: parseDevRemotes(env.PORTAL_DEV_REMOTES),
    ...(validPort(env.PORTAL_DEV_PORT) ? { port: Number(env.PORTAL_DEV_PORT) } : {}),
  };
}
