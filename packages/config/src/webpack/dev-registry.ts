import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevEnvironment } from './dev-env';

interface RegistryShape {
  allowOverrides: boolean;
  overrideOrigins: string[];
  remotes: Record<string, { version: string; entry: string; routes: unknown }>;
}

const EMPTY_REGISTRY: RegistryShape = { allowOverrides: false, overrideOrigins: [], remotes: {} };

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Builds the registry the shell's dev server answers on `/remotes.json`: the release store's registry from the
 * API server (or an empty one when it is not running), with every remote of `devRemotes` pointing at its local
 * dev server (`<url>/mf-manifest.json`, routes from `<url>/routes.json`, version "dev").
 * A dev remote that is not reachable keeps its release-store entry, or is left out.
 */
export async function buildDevRegistry(env: DevEnvironment): Promise<RegistryShape> {
  let registry: RegistryShape;
  try {
    registry = (await fetchJson(`${env.apiUrl}/remotes.json`)) as RegistryShape;
  } catch {
    registry = structuredClone(EMPTY_REGISTRY);
  }
  for (const [name, url] of Object.entries(env.devRemotes)) {
    try {
      const routes = await fetchJson(`${url}/routes.json`);
      registry.remotes[name] = { version: 'dev', entry: `${url}/mf-manifest.json`, routes };
    } catch (error) {
      process.stderr.write(`[dev registry] ${name} at ${url} is not reachable: ${(error as Error).message}\n`);
    }
  }
  return registry;
}

/** Connect/express middleware answering GET /remotes.json with {@link buildDevRegistry}. */
export function devRegistryMiddleware(env: DevEnvironment) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' || !req.url?.startsWith('/remotes.json')) return next();
    buildDevRegistry(env).then(
      (registry) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify(registry));
      },
      () => next(),
    );
  };
}
