import {
  WEBSHOP_STAFF_ROLES,
  ALL_ROLES,
  MAX_DB_ID,
  Messages,
  SHIPMENT_CREATOR_ROLES,
  ShipmentMessages,
  badRequestSchema,
  domesticShipmentInputSchema,
  idParamSchema,
  internationalRateInputSchema,
  internationalShipmentInputSchema,
  shipmentExportQuerySchema,
  shipmentListQuerySchema,
  shipmentListSchema,
  shipmentRateSchema,
  shipmentSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { ApiError, badRequest, forbidden, notFound } from '../../errors.js';
import { access, hasAnyRole, signedInUser, tenantScopeOf } from '../../plugins/access.js';
import { assertShippable, linkShipment } from '../webshop/repository.js';
import { dispositionOf } from '../../files/disposition.js';
import { requestLocale } from '../../locale.js';
import { XLSX_CONTENT_TYPE, datedFileName, streamWorkbook } from '../../files/xlsx.js';
import { exportSheetName, shipmentExportColumns } from './export.js';
import { labelOf } from './label-data.js';
import { labelsPdf } from './labels.js';
import {
  CarrierRejection,
  type CarrierShipment,
  CarrierUnavailable,
  type InternationalCarrierRequest,
  UnsupportedCountry,
} from './carriers.js';
import {
  getShipment,
  getShipmentsByIds,
  insertShipment,
  listShipments,
  type NewShipment,
  recipientOrganization,
  shipmentExportRows,
} from './repository.js';

const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
const writeErrors = { ...errors, 503: badRequestSchema };
/** Creating shipments: everyone but the account manager (spec §2 and §6; SHIPMENT_CREATOR_ROLES). */
const CREATORS = access.roles(...SHIPMENT_CREATOR_ROLES);

/** A carrier's refusal as the spec §8 answer; anything else passes through. */
async function withCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof UnsupportedCountry) {
      throw badRequest(
        [{ field: 'address.countryCode', message: Messages.unsupportedCountry }],
        Messages.unsupportedCountry,
      );
    }
    if (err instanceof CarrierRejection) {
      throw badRequest([{ field: 'carrier', message: err.reason }], Messages.shipmentInvalid);
    }
    if (err instanceof CarrierUnavailable) throw new ApiError(503, ShipmentMessages.carrierUnavailable);
    throw err;
  }
}

/** Euros with at most two decimals (schema-checked) → cents. */
const centsOf = (euros: number) => Math.round(euros * 100);

const regionNames = new Intl.DisplayNames(['nl'], { type: 'region' });

/** `?ids=1,2,3`: up to 100 distinct record ids, in the order given. */
const idListSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, 'Give 1 to 100 shipment ids, comma-separated.')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= MAX_DB_ID), 'Give 1 to 100 shipment ids, comma-separated.');
/** Spec §2 /shipments: all provider roles and all five organization roles (each sees its own tenant's). */
const READERS = access.roles(...ALL_ROLES);

/**
 * Replies with a generated file (a label PDF, the export): its type, `name` inline or as a download, never sniffed
 * or cached (it holds customer data).
 */
function sendGenerated(
  reply: FastifyReply,
  body: Buffer | NodeJS.ReadableStream,
  file: { type: string; name: string; download: boolean },
) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', dispositionOf(file.name, file.download))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * Shipments (issue 14; docs/shipments-api.md; spec §2 /shipments, §3, §4, §5, §9): the overview, its export, the
 * detail, labels, and creating domestic and international shipments. Registered under /api. An organization user's `organizationId` filter is ignored beyond its own organization:
 * the tenant rule always applies, and another organization's shipment answers 404.
 */
