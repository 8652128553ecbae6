import { auditEntrySchema, auditQuerySchema, badRequestSchema, pageSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUPER_ADMIN_ONLY, access } from '../../plugins/access.js';
import { listAuditEntries } from './repository.js';

/** The audit log of every write by staff and organization users (docs/customers-api.md "Audit"; issue 3). */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  /**
   * GET /audit?page&pageSize&entity&entityId&actorUserId → 200 `{items, total, page, pageSize}` of AuditEntry,
   * newest first; 20 per page by default, at most 100. Super admin only (others 403, signed out 401); 400 on a bad
   * query (field named).
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      config: { access: access.roles(...SUPER_ADMIN_ONLY) },
      schema: {
        tags: ['audit'],
        summary: 'Audit log (super admin)',
        querystring: auditQuerySchema,
        response: {
          200: pageSchema(auditEntrySchema),
          400: badRequestSchema,
          401: badRequestSchema,
          403: badRequestSchema,
        },
      },
    },
    async (request) => listAuditEntries(app.db, request.query),
  );
}
