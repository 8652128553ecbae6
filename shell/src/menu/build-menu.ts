import type { Role } from '@portal/domain';
import { type ManifestRoute, type MenuEntry, routeText } from '@portal/federation';
import { canAccess, isProvider, type SessionUser } from '@portal/session';
import { HOME_ROUTE } from '../routing/home-route';

/** A link of the side menu. `remote` is set for entries owned by a remote (hover preloads it). */
/** What the menu reads of a route table row (a `PortalRoute` without its page component). */
export type MenuSource = ManifestRoute & ({ kind: 'shell' } | { kind: 'remote'; remote: string });

export interface MenuLeaf {
  type: 'item';
  key: string;
  label: string;
  path: string;
  order: number;
  icon?: string;
  remote?: string;
}

/** A sub-menu (manifest `menu.group`) holding the entries of every remote that name the same group. */
export interface MenuGroup {
  type: 'group';
  key: string;
  label: string;
  order: number;
  children: MenuLeaf[];
}

export type MenuNode = MenuLeaf | MenuGroup;

/** Values the shell can put into a menu path (`:organizationId` → the user's organization). */
function fillPathParams(path: string, user: SessionUser): string | undefined {
  const filled = path.replace(/:organizationId\b/g, () =>
    user.organizationId != null ? String(user.organizationId) : ':organizationId',
  );
  return filled.includes(':') || filled.includes('*') ? undefined : filled;
}

const byOrderThenLabel = (a: { order: number; label: string }, b: { order: number; label: string }) =>
  a.order - b.order || a.label.localeCompare(b.label);

/**
 * Whether a menu entry of `audience` is for `user`: `organization` organization users, `provider` staff, `roles`
 * only holders of one of the route's `roles` (no provider-sees-all, spec §2 guard); none: everyone with access.
 */
function inAudience(user: SessionUser, audience: MenuEntry['audience'], roles: readonly Role[] | undefined): boolean {
  if (!audience) return true;
  if (audience === 'roles') return user.roles.some((role) => roles?.includes(role));
  return audience === (isProvider(user) ? 'provider' : 'organization');
}

/**
 * The side menu (ARCHITECTURE §4, spec §2): the Home entry plus every route's manifest menu entry, filtered by the
 * same `canAccess` the guard uses, labelled from the manifest texts in `locale`, grouped by `menu.group` and
 * ordered by `menu.order`. `menu.audience` limits an entry to organization users, to staff, or to the route's roles. Entries whose path needs a parameter the shell cannot fill in are left out.
 * Signed out: no menu.
 */
export function buildMenu(
  table: readonly MenuSource[], user: SessionUser | null | undefined, locale: string): MenuNode[] {
  if (!user) return [];
  const routes = table.filter((route) => route.menu);
  if (!routes.some((route) => route.path === '/')) routes.unshift({ ...HOME_ROUTE, kind: 'shell' });

  const top: MenuNode[] = [];
  const groups = new Map<string, MenuGroup>();
  const seenPaths = new Set<string>();
  for (const route of routes) {
    const menu = route.menu!;
    if (!route.access.public && !canAccess(user, route.access)) continue;
    if (!inAudience(user, menu.audience, route.access.roles)) continue;
    const path = fillPathParams(route.path, user);
    if (!path || seenPaths.has(path)) continue;
    seenPaths.add(path);
    const leaf: MenuLeaf = {
      type: 'item',
      key: menu.key,
      label: routeText(route, menu.labelKey, locale),
      path,
      order: menu.order,
      ...(menu.icon ? { icon: menu.icon } : {}),
      ...(route.kind === 'remote' ? { remote: route.remote } : {}),
    };
    if (!menu.group) {
      top.push(leaf);
      continue;
    }
    let group = groups.get(menu.group);
    if (!group) {
      group = { type: 'group', key: `group:${menu.group}`, label: routeText(route, menu.group, locale), order: menu.order, children: [] };
      groups.set(menu.group, group);
      top.push(group);
    }
    group.order = Math.min(group.order, menu.order);
    group.children.push(leaf);
  }
  for (const group of groups.values()) group.children.sort(byOrderThenLabel);
  return top.sort(byOrderThenLabel);
}
