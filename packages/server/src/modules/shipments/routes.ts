import {
  ALL_ROLES,
  idParamSchema,
  badRequestSchema,
  shipmentListQuerySchema,
  shipmentListSchema,
  shipmentSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { access, signedInUser, tenantScopeOf } from '../../plugins/access.js';
import { dispositionOf } from '../../files/disposition.js';
import { requestLocale } from '../../locale.js';
import { labelOf } from './label-data.js';
import { labelsPdf } from './labels.js';
import { getShipment, listShipments } from './repository.js';

const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /shipments: all provider roles and all five organization roles (each sees its own tenant's). */
const READERS = access.roles(...ALL_ROLES);

/**
 * Shipments (issue 14, first step: the overview and the detail; docs/shipments-api.md; spec §2 /shipments, §3, §4,
 * §9). Registered under /api. An organization user's `organizationId` filter is ignored beyond its own organization:
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
      const name = `label-${shipment.reference ?? shipment.barcode}.pdf`;
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', dispositionOf(name, request.query.download !== undefined))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
