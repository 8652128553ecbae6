import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createUnavailableModule } from '../remote-unavailable';

/**
 * `errorLoadRemote` runtime plugin (ARCHITECTURE §2, fault tolerance level 2).
 *
 * - `afterResolve` (the remote's mf-manifest.json failed): returns `undefined`, because any value would be taken
 *   as the manifest; the runtime then throws and the failure reaches `onLoad` below.
 * - `onLoad` (loading `<remote>/<expose>` failed, after the retries): returns a fallback module rendering
 *   "this part of the portal is unavailable" with a retry button ({@link createUnavailableModule}).
 * - other lifecycles (`beforeRequest`, `beforeLoadShare`): `undefined`, the runtime's own error stands.
 *
 * Nothing is cached for a failed remote, so a later `loadRemote` tries the network again (retry works).
 */
export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable:`, error);
      return createUnavailableModule({ id, error });
    },
  };
}
