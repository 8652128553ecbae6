/**
 * Roles of spec §3 (codes) and §6 (meaning).
 *
 * In the database and on the wire, organization users carry their roles as strings of numeric codes
 * (`"0"`..`"4"`) and employees carry employee role codes (`0`..`3`). Inside the portal (JWT claims, access rules)
 * a role is a name, because the two code ranges overlap.
 */

/** Organization user role codes, spec §3. An unknown code maps to 0 (authorized to sign). */
export const OrganizationRoleCode = {
  authorizedToSign: 0,
  generalResponsible: 1,
  technicalResponsible: 2,
  financialResponsible: 3,
  userManager: 4,
} as const;

/** Employee (provider staff) role codes, spec §3. */
export const EmployeeRoleCode = {
  management: 0,
  support: 1,
  accountManager: 2,
  superAdmin: 3,
} as const;

export type OrganizationRole = keyof typeof OrganizationRoleCode;
export type ProviderRole = keyof typeof EmployeeRoleCode;
/** Any role name used in JWT claims and access rules. */
export type Role = OrganizationRole | ProviderRole;

export const ORGANIZATION_ROLES = Object.keys(OrganizationRoleCode) as OrganizationRole[];
export const PROVIDER_ROLES = Object.keys(EmployeeRoleCode) as ProviderRole[];
export const ALL_ROLES: Role[] = [...PROVIDER_ROLES, ...ORGANIZATION_ROLES];

/** Roles that always sign in with a 2FA code (spec §6). */
export const ALWAYS_2FA_ROLES: readonly OrganizationRole[] = ['authorizedToSign', 'financialResponsible', 'userManager'];

/**
 * True when any of `roles` always signs in with a 2FA code (spec §6). Accepts role names (claims, access rules)
 * and organization role codes (numbers or numeric strings as stored and sent; an unknown code counts as 0).
 */
export function alwaysUsesTwoFactor(roles: readonly (string | number)[]): boolean {
  return roles.some((role) => {
    const name = typeof role === 'number' || /^\d+$/.test(role) ? organizationRoleFromCode(role) : role;
    return (ALWAYS_2FA_ROLES as readonly string[]).includes(name);
  });
}

/**
 * Maps an organization user role code (number or numeric string) to its name. Spec §3: an unknown code maps
 * to 0, authorized to sign.
 */
export function organizationRoleFromCode(code: string | number): OrganizationRole {
  const n = typeof code === 'number' ? code : Number.parseInt(code, 10);
  const found = ORGANIZATION_ROLES.find((r) => OrganizationRoleCode[r] === n);
  return found ?? 'authorizedToSign';
}

/** Maps an organization role name to its wire code string ("0".."4"). */
export function organizationRoleToCode(role: OrganizationRole): string {
  return String(OrganizationRoleCode[role]);
}

/** Maps an employee role code to its name, or undefined for an unknown code. */
export function providerRoleFromCode(code: number): ProviderRole | undefined {
  return PROVIDER_ROLES.find((r) => EmployeeRoleCode[r] === code);
}

export function isProviderRole(role: string): role is ProviderRole {
  return (PROVIDER_ROLES as string[]).includes(role);
}

export function isOrganizationRole(role: string): role is OrganizationRole {
  return (ORGANIZATION_ROLES as string[]).includes(role);
}
