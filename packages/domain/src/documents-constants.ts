import type { OrganizationRole } from './roles';

/** Constants of contract files and invoices (spec §3), zod-free so screens can use them without the schemas. */

/** Contract file categories by index (spec §3 Contract file: 0 SLA, 1 agreements, 2 other, 3 orders). */
export const CONTRACT_CATEGORIES = { sla: 0, agreements: 1, other: 2, orders: 3 } as const;

export type ContractCategoryName = keyof typeof CONTRACT_CATEGORIES;

export type ContractCategory = (typeof CONTRACT_CATEGORIES)[ContractCategoryName];

/** Category codes in display order (0..3). */
export const CONTRACT_CATEGORY_CODES = Object.values(CONTRACT_CATEGORIES) as ContractCategory[];

/**
 * The Agreements category (spec §3 Contract file index 1; the "Agreements" tab of spec §2's contracts screen): the
 * one category a user manager may view (spec §6 "view of agreement"; issue 21 item 7).
 */
export const AGREEMENT_CATEGORY = CONTRACT_CATEGORIES.agreements;

/**
 * Organization roles that read every contract category of their own organization (spec §2 /contracts: authorized
 * to sign, financial responsible).
 */
export const CONTRACT_READER_ROLES: readonly OrganizationRole[] = [
  'authorizedToSign',
  'financialResponsible',
];

/**
 * Organization roles that read only the agreements ({@link AGREEMENT_CATEGORY}) of their own organization: the
 * user manager (spec §6 "view of agreement"; issue 21 item 7). Holding a role of {@link CONTRACT_READER_ROLES} as
 * well gives every category.
 */
export const CONTRACT_AGREEMENT_READER_ROLES: readonly OrganizationRole[] = ['userManager'];

/**
 * Organization roles that open their own organization's contracts at all (the /contracts route, spec §2 as
 * widened by issue 21 item 7): {@link CONTRACT_READER_ROLES} and {@link CONTRACT_AGREEMENT_READER_ROLES}.
 */
export const OWN_CONTRACTS_ROLES: readonly OrganizationRole[] = [
  ...CONTRACT_READER_ROLES,
  ...CONTRACT_AGREEMENT_READER_ROLES,
];

/**
 * THE rule of which contract categories an organization user reads in its own organization, from its role names
 * (spec §2 /contracts, §6; issue 21 item 7), in display order: every category with authorized to sign or
 * financial responsible; only {@link AGREEMENT_CATEGORY} with user manager alone; none otherwise. Organization
 * roles only: provider staff read every category of every organization, which the callers decide first (the
 * server's documents policy, `readableContractCategories` of @portal/session).
 */
export function contractCategoriesOfRoles(roles: readonly string[]): ContractCategory[] {
  const holds = (group: readonly OrganizationRole[]) =>
    roles.some((role) => (group as readonly string[]).includes(role));
  if (holds(CONTRACT_READER_ROLES)) return [...CONTRACT_CATEGORY_CODES];
  if (holds(CONTRACT_AGREEMENT_READER_ROLES)) return [AGREEMENT_CATEGORY];
  return [];
}

/** Default upload limit in bytes (server config UPLOAD_MAX_BYTES may change it): 20 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Content types accepted for invoices: PDF only (checked on the bytes, not the file name). */
export const INVOICE_CONTENT_TYPES = ['application/pdf'] as const;

/** Content types accepted for contract files: PDF and office documents (docx/xlsx/pptx, doc/xls, odt/ods). */
export const CONTRACT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

/** `accept` attribute values for the upload inputs. */
export const INVOICE_FILE_ACCEPT = '.pdf,application/pdf';

export const CONTRACT_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.doc,.xls,.odt,.ods';

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'credited'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
