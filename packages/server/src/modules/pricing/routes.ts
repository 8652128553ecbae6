import {
  badRequestSchema,
  idParamSchema,
  pageSchema,
  purchasingPriceInputSchema,
  purchasingPriceListQuerySchema,
  purchasingPriceSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { SUPER_ADMIN_ONLY, access } from '../../plugins/access.js';
import {
  createPurchasingPrice,
  deletePurchasingPrice,
  getPurchasingPrice,
  listPurchasingPrices,
  updatePurchasingPrice,
} from './repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /purchasingprices: super admin only, reading as well as writing. */
const SUPER_ADMIN = access.roles(...SUPER_ADMIN_ONLY);

/**
 * Purchasing prices (issue 16; docs/pricing-api.md; spec §2 /purchasingprices, §3 Purchasing price, §8). The form's
 * provider list is GET /api/suppliers. Registered under /api. Every PurchasingPrice answered carries its margin
 * against the sales prices active in the current month (Europe/Amsterdam): `salesPriceCount`, `averageSalesPrice`
 * (euros, four decimals) and `marginPercent` (one decimal), null without matching sales prices.
 */
export default async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /**
   * GET /purchasing-prices?supplierId=&type=&zone=&search=&sort=&page=&pageSize= → 200 Page<PurchasingPrice>;
   * `sort=margin` / `-margin` orders by the margin, prices without one last.
   */
  r.get(
    '/purchasing-prices',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Purchasing prices, 20 per page',
        querystring: purchasingPriceListQuerySchema,
        response: { 200: pageSchema(purchasingPriceSchema), ...errors },
      },
    },
    async (request) => listPurchasingPrices(app.db, request.query),
  );

  /** GET /purchasing-prices/{id} → 200 PurchasingPrice; 404 unknown id. */
  r.get(
    '/purchasing-prices/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'One purchasing price',
        params: idParams,
        response: { 200: purchasingPriceSchema, ...errors },
      },
    },
    async (request) => {
      const price = await getPurchasingPrice(app.db, request.params.id);
      if (!price) throw notFound();
      return price;
    },
  );

  /**
   * POST /purchasing-prices → 201 PurchasingPrice. 400 on the field for bad input, an unknown supplier, a bundle for
   * SMS or voice, or a rate plan clash (naming the rate plan that holds the supplier, type, bundle size and zone).
   */
  r.post(
    '/purchasing-prices',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Add a purchasing price',
        body: purchasingPriceInputSchema,
        response: { 201: purchasingPriceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPurchasingPrice(app.db, request.body, actorOf(request))),
  );

  /** PUT /purchasing-prices/{id} → 200 PurchasingPrice; 400 as for POST; 404 unknown id. */
  r.put(
    '/purchasing-prices/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Change a purchasing price',
        params: idParams,
        body: purchasingPriceInputSchema,
        response: { 200: purchasingPriceSchema, ...errors },
      },
    },
    async (request) => {
      const price = await updatePurchasingPrice(app.db, request.params.id, request.body, actorOf(request));
      if (!price) throw notFound();
      return price;
    },
  );

  /** DELETE /purchasing-prices/{id} → 204; 404 unknown id. */
  r.delete(
    '/purchasing-prices/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Delete a purchasing price',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deletePurchasingPrice(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
