import { z } from 'zod';
import { recordIdSchema } from './ids';
import { LOCALES, SUBSYSTEM_IDS } from './constants';
import { pageQueryFields } from './organization';
import { Messages } from './messages';

/**
 * Customer administration contract (issue 3; spec §2, §3, §5, §6): addresses, contacts, users, subsystems,
 * subcustomers, employees, profile and settings, account manager, "More services" requests and the audit log.
 * Server routes validate with these schemas; the client types its calls with them. Endpoints are listed in
 * docs/customers-api.md and in /api/docs.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalEmail = z
  .union([z.email(Messages.invalidEmail).max(254), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v.trim().toLowerCase() : null));

// ---------------------------------------------------------------------------------------------------------------
// Addresses (spec §3 Address; type flags None 0, Shipping 1, Invoice 2, Visiting 4)

/** Bit set of AddressType flags (0..7). */
export const addressTypeFlagsSchema = z.number().int().min(0).max(7);

/**
 * POST / PUT /api/organizations/{id}/addresses[/{addressId}] and the subcustomer address calls. `countryCode` is
 * ISO 3166-1 alpha-2 (upper case); `country` its Dutch name as in the picker (spec §9 preferred order). `email` is
 * the invoice e-mail (optional). `type` (organization addresses only) sets this address as the organization's
 * shipping / invoice / visiting default for each flag set; on update, a flag left out that is currently set
 * removes that default. Omitted `type`: defaults are not changed.
 */
