import type { TokenClaims } from '@portal/domain';
import { OrganizationRoleCode, organizationRoleFromCode } from '@portal/domain';
import { ORGANIZATION_WRITER_ROLES, USER_MANAGER_GRANTER_ROLES, hasAnyRole } from '../../plugins/access.js';

/**
 * Finer rules on organizations and their users that depend on the payload or the target (spec §6,
 * docs/contracts.md), built on the role groups of plugins/access.ts. Who may call a route at all is the route's
 * access declaration.
 */

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

/** True when the user may create, update, delete, (de)activate organizations and add their users as staff. */
export function canWriteOrganizations(user: Claims): boolean {
  return user.organizationId === null && hasAnyRole(user, ORGANIZATION_WRITER_ROLES);
}

/**
 * Organization role codes that only staff writers and authorized-to-sign users may grant or take away: authorized
 * to sign (0) and user manager (4) (spec §6, docs/customers-api.md "Organization users").
 */
export const PRIVILEGED_ROLE_CODES: readonly number[] = [
  OrganizationRoleCode.authorizedToSign,
  OrganizationRoleCode.userManager,
];
/** 403 message when a caller grants or takes away code 0 or 4 without the right to. */
export const GRANT_REFUSED = 'Only an authorized signatory may grant the user manager role.';
/** 403 message when a user manager edits or removes a user holding code 0 or 4. */
export const MANAGE_REFUSED =
  'Only an authorized signatory may change or remove an authorized signatory or user manager.';

/**
 * Wire role codes ("0".."4" or numbers) as stored: an unknown code becomes 0, authorized to sign (spec §3);
 * duplicates dropped, ascending.
 */
export function normalizeRoleCodes(codes: readonly (string | number)[]): number[] {
  const mapped = codes.map((c) => OrganizationRoleCode[organizationRoleFromCode(c)]);
  return [...new Set(mapped)].sort((a, b) => a - b);
}

const privilegedOf = (codes: readonly (string | number)[]): number[] =>
  normalizeRoleCodes(codes).filter((c) => PRIVILEGED_ROLE_CODES.includes(c));

/** Staff writers, or an authorized-to-sign organization user: the only ones who may hand out codes 0 and 4. */
function mayGrantPrivileged(user: Claims): boolean {
  return (
    canWriteOrganizations(user) ||
    (user.organizationId !== null && hasAnyRole(user, USER_MANAGER_GRANTER_ROLES))
  );
}

/**
 * True unless `roleCodes` (wire codes of a new user) hold authorized to sign (0, or any unknown code, which is
 * stored as 0) or user manager (4) and the caller is neither a staff writer nor authorized to sign (spec §6).
 */
export function canGrantRoles(user: Claims, roleCodes: readonly (string | number)[]): boolean {
  return privilegedOf(roleCodes).length === 0 || mayGrantPrivileged(user);
}

/**
 * True unless the change from `before` to `after` role codes grants or takes away code 0 or 4 and the caller is
 * neither a staff writer nor authorized to sign (PUT /organizations/{id}/users/{userId}).
 */
export function canChangeRoles(
  user: Claims,
  before: readonly (string | number)[],
  after: readonly (string | number)[],
): boolean {
  const was = privilegedOf(before);
  const will = privilegedOf(after);
  const changed = was.length !== will.length || was.some((c) => !will.includes(c));
  return !changed || mayGrantPrivileged(user);
}

/**
 * True unless the target user holds code 0 or 4 and the caller is neither a staff writer nor authorized to sign:
 * a user manager may not edit or remove an authorized signatory or another user manager.
 */
export function canManageUser(user: Claims, targetRoleCodes: readonly (string | number)[]): boolean {
  return privilegedOf(targetRoleCodes).length === 0 || mayGrantPrivileged(user);
}
