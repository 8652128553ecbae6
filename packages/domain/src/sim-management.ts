import { z } from 'zod';
import { idParamSchema } from './ids';
import { pageQueryFields, supplierSchema } from './organization';
import type { ProviderRole } from './roles';

/**
 * SIM management (issue 15 "SIM management `/simmanagement`"; spec §2 /simmanagement: "SIM management with provider
 * cards, 'Go to portal', roaming list upload and download", no restriction; §3 Supplier). Endpoints:
 * docs/sim-management-api.md.
 *
 * Decisions (the spec names the screen and the Supplier entity only):
 * - A customer sees one card per supplier linked to their organization (organization_suppliers); staff see every
 *   supplier, or the suppliers of one organization they pick.
 * - A card shows the supplier's name, provider type (§3, texts in the remote's catalogs), a short description in
 *   English and Dutch (the reader's language, falling back to the other), a logo, "Go to portal" (an http(s) URL,
 *   opened in a new tab with `noopener`), and for a supplier with a roaming list its current version.
 * - Staff who maintain suppliers (SIM_MANAGEMENT_EDITOR_ROLES: super admin, management, support) edit the portal
 *   URL, descriptions, the roaming-list flag and the logo (PNG, JPEG or WebP up to SUPPLIER_LOGO_MAX_BYTES; SVG is
 *   refused because it can carry script), and upload roaming lists. The account manager reads everything.
 * - A roaming list is an xlsx or csv file of up to ROAMING_LIST_MAX_BYTES and ROAMING_LIST_MAX_ROWS rows. Row 1
 *   names the columns (any case, English or Dutch): Country, Operator, MCC-MNC (or MCC and MNC), and Technologies
 *   (a list such as "2G, 4G, LTE-M") or one column per technology marked with x / yes / ja / true / 1. Every
 *   version is kept with its uploader and date; the newest is current. Customers read and download the current
 *   version only; staff download every version.
 * - One row per network: MCC-MNC is the entry's key, a second row with the same MCC-MNC is refused. A file that
 *   cannot be parsed is refused whole (400 on `file`), each problem naming its row and column.
 * - A new version shows what changed since the one before it: networks added, removed, and changed (another
 *   country, operator name or technology set for the same MCC-MNC).
 */

/** Staff who maintain supplier details and upload roaming lists (issue 15). */
export const SIM_MANAGEMENT_EDITOR_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];

/** The radio technologies a roaming entry lists, in this order (issue 15). */
export const ROAMING_TECHNOLOGIES = ['2G', '3G', '4G', 'LTE-M', 'NB-IoT'] as const;
export type RoamingTechnology = (typeof ROAMING_TECHNOLOGIES)[number];

/** Largest roaming list upload, in bytes (5 MB: a list of every network in the world is well under 1 MB). */
export const ROAMING_LIST_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows a roaming list may have. */
export const ROAMING_LIST_MAX_ROWS = 20_000;
/** Most parse problems one refusal lists (the rest are summed up in one more line). */
export const ROAMING_LIST_MAX_ERRORS = 20;
/** Largest supplier logo, in bytes (512 KB). */
export const SUPPLIER_LOGO_MAX_BYTES = 512 * 1024;
/** Longest supplier description, per language, in characters. */
export const SUPPLIER_DESCRIPTION_MAX = 500;

/** The i18n key (under `providerTypes.`) of each provider type of spec §3, by its number. */
export const PROVIDER_TYPE_KEYS = [
  'firstMobileIot',
  'secondMobileIot',
  'thirdIot',
  'globalSim',
  'provider',
  'networkEquipment',
  'telematicsHardware',
  'furtherIot',
  'mobileOperator',
  'providerControl',
  'providerPrepaid',
] as const;

/** One network of a roaming list: country (as the supplier names it), operator, MCC-MNC ("204-08"), technologies. */
export const roamingEntrySchema = z.object({
  country: z.string(),
  operator: z.string(),
  mccMnc: z.string(),
  technologies: z.array(z.enum(ROAMING_TECHNOLOGIES)),
});
export type RoamingEntry = z.infer<typeof roamingEntrySchema>;

/**
 * One uploaded version of a supplier's roaming list. `createdAt`: ISO date-time. `sizeBytes`: bytes of the file.
 * `added`, `removed`, `changed`: networks compared with the version before it (null for the first version).
 */
export const roamingListVersionSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  entryCount: z.number().int(),
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
  isCurrent: z.boolean(),
  added: z.number().int().nullable(),
  removed: z.number().int().nullable(),
  changed: z.number().int().nullable(),
});
export type RoamingListVersion = z.infer<typeof roamingListVersionSchema>;

/**
 * A supplier card of /simmanagement: the §3 Supplier plus its portal URL (http or https, or null), descriptions
 * in `en` and `nl` (empty string when not written), `logoVersion` (a short hash that changes with the logo, null
 * without a logo; the image is GET /api/sim-management/suppliers/{id}/logo?v={logoVersion}) and the current
 * roaming list version (null when none was uploaded).
 */
export const simSupplierSchema = supplierSchema.extend({
  portalUrl: z.string().nullable(),
  description: z.object({ en: z.string(), nl: z.string() }),
  logoVersion: z.string().nullable(),
  roamingList: roamingListVersionSchema.nullable(),
});
export type SimSupplier = z.infer<typeof simSupplierSchema>;

/** GET /api/sim-management/suppliers query: staff may name an organization (its linked suppliers only). */
export const simSupplierListQuerySchema = z.object({
  organizationId: idParamSchema.optional(),
});

const description = z.string().trim().max(SUPPLIER_DESCRIPTION_MAX).default('');

/** PUT /api/sim-management/suppliers/{id} body: what staff maintain of a supplier. Unknown fields are refused. */
export const supplierDetailsInputSchema = z.strictObject({
  portalUrl: z
    .union([z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(500), z.literal(''), z.null()])
    .transform((v) => (v ? v : null)),
  descriptionEn: description,
  descriptionNl: description,
  hasRoamingList: z.boolean(),
});
export type SupplierDetailsInput = z.input<typeof supplierDetailsInputSchema>;

/** GET /api/sim-management/suppliers/{id}/roaming-list/entries query: search in country, operator and MCC-MNC. */
export const roamingEntryQuerySchema = z.object({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  technology: z.enum(ROAMING_TECHNOLOGIES).optional(),
  /** Staff only: read an older version instead of the current one. */
  versionId: idParamSchema.optional(),
});

/** What changed in a version compared with the version before it (`previousVersionId` null: the first version). */
export const roamingChangesSchema = z.object({
  versionId: z.number().int(),
  previousVersionId: z.number().int().nullable(),
  added: z.array(roamingEntrySchema),
  removed: z.array(roamingEntrySchema),
  changed: z.array(z.object({ before: roamingEntrySchema, after: roamingEntrySchema })),
});
export type RoamingChanges = z.infer<typeof roamingChangesSchema>;

/** The server's messages of SIM management (English; the Dutch texts are ROAMING_MESSAGES_NL). */
export const SimManagementMessages = {
  wrongType: 'Only xlsx and csv files are accepted.',
  logoWrongType: 'Only PNG, JPEG and WebP images are accepted.',
  noRoamingList: 'This supplier has no roaming list.',
} as const;
