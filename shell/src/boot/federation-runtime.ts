import { createFallbackPlugin, createRetryPlugin, type Registry } from '@portal/federation';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Hands the registry to the Module Federation runtime (ARCHITECTURE §2 boot order): the retry and fallback
 * plugins, then every remote by its manifest URL. Uses the instance the build plugin created (the functions of
 * `@module-federation/enhanced/runtime`), never `createInstance`, which would start with an empty share scope.
 */
export function registerRegistry(registry: Registry, base: string = window.location.href): void {
  registerPlugins([createRetryPlugin(), createFallbackPlugin()]);
  registerRemotes(
    // Absolute entries: a remote's publicPath is 'auto', i.e. derived from where its manifest was fetched.
    Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: new URL(remote.entry, base).href })),
    { force: true },
  );
}

/**
 * Loads a remote's `./app` expose (its single-spa lifecycles). Resolves with the fallback module of the
 * fallback plugin when the remote cannot be loaded; rejects only on unexpected runtime errors.
 */
export function loadRemoteApp(remote: string): Promise<unknown> {
  return loadRemote<unknown>(`${remote}/app`);
}

/**
 * Starts downloading a remote's `./app` (menu hover) without executing it. A failure is not shown here (the
 * outlet shows it when the route is opened); it only warns.
 */
export function preloadRemoteApp(remote: string): void {
  preloadRemote([{ nameOrAlias: remote, exposes: ['./app'] }]).catch((error: unknown) =>
    console.warn(`[shell] preloading ${remote} failed:`, error),
  );
}