export const addressInputSchema = z.strictObject({
  streetName: text(200),
  houseNumber: text(20),
  zipCode: text(20),
  city: text(100),
  country: text(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
    .transform((v) => v.toUpperCase()),
  email: optionalEmail,
  type: addressTypeFlagsSchema.optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** PUT /api/organizations/{id}/addresses/{addressId}/type `{type}`: make it (or stop it being) a default. */
export const addressTypeInputSchema = z.strictObject({ type: addressTypeFlagsSchema });
export type AddressTypeInput = z.infer<typeof addressTypeInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Contacts (customer detail sub-menu "Contacts")

/** A person's contact card: an employee (contact person / account manager) or similar. */
export const personCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** GET / PUT /api/organizations/{id}/contacts: the contact person (an employee) and the announcement e-mail. */
export const organizationContactsSchema = z.object({
  contactPersonId: z.number().int().nullable(),
  contactPerson: personCardSchema.nullable(),
  announcementEmailAddress: z.string().nullable(),
});
export type OrganizationContacts = z.infer<typeof organizationContactsSchema>;

/** PUT /api/organizations/{id}/contacts payload (staff writers). 400 contactPersonId "Unknown employee.". */
export const organizationContactsInputSchema = z.strictObject({
  contactPersonId: z.number().int().positive().nullable(),
  announcementEmailAddress: optionalEmail,
});
export type OrganizationContactsInput = z.input<typeof organizationContactsInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Organization users (list / edit / remove; add is organizationUserInputSchema in user.ts)

/**
 * PUT /api/organizations/{id}/users/{userId} payload. The e-mail (the sign-in name) is not changed here.
 * At least one role ("At least 1 role is required"). Roles that always use 2FA force `twoFactorEnabled`.
 */
export const organizationUserUpdateSchema = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  phoneNumber: optionalText(30),
  roles: z.array(z.string().regex(/^\d+$/)).min(1, Messages.atLeastOneRole).max(5),
  twoFactorEnabled: z.boolean(),
  sendApnInfo: z.boolean(),
});
export type OrganizationUserUpdate = z.input<typeof organizationUserUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Subsystems (spec §2: 1 helpdesk, 2 webshop, 3 4 5 8 supplier service pages; §4 added / not added)

/** GET /api/organizations/{id}/subsystems: one row per known subsystem. */
export const subsystemLinkSchema = z.object({
  subsystem: z.number().int(),
  added: z.boolean(),
  /** An open "More services" request for it, if any. */
  openRequestId: z.number().int().nullable(),
});
export type SubsystemLink = z.infer<typeof subsystemLinkSchema>;

/** PUT /api/organizations/{id}/subsystems/{subsystem} `{added}` (staff writers). 400 on an unknown subsystem. */
export const subsystemLinkInputSchema = z.strictObject({ added: z.boolean() });

// ---------------------------------------------------------------------------------------------------------------
// "More services" requests (design; spec §2 names the screen only)

export const serviceRequestStatusSchema = z.enum(['open', 'granted', 'declined']);
export type ServiceRequestStatusValue = z.infer<typeof serviceRequestStatusSchema>;

/** A request of an organization user for a subsystem the organization does not have yet. */
export const serviceRequestSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  subsystem: z.number().int(),
  message: z.string().nullable(),
  status: serviceRequestStatusSchema,
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** POST /api/organizations/{id}/service-requests. 400 subsystem: already added, unknown, or already requested. */
export const serviceRequestInputSchema = z.strictObject({
  subsystem: z.number().int(),
  message: optionalText(1000),
});
export type ServiceRequestInput = z.input<typeof serviceRequestInputSchema>;

/** PUT /api/organizations/{id}/service-requests/{requestId} (staff writers): granting adds the subsystem link. */
export const serviceRequestDecisionSchema = z.strictObject({ status: z.enum(['granted', 'declined']) });

// ---------------------------------------------------------------------------------------------------------------
// The staff Sub systems screen (spec §2 menu "Sub systems", issue 11; design: the spec names the entry only)

const subsystemId = z.coerce
  .number()
  .int()
  .refine((id) => SUBSYSTEM_IDS.includes(id), { message: 'Unknown subsystem.' });

/** GET /api/subsystems (staff): per known subsystem, in SUBSYSTEMS order, who holds it and what is asked. */
export const subsystemSummarySchema = z.object({
  subsystem: z.number().int(),
  /** Organizations that hold it (active or not). */
  organizationCount: z.number().int(),
  /** "More services" requests for it that no one has granted or declined yet. */
  openRequestCount: z.number().int(),
});
export type SubsystemSummary = z.infer<typeof subsystemSummarySchema>;

/** One row of GET /api/subsystems/organizations: an organization with the subsystems it holds and has asked for. */
export const subsystemOrganizationSchema = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  customerNumber: z.string(),
  isInactive: z.boolean(),
  /** Subsystem ids it holds, ascending. */
  subsystems: z.array(z.number().int()),
  /** Subsystem ids with an open "More services" request, ascending. */
  requestedSubsystems: z.array(z.number().int()),
});
export type SubsystemOrganization = z.infer<typeof subsystemOrganizationSchema>;

/**
 * GET /api/subsystems/organizations query (staff): `search` in name and customer number; `subsystem` only the
 * organizations holding it; `requested=true` only those with an open request (for `subsystem` when given). By name.
 * 1-based `page`, at most 100 per page; 400 for an unknown subsystem or parameter.
 */
export const subsystemOrganizationQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  subsystem: subsystemId.optional(),
  requested: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type SubsystemOrganizationQuery = z.input<typeof subsystemOrganizationQuerySchema>;

/** One row of GET /api/service-requests: a request with the organization it came from. */
export const serviceRequestListItemSchema = serviceRequestSchema.extend({
  organizationName: z.string(),
  customerNumber: z.string(),
});
export type ServiceRequestListItem = z.infer<typeof serviceRequestListItemSchema>;

/**
 * GET /api/service-requests query (staff): requests of every organization with `status` (default open) and
 * optionally one `subsystem`, newest first. 1-based `page`, at most 100 per page.
 */
export const serviceRequestListQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: serviceRequestStatusSchema.default('open'),
  subsystem: subsystemId.optional(),
});
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Subcustomers (spec §3: name, contact persons, addresses, shipments)

