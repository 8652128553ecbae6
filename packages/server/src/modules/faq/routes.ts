import {
  HELPDESK_SUBSYSTEM,
  LOCALES,
  badRequestSchema,
  faqCategoriesSchema,
  faqInputSchema,
  faqItemSchema,
  faqListQuerySchema,
  faqListSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { ORGANIZATION_WRITER_ROLES, access } from '../../plugins/access.js';
import {
  createFaqItem,
  deleteFaqItem,
  getFaqItem,
  listFaq,
  listFaqCategories,
  updateFaqItem,
} from './repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const idParams = z.object({ id: dbId });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /helpdesk (faq): staff always, organization users when their organization holds subsystem 1. */
const READERS = access.subsystem(HELPDESK_SUBSYSTEM);
/** Spec §6: support manages the FAQ; management and super admin too. Account managers read only. */
const WRITERS = access.roles(...ORGANIZATION_WRITER_ROLES);

/** The FAQ (issue 13; docs/helpdesk-api.md "FAQ API"; spec §2, §3 FAQ item, §6). Registered under /api. */
export default async function faqRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['faq'];

  /** GET /faq?locale=&search=&category= → 200 FaqList, by category then question. */
  r.get(
    '/faq',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'FAQ items (of one language), by category',
        querystring: faqListQuerySchema,
        response: { 200: faqListSchema, ...errors },
      },
    },
    async (request) => listFaq(app.db, request.query),
  );

  /** GET /faq/categories?locale= → 200 string[]. */
  r.get(
    '/faq/categories',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'FAQ categories in use',
        querystring: z.strictObject({ locale: z.enum(LOCALES).optional() }),
        response: { 200: faqCategoriesSchema, ...errors },
      },
    },
    async (request) => listFaqCategories(app.db, request.query.locale),
  );

  /** GET /faq/{id} → 200 FaqItem. */
  r.get(
    '/faq/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One FAQ item',
        params: idParams,
        response: { 200: faqItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await getFaqItem(app.db, request.params.id);
      if (!item) throw notFound();
      return item;
    },
  );

  /** POST /faq (writers) → 201 FaqItem. */
  r.post(
    '/faq',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Add a FAQ item',
        body: faqInputSchema,
        response: { 201: faqItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFaqItem(app.db, request.body, actorOf(request))),
  );

  /** PUT /faq/{id} (writers) → 200 FaqItem. */
  r.put(
    '/faq/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Change a FAQ item',
        params: idParams,
        body: faqInputSchema,
        response: { 200: faqItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await updateFaqItem(app.db, request.params.id, request.body, actorOf(request));
      if (!item) throw notFound();
      return item;
    },
  );

  /** DELETE /faq/{id} (writers) → 204. */
  r.delete(
    '/faq/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Delete a FAQ item',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteFaqItem(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
