import {
  addressInputSchema,
  badRequestSchema,
  subcustomerContactInputSchema,
  subcustomerInputSchema,
  subcustomerListItemSchema,
  subcustomerSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { READ_ACCESS, WRITERS_ONLY, access } from '../../plugins/access.js';
import { actorOf } from '../../audit.js';
import {
  addSubcustomerAddress,
  addSubcustomerContact,
  createSubcustomer,
  deleteSubcustomer,
  deleteSubcustomerAddress,
  deleteSubcustomerContact,
  findSubcustomer,
  listSubcustomers,
  updateSubcustomer,
  updateSubcustomerAddress,
  updateSubcustomerContact,
} from './repository.js';

const tags = ['subcustomers'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const orgParams = z.object({ id: dbId });
const subcustomerParams = z.object({ id: dbId, subCustomerId: dbId });
const contactParams = z.object({ id: dbId, subCustomerId: dbId, contactId: dbId });
const addressParams = z.object({ id: dbId, subCustomerId: dbId, addressId: dbId });
/** A subcustomer address: the organization address payload without default `type` flags. */
const subcustomerAddressInputSchema = addressInputSchema.omit({ type: true });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

const canRead = access.organization(READ_ACCESS);
const canWrite = access.organization(WRITERS_ONLY);

/**
 * Subcustomers with their contact persons and addresses (issue 3, docs/customers-api.md "Subcustomers", spec §3).
 * Staff and users of that organization read (e.g. for shipments); staff writers (super admin, management, support)
 * write. Another organization's id, or a subcustomer / contact / address id outside the path, answers 404.
 * Registered under /api by modules/business.ts.
 */
export default async function subcustomersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/organizations/:id/subcustomers';
  const one = `${base}/:subCustomerId`;

  /** GET /organizations/{id}/subcustomers → 200 SubcustomerListItem[] by name. */
  r.get(
    base,
    {
      config: { access: canRead },
      schema: {
        tags,
        summary: 'List the subcustomers of an organization',
        params: orgParams,
        response: { 200: z.array(subcustomerListItemSchema), ...errors },
      },
    },
    async (request) => {
      const list = await listSubcustomers(app.db, request.params.id);
      if (!list) throw notFound();
      return list;
    },
  );

  /**
   * POST /organizations/{id}/subcustomers `SubcustomerInput` (writers) → 201 Subcustomer, created with the contacts
   * and addresses given in one transaction (nothing is stored when any part is invalid).
   */
  r.post(
    base,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Create a subcustomer (with optional contacts and addresses)',
        params: orgParams,
        body: subcustomerInputSchema,
        response: { 201: subcustomerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createSubcustomer(app.db, request.params.id, request.body, actorOf(request));
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  /** GET /organizations/{id}/subcustomers/{subCustomerId} → 200 Subcustomer (contacts, addresses, shipments). */
  r.get(
    one,
    {
      config: { access: canRead },
      schema: {
        tags,
        summary: 'Read a subcustomer',
        params: subcustomerParams,
        response: { 200: subcustomerSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findSubcustomer(app.db, request.params.id, request.params.subCustomerId);
      if (!found) throw notFound();
      return found;
    },
  );

  /**
   * PUT /organizations/{id}/subcustomers/{subCustomerId} `SubcustomerInput` (writers) → 200 Subcustomer. Only name
   * and reference change; `contacts` and `addresses` in the payload are accepted and ignored (their own calls).
   */
  r.put(
    one,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Rename a subcustomer or change its reference',
        params: subcustomerParams,
        body: subcustomerInputSchema,
        response: { 200: subcustomerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, subCustomerId } = request.params;
      const updated = await updateSubcustomer(app.db, id, subCustomerId, request.body, actorOf(request));
      if (!updated) throw notFound();
      return updated;
    },
  );

  /** DELETE /organizations/{id}/subcustomers/{subCustomerId} (writers) → 204; contacts and addresses go too. */
  r.delete(
    one,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Delete a subcustomer with its contacts and addresses',
        params: subcustomerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, subCustomerId } = request.params;
      if (!(await deleteSubcustomer(app.db, id, subCustomerId, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  /** POST …/{subCustomerId}/contacts `SubcustomerContactInput` (writers) → 201 Subcustomer. */
  r.post(
    `${one}/contacts`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Add a contact person to a subcustomer',
        params: subcustomerParams,
        body: subcustomerContactInputSchema,
        response: { 201: subcustomerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, subCustomerId } = request.params;
      const updated = await addSubcustomerContact(app.db, id, subCustomerId, request.body, actorOf(request));
      if (!updated) throw notFound();
      return reply.status(201).send(updated);
    },
  );

  /** PUT …/{subCustomerId}/contacts/{contactId} `SubcustomerContactInput` (writers) → 200 Subcustomer. */
  r.put(
    `${one}/contacts/:contactId`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Update a contact person of a subcustomer',
        params: contactParams,
        body: subcustomerContactInputSchema,
        response: { 200: subcustomerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, subCustomerId, contactId } = request.params;
      const updated = await updateSubcustomerContact(
        app.db,
        id,
        subCustomerId,
        contactId,
        request.body,
        actorOf(request),
      );
      if (!updated) throw notFound();
      return updated;
    },
  );

  /** DELETE …/{subCustomerId}/contacts/{contactId} (writers) → 204. */
  r.delete(
    `${one}/contacts/:contactId`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Remove a contact person of a subcustomer',
        params: contactParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, subCustomerId, contactId } = request.params;
      if (!(await deleteSubcustomerContact(app.db, id, subCustomerId, contactId, actorOf(request))))
        throw notFound();
      return reply.status(204).send(null);
    },
  );

  /** POST …/{subCustomerId}/addresses `AddressInput` without `type` (writers) → 201 Subcustomer. */
  r.post(
    `${one}/addresses`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Add an address to a subcustomer',
        params: subcustomerParams,
        body: subcustomerAddressInputSchema,
        response: { 201: subcustomerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, subCustomerId } = request.params;
      const updated = await addSubcustomerAddress(app.db, id, subCustomerId, request.body, actorOf(request));
      if (!updated) throw notFound();
      return reply.status(201).send(updated);
    },
  );

  /** PUT …/{subCustomerId}/addresses/{addressId} `AddressInput` without `type` (writers) → 200 Subcustomer. */
  r.put(
    `${one}/addresses/:addressId`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Update an address of a subcustomer',
        params: addressParams,
        body: subcustomerAddressInputSchema,
        response: { 200: subcustomerSchema, ...errors },
      },
    },
    async (request) => {
      const { id, subCustomerId, addressId } = request.params;
      const updated = await updateSubcustomerAddress(
        app.db,
        id,
        subCustomerId,
        addressId,
        request.body,
        actorOf(request),
      );
      if (!updated) throw notFound();
      return updated;
    },
  );

  /** DELETE …/{subCustomerId}/addresses/{addressId} (writers) → 204. */
  r.delete(
    `${one}/addresses/:addressId`,
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Remove an address of a subcustomer',
        params: addressParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, subCustomerId, addressId } = request.params;
      if (!(await deleteSubcustomerAddress(app.db, id, subCustomerId, addressId, actorOf(request))))
        throw notFound();
      return reply.status(204).send(null);
    },
  );
}
