import { isProviderRole, type Role, type TokenClaims } from '@portal/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.js';

const ACCESS_RULE = Symbol('accessRule');

/**
 * Attaches the human description of an access hook (e.g. "roles: superAdmin, management") to it, so the OpenAPI
 * document states for each operation the very rule its hook enforces (app.ts onRoute). Returns the hook.
 */
export function describeAccess<T extends object>(hook: T, description: string): T {
  Object.defineProperty(hook, ACCESS_RULE, { value: description });
  return hook;
}

/** The description {@link describeAccess} attached to a hook, if any. */
export function accessOf(hook: unknown): string | undefined {
  return typeof hook === 'function' ? (hook as unknown as Record<symbol, string | undefined>)[ACCESS_RULE] : undefined;
}

/** True for provider staff: no organization and any provider role (spec §6 "provider user"). */
export function isStaff(user: TokenClaims | null | undefined): boolean {
  return !!user && user.organizationId === null && user.roles.some(isProviderRole);
}

/** The signed-in user of a request; 401 when there is none (for handlers behind an access hook). */
export function signedInUser(request: FastifyRequest): TokenClaims {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** True when the user holds at least one of `roles`. */
export function hasAnyRole(user: TokenClaims | null | undefined, roles: readonly Role[]): boolean {
  return !!user && user.roles.some((r) => roles.includes(r));
}

async function requireAuthHook(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
describeAccess(requireAuthHook, 'any signed-in user');

/**
 * preHandler: 401 `{errorMessage, errors: []}` when the request is not signed in.
 * Use as `preHandler: requireAuth` or `preHandler: requireAuth()`.
 */
export function requireAuth(): preHandlerAsyncHookHandler;
export function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
export function requireAuth(request?: FastifyRequest): preHandlerAsyncHookHandler | Promise<void> {
  if (!request) return requireAuthHook as preHandlerAsyncHookHandler;
  return requireAuthHook(request);
}
describeAccess(requireAuth, 'any signed-in user');

/** preHandler factory: 401 when not signed in, 403 when the user holds none of `roles` (spec §6). */
export function requireRoles(...roles: Role[]): preHandlerAsyncHookHandler {
  return describeAccess(
    async function requireRolesHook(request: FastifyRequest) {
      if (!request.user) throw unauthorized();
      if (!hasAnyRole(request.user, roles)) throw forbidden();
    },
    `roles ${roles.join(', ')}`,
  );
}

/** preHandler factory: 401 when not signed in, 403 unless staff or the user's organization has `subsystem` (spec §2). */
export function requireSubsystem(subsystem: number): preHandlerAsyncHookHandler {
  return describeAccess(
    async function requireSubsystemHook(request: FastifyRequest) {
      if (!request.user) throw unauthorized();
      if (!isStaff(request.user) && !request.user.subsystems.includes(subsystem)) throw forbidden();
    },
    `staff, or users of an organization with subsystem ${subsystem}`,
  );
}

/**
 * Tenant scope (ARCHITECTURE §5): staff pass; an organization user passes only for its own organization.
 * Anything else throws 404 (not 403) so other tenants' ids cannot be probed. Throws 401 without a user.
 */
export function assertOrganizationScope(user: TokenClaims | null | undefined, organizationId: number): void {
  if (!user) throw unauthorized();
  if (isStaff(user)) return;
  if (user.organizationId !== organizationId) throw notFound();
}
