import { badRequestSchema, idParamSchema, priceTierSetInputSchema, priceTierSetSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { SUPER_ADMIN_ONLY, access } from '../../plugins/access.js';
import {
  createPriceTierSet,
  deletePriceTierSet,
  getPriceTierSet,
  listPriceTierSets,
  updatePriceTierSet,
} from './price-tier-repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /pricetiers: super admin only, reading as well as writing. */
const SUPER_ADMIN = access.roles(...SUPER_ADMIN_ONLY);

/**
 * Price tier sets (issue 16 "Price tiers"; docs/pricing-api.md "Price tiers"; spec §2 /pricetiers, §3 Indexation,
 * §8). The calculator runs in the browser on a set read here (`priceForQuantity` of @portal/domain). Registered
 * under /api.
 */
export default async function priceTierRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  /** GET /price-tiers → 200 PriceTierSet[] with their tiers, by name (a handful of sets: no paging). */
  r.get(
    '/price-tiers',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Price tier sets, by name',
        response: { 200: z.array(priceTierSetSchema), ...errors },
      },
    },
    async () => listPriceTierSets(app.db),
  );

  /** GET /price-tiers/{id} → 200 PriceTierSet; 404 unknown id. */
  r.get(
    '/price-tiers/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'One price tier set',
        params: idParams,
        response: { 200: priceTierSetSchema, ...errors },
      },
    },
    async (request) => {
      const set = await getPriceTierSet(app.db, request.params.id);
      if (!set) throw notFound();
      return set;
    },
  );

  /**
   * POST /price-tiers → 201 PriceTierSet. 400 on the field for bad input (the schema, then `priceTierProblems`:
   * `tiers.{i}.value|fromQuantity|toQuantity`) or a name another set has in any letter case (`name`).
   */
  r.post(
    '/price-tiers',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Add a price tier set',
        body: priceTierSetInputSchema,
        response: { 201: priceTierSetSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPriceTierSet(app.db, request.body, actorOf(request))),
  );

  /** PUT /price-tiers/{id} → 200 PriceTierSet: name, description, kind and all tiers replaced; 400 as POST; 404. */
  r.put(
    '/price-tiers/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Change a price tier set and replace its tiers',
        params: idParams,
        body: priceTierSetInputSchema,
        response: { 200: priceTierSetSchema, ...errors },
      },
    },
    async (request) => {
      const set = await updatePriceTierSet(app.db, request.params.id, request.body, actorOf(request));
      if (!set) throw notFound();
      return set;
    },
  );

  /** DELETE /price-tiers/{id} → 204 (its tiers go with it); 404 unknown id; 409 while an indexation uses it. */
  r.delete(
    '/price-tiers/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags,
        summary: 'Delete a price tier set',
        params: idParams,
        response: { 204: z.null(), ...errors, 409: badRequestSchema },
      },
    },
    async (request, reply) => {
      if (!(await deletePriceTierSet(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
