import {
  WEBSHOP_ORDERER_ROLES,
  WEBSHOP_STAFF_ROLES,
  WEBSHOP_SUBSYSTEM,
  badRequestSchema,
  idParamSchema,
  pageSchema,
  webshopOrderInputSchema,
  webshopOrderQuerySchema,
  webshopOrderSchema,
  webshopOrderStatusInputSchema,
  webshopProductInputSchema,
  webshopProductQuerySchema,
  webshopProductSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { forbidden, notFound } from '../../errors.js';
import { access, hasAnyRole, isStaff, signedInUser, tenantScopeOf } from '../../plugins/access.js';
import {
  changeOrderStatus,
  createOrder,
  createProduct,
  getOrder,
  listOrders,
  listProducts,
  updateProduct,
} from './repository.js';

const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Staff, or users of an organization holding the webshop (subsystem 2); 403 otherwise. */
const READERS = access.subsystem(WEBSHOP_SUBSYSTEM);
const STAFF_WRITERS = access.roles(...WEBSHOP_STAFF_ROLES);
const tags = ['webshop'];

/**
 * The webshop (issue 15 "Webshop `/webshop` (subsystem 2)"; spec §2 /webshop; docs/sim-management-api.md
 * "Webshop"; rules in @portal/domain webshop.ts). Organization users see their own organization's orders (another
 * organization's id: 404); staff see all. Shipping an order goes through the shipment routes (`webshopOrderId`).
 * Registered under /api.
 */
export default async function webshopRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /webshop/products[?all=true] → WebshopProduct[]: the active catalogue (staff with all=true: every product). */
  r.get(
    '/webshop/products',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'The webshop catalogue',
        querystring: webshopProductQuerySchema,
        response: { 200: z.array(webshopProductSchema), ...errors },
      },
    },
    async (request) => listProducts(app.db, request.query.all === 'true' && isStaff(request.user)),
  );

  /** POST /webshop/products (WebshopProductInput) → 201 WebshopProduct. 400 unknown supplier or a duplicate. */
  r.post(
    '/webshop/products',
    {
      config: { access: STAFF_WRITERS },
      schema: {
        tags,
        summary: 'Add a product to the catalogue',
        body: webshopProductInputSchema,
        response: { 201: webshopProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, request.body, actorOf(request))),
  );

  /** PUT /webshop/products/{id} (WebshopProductInput) → WebshopProduct. 404 unknown; 400 as POST. */
  r.put(
    '/webshop/products/:id',
    {
      config: { access: STAFF_WRITERS },
      schema: {
        tags,
        summary: 'Change a product of the catalogue',
        params: idParams,
        body: webshopProductInputSchema,
        response: { 200: webshopProductSchema, ...errors },
      },
    },
    async (request) => {
      const product = await updateProduct(app.db, request.params.id, request.body, actorOf(request));
      if (!product) throw notFound();
      return product;
    },
  );

  /** GET /webshop/orders?page&pageSize&status&organizationId&search → Page<WebshopOrder>, newest first. */
  r.get(
    '/webshop/orders',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Webshop orders',
        querystring: webshopOrderQuerySchema,
        response: { 200: pageSchema(webshopOrderSchema), ...errors },
      },
    },
    async (request) => listOrders(app.db, tenantScopeOf(signedInUser(request)), request.query),
  );

  /** GET /webshop/orders/{id} → WebshopOrder; 404 unknown or another organization's. */
  r.get(
    '/webshop/orders/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One webshop order',
        params: idParams,
        response: { 200: webshopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const order = await getOrder(app.db, tenantScopeOf(signedInUser(request)), request.params.id);
      if (!order) throw notFound();
      return order;
    },
  );

  /**
   * POST /webshop/orders (WebshopOrderInput) → 201 WebshopOrder, and the "received" mail to the orderer. Organization
   * users with WEBSHOP_ORDERER_ROLES order for their own organization (another organizationId: 404). 403 staff and
   * other roles; 400 product (unknown, inactive) or address (not one of the organization's own).
   */
  r.post(
    '/webshop/orders',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Order SIM cards',
        body: webshopOrderInputSchema,
        response: { 201: webshopOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // Staff do not order: an order is the customer's own — its mails go to the orderer and its shipment is
      // addressed to them (issue 15 "Customers order SIM cards"; staff act on orders).
      if (isStaff(user) || !hasAnyRole(user, WEBSHOP_ORDERER_ROLES) || user.organizationId === null) {
        throw forbidden();
      }
      if (request.body.organizationId !== undefined && request.body.organizationId !== user.organizationId) {
        throw notFound();
      }
      const organizationId = user.organizationId;
      const id = await createOrder(
        app.db,
        organizationId,
        request.body,
        actorOf(request),
        app.config.publicUrl,
      );
      app.mailOutbox.kick();
      return reply.status(201).send((await getOrder(app.db, { kind: 'all' }, id))!);
    },
  );

  /**
   * PUT /webshop/orders/{id}/status `{ status: 'processing' | 'cancelled' }` → WebshopOrder. Staff writers: received →
   * processing, received or processing → cancelled; orderers of the organization: received → cancelled. 403 other
   * roles, 404 unknown or another organization's, 400 (WebshopMessages.transitionRefused) from another state.
   */
  r.put(
    '/webshop/orders/:id/status',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Start processing or cancel an order',
        params: idParams,
        body: webshopOrderStatusInputSchema,
        response: { 200: webshopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const scope = tenantScopeOf(user);
      const who = isStaff(user)
        ? hasAnyRole(user, WEBSHOP_STAFF_ROLES)
          ? 'staff'
          : null
        : hasAnyRole(user, WEBSHOP_ORDERER_ROLES)
          ? 'orderer'
          : null;
      if (!who) throw forbidden();
      await changeOrderStatus(app.db, scope, request.params.id, request.body.status, who, actorOf(request));
      return (await getOrder(app.db, scope, request.params.id))!;
    },
  );
}
