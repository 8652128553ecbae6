import type { FastifyInstance } from 'fastify';

/** profile routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function profileRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the profile module.
}