/** A contact person of a subcustomer (not a portal user). */
export const subcustomerContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  function: z.string().nullable(),
});
export type SubcustomerContact = z.infer<typeof subcustomerContactSchema>;

/** POST / PUT …/subcustomers/{subCustomerId}/contacts[/{contactId}]. */
export const subcustomerContactInputSchema = z.strictObject({
  name: text(200),
  email: optionalEmail,
  phoneNumber: optionalText(30),
  function: optionalText(100),
});
export type SubcustomerContactInput = z.input<typeof subcustomerContactInputSchema>;

/** Subcustomer address: the Address shape without default flags meaning anything (always false). */
export const subcustomerAddressSchema = z.object({
  id: z.number().int(),
  streetName: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  email: z.string().nullable(),
});
export type SubcustomerAddress = z.infer<typeof subcustomerAddressSchema>;

/** A shipment row shown on the subcustomer detail (the shipments remote owns the full entity). */
export const subcustomerShipmentSchema = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

/** GET /api/organizations/{id}/subcustomers row. */
export const subcustomerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  contactCount: z.number().int(),
  addressCount: z.number().int(),
  /** City of the first address, for the list. */
  city: z.string().nullable(),
});
export type SubcustomerListItem = z.infer<typeof subcustomerListItemSchema>;

/** GET /api/organizations/{id}/subcustomers/{subCustomerId}. */
export const subcustomerSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  contacts: z.array(subcustomerContactSchema),
  addresses: z.array(subcustomerAddressSchema),
  shipments: z.array(subcustomerShipmentSchema),
});
export type Subcustomer = z.infer<typeof subcustomerSchema>;

/**
 * POST /api/organizations/{id}/subcustomers (create with optional first contact and address, one transaction)
 * and PUT …/{subCustomerId} (name and reference only; contacts and addresses have their own calls).
 */
export const subcustomerInputSchema = z.strictObject({
  name: text(200),
  reference: optionalText(50),
  contacts: z.array(subcustomerContactInputSchema).max(20).optional(),
  addresses: z
    .array(addressInputSchema.omit({ type: true }))
    .max(20)
    .optional(),
});
export type SubcustomerInput = z.input<typeof subcustomerInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Employees (spec §2 /employees, §3 Employee; role codes management 0, support 1, account manager 2, super admin 3)

/** POST / PUT /api/employees[/{id}] (super admin). A new employee gets a confirmation mail to set a password. */
export const employeeInputSchema = z.strictObject({
  email: z.email(Messages.invalidEmail).max(254),
  firstName: text(100),
  lastName: text(100),
  phoneNumber: optionalText(30),
  role: z.number().int().min(0).max(3),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Profile, 2FA and settings of the signed-in user

/** PUT /api/users/me/profile: own name and phone. The e-mail is the sign-in name and is changed by staff only. */
export const profileInputSchema = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  phoneNumber: optionalText(30),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/**
 * PUT /api/users/me/two-factor `{enabled}`. 403 for users holding authorized to sign or financial responsible
 * (spec §6: only users with neither may change it).
 */
export const twoFactorInputSchema = z.strictObject({ enabled: z.boolean() });

/** PUT /api/users/me/settings: preferred language (null: follow the browser choice) and APN information mails. */
export const settingsInputSchema = z.strictObject({
  locale: z.enum(LOCALES).nullable(),
  sendApnInfo: z.boolean(),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** GET /api/organizations/{id}/account-manager: the contact person and the support help snippet values. */
export const accountManagerSchema = z.object({
  accountManager: personCardSchema.nullable(),
  support: z.object({ phone: z.string(), email: z.string() }),
});
export type AccountManagerInfo = z.infer<typeof accountManagerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Audit log (super admin)

/** GET /api/audit query: 1-based page; optional filters. */
export const auditQuerySchema = z.strictObject({
  ...pageQueryFields,
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  actorUserId: recordIdSchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One audit record: who did what when, with the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
