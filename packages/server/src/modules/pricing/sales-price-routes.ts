import {
  SALES_PRICE_READER_ROLES,
  SALES_PRICE_WRITER_ROLES,
  badRequestSchema,
  idParamSchema,
  pageSchema,
  salesPriceHistoryEntrySchema,
  salesPriceInputSchema,
  salesPriceListQuerySchema,
  salesPriceSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { access } from '../../plugins/access.js';
import { getSalesPrice } from './sales-price-query.js';
import {
  createSalesPrice,
  deleteSalesPrice,
  listSalesPrices,
  salesPriceHistory,
  updateSalesPrice,
} from './sales-price-repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §1, §6: staff read sales prices (super admin, management, support, account manager); customers 403. */
const READERS = access.roles(...SALES_PRICE_READER_ROLES);
/** Issue 16: the super admin and management add, change and delete them. */
const WRITERS = access.roles(...SALES_PRICE_WRITER_ROLES);

/**
 * Sales prices, one row at a time (issue 16 "Sales prices"; docs/pricing-api.md "Sales prices"; spec §3 Sales price
 * row, §5 YYYYMM, §8). Prices in euros as decimal strings, months "YYYYMM". The bulk edit and the price list are in
 * sales-price-bulk-routes.ts and price-list-routes.ts. Registered under /api.
 */
export default async function salesPriceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /**
   * GET /sales-prices?organizationId=&supplierId=&lineType=&subcustomerId=(id|none)&activeIn=YYYYMM&search=&sort=
   * &page=&pageSize= → 200 Page<SalesPrice>: one customer's rows, 20 per page; 400 on a bad filter.
   */
  r.get(
    '/sales-prices',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A customer's sales prices, 20 per page",
        querystring: salesPriceListQuerySchema,
        response: { 200: pageSchema(salesPriceSchema), ...errors },
      },
    },
    async (request) => listSalesPrices(app.db, request.query),
  );

  /** GET /sales-prices/{id} → 200 SalesPrice; 404 unknown id. */
  r.get(
    '/sales-prices/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One sales price',
        params: idParams,
        response: { 200: salesPriceSchema, ...errors },
      },
    },
    async (request) => {
      const price = await getSalesPrice(app.db, request.params.id);
      if (!price) throw notFound();
      return price;
    },
  );

  /**
   * POST /sales-prices → 201 SalesPrice. 400 on the field for bad input, an unknown supplier, customer, subcustomer
   * of another customer, rate plan of another supplier, an end before the start, or (on startMonth) a period that
   * overlaps another row of the customer + subcustomer + invoice line, naming that row.
   */
  r.post(
    '/sales-prices',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Add a sales price',
        body: salesPriceInputSchema,
        response: { 201: salesPriceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSalesPrice(app.db, request.body, actorOf(request))),
  );

  /** PUT /sales-prices/{id} → 200 SalesPrice; 400 as for POST (its own period excepted); 404 unknown id. */
  r.put(
    '/sales-prices/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Change a sales price',
        params: idParams,
        body: salesPriceInputSchema,
        response: { 200: salesPriceSchema, ...errors },
      },
    },
    async (request) => {
      const price = await updateSalesPrice(app.db, request.params.id, request.body, actorOf(request));
      if (!price) throw notFound();
      return price;
    },
  );

  /** DELETE /sales-prices/{id} → 204 (its history stays); 404 unknown id. */
  r.delete(
    '/sales-prices/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Delete a sales price',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteSalesPrice(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /sales-prices/{id}/history → 200 SalesPriceHistoryEntry[], newest first (also of a deleted row); 404 when
   * there is neither the row nor any change of it.
   */
  r.get(
    '/sales-prices/:id/history',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'The changes of a sales price, newest first',
        params: idParams,
        response: { 200: z.array(salesPriceHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const history = await salesPriceHistory(app.db, request.params.id);
      if (!history) throw notFound();
      return history;
    },
  );
}
