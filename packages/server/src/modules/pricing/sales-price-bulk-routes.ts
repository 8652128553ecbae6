import {
  SALES_PRICE_READER_ROLES,
  SALES_PRICE_WRITER_ROLES,
  badRequestSchema,
  bulkPreviewSchema,
  idParamSchema,
  pageSchema,
  salesPriceBatchListQuerySchema,
  salesPriceBatchSchema,
  salesPriceBulkSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { access } from '../../plugins/access.js';
import { applyBulkEdit, listSalesPriceBatches, previewBulkEdit, undoBulkEdit } from './sales-price-bulk.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §1: staff who administer sales prices (super admin, management) bulk-edit and undo. */
const WRITERS = access.roles(...SALES_PRICE_WRITER_ROLES);
/** Staff who read sales prices (also support and the account manager) list the recorded bulk edits. */
const READERS = access.roles(...SALES_PRICE_READER_ROLES);

/**
 * Bulk edit of sales prices (issue 16 "Bulk edit"; docs/pricing-api.md "Bulk edit of sales prices"; spec §5 a
 * percentage and a reason, §8 error shape): preview, apply, the recorded batches and undo. Percentages in percent
 * ("3.5"), prices in euros (four decimals), months YYYYMM. Registered under /api.
 */
export default async function salesPriceBulkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /**
   * POST /sales-prices/bulk/preview → 200 BulkPreview: per row the old and new price and split or replace, and the
   * rows skipped (ended before `startMonth`); writes nothing. 400 on `ids` (neither or both of ids and filter, an
   * unknown id: previewOutdated, more than 5,000 rows: tooManyRows), `filter.organizationId` (unknown customer),
   * `startMonth` (nothingToChange), `percentage` (a new price of 100,000,000 euros or more) or any field of the body.
   */
  r.post(
    '/sales-prices/bulk/preview',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Preview a bulk edit of sales prices',
        body: salesPriceBulkSchema,
        response: { 200: bulkPreviewSchema, ...errors },
      },
    },
    async (request) => previewBulkEdit(app.db, request.body),
  );

  /**
   * POST /sales-prices/bulk → 201 SalesPriceBatch: the edit applied in one transaction and recorded. The 400s of the
   * preview; 409 previewOutdated when `expectedCount` differs from the rows the edit changes now. Nothing is written
   * on any error.
   */
  r.post(
    '/sales-prices/bulk',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Apply a bulk edit of sales prices',
        body: salesPriceBulkSchema,
        response: { 201: salesPriceBatchSchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyBulkEdit(app.db, request.body, actorOf(request))),
  );

  /** GET /sales-price-batches?organizationId=&indexationId=&page=&pageSize= → 200 Page<SalesPriceBatch>, newest first. */
  r.get(
    '/sales-price-batches',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Recorded bulk edits of sales prices, newest first',
        querystring: salesPriceBatchListQuerySchema,
        response: { 200: pageSchema(salesPriceBatchSchema), ...errors },
      },
    },
    async (request) => listSalesPriceBatches(app.db, request.query),
  );

  /**
   * POST /sales-price-batches/{id}/undo → 200 SalesPriceBatch with undoneAt and undoneByName. 404 unknown id; 409
   * batchUndone (undone already) or batchChanged (a row of it changed afterwards), nothing changed then.
   */
  r.post(
    '/sales-price-batches/:id/undo',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Undo a bulk edit of sales prices',
        params: idParams,
        response: { 200: salesPriceBatchSchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request) => {
      const batch = await undoBulkEdit(app.db, request.params.id, actorOf(request));
      if (!batch) throw notFound();
      return batch;
    },
  );
}
