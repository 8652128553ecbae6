import { badRequestSchema, employeeSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/access.js';
import { EMPLOYEE_READER_ROLES } from '../organizations/policy.js';
import { listEmployees } from './repository.js';

/** Employees, i.e. provider staff (spec §2 /employees, §3). */
export default async function employeeRoutes(app: FastifyInstance): Promise<void> {
  /**
   * GET /employees → Employee[] (for contact person pickers). Super admin, management, support, account manager
   * and authorized-to-sign users; 401 signed out, 403 other roles.
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/employees',
    {
      onRequest: requireRoles(...EMPLOYEE_READER_ROLES),
      schema: {
        tags: ['employees'],
        summary: 'List employees',
        response: { 200: z.array(employeeSchema), 401: badRequestSchema, 403: badRequestSchema },
      },
    },
    async () => listEmployees(app.db),
  );
}
