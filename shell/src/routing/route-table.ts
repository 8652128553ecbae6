import type { ManifestRoute, Registry, RouteLayout } from '@portal/federation';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { SHELL_ROUTES, type ShellRoute } from './shell-routes';

/** A route of the portal: one of the shell's own pages, or a path owned by a remote. */
export type PortalRoute =
  | (ManifestRoute & { kind: 'shell'; Component: ComponentType })
  | (ManifestRoute & { kind: 'remote'; remote: string });

/** The layouts the shell renders; `default` is rendered as `main` (spec §2). */
export type ShellLayout = Exclude<RouteLayout, 'default'>;

/** The layout a route is rendered in. */
export function layoutOf(route: Pick<ManifestRoute, 'layout'>): ShellLayout {
  return !route.layout || route.layout === 'default' ? 'main' : route.layout;
}

const toShellRoute = ({ Component, ...route }: ShellRoute): PortalRoute => ({ ...route, kind: 'shell', Component });

/** The shell's home route (used when no remote claims `/`, and for the Home menu entry). */
export const SHELL_HOME = SHELL_ROUTES.find((route) => route.path === '/')!;

/**
 * The route table: the shell's pages first (a remote cannot take /login, /404, ...), then every remote's routes
 * in registry order (the first claim of a path wins; later ones are reported and skipped), then the shell's home
 * page when no remote claims `/`.
 */
export function buildRouteTable(registry: Registry, shellRoutes: ShellRoute[] = SHELL_ROUTES): PortalRoute[] {
  const table = shellRoutes.filter((route) => route.path !== '/').map(toShellRoute);
  const taken = new Set(table.map((route) => route.path));
  for (const [remote, { routes }] of Object.entries(registry.remotes)) {
    for (const route of routes) {
      if (taken.has(route.path)) {
        console.warn(`[shell] ${remote} claims ${route.path}, which is already taken; skipped`);
        continue;
      }
      taken.add(route.path);
      table.push({ ...route, kind: 'remote', remote });
    }
  }
  const home = shellRoutes.find((route) => route.path === '/');
  if (home && !taken.has('/')) table.push(toShellRoute(home));
  return table;
}

/** The route of the table that matches `pathname` (react-router ranking), or undefined (→ /404). */
export function matchPortalRoute(table: PortalRoute[], pathname: string): PortalRoute | undefined {
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return (matches?.[0]?.route as { route: PortalRoute } | undefined)?.route;
}
