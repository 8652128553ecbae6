import type { FastifyInstance } from 'fastify';

/** contacts routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function contactsRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the contacts module.
}
