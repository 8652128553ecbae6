import type { Registry } from '@portal/federation';
import { buildRouteTable, matchPortalRoute } from '../routing/route-table';
import { loadRemoteApp } from './federation-runtime';

/**
 * Boot (issue 18): when `pathname` is a remote's route, starts loading that remote's `./app` — its entry, its chunks
 * and the shared libraries it resolves (antd…), exactly as the outlet will, which then finds it loaded — while the
 * shell goes on with i18n and the session, instead of after the first render. Returns the remote's name; undefined
 * for the shell's own pages (/login loads no remote code). A failure is left to the outlet, which loads again and
 * shows it.
 */
export function warmUpFirstScreen(registry: Registry, pathname: string): string | undefined {
  const route = matchPortalRoute(buildRouteTable(registry), pathname);
  if (route?.kind !== 'remote') return undefined;
  loadRemoteApp(route.remote).catch(() => undefined);
  return route.remote;
}
