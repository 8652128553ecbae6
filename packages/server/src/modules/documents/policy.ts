import type { TokenClaims } from '@portal/domain';
import {
  CONTRACT_READERS,
  READ_ACCESS,
  STAFF_ROLES,
  assertOrganizationAccess,
  hasAnyRole,
} from '../../plugins/access.js';

/**
 * Who may read which contract file and invoice (spec §2 /contracts, /invoices; spec §6), decided per stored
 * document (its organization) on top of the role groups of plugins/access.ts.
 */

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

/** True for provider staff, who read every organization's documents. */
export function isDocumentStaff(user: Claims): boolean {
  return user.organizationId === null && hasAnyRole(user, STAFF_ROLES);
}

/**
 * Reading contract files of `organizationId` (list, download): staff yes; a user of that organization with
 * authorized to sign or financial responsible yes, with another role 403; a user of another organization 404.
 */
export function assertContractReadAccess(user: Claims, organizationId: number): void {
  assertOrganizationAccess(user, organizationId, CONTRACT_READERS);
}

/** Reading invoices of `organizationId` (list, download): staff yes; any user of that organization yes; else 404. */
export function assertInvoiceReadAccess(user: Claims, organizationId: number): void {
  assertOrganizationAccess(user, organizationId, READ_ACCESS);
}
