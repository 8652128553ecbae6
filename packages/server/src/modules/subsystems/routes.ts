import type { FastifyInstance } from 'fastify';

/** subsystems routes (issue 3, docs/customers-api.md). Registered under /api by modules/business.ts. */
export default async function subsystemsRoutes(_app: FastifyInstance): Promise<void> {
  // Filled in by the subsystems module.
}
