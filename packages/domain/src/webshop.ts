import { z } from 'zod';
import { Subsystem } from './constants';
import { bodyIdSchema, idParamSchema } from './ids';
import { pageQueryFields } from './organization';
import type { OrganizationRole, ProviderRole } from './roles';
import { SHIPMENT_LIMITS } from './shipments-constants';

/**
 * The webshop (issue 15 "Webshop `/webshop` (subsystem 2)"; spec §2 /webshop "webshop / order", subsystem 2; menu
 * "Webshop/Order"; §6 roles). Endpoints: docs/sim-management-api.md "Webshop".
 *
 * Decisions (the spec names the screen and its subsystem only):
 * - Customers order SIM cards from a small catalogue staff maintain: a product is a supplier, a form factor and a
 *   plan; a product no longer sold is made inactive (orders keep what was ordered). No prices: SIM cards are billed
 *   through the subscription (sales prices, issue 16).
 * - An order: product, quantity (1–WEBSHOP_MAX_QUANTITY), a delivery address of the organization (copied into the
 *   order, as a shipment keeps the address it went to), a reference (printed on the label, ≤ 35) and a remark.
 * - Who orders: organization users of an organization holding subsystem 2 whose role includes SIM management (spec
 *   §6: authorized to sign, technical, financial, user manager; the general responsible has "helpdesk only" and
 *   reads the orders). Staff (super admin, management, support) see every order, fulfil them and keep the
 *   catalogue; the account manager reads.
 * - States: received → processing → shipped → delivered, and cancelled from received or processing. Staff start
 *   processing and cancel; an orderer may cancel their organization's order while it is received. "Shipped" is set
 *   by creating the order's shipment through the shipment flow (POST /api/shipments/… with `webshopOrderId`), which
 *   links the order to the shipment; the order becomes "delivered" when that shipment is delivered.
 * - Mails to the orderer, in their language: order received, order shipped (with the track and trace link).
 */

/** Organization roles that order SIM cards (spec §6: the roles with SIM management). */
export const WEBSHOP_ORDERER_ROLES: readonly OrganizationRole[] = [
  'authorizedToSign',
  'technicalResponsible',
  'financialResponsible',
  'userManager',
];
/** Staff who fulfil orders and keep the catalogue. */
export const WEBSHOP_STAFF_ROLES: readonly ProviderRole[] = ['superAdmin', 'management', 'support'];
/** The webshop's subsystem (spec §2). */
export const WEBSHOP_SUBSYSTEM = Subsystem.webshop;

/** Most SIM cards in one order (as many as one shipment carries). */
export const WEBSHOP_MAX_QUANTITY = SHIPMENT_LIMITS.maxSimCount;
/** Longest remark of an order, in characters. */
export const WEBSHOP_REMARK_MAX = 500;
/** Longest plan name of a product, in characters. */
export const WEBSHOP_PLAN_MAX = 100;

/** SIM form factors: triple-cut (2FF/3FF/4FF punch-out), nano only (4FF), MFF2 (a chip soldered onto the board). */
export const SIM_FORM_FACTORS = ['tripleCut', 'nano', 'mff2'] as const;
export type SimFormFactor = (typeof SIM_FORM_FACTORS)[number];

/** Order states (issue 15), in their order. */
export const WEBSHOP_ORDER_STATUSES = [
  'received',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type WebshopOrderStatus = (typeof WEBSHOP_ORDER_STATUSES)[number];

/** The order number people read: "WS-" and the order's id in six digits ("WS-000123"). */
export function webshopOrderNumber(id: number): string {
  return `WS-${String(id).padStart(6, '0')}`;
}

/** A catalogue product. */
export const webshopProductSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  formFactor: z.enum(SIM_FORM_FACTORS),
  plan: z.string(),
  active: z.boolean(),
});
export type WebshopProduct = z.infer<typeof webshopProductSchema>;

/** POST / PUT /api/webshop/products[/{id}]. */
export const webshopProductInputSchema = z.strictObject({
  supplierId: bodyIdSchema,
  formFactor: z.enum(SIM_FORM_FACTORS),
  plan: z.string().trim().min(1).max(WEBSHOP_PLAN_MAX),
  active: z.boolean().default(true),
});
export type WebshopProductInput = z.input<typeof webshopProductInputSchema>;

/** GET /api/webshop/products: `all=true` (staff) includes inactive products. */
export const webshopProductQuerySchema = z.object({
  all: z.enum(['true', 'false']).optional(),
});

/** The delivery address an order was placed with (copied from the organization's address). */
export const webshopAddressSchema = z.object({
  streetName: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
});
export type WebshopAddress = z.infer<typeof webshopAddressSchema>;

/**
 * An order. `product` is what was ordered (kept when the catalogue changes). `createdAt`, `updatedAt`: ISO
 * date-times. `shipment`: the linked shipment (id, barcode, track and trace URL) once shipped, else null.
 * `orderedBy`: the orderer's name and e-mail (null when the user was deleted).
 */
export const webshopOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  productId: z.number().int().nullable(),
  product: z.object({ supplierName: z.string(), formFactor: z.enum(SIM_FORM_FACTORS), plan: z.string() }),
  quantity: z.number().int(),
  addressId: z.number().int().nullable(),
  address: webshopAddressSchema,
  reference: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.enum(WEBSHOP_ORDER_STATUSES),
  shipment: z
    .object({ id: z.number().int(), barcode: z.string(), trackAndTraceUrl: z.string().nullable() })
    .nullable(),
  orderedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebshopOrder = z.infer<typeof webshopOrderSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST /api/webshop/orders. `organizationId`: staff order for a customer (required for staff); an organization user
 * orders for their own organization (another id: 404). `addressId` must be an address of that organization.
 */
export const webshopOrderInputSchema = z.strictObject({
  organizationId: bodyIdSchema.optional(),
  productId: bodyIdSchema,
  quantity: z.number().int().min(1).max(WEBSHOP_MAX_QUANTITY),
  addressId: bodyIdSchema,
  reference: optionalText(SHIPMENT_LIMITS.maxReferenceLength),
  remark: optionalText(WEBSHOP_REMARK_MAX),
});
export type WebshopOrderInput = z.input<typeof webshopOrderInputSchema>;

/** GET /api/webshop/orders: newest first; staff may filter by organization. */
export const webshopOrderQuerySchema = z.object({
  ...pageQueryFields,
  status: z.enum(WEBSHOP_ORDER_STATUSES).optional(),
  organizationId: idParamSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

/** PUT /api/webshop/orders/{id}/status: the transitions a person makes (shipping goes through a shipment). */
export const webshopOrderStatusInputSchema = z.strictObject({
  status: z.enum(['processing', 'cancelled']),
});

/** The server's messages of the webshop (English). */
export const WebshopMessages = {
  productInactive: 'This product can no longer be ordered.',
  addressNotFound: 'Choose one of your organization’s addresses.',
  transitionRefused: 'This order can no longer be changed this way.',
  notShippable:
    'This order cannot be shipped: it is shipped or cancelled already, or belongs to another customer.',
} as const;
