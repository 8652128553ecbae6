import { badRequestSchema, supplierSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.js';
import { listSuppliers } from './repository.js';

/** Suppliers (spec §3). */
export default async function supplierRoutes(app: FastifyInstance): Promise<void> {
  /** GET /suppliers → Supplier[] sorted by name (any signed-in user; 401 signed out). */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/suppliers',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['suppliers'],
        summary: 'List suppliers',
        response: { 200: z.array(supplierSchema), 401: badRequestSchema },
      },
    },
    async () => listSuppliers(app.db),
  );
}
