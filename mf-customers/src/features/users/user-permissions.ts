import { alwaysUsesTwoFactor, OrganizationRoleCode, type OrganizationUser } from '@portal/domain';
import { canWriteOrganizations, isAuthorizedToSign, isUserManager, type SessionUser } from '@portal/session';

/** Role codes only writers and authorized to sign may grant or take away (spec §6). */
export const PRIVILEGED_ROLE_CODES: readonly string[] = [
  String(OrganizationRoleCode.authorizedToSign),
  String(OrganizationRoleCode.userManager),
];

/** Every organization role code in display order ("0".."4"). */
export const ROLE_CODES: readonly string[] = Object.values(OrganizationRoleCode).map(String);

/** What the signed-in user may do with the users of one organization (display rules; the server enforces them). */
export interface UserPermissions {
  /** Add users and edit or remove the ones {@link UserPermissions.canEdit} allows. */
  canManage: boolean;
  /** Tick or untick "Authorized to sign" and "User manager". */
  canGrantPrivileged: boolean;
  /** Edit this user. */
  canEdit: (target: OrganizationUser) => boolean;
  /** Remove this user (never oneself). */
  canRemove: (target: OrganizationUser) => boolean;
}

/**
 * Spec §6 and docs/customers-api.md: writers (super admin, management, support) manage every organization's users;
 * in their own organization, authorized to sign and user manager do too. Only writers and authorized to sign grant
 * the privileged roles, so a user manager may not edit or remove a user holding one. Nobody removes themselves.
 */
export function userPermissions(user: SessionUser | null | undefined, organizationId: number): UserPermissions {
  const writer = canWriteOrganizations(user);
  const ownOrganization = !!user && user.organizationId === organizationId;
  const canManage = writer || (ownOrganization && (isAuthorizedToSign(user) || isUserManager(user)));
  const canGrantPrivileged = writer || (ownOrganization && isAuthorizedToSign(user));
  const canEdit = (target: OrganizationUser) =>
    canManage && (canGrantPrivileged || !target.roles.some((code) => PRIVILEGED_ROLE_CODES.includes(code)));
  return {
    canManage,
    canGrantPrivileged,
    canEdit,
    canRemove: (target) => canEdit(target) && target.id !== user?.id,
  };
}

/** True when one of the role codes always uses 2FA, so the 2FA switch is forced on. */
export function forcesTwoFactor(roles: readonly string[] | undefined): boolean {
  return alwaysUsesTwoFactor(roles ?? []);
}
