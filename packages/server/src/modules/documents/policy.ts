import type { OrganizationRole, ProviderRole, Role, TokenClaims } from '@portal/domain';
import { PROVIDER_ROLES } from '@portal/domain';

/**
 * Who may do what with contract files and invoices (spec §2 /contracts, /contracts/organizations, /invoices,
 * /invoices/organizations; spec §6). Kept as data so the routes and the tests read the same table.
 */

/** Staff who read every organization's contracts and invoices (spec §2 …/organizations rows). */
export const DOCUMENT_STAFF_READER_ROLES: readonly ProviderRole[] = PROVIDER_ROLES;
/** Organization roles that read their own organization's contracts (spec §2 /contracts). */
export const CONTRACT_ORGANIZATION_READER_ROLES: readonly OrganizationRole[] = [
  'authorizedToSign',
  'financialResponsible',
];
/** Who uploads and deletes contract files (spec §6: management "adds and removes agreements"; super admin). */
export const CONTRACT_WRITER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];
/** Who uploads invoices (our choice: staff who manage customers, spec §6; account managers only read). */
export const INVOICE_UPLOADER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];
/** Who deletes invoices. */
export const INVOICE_DELETER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

const hasAny = (user: Claims, roles: readonly Role[]): boolean => user.roles.some((r) => roles.includes(r));

/** Outcome of an access check: allowed, refused (403), or hidden as not found (404, another tenant). */
export type DocumentAccess = 'allowed' | 'forbidden' | 'notFound';

/** True for provider staff who read every organization's documents. */
export function isDocumentStaff(user: Claims): boolean {
  return user.organizationId === null && hasAny(user, DOCUMENT_STAFF_READER_ROLES);
}

/**
 * Reading contract files of `organizationId` (list, download): staff yes; a user of that organization with
 * authorized to sign or financial responsible yes, with another role 403; a user of another organization 404.
 */
export function contractReadAccess(user: Claims, organizationId: number): DocumentAccess {
  if (isDocumentStaff(user)) return 'allowed';
  if (user.organizationId !== organizationId) return 'notFound';
  return hasAny(user, CONTRACT_ORGANIZATION_READER_ROLES) ? 'allowed' : 'forbidden';
}

/** Reading invoices of `organizationId` (list, download): staff yes; any user of that organization yes; else 404. */
export function invoiceReadAccess(user: Claims, organizationId: number): DocumentAccess {
  if (isDocumentStaff(user)) return 'allowed';
  return user.organizationId === organizationId ? 'allowed' : 'notFound';
}
