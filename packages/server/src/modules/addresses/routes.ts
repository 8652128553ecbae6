import {
  addressInputSchema,
  addressSchema,
  addressTypeInputSchema,
  badRequestSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { READ_ACCESS, WRITERS_OR_MEMBERS, access } from '../../plugins/access.js';
import { actorOf } from '../../audit.js';
import { createAddress, deleteAddress, listAddresses, setAddressType, updateAddress } from './repository.js';

const tags = ['addresses'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const orgParams = z.object({ id: dbId });
const addressParams = z.object({ id: dbId, addressId: dbId });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

const canRead = access.organization(READ_ACCESS);
const canWrite = access.organization(WRITERS_OR_MEMBERS);

/**
 * Organization addresses (issue 3, docs/customers-api.md "Addresses", spec §3 Address). Staff read; staff writers
 * (super admin, management, support) and any user of that organization write (spec §1); account managers get 403;
 * another organization's id, or an address id of another organization or of a subcustomer, answers 404.
 * Registered under /api by modules/business.ts.
 */
export default async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /organizations/{id}/addresses → 200 Address[] ordered by id, flags derived from the default ids. */
  r.get(
    '/organizations/:id/addresses',
    {
      config: { access: canRead },
      schema: {
        tags,
        summary: 'List the addresses of an organization',
        params: orgParams,
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request) => {
      const list = await listAddresses(app.db, request.params.id);
      if (!list) throw notFound();
      return list;
    },
  );

  /** POST /organizations/{id}/addresses `AddressInput` → 201 Address; `type` flags make it those defaults. */
  r.post(
    '/organizations/:id/addresses',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Add an address to an organization',
        params: orgParams,
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAddress(app.db, request.params.id, request.body, actorOf(request));
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  /**
   * PUT /organizations/{id}/addresses/{addressId} `AddressInput` → 200 Address. With `type`, the defaults follow
   * the flags (a current default whose flag is left out becomes null); without it they are unchanged.
   */
  r.put(
    '/organizations/:id/addresses/:addressId',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Update an address of an organization',
        params: addressParams,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => {
      const { id, addressId } = request.params;
      const updated = await updateAddress(app.db, id, addressId, request.body, actorOf(request));
      if (!updated) throw notFound();
      return updated;
    },
  );

  /**
   * PUT /organizations/{id}/addresses/{addressId}/type `{type}` → 200 Address[] (all addresses: others may lose a
   * flag). Flags: Shipping 1, Invoice 2, Visiting 4; 0 removes every default pointing at this address.
   */
  r.put(
    '/organizations/:id/addresses/:addressId/type',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Set which defaults an address is (shipping 1, invoice 2, visiting 4)',
        params: addressParams,
        body: addressTypeInputSchema,
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request) => {
      const { id, addressId } = request.params;
      const list = await setAddressType(app.db, id, addressId, request.body.type, actorOf(request));
      if (!list) throw notFound();
      return list;
    },
  );

  /** DELETE /organizations/{id}/addresses/{addressId} → 204; a default that pointed at it becomes null. */
  r.delete(
    '/organizations/:id/addresses/:addressId',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Remove an address of an organization',
        params: addressParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, addressId } = request.params;
      if (!(await deleteAddress(app.db, id, addressId, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
