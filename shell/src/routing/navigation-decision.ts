import type { RouteAccess } from '@portal/domain';
import { canAccess, type SessionUser } from '@portal/session';

/** Where the login page sends the user after signing in (query parameter of /login). */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * Why the guard sent a signed-in user home (issue 15: "a customer without the subsystem is sent to `/` and sees the
 * 'More services' way to ask for it"): the path refused and the subsystem the route needs, if any.
 */
export interface NoAccess {
  path: string;
  subsystem?: number;
}

/** What the guard does with a navigation; a redirect for lack of access carries `noAccess`. */
export type NavigationDecision = { type: 'render' } | { type: 'redirect'; to: string; noAccess?: NoAccess };

/**
 * The navigation guard's rule (spec §2, ARCHITECTURE §4), as a pure function:
 * - unknown path → /404;
 * - public route → render (a signed-in user visiting /login goes home);
 * - signed out on a route needing sign-in → /login, keeping the target in `returnTo`;
 * - signed in without access (canAccess, the same rule the menu uses) → /, with `noAccess` saying what was refused;
 * - otherwise render.
 */
export function decideNavigation(input: {
  access: RouteAccess | undefined;
  path: string | undefined;
  user: SessionUser | null | undefined;
  location: { pathname: string; search: string; hash?: string };
}): NavigationDecision {
  const { access, path, user, location } = input;
  if (!access) return { type: 'redirect', to: '/404' };
  if (access.public) {
    return user && path === '/login' ? { type: 'redirect', to: '/' } : { type: 'render' };
  }
  if (!user) {
    const target = `${location.pathname}${location.search}${location.hash ?? ''}`;
    return {
      type: 'redirect',
      to: target === '/' ? '/login' : `/login?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`,
    };
  }
  if (!canAccess(user, access)) {
    const noAccess: NoAccess = { path: location.pathname };
    if (access.subsystem !== undefined) noAccess.subsystem = access.subsystem;
    return { type: 'redirect', to: '/', noAccess };
  }
  return { type: 'render' };
}

/**
 * The in-portal path to continue to after login: `returnTo` when it is a same-origin path (never another site,
 * never the auth pages), else `/`.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/^\/(login|forgot-password|reset-password|confirm-password)(\/|\?|$)/.test(value)) return '/';
  return value;
}
