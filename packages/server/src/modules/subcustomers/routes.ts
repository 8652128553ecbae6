import type { FastifyInstance } from 'fastify';

/** subcustomers routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function subcustomersRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the subcustomers module.
}
