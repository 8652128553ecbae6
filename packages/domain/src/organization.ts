import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { Messages } from './messages';

/** Address of spec §3. `email` is the invoice e-mail. */
export const addressSchema = z.object({
  id: z.number().int(),
  streetName: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  email: z.string().nullable(),
  shippingAddress: z.boolean(),
  invoiceAddress: z.boolean(),
  visitingAddress: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** Supplier of spec §3. */
export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  providerType: z.number().int().min(0).max(10),
  hasRoamingList: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Organization write payload (POST / PUT /api/organizations, spec §3, §5, §7). Unknown fields are refused.
 * On save the server blanks `vatNumber` when `vatLiable` is false and drops blank `supplierIds` (spec §3).
 */
export const organizationInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  customerNumber: z.string().trim().min(1).max(50),
  vatNumber: optionalText(30),
  kvkNumber: optionalText(20),
  ibanNumber: optionalText(34),
  country: z.string().trim().min(1).max(100),
  vatLiable: z.boolean(),
  isProspect: z.boolean().default(false),
  isReseller: z.boolean().default(false),
  resellerId: z.number().int().positive().nullish(),
  contactPersonId: z.number().int().positive().nullish(),
  initialContractorId: z.number().int().positive().nullish(),
  announcementEmailAddress: z.email().max(254).nullish().or(z.literal('')),
  slaLevel: optionalText(50),
  supplierIds: z.array(z.union([z.number().int().positive(), z.literal(''), z.null()])).default([]),
  /** Update only (spec §5): skip the customer-number uniqueness check. */
  skipCustomerNumberCheck: z.boolean().optional(),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/**
 * What a customer may change of its own organization (PATCH /api/organizations/{id}/settings; issue 11, README
 * "Product decisions"): the announcement e-mail address, where outage and maintenance notices go. An empty
 * value clears it. Everything else (name, customer number, VAT, KvK, IBAN, SLA, reseller, suppliers, account
 * manager) is contract data staff change on request. Unknown fields are refused.
 */
export const organizationSettingsInputSchema = z.strictObject({
  announcementEmailAddress: z
    .union([
      z.null(),
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.union([z.literal(''), z.email(Messages.invalidEmail).max(254)])),
    ])
    .transform((value) => value || null),
});
export type OrganizationSettingsInput = z.input<typeof organizationSettingsInputSchema>;

/** Organization as read (GET /api/organizations/{id}). */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerNumber: z.string(),
  vatNumber: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  ibanNumber: z.string().nullable(),
  country: z.string(),
  vatLiable: z.boolean(),
  isInactive: z.boolean(),
  isProspect: z.boolean(),
  isReseller: z.boolean(),
  resellerId: z.number().int().nullable(),
  contactPersonId: z.number().int().nullable(),
  initialContractorId: z.number().int().nullable(),
  announcementEmailAddress: z.string().nullable(),
  slaLevel: z.string().nullable(),
  shippingAddressId: z.number().int().nullable(),
  invoiceAddressId: z.number().int().nullable(),
  visitingAddressId: z.number().int().nullable(),
  supplierIds: z.array(z.number().int()),
  suppliers: z.array(supplierSchema),
  subSystems: z.array(z.number().int()),
  addresses: z.array(addressSchema),
  shippingAddress: addressSchema.nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** One row of the organization list (GET /api/organizations). */
export const organizationListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerNumber: z.string(),
  country: z.string(),
  isInactive: z.boolean(),
  isProspect: z.boolean(),
  isReseller: z.boolean(),
  contactPersonName: z.string().nullable(),
  city: z.string().nullable(),
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;

export const ORGANIZATION_SORT_FIELDS = ['name', 'customerNumber', 'country', 'city'] as const;

const boolQuery = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** The paging fields of every list query: 1-based `page`, `pageSize` 1–100 (default 20). */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/**
 * GET /api/organizations query. `sort` is a field name, optionally prefixed with "-" for descending.
 * `inactive`: include inactive organizations; `prospect`: include prospects (spec §2 filters). 1-based `page`.
 */
export const organizationListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${ORGANIZATION_SORT_FIELDS.join('|')})$`))
    .optional(),
  inactive: boolQuery.default(false),
  prospect: boolQuery.default(false),
});
export type OrganizationListQuery = z.input<typeof organizationListQuerySchema>;

/** A page of a server-paginated list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/organizations/{id}/company: the company details shown to the organization's own users. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerNumber: z.string(),
  vatNumber: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  ibanNumber: z.string().nullable(),
  country: z.string(),
  slaLevel: z.string().nullable(),
  isInactive: z.boolean(),
  /** Where outage and maintenance notices go; the customer may change it (PATCH …/settings). */
  announcementEmailAddress: z.string().nullable(),
  contactPerson: z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), phoneNumber: z.string().nullable() })
    .nullable(),
  shippingAddress: addressSchema.nullable(),
  invoiceAddress: addressSchema.nullable(),
  visitingAddress: addressSchema.nullable(),
});
export type Company = z.infer<typeof companySchema>;
