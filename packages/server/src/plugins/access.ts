import {
  CONTRACT_AGREEMENT_READER_ROLES,
  CONTRACT_READER_ROLES,
  type OrganizationRole,
  PROVIDER_ROLES,
  type ProviderRole,
  type Role,
  type TokenClaims,
  isProviderRole,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.js';

/**
 * Who may call what (spec §6, ARCHITECTURE §5): THE one module for the role groups, the tenant rule and the access
 * declaration every API route carries. Routes declare `config: { access: access.… }`; {@link closedByDefault}
 * enforces the declaration before validation and refuses to register a route without one, so a forgotten hook
 * can no longer leave an endpoint public. Finer rules that depend on the payload or on the stored resource (who
 * may grant user manager, which organization a file belongs to) stay in the modules' policy files, built on the
 * groups below.
 */

// ─── Role groups (spec §6) ─────────────────────────────────────────────────────────────────────────────────────

/** Provider staff: read every organization (spec §2 /organizations), their contracts and invoices. */
export const STAFF_ROLES: readonly ProviderRole[] = PROVIDER_ROLES;
/** Staff who write organizations and their users; account managers read only (spec §6). */
export const ORGANIZATION_WRITER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];
/** Organization roles that add users to their own organization (spec §6). */
export const USER_ADDER_ROLES: readonly OrganizationRole[] = ['authorizedToSign', 'userManager'];
/** Organization roles that grant or take away user manager and authorized to sign (spec §6). */
export const USER_MANAGER_GRANTER_ROLES: readonly OrganizationRole[] = ['authorizedToSign'];
/** Who lists employees (spec §2 /employees). */
export const EMPLOYEE_READER_ROLES: readonly Role[] = [...PROVIDER_ROLES, 'authorizedToSign'];
/** Who adds, edits and deletes employees and reads the audit log (spec §6 super admin). */
export const SUPER_ADMIN_ONLY: readonly ProviderRole[] = ['superAdmin'];
/**
 * Organization roles that read every category of their own organization's contracts (spec §2 /contracts:
 * authorized to sign, financial responsible; @portal/domain CONTRACT_READER_ROLES).
 */
export const CONTRACT_ORGANIZATION_READER_ROLES: readonly OrganizationRole[] = CONTRACT_READER_ROLES;
/**
 * Organization roles that read only the agreements of their own organization: the user manager (spec §6 "view of
 * agreement"; issue 21 item 7; @portal/domain CONTRACT_AGREEMENT_READER_ROLES). The category narrowing is in
 * modules/documents/policy.ts.
 */
export const CONTRACT_AGREEMENT_ORGANIZATION_READER_ROLES: readonly OrganizationRole[] =
  CONTRACT_AGREEMENT_READER_ROLES;
/** Who uploads and deletes contract files (spec §6: management "adds and removes agreements"; super admin). */
export const CONTRACT_WRITER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];
/** Who uploads invoices (our choice: staff who manage customers, spec §6; account managers only read). */
export const INVOICE_UPLOADER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];
/** Who deletes invoices. */
export const INVOICE_DELETER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];

// ─── The tenant rule (ARCHITECTURE §5) ─────────────────────────────────────────────────────────────────────────

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

/** The organizations a user reaches: staff all, an organization user only its own (spec §6). */
export type TenantScope = { kind: 'all' } | { kind: 'organization'; organizationId: number };

/** True when the user holds at least one of `roles`. */
export function hasAnyRole(user: Claims | null | undefined, roles: readonly Role[]): boolean {
  return !!user && user.roles.some((r) => roles.includes(r));
}

/** True for provider staff: no organization and a provider role (spec §6 "provider user"). */
export function isStaff(user: Claims | null | undefined): boolean {
  return !!user && user.organizationId === null && user.roles.some(isProviderRole);
}

/** The tenant scope of a user, for repositories that filter by it (a row outside it reads as not found). */
export function tenantScopeOf(user: Claims): TenantScope {
  return isStaff(user)
    ? { kind: 'all' }
    : { kind: 'organization', organizationId: user.organizationId ?? -1 };
}

