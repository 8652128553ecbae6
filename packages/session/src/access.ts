import {
  CONTRACT_CATEGORY_CODES,
  contractCategoriesOfRoles,
  isProviderRole,
  type ContractCategory,
  type Role,
  type RouteAccess,
} from '@portal/domain';
import type { SessionUser } from './session-user';

type MaybeUser = SessionUser | null | undefined;

const hasAnyRole = (user: MaybeUser, roles: readonly Role[]): boolean =>
  !!user && user.roles.some((role) => roles.includes(role));

/** Any provider (staff) role: super admin, management, support, account manager (spec §6). */
export function isProvider(user: MaybeUser): boolean {
  return !!user && user.roles.some(isProviderRole);
}

/** Admin = super admin (spec §6). */
export function isAdmin(user: MaybeUser): boolean {
  return hasAnyRole(user, ['superAdmin']);
}

/** Super admin or management (spec §6). */
export function isAdminOrManager(user: MaybeUser): boolean {
  return hasAnyRole(user, ['superAdmin', 'management']);
}

/** Super admin, management or support (spec §6). */
export function isAdminManagerOrSupport(user: MaybeUser): boolean {
  return hasAnyRole(user, ['superAdmin', 'management', 'support']);
}

/** Support (spec §6). */
export function isSupport(user: MaybeUser): boolean {
  return hasAnyRole(user, ['support']);
}

/** User manager (organization role, spec §6). */
export function isUserManager(user: MaybeUser): boolean {
  return hasAnyRole(user, ['userManager']);
}

/** Authorized to sign (organization role, spec §6). */
export function isAuthorizedToSign(user: MaybeUser): boolean {
  return hasAnyRole(user, ['authorizedToSign']);
}

/**
 * The two-factor setting can be changed only by signed-in users holding neither authorized to sign nor
 * financial responsible (spec §6: those roles always use 2FA).
 */
export function canChangeTwoFactor(user: MaybeUser): boolean {
  return !!user && !hasAnyRole(user, ['authorizedToSign', 'financialResponsible']);
}

/** Writers of organizations: super admin, management, support; the account manager only reads (spec §6). */
export function canWriteOrganizations(user: MaybeUser): boolean {
  return isAdminManagerOrSupport(user);
}

/**
 * Route access (spec §2): a public route is open to anyone; otherwise the user must be signed in and the route
 * has no role or subsystem restriction, or the user holds one of its roles, or holds its subsystem, or is any
 * provider user. The guard and the menu use this same rule.
 */
export function canAccess(user: MaybeUser, access: RouteAccess): boolean {
  if (access.public) return true;
  if (!user) return false;
  const roles = access.roles ?? [];
  if (roles.length === 0 && access.subsystem === undefined) return true;
  if (isProvider(user)) return true;
  if (hasAnyRole(user, roles)) return true;
  return access.subsystem !== undefined && user.subsystems.includes(access.subsystem);
}

/**
 * The contract categories (spec §3: 0 SLA, 1 agreements, 2 other, 3 orders) the user reads, in display order, for
 * the contracts screens' tabs (spec §2 /contracts, §6; issue 21 item 7): provider staff and an organization's
 * authorized to sign or financial responsible every category; a user manager without either only the agreements
 * (AGREEMENT_CATEGORY of @portal/domain, "view of agreement"); anyone else, or nobody signed in, none. Display
 * only: the server applies the same rule (@portal/domain contractCategoriesOfRoles) and stays the authority.
 */
export function readableContractCategories(user: MaybeUser): ContractCategory[] {
  if (!user) return [];
  if (isProvider(user)) return [...CONTRACT_CATEGORY_CODES];
  return contractCategoriesOfRoles(user.roles);
}
