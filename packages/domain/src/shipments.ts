import { z } from 'zod';
import { idParamSchema } from './ids';
import { pageQueryFields } from './organization';
import {
  DOMESTIC_SHIPMENT_TYPES,
  SHIPMENT_KINDS,
  SHIPMENT_MILESTONES,
  SHIPMENT_STATUSES,
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
  search: z.string().trim().max(100).optional(),
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

/** GET /api/shipments/{id}: the overview row with the carrier events (the timeline). */
export const shipmentSchema = shipmentListItemSchema.extend({ events: z.array(shipmentEventSchema) });
export type Shipment = z.infer<typeof shipmentSchema>;