/** The signed-in user of a request; 401 when there is none (for handlers behind an access declaration). */
export function signedInUser(request: FastifyRequest): TokenClaims {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Who may call a route under /organizations/{id}/… (docs/customers-api.md, spec §6): which staff roles, and which
 * users of that same organization — all of them (true), none (false) or those holding one of the roles.
 */
export interface OrganizationAccessRule {
  staff: readonly ProviderRole[];
  members: boolean | readonly OrganizationRole[];
}

/** Staff read everything; an organization user reads its own organization. */
export const READ_ACCESS: OrganizationAccessRule = { staff: STAFF_ROLES, members: true };
/** Staff writers (not account managers) and any user of that organization (addresses, spec §1). */
export const WRITERS_OR_MEMBERS: OrganizationAccessRule = { staff: ORGANIZATION_WRITER_ROLES, members: true };
/** Staff writers only: super admin, management, support. */
export const WRITERS_ONLY: OrganizationAccessRule = { staff: ORGANIZATION_WRITER_ROLES, members: false };
/** Users of that organization only (a "More services" request); staff get 403. */
export const MEMBERS_ONLY: OrganizationAccessRule = { staff: [], members: true };
/** Managing users (spec §6): staff writers, or authorized to sign / user manager of that organization. */
export const USER_MANAGERS: OrganizationAccessRule = {
  staff: ORGANIZATION_WRITER_ROLES,
  members: USER_ADDER_ROLES,
};
/**
 * Changing an organization's own settings (the announcement e-mail, issue 11): staff writers, or its authorized
 * to sign / user manager — the members who already manage the organization's users.
 */
export const ORGANIZATION_SETTINGS_EDITORS: OrganizationAccessRule = {
  staff: ORGANIZATION_WRITER_ROLES,
  members: USER_ADDER_ROLES,
};
/**
 * Contract files of an organization (spec §2 /contracts): staff, or its authorized to sign / financial responsible
 * (every category) or user manager (agreements only, issue 21 item 7: the documents policy narrows the category).
 */
export const CONTRACT_READERS: OrganizationAccessRule = {
  staff: STAFF_ROLES,
  members: [...CONTRACT_ORGANIZATION_READER_ROLES, ...CONTRACT_AGREEMENT_ORGANIZATION_READER_ROLES],
};

/**
 * Decides a caller's access to organization `organizationId` under `rule`: 401 signed out; 404 for anyone who is
 * not staff asking for another organization, before any role check, so ids cannot be probed; 403 when the role
 * is not allowed. Returns normally when allowed.
 */
export function assertOrganizationAccess(
  user: Claims | null | undefined,
  organizationId: number,
  rule: OrganizationAccessRule,
): void {
  if (!user) throw unauthorized();
  if (isStaff(user)) {
    if (!hasAnyRole(user, rule.staff)) throw forbidden();
    return;
  }
  if (user.organizationId === null || user.organizationId !== organizationId) throw notFound();
  const allowed = Array.isArray(rule.members) ? hasAnyRole(user, rule.members) : rule.members;
  if (!allowed) throw forbidden();
}

// ─── Route access declarations ─────────────────────────────────────────────────────────────────────────────────

/** What a route declares in `config.access` (build it with {@link access}). */
export type RouteAccess =
  /** Anyone, signed in or not; `reason` says why (sign-in, mailed links). */
  | { kind: 'public'; reason: string }
  /** Any signed-in user; `narrowedBy` says what the handler narrows further (tenant filter, resource owner). */
  | { kind: 'signedIn'; narrowedBy?: string }
  /** Signed-in users holding one of `roles` (403 otherwise). */
  | { kind: 'roles'; roles: readonly Role[] }
  /** The organization in the `:id` path parameter, under `rule` (403 wrong role, 404 another organization). */
  | { kind: 'organization'; rule: OrganizationAccessRule }
  /** Staff, or users of an organization that has `subsystem` (spec §2 "Subsystem"; 403 otherwise). */
  | { kind: 'subsystem'; subsystem: number };

/** The access declarations, e.g. `config: { access: access.organization(READ_ACCESS) }`. */
export const access = {
  public: (reason: string): RouteAccess => ({ kind: 'public', reason }),
  signedIn: (narrowedBy?: string): RouteAccess => ({ kind: 'signedIn', narrowedBy }),
  roles: (...roles: readonly Role[]): RouteAccess => ({ kind: 'roles', roles }),
  organization: (rule: OrganizationAccessRule): RouteAccess => ({ kind: 'organization', rule }),
  subsystem: (subsystem: number): RouteAccess => ({ kind: 'subsystem', subsystem }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route under /api must declare it (see closedByDefault). */
    access?: RouteAccess;
  }
}

/** The rule in words, as the OpenAPI document states it for each operation. */
export function describeRouteAccess(rule: RouteAccess): string {
  switch (rule.kind) {
    case 'public':
      return `public (${rule.reason})`;
    case 'signedIn':
      return rule.narrowedBy ? `any signed-in user; ${rule.narrowedBy}` : 'any signed-in user';
    case 'roles':
      return `roles ${rule.roles.join(', ')}`;
    case 'subsystem':
      return `staff, or users of an organization with subsystem ${rule.subsystem}`;
    case 'organization': {
      const { staff, members } = rule.rule;
      const who = Array.isArray(members)
        ? `users of that organization with roles ${members.join(', ')}`
        : members
          ? 'any user of that organization'
          : 'no organization users';
      return `${staff.length ? `staff roles ${staff.join(', ')}` : 'no staff'}; ${who} (another organization's id: 404)`;
    }
  }
}

/**
 * Enforces `rule` for one request: returns when allowed, throws 401 signed out, 403 wrong role, 404 another
 * organization's id. The raw `:id` is compared as a number: a malformed id fails the tenant check for
 * organization users (404) and the params schema for staff (400).
 */
export function enforceRouteAccess(rule: RouteAccess, request: FastifyRequest): void {
  if (rule.kind === 'public') return;
  const user = request.user;
  if (!user) throw unauthorized();
  switch (rule.kind) {
    case 'signedIn':
      return;
    case 'roles':
      if (!hasAnyRole(user, rule.roles)) throw forbidden();
      return;
    case 'subsystem':
      if (!isStaff(user) && !user.subsystems.includes(rule.subsystem)) throw forbidden();
      return;
    case 'organization':
      assertOrganizationAccess(user, Number((request.params as { id?: string } | undefined)?.id), rule.rule);
  }
}

/** A registered route and the access it declared (the authorization matrix test walks this table). */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

const ENFORCER = Symbol('routeAccessEnforcer');

/**
 * Closes every route registered in `api` (the /api plugin's context) by default: a route without
 * `config.access` throws at registration, so the server does not start; a declared rule is enforced by an
 * onRequest hook placed before the route's own hooks (before body parsing and validation: a caller without
 * access gets 401/403/404, never a 400 about the payload); the OpenAPI operation gets the bearer scheme and the
 * rule in words. Each route is added to `table`.
 */
export function closedByDefault(api: FastifyInstance, table: RouteAccessEntry[]): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const rule = route.config?.access;
    const methods = [route.method].flat().join(',');
    if (!rule) {
      throw new Error(
        `${methods} ${route.url} declares no access: add config.access (access.public, signedIn, roles, organization or subsystem from plugins/access.ts)`,
      );
    }
    if (methods !== 'HEAD') table.push({ method: methods, url: route.url, access: rule });
    const own = [route.onRequest ?? []].flat();
    if (!own.some((hook) => ENFORCER in hook)) {
      const enforcer: onRequestAsyncHookHandler = async (request) => enforceRouteAccess(rule, request);
      Object.defineProperty(enforcer, ENFORCER, { value: true });
      route.onRequest = [enforcer, ...own];
    }
    if (route.schema && rule.kind !== 'public' && !route.schema.description?.includes('Access: ')) {
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: [] }],
        description: [route.schema.description, `Access: ${describeRouteAccess(rule)}.`]
          .filter(Boolean)
          .join('\n\n'),
      };
    }
  });
}
