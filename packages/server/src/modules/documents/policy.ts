import {
  CONTRACT_CATEGORY_CODES,
  type ContractCategory,
  type TokenClaims,
  contractCategoriesOfRoles,
} from '@portal/domain';
import { forbidden, notFound } from '../../errors.js';
import {
  CONTRACT_READERS,
  READ_ACCESS,
  STAFF_ROLES,
  assertOrganizationAccess,
  hasAnyRole,
} from '../../plugins/access.js';

/**
 * Who may read which contract file and invoice (spec §2 /contracts, /invoices; spec §6), decided per stored
 * document (its organization, a contract file's category) on top of the role groups of plugins/access.ts.
 */

type Claims = Pick<TokenClaims, 'roles' | 'organizationId'>;

/** True for provider staff, who read every organization's documents. */
export function isDocumentStaff(user: Claims): boolean {
  return user.organizationId === null && hasAnyRole(user, STAFF_ROLES);
}

/**
 * The contract categories `user` reads in `organizationId` (spec §2 /contracts, §6; issue 21 item 7): staff every
 * category; a user of that organization every category with authorized to sign or financial responsible, only the
 * agreements (AGREEMENT_CATEGORY) with user manager alone (@portal/domain contractCategoriesOfRoles); another role
 * of that organization 403; a user of another organization 404 (CONTRACT_READERS).
 */
export function readableContractCategories(
  user: Claims,
  organizationId: number,
): readonly ContractCategory[] {
  assertOrganizationAccess(user, organizationId, CONTRACT_READERS);
  return isDocumentStaff(user) ? CONTRACT_CATEGORY_CODES : contractCategoriesOfRoles(user.roles);
}

/**
 * The categories a contract list answers (GET /contracts, GET /organizations/{id}/contracts; issue 21 item 7):
 * without `requested`, every category the caller reads (for a user manager: the agreements only); a category it
 * reads: that one; a category it does not read: 403. The four categories are no secret, so the refusal tells
 * nothing a caller could not know, while an empty answer would hide a client asking for the wrong tab.
 */
export function contractListCategories(
  user: Claims,
  organizationId: number,
  requested: number | undefined,
): readonly number[] {
  const readable: readonly number[] = readableContractCategories(user, organizationId);
  if (requested === undefined) return readable;
  if (!readable.includes(requested)) throw forbidden();
  return [requested];
}

/**
 * Reading one contract file (view, download) as {@link readableContractCategories} for its organization; a file of
 * a category the caller does not read (a user manager asking for an SLA) answers 404 like an unknown or another
 * organization's id, so file ids cannot be probed (issue 21 item 7).
 */
export function assertContractFileReadAccess(
  user: Claims,
  file: { organizationId: number; category: number },
): void {
  const readable: readonly number[] = readableContractCategories(user, file.organizationId);
  if (!readable.includes(file.category)) throw notFound();
}

/** Reading invoices of `organizationId` (list, download): staff yes; any user of that organization yes; else 404. */
export function assertInvoiceReadAccess(user: Claims, organizationId: number): void {
  assertOrganizationAccess(user, organizationId, READ_ACCESS);
}
