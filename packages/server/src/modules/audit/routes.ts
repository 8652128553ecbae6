import type { FastifyInstance } from 'fastify';

/** audit routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function auditRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the audit module.
}
