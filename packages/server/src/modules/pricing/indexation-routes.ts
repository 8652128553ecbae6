import {
  INDEXATION_ROLES,
  SALES_PRICE_WRITER_ROLES,
  badRequestSchema,
  idParamSchema,
  indexationApplySchema,
  indexationEntitySchema,
  indexationInputSchema,
  indexationListQuerySchema,
  indexationPreviewSchema,
  pageSchema,
  resetIndexationPreviewSchema,
  resetIndexationSchema,
  salesPriceBatchSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { access } from '../../plugins/access.js';
import {
  applyIndexation,
  applyResetIndexation,
  closeIndexation,
  createIndexation,
  deleteIndexation,
  getIndexation,
  listIndexations,
  previewIndexation,
  previewResetIndexation,
} from './indexation-repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /indexations: super admin only, reading as well as writing. */
const SUPER_ADMIN = access.roles(...INDEXATION_ROLES);
/** The per-customer reset to 1.000 belongs to the sales price screen: its writers (super admin, management). */
const WRITERS = access.roles(...SALES_PRICE_WRITER_ROLES);

/**
 * Indexations and the reset of a customer's indexation to 1.000 (issue 17 "Indexations"; docs/pricing-api.md
 * "Indexations"; spec §2 /indexations, §3 Indexation, §5, §8 error shape, §9). Months "YYYYMM", factors "1.035",
 * prices in euros with four decimals. Undo is POST /sales-price-batches/{id}/undo. Registered under /api.
 */
export default async function indexationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /** GET /indexations?status=&page=&pageSize= → 200 Page<Indexation>, newest start month first. */
  r.get(
    '/indexations',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Indexations, newest start month first',
        querystring: indexationListQuerySchema,
        response: { 200: pageSchema(indexationEntitySchema), ...errors },
      },
    },
    async (request) => listIndexations(app.db, request.query),
  );

  /** POST /indexations → 201 Indexation (open). 400 on any field, `endMonth` before the start, an unknown set. */
  r.post(
    '/indexations',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Add an indexation',
        body: indexationInputSchema,
        response: { 201: indexationEntitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createIndexation(app.db, request.body, actorOf(request))),
  );

  /** GET /indexations/{id} → 200 Indexation; 404 unknown id. */
  r.get(
    '/indexations/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'One indexation',
        params: idParams,
        response: { 200: indexationEntitySchema, ...errors },
      },
    },
    async (request) => {
      const indexation = await getIndexation(app.db, request.params.id);
      if (!indexation) throw notFound();
      return indexation;
    },
  );

  /** POST /indexations/{id}/close → 200 Indexation, closed; 404; 409 alreadyClosed. */
  r.post(
    '/indexations/:id/close',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Close an indexation (read-only from then on)',
        params: idParams,
        response: { 200: indexationEntitySchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request) => {
      const indexation = await closeIndexation(app.db, request.params.id, actorOf(request));
      if (!indexation) throw notFound();
      return indexation;
    },
  );

  /** DELETE /indexations/{id} → 204; 404; 409 `applied` while it is applied to a customer. */
  r.delete(
    '/indexations/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Delete an indexation that is not applied',
        params: idParams,
        response: { 204: z.null(), ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteIndexation(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /indexations/{id}/preview → 200 IndexationPreview ("show prices": customers, rows, old and new prices);
   * writes nothing. 404; 409 closed; 400 on `ids` (more than 5,000 rows) or `value` (a factor out of range).
   */
  r.post(
    '/indexations/:id/preview',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Preview an indexation: the prices before and after, per customer',
        params: idParams,
        response: { 200: indexationPreviewSchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request) => {
      const preview = await previewIndexation(app.db, request.params.id);
      if (!preview) throw notFound();
      return preview;
    },
  );

  /**
   * POST /indexations/{id}/apply → 201 SalesPriceBatch[] (one per customer). 404; 409 closed or previewOutdated;
   * 400 on `excludedOrganizationIds` (allExcluded, nothingToApply) and the preview's 400s. All or nothing.
   */
  r.post(
    '/indexations/:id/apply',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Apply an indexation to the customers not excluded',
        params: idParams,
        body: indexationApplySchema,
        response: { 201: z.array(salesPriceBatchSchema), ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) => {
      const batches = await applyIndexation(app.db, request.params.id, request.body, actorOf(request));
      if (!batches) throw notFound();
      return reply.status(201).send(batches);
    },
  );

  /**
   * POST /sales-prices/reset-indexation/preview → 200 ResetIndexationPreview: the rows of one customer a reset to
   * 1.000 from `startMonth` changes. 400 on `organizationId` (unknown) or `startMonth` (notIndexed).
   */
  r.post(
    '/sales-prices/reset-indexation/preview',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Preview a reset of a customer’s indexation to 1.000',
        body: resetIndexationSchema,
        response: { 200: resetIndexationPreviewSchema, ...errors },
      },
    },
    async (request) => previewResetIndexation(app.db, request.body),
  );

  /**
   * POST /sales-prices/reset-indexation → 201 SalesPriceBatch. The preview's 400s; 400 on `reason` when missing;
   * 409 previewOutdated when `expectedCount` differs. Undo with POST /sales-price-batches/{id}/undo.
   */
  r.post(
    '/sales-prices/reset-indexation',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Reset a customer’s indexation to 1.000 from a month',
        body: resetIndexationSchema,
        response: { 201: salesPriceBatchSchema, ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyResetIndexation(app.db, request.body, actorOf(request))),
  );
}
