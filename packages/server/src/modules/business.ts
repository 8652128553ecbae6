import type { FastifyInstance } from 'fastify';
import organizationRoutes from './organizations/routes.js';
import supplierRoutes from './suppliers/routes.js';
import employeeRoutes from './employees/routes.js';
import documentRoutes from './documents/routes.js';

/**
 * Registers the business modules (organizations, suppliers, employees, documents).
 * buildApp registers this plugin under the prefix '/api'.
 */
export default async function businessModules(app: FastifyInstance): Promise<void> {
  await app.register(organizationRoutes);
  await app.register(supplierRoutes);
  await app.register(employeeRoutes);
  await app.register(documentRoutes);
}
