import type { OrganizationRole, ProviderRole, Role, TokenClaims } from '@portal/domain';
import { OrganizationRoleCode, PROVIDER_ROLES } from '@portal/domain';
import type { TenantScope } from './repository.js';

/**
 * Who may do what with organizations (spec §6, docs/contracts.md). Kept as data so the routes and the
 * authorization matrix test read the same table.
 */

/** Provider staff: read every organization (spec §2 /organizations). */
export const STAFF_ROLES: readonly ProviderRole[] = PROVIDER_ROLES;
/** Staff who may write organizations; account managers read only (spec §6). */
export const ORGANIZATION_WRITER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];
/** Organization roles that may add users to their own organization (spec §6). */
export const USER_ADDER_ROLES: readonly OrganizationRole[] = ['authorizedToSign', 'userManager'];
/** Organization roles that may grant the user-manager role (spec §6: "grants user manager"). */
export const USER_MANAGER_GRANTER_ROLES: readonly OrganizationRole[] = ['authorizedToSign'];
/** Who may list employees (spec §2 /employees, docs/contracts.md). */
export const EMPLOYEE_READER_ROLES: readonly Role[] = [...PROVIDER_ROLES, 'authorizedToSign'];

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

const hasAny = (user: Claims, roles: readonly Role[]): boolean => user.roles.some((r) => roles.includes(r));

/** True for provider staff: no organization and any provider role (same rule as plugins/access.ts isStaff). */
export function isStaffUser(user: Claims): boolean {
  return user.organizationId === null && hasAny(user, STAFF_ROLES);
}

/** True when the user may create, update, delete, (de)activate organizations and add their users as staff. */
export function canWriteOrganizations(user: Claims): boolean {
  return user.organizationId === null && hasAny(user, ORGANIZATION_WRITER_ROLES);
}

/** The organizations a user may reach (spec §6): staff all, an organization user only its own. */
export function tenantScopeOf(user: Claims): TenantScope {
  return isStaffUser(user)
    ? { kind: 'all' }
    : { kind: 'organization', organizationId: user.organizationId ?? -1 };
}

/** Staff writers, or an authorized-to-sign / user-manager user of that same organization (spec §6). */
export function canAddUsers(user: Claims, organizationId: number): boolean {
  if (canWriteOrganizations(user)) return true;
  return (
    user.organizationId !== null && user.organizationId === organizationId && hasAny(user, USER_ADDER_ROLES)
  );
}

/**
 * Only staff writers and authorized-to-sign users may hand out the user-manager role (code 4, spec §6).
 * `roleCodes` are the wire codes of the new user.
 */
export function canGrantRoles(user: Claims, roleCodes: readonly string[]): boolean {
  const grantsUserManager = roleCodes.some((c) => Number(c) === OrganizationRoleCode.userManager);
  if (!grantsUserManager) return true;
  return (
    canWriteOrganizations(user) || (user.organizationId !== null && hasAny(user, USER_MANAGER_GRANTER_ROLES))
  );
}

/** Who may list employees (spec §2 /employees). */
export function canReadEmployees(user: Claims): boolean {
  return hasAny(user, EMPLOYEE_READER_ROLES);
}
