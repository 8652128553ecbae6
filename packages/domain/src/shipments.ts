import { z } from 'zod';
import { bodyIdSchema, idParamSchema } from './ids';
import { Messages } from './messages';
import { pageQueryFields } from './organization';
import {
  BOX_TYPES,
  CONTROL_CHARACTERS,
  DOMESTIC_SHIPMENT_TYPES,
  INSURED_SHIPMENT_TYPES,
  PHONE_PATTERN,
  SERVICE_CODES,
  SHIPMENT_FIELD_MAX,
  SHIPMENT_KINDS,
  SHIPMENT_LIMITS,
  SHIPMENT_MILESTONES,
  SHIPMENT_STATUSES,
  STATE_REQUIRED_COUNTRIES,
  ShipmentMessages,
} from './shipments-constants';

/**
 * Shipments contract (issue 14; spec §2 /shipments, §3 Shipment, §4 shipment states, §9 "the shipment overview
 * shows only the last N days"). Who: staff see every organization's shipments; the users of an organization (all
 * five roles) see their own organization's, including those to its subcustomers. Endpoints:
 * docs/shipments-api.md.
 */

/** Sortable columns of the overview (`-` prefix for descending; default newest sent first). */
export const SHIPMENT_SORT_FIELDS = ['sentAt', 'reference', 'recipientName', 'status'] as const;

/**
 * GET /api/shipments query: the last N days (the server's SHIPMENT_OVERVIEW_DAYS), filtered by `status`, `kind`,
 * domestic `type`, `organizationId` (staff; an organization user's own is implied), `subcustomerId`, and `search`
 * (reference or barcode, case-insensitive, contains). 20 per page.
 */
