import type { FastifyInstance } from 'fastify';

/** addresses routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function addressesRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the addresses module.
}
