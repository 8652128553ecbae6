import type { FastifyInstance } from 'fastify';

/** users routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function usersRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the users module.
}