export const shipmentListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !CONTROL_CHARACTERS.test(v), ShipmentMessages.noControlCharacters)
    .optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
  kind: z.enum(SHIPMENT_KINDS).optional(),
  type: z.enum(DOMESTIC_SHIPMENT_TYPES).optional(),
  organizationId: idParamSchema.optional(),
  subcustomerId: idParamSchema.optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${SHIPMENT_SORT_FIELDS.join('|')})$`))
    .default('-sentAt'),
});
export type ShipmentListQuery = z.input<typeof shipmentListQuerySchema>;

/** GET /api/shipments/export query: the overview's filters without paging or sorting (newest sent first). */
export const shipmentExportQuerySchema = shipmentListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
});
export type ShipmentExportQuery = z.input<typeof shipmentExportQuerySchema>;

/** A shipment's destination as the overview shows it. */
export const shipmentAddressSchema = z.object({
  streetName: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
});
export type ShipmentAddress = z.infer<typeof shipmentAddressSchema>;

/** One row of the overview (spec §3 Shipment: type, recipient, address, reference, service, status, sent date…). */
export const shipmentListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHIPMENT_KINDS),
  /** Domestic type; null for international shipments. */
  type: z.enum(DOMESTIC_SHIPMENT_TYPES).nullable(),
  /** International service code (SERVICE_CODES); null for domestic shipments. */
  serviceCode: z.string().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  subcustomerId: z.number().int().nullable(),
  subcustomerName: z.string().nullable(),
  recipientName: z.string(),
  address: shipmentAddressSchema,
  reference: z.string().nullable(),
  /** The carrier's barcode (track and trace number). */
  barcode: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** The latest carrier status code (CARRIER_STATUSES: 1–23, 99); null before the carrier reported any. */
  carrierStatusCode: z.number().int().nullable(),
  /** The latest carrier status's milestone, for the timeline and icons. */
  milestone: z.enum(SHIPMENT_MILESTONES).nullable(),
  simCount: z.number().int(),
  /** Insurance in euro cents; null when not insured. */
  insuranceCents: z.number().int().nullable(),
  sentAt: z.string(),
  /** The carrier's public track and trace page for this shipment. */
  trackAndTraceUrl: z.string(),
});
export type ShipmentListItem = z.infer<typeof shipmentListItemSchema>;

/** GET /api/shipments answer: a page of the window, and the window's length in days (shown on the page). */
export const shipmentListSchema = z.object({
  items: z.array(shipmentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  windowDays: z.number().int(),
});
export type ShipmentList = z.infer<typeof shipmentListSchema>;

/** One carrier event of a shipment's timeline (oldest first). */
export const shipmentEventSchema = z.object({
  code: z.number().int(),
  milestone: z.enum(SHIPMENT_MILESTONES).nullable(),
  occurredAt: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** The package of an international shipment as stored (spec §3 International package). */
export const shipmentPackageSchema = z.object({
  boxType: z.string().nullable(),
  weightKg: z.number(),
  lengthCm: z.number().int(),
  widthCm: z.number().int(),
  heightCm: z.number().int(),
  productDescription: z.string(),
});
export type ShipmentPackage = z.infer<typeof shipmentPackageSchema>;

/**
 * GET /api/shipments/{id} (and the 201 of both create calls): the overview row with the recipient's contact, the
 * state or province code, the international package and its total cost (euro cents), the carrier that carries it
 * (`sandbox` on the embedded default, else the real carrier's name) and the carrier events (the timeline).
 */
export const shipmentSchema = shipmentListItemSchema.extend({
  recipientPhone: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  stateProvinceCode: z.string().nullable(),
  package: shipmentPackageSchema.nullable(),
  totalCostCents: z.number().int().nullable(),
  carrier: z.string(),
  events: z.array(shipmentEventSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Creating shipments (issue 14 "Domestic flow", "International flow"; spec §2 steps, §3 Shipment and International
// package, §5 refusals and advice). Both flows send the address as entered (a picked address of the organization
// or subcustomer is copied into the form): the shipment keeps the address it went to.

/** One line of text: no control characters (a NUL byte would reach PostgreSQL, which refuses it). */
const oneLine = (schema: z.ZodString) =>
  schema.refine((v) => !CONTROL_CHARACTERS.test(v), ShipmentMessages.noControlCharacters);
const text = (max: number) => oneLine(z.string().trim().min(1).max(max));
const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max))
    .nullish()
    .transform((v) => (v ? v : null));
const phone = z.string().trim().regex(PHONE_PATTERN, 'Please enter a valid phone number.');
const optionalPhone = z
  .union([phone, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
const optionalEmail = z
  .union([z.email(Messages.invalidEmail).max(254), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v.trim().toLowerCase() : null));
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
  .transform((v) => v.toUpperCase());

/**
 * Who a shipment goes to (both flows): the organization (staff pick one; an organization user may only name its
 * own), optionally one of its subcustomers, the recipient's name as printed on the label (e.g. "Acme BV, attn. J.
 * Jansen"), phone and e-mail for the carrier's delivery notices, and a reference printed on the label (≤ 35).
 */
const partyFields = {
  organizationId: bodyIdSchema,
  subcustomerId: bodyIdSchema.nullish().transform((v) => v ?? null),
  recipientName: text(SHIPMENT_FIELD_MAX.recipientName),
  recipientPhone: optionalPhone,
  recipientEmail: optionalEmail,
  reference: optionalText(SHIPMENT_LIMITS.maxReferenceLength),
};

/**
 * The webshop order a shipment fulfils (issue 15 "Staff … fulfil one by creating its shipment through the shipment
 * flow"): staff only; the order must belong to the shipment's organization and be received or processing. The
 * order becomes shipped and links to the new shipment, in the same transaction.
 */
const webshopOrderField = {
  webshopOrderId: bodyIdSchema.nullish().transform((v) => v ?? null),
};

/** The destination of a domestic shipment: street, house number, zip code, city, country (Dutch name) and code. */
export const domesticAddressInputSchema = z.strictObject({
  streetName: text(SHIPMENT_FIELD_MAX.streetName),
  houseNumber: text(SHIPMENT_FIELD_MAX.houseNumber),
  zipCode: text(SHIPMENT_FIELD_MAX.zipCode),
  city: text(SHIPMENT_FIELD_MAX.city),
  country: text(SHIPMENT_FIELD_MAX.country),
  countryCode,
});
export type DomesticAddressInput = z.input<typeof domesticAddressInputSchema>;

/**
 * POST /api/shipments/domestic: a domestic shipment (spec §2 steps Customer → Recipient → Address → Shipping options).
 * `insuranceEuros` (up to two decimals, at most SHIPMENT_LIMITS.maxInsuranceEuros) is required for the insured
 * types and refused for the others. An address abroad is refused on `address.countryCode` with
 * ShipmentMessages.foreignAddress (the screen offers the international flow). More than 10 SIMs in a letter is
 * allowed (the screen advises parcel, spec §5). The country code decides: only NL is domestic (spec §2 also names
 * the country "Nederland"; the server stores that name whatever was sent).
 */
export const domesticShipmentInputSchema = z
  .strictObject({
    ...partyFields,
    ...webshopOrderField,
    address: domesticAddressInputSchema,
    type: z.enum(DOMESTIC_SHIPMENT_TYPES),
    simCount: z.number().int().min(1).max(SHIPMENT_LIMITS.maxSimCount),
    insuranceEuros: z
      .number()
      .positive()
      .max(SHIPMENT_LIMITS.maxInsuranceEuros)
      .multipleOf(0.01)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((input, ctx) => {
    const insured = INSURED_SHIPMENT_TYPES.includes(input.type);
    if (insured && input.insuranceEuros === null)
      ctx.addIssue({ code: 'custom', path: ['insuranceEuros'], message: ShipmentMessages.insuranceRequired });
    if (!insured && input.insuranceEuros !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['insuranceEuros'],
        message: ShipmentMessages.insuranceNotAllowed,
      });
    // The code decides (a name and code that disagree must not reach the carrier); the route stores "Nederland".
    if (input.address.countryCode !== 'NL')
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'countryCode'],
        message: ShipmentMessages.foreignAddress,
      });
  });
export type DomesticShipmentInput = z.input<typeof domesticShipmentInputSchema>;

/**
 * The destination of an international package (spec §3 International package: address line 1, postal code, city,
 * state or province code, country code; lengths are the carrier's). `stateProvinceCode` is required for
 * STATE_REQUIRED_COUNTRIES. A Dutch address is refused with ShipmentMessages.domesticAddress.
 */
export const internationalAddressInputSchema = z.strictObject({
  addressLine1: text(SHIPMENT_FIELD_MAX.addressLine1),
  postalCode: optionalText(SHIPMENT_FIELD_MAX.postalCode),
  city: text(SHIPMENT_FIELD_MAX.internationalCity),
  stateProvinceCode: optionalText(SHIPMENT_FIELD_MAX.stateProvinceCode).transform((v) =>
    v ? v.toUpperCase() : null,
  ),
  countryCode,
});
export type InternationalAddressInput = z.input<typeof internationalAddressInputSchema>;

/**
 * One package (spec §3 International package): `boxType` a BOX_TYPES id (the screen fills the sides from it) or
 * null; weight in kg (up to two decimals), length, width and height in whole cm, product description for customs.
 */
export const internationalPackageInputSchema = z.strictObject({
  boxType: z
    .enum(BOX_TYPES.map((b) => b.id) as [string, ...string[]])
    .nullish()
    .transform((v) => v ?? null),
  weightKg: z.number().positive().max(SHIPMENT_LIMITS.maxWeightKg).multipleOf(0.01),
  lengthCm: z.number().int().min(1).max(SHIPMENT_LIMITS.maxSideCm),
  widthCm: z.number().int().min(1).max(SHIPMENT_LIMITS.maxSideCm),
  heightCm: z.number().int().min(1).max(SHIPMENT_LIMITS.maxSideCm),
  productDescription: text(SHIPMENT_LIMITS.maxDescriptionLength),
});
export type InternationalPackageInput = z.input<typeof internationalPackageInputSchema>;

const internationalFields = {
  ...partyFields,
  recipientPhone: phone,
  address: internationalAddressInputSchema,
  serviceCode: z.enum(
    Object.keys(SERVICE_CODES) as [string, ...string[]],
    ShipmentMessages.unknownServiceCode,
  ),
  package: internationalPackageInputSchema,
};

function refineInternational(
  input: { address: { countryCode: string; stateProvinceCode: string | null } },
  ctx: z.RefinementCtx,
) {
  if (input.address.countryCode === 'NL')
    ctx.addIssue({
      code: 'custom',
      path: ['address', 'countryCode'],
      message: ShipmentMessages.domesticAddress,
    });
  if (STATE_REQUIRED_COUNTRIES.includes(input.address.countryCode) && !input.address.stateProvinceCode)
    ctx.addIssue({
      code: 'custom',
      path: ['address', 'stateProvinceCode'],
      message: ShipmentMessages.stateRequired,
    });
}

/**
 * POST /api/shipments/international/rate: the carrier's price for this package and service, before confirming.
 * 400 "Unsupported country." (field `address.countryCode`) for a destination the carrier does not serve; 400
 * "Shipment request is invalid." with the carrier's reason (field `carrier`) when the carrier refuses the request.
 */
export const internationalRateInputSchema = z
  .strictObject(internationalFields)
  .superRefine(refineInternational);
export type InternationalRateInput = z.input<typeof internationalRateInputSchema>;

/**
 * POST /api/shipments/international: the rate input plus `expectedTotalCents`, the total the user saw and
 * confirmed; when the carrier's price differs the server creates nothing and answers 400 on `expectedTotalCents`
 * with ShipmentMessages.rateChanged (the screen shows the new total).
 */
export const internationalShipmentInputSchema = z
  .strictObject({ ...internationalFields, ...webshopOrderField, expectedTotalCents: z.number().int().min(0) })
  .superRefine(refineInternational);
export type InternationalShipmentInput = z.input<typeof internationalShipmentInputSchema>;

/** The carrier's price (POST /api/shipments/international/rate): total in euro cents, billable weight in kg. */
export const shipmentRateSchema = z.object({
  serviceCode: z.string(),
  totalCents: z.number().int(),
  currency: z.literal('EUR'),
  billableWeightKg: z.number(),
  /** Business days to delivery the carrier promises; null when it names none. */
  deliveryDays: z.number().int().nullable(),
});
export type ShipmentRate = z.infer<typeof shipmentRateSchema>;