export default async function shipmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shipments'];

  /** GET /shipments?… → 200 ShipmentList: the last SHIPMENT_OVERVIEW_DAYS days, 20 per page, newest first. */
  r.get(
    '/shipments',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Shipments of the last N days (the overview)',
        querystring: shipmentListQuerySchema,
        response: { 200: shipmentListSchema, ...errors },
      },
    },
    async (request) =>
      listShipments(
        app.db,
        tenantScopeOf(signedInUser(request)),
        request.query,
        app.config.shipments.overviewDays,
      ),
  );

  /**
   * GET /shipments/export?… → xlsx of every shipment of the filtered window (the overview's filters; newest sent
   * first), streamed; headers and texts in the caller's language. Same readers and tenant rule as the overview.
   */
  r.get(
    '/shipments/export',
    {
      config: { access: READERS },
      compress: false,
      schema: {
        tags,
        summary: 'Export the filtered shipments of the last N days (xlsx)',
        querystring: shipmentExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const rows = shipmentExportRows(
        app.db,
        tenantScopeOf(signedInUser(request)),
        request.query,
        app.config.shipments.overviewDays,
      );
      return sendGenerated(
        reply as FastifyReply,
        streamWorkbook(exportSheetName(locale), shipmentExportColumns(locale), rows),
        { type: XLSX_CONTENT_TYPE, name: datedFileName('shipments'), download: true },
      );
    },
  );

  /** GET /shipments/{id} → 200 Shipment with its carrier events (the timeline); 404 outside the caller's tenant. */
  r.get(
    '/shipments/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One shipment with its track and trace events',
        params: z.object({ id: idParamSchema }),
        response: { 200: shipmentSchema, ...errors },
      },
    },
    async (request) => {
      const shipment = await getShipment(app.db, tenantScopeOf(signedInUser(request)), request.params.id);
      if (!shipment) throw notFound();
      return shipment;
    },
  );

  /**
   * GET /shipments/{id}/label → the shipping label as an A6 PDF (Code128 barcode, QR code to track and trace),
   * inline; `download=1` as a download. 404 outside the caller's tenant. Texts in the caller's language.
   */
  r.get(
    '/shipments/:id/label',
    {
      config: { access: READERS },
      compress: false,
      schema: {
        tags,
        summary: 'The shipping label (A6 PDF)',
        params: z.object({ id: idParamSchema }),
        querystring: z.strictObject({ download: z.enum(['1', 'true']).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const shipment = await getShipment(app.db, tenantScopeOf(signedInUser(request)), request.params.id);
      if (!shipment) throw notFound();
      const pdf = await labelsPdf([labelOf(shipment, requestLocale(request), app.config)]);
      return sendGenerated(reply as FastifyReply, Buffer.from(pdf), {
        type: 'application/pdf',
        name: `label-${shipment.reference ?? shipment.barcode}.pdf`,
        download: request.query.download !== undefined,
      });
    },
  );
  /**
   * The organization (and subcustomer) a shipment is for, within the caller's tenant: an organization user may name
   * only its own organization. 400 on `organizationId` / `subcustomerId` otherwise (the same answer for an unknown
   * and another tenant's organization, so ids cannot be probed).
   */
  async function checkRecipient(
    request: FastifyRequest,
    organizationId: number,
    subcustomerId: number | null,
  ) {
    const scope = tenantScopeOf(signedInUser(request));
    const found =
      scope.kind === 'organization' && scope.organizationId !== organizationId
        ? null
        : await recipientOrganization(app.db, organizationId, subcustomerId);
    if (!found)
      throw badRequest([{ field: 'organizationId', message: ShipmentMessages.unknownOrganization }]);
    if (subcustomerId !== null && !found.subcustomer) {
      throw badRequest([{ field: 'subcustomerId', message: ShipmentMessages.unknownSubcustomer }]);
    }
  }

  /**
   * Writes a shipment the carrier has booked (with its first event and audit record, one transaction) and answers
   * 201 with it. Should the write fail after the booking, the error names the carrier and barcode in the log so
   * staff can void the booking with the carrier (the portal holds no half-written shipment either way).
   */
  async function storeBooked(
    request: FastifyRequest,
    reply: FastifyReply,
    carrier: string,
    booked: CarrierShipment,
    values: Omit<NewShipment, 'carrier' | 'barcode' | 'createdBy'>,
    webshopOrderId: number | null = null,
  ) {
    let id: number;
    const actor = actorOf(request);
    try {
      id = await insertShipment(
        app.db,
        actor,
        { ...values, carrier, barcode: booked.barcode, createdBy: signedInUser(request).id },
        undefined,
        webshopOrderId === null
          ? undefined
          : async (tx, shipmentId) => {
              const linked = await linkShipment(
                tx,
                webshopOrderId,
                values.organizationId,
                shipmentId,
                actor,
                app.config.publicUrl,
              );
              if (!linked) {
                request.log.warn(
                  { webshopOrderId, shipmentId },
                  'the webshop order was shipped or cancelled while the carrier booked: the shipment is kept, unlinked',
                );
              }
            },
      );
    } catch (err) {
      request.log.error(
        { err, carrier, barcode: booked.barcode },
        'the carrier booked a shipment the portal could not store: void it with the carrier',
      );
      throw err;
    }
    if (webshopOrderId !== null) app.mailOutbox.kick();
    return reply.status(201).send(await getShipment(app.db, { kind: 'all' }, id));
  }

  /**
   * The webshop order a new shipment fulfils (issue 15), checked before the carrier books anything: staff with
   * WEBSHOP_STAFF_ROLES only (403), and an order of the shipment's organization that is received or processing
   * (400 on webshopOrderId). Checked again under a lock in the shipment's transaction (linkShipment).
   */
  async function checkWebshopOrder(request: FastifyRequest, orderId: number | null, organizationId: number) {
    if (orderId === null) return;
    if (!hasAnyRole(signedInUser(request), WEBSHOP_STAFF_ROLES)) throw forbidden();
    await assertShippable(app.db, orderId, organizationId);
  }

  /**
   * POST /shipments/domestic `DomesticShipmentInput` → 201 Shipment: the domestic carrier books it (barcode), then
   * the shipment, its pre-alert event and the audit record are written in one transaction. 400 spec §8 on bad
   * input (an address abroad on `address.countryCode`), "Shipment request is invalid." with the carrier's reason on
   * `carrier`; 503 when the carrier cannot be reached. Nothing is written unless the carrier accepted it.
   */
  r.post(
    '/shipments/domestic',
    {
      config: { access: CREATORS },
      schema: {
        tags,
        summary: 'Create a domestic shipment (spec §2 domestic flow)',
        body: domesticShipmentInputSchema,
        response: { 201: shipmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await checkRecipient(request, input.organizationId, input.subcustomerId);
      await checkWebshopOrder(request, input.webshopOrderId, input.organizationId);
      const insuranceCents = input.insuranceEuros === null ? null : centsOf(input.insuranceEuros);
      const carrier = app.carriers.active.domestic;
      const booked = await withCarrier(() =>
        carrier.createShipment({
          reference: input.reference,
          recipient: { name: input.recipientName, phone: input.recipientPhone, email: input.recipientEmail },
          address: input.address,
          type: input.type,
          simCount: input.simCount,
          insuranceCents,
        }),
      );
      return storeBooked(
        request,
        reply as FastifyReply,
        carrier.name,
        booked,
        {
          organizationId: input.organizationId,
          subcustomerId: input.subcustomerId,
          kind: 'domestic',
          type: input.type,
          recipientName: input.recipientName,
          recipientPhone: input.recipientPhone,
          recipientEmail: input.recipientEmail,
          ...input.address,
          country: 'Nederland',
          simCount: input.simCount,
          insuranceCents,
          reference: input.reference,
          totalCostCents: booked.totalCents,
        },
        input.webshopOrderId,
      );
    },
  );

  /** The international carrier's request for a validated input (weight in grams). */
  const internationalRequest = (
    input: z.output<typeof internationalRateInputSchema>,
  ): InternationalCarrierRequest => ({
    reference: input.reference,
    recipient: { name: input.recipientName, phone: input.recipientPhone, email: input.recipientEmail },
    address: input.address,
    serviceCode: input.serviceCode,
    package: {
      weightGrams: Math.round(input.package.weightKg * 1000),
      lengthCm: input.package.lengthCm,
      widthCm: input.package.widthCm,
      heightCm: input.package.heightCm,
      description: input.package.productDescription,
    },
  });

  /**
   * POST /shipments/international/rate `InternationalRateInput` → 200 ShipmentRate (total in euro cents, billable
   * weight in kg, business days). 400 "Unsupported country." on `address.countryCode`; 400 "Shipment request is
   * invalid." with the carrier's reason on `carrier`; 503 carrier unreachable. Writes nothing.
   */
  r.post(
    '/shipments/international/rate',
    {
      config: { access: CREATORS },
      schema: {
        tags,
        summary: "The carrier's price of an international package (before confirming)",
        body: internationalRateInputSchema,
        response: { 200: shipmentRateSchema, ...writeErrors },
      },
    },
    async (request) => {
      const input = request.body;
      await checkRecipient(request, input.organizationId, input.subcustomerId);
      const rate = await withCarrier(() =>
        app.carriers.active.international.rate(internationalRequest(input)),
      );
      return {
        serviceCode: rate.serviceCode,
        totalCents: rate.totalCents,
        currency: 'EUR' as const,
        billableWeightKg: rate.billableWeightGrams / 1000,
        deliveryDays: rate.deliveryDays,
      };
    },
  );

  /**
   * POST /shipments/international `InternationalShipmentInput` → 201 Shipment: rates again, and when the total
   * still equals `expectedTotalCents` books it with the carrier and writes it (one transaction). 400 on
   * `expectedTotalCents` (ShipmentMessages.rateChanged) when the price moved; the other refusals as the rate call.
   */
  r.post(
    '/shipments/international',
    {
      config: { access: CREATORS },
      schema: {
        tags,
        summary: 'Create an international shipment (confirm the rate)',
        body: internationalShipmentInputSchema,
        response: { 201: shipmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await checkRecipient(request, input.organizationId, input.subcustomerId);
      await checkWebshopOrder(request, input.webshopOrderId, input.organizationId);
      const carrier = app.carriers.active.international;
      const carrierRequest = internationalRequest(input);
      const rate = await withCarrier(() => carrier.rate(carrierRequest));
      if (rate.totalCents !== input.expectedTotalCents) {
        throw badRequest([{ field: 'expectedTotalCents', message: ShipmentMessages.rateChanged }]);
      }
      const booked = await withCarrier(() => carrier.createShipment(carrierRequest));
      return storeBooked(
        request,
        reply as FastifyReply,
        carrier.name,
        booked,
        {
          organizationId: input.organizationId,
          subcustomerId: input.subcustomerId,
          kind: 'international',
          serviceCode: input.serviceCode,
          recipientName: input.recipientName,
          recipientPhone: input.recipientPhone,
          recipientEmail: input.recipientEmail,
          streetName: input.address.addressLine1,
          houseNumber: '',
          zipCode: input.address.postalCode ?? '',
          city: input.address.city,
          country: regionNames.of(input.address.countryCode) ?? input.address.countryCode,
          countryCode: input.address.countryCode,
          stateProvinceCode: input.address.stateProvinceCode,
          simCount: 1,
          reference: input.reference,
          boxType: input.package.boxType,
          weightGrams: carrierRequest.package.weightGrams,
          lengthCm: input.package.lengthCm,
          widthCm: input.package.widthCm,
          heightCm: input.package.heightCm,
          productDescription: input.package.productDescription,
          totalCostCents: booked.totalCents ?? rate.totalCents,
        },
        input.webshopOrderId,
      );
    },
  );

  /**
   * GET /shipments/labels?ids=1,2,3 → one A4 PDF with four labels per page for a selection of up to 100 shipments,
   * in the order given; `download=1` as a download. 404 when any id is not a shipment the caller reaches.
   */
  r.get(
    '/shipments/labels',
    {
      config: { access: READERS },
      compress: false,
      schema: {
        tags,
        summary: 'Shipping labels of a selection (A4, four per page)',
        querystring: z.strictObject({ ids: idListSchema, download: z.enum(['1', 'true']).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const ids = request.query.ids;
      const found = await getShipmentsByIds(app.db, tenantScopeOf(signedInUser(request)), ids);
      if (found.length !== ids.length) throw notFound();
      const locale = requestLocale(request);
      const pdf = await labelsPdf(
        found.map((s) => labelOf(s, locale, app.config)),
        'A4',
      );
      return sendGenerated(reply as FastifyReply, Buffer.from(pdf), {
        type: 'application/pdf',
        name: `labels-${ids.length}.pdf`,
        download: request.query.download !== undefined,
      });
    },
  );
}
