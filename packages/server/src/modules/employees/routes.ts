import { badRequestSchema, employeeInputSchema, employeeSchema, idParamSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { EMPLOYEE_READER_ROLES, SUPER_ADMIN_ONLY, access } from '../../plugins/access.js';
import { issueConfirmation } from '../auth/account-tokens.js';
import { requestLocale } from '../../locale.js';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './repository.js';

const tags = ['employees'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Employee writes: super admin only (spec §6 "manages employees"); others 403, signed out 401. */
const superAdminOnly = access.roles(...SUPER_ADMIN_ONLY);

/** Employees, i.e. provider staff (spec §2 /employees, §3; docs/customers-api.md "Employees"). */
export default async function employeeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /employees → Employee[] (for contact person pickers). Super admin, management, support, account manager
   * and authorized-to-sign users; 401 signed out, 403 other roles.
   */
  r.get(
    '/employees',
    {
      config: { access: access.roles(...EMPLOYEE_READER_ROLES) },
      schema: {
        tags,
        summary: 'List employees',
        response: { 200: z.array(employeeSchema), 401: badRequestSchema, 403: badRequestSchema },
      },
    },
    async () => listEmployees(app.db),
  );

  /**
   * POST /employees `EmployeeInput` → 201 Employee (super admin) and mails a confirmation link in the request's
   * Accept-Language to set a first password. 400 field errors; e-mail in use: field email "This e-mail address is
   * already in use.".
   */
  r.post(
    '/employees',
    {
      config: { access: superAdminOnly },
      schema: {
        tags,
        summary: 'Add an employee (super admin)',
        body: employeeInputSchema,
        response: { 201: employeeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createEmployee(app.db, request.body, actorOf(request));
      try {
        await issueConfirmation(app, created, requestLocale(request));
      } catch (err) {
        // The employee exists; a lost mail is recoverable with "forgot password", a 500 would invite a duplicate.
        request.log.error({ err, userId: created.id }, 'confirmation mail for a new employee failed');
      }
      return reply.status(201).send(created);
    },
  );

  /**
   * PUT /employees/{id} `EmployeeInput` → 200 Employee (super admin): e-mail, name, phone and role. 400 e-mail in
   * use (field email); 404 when no employee has this id.
   */
  r.put(
    '/employees/:id',
    {
      config: { access: superAdminOnly },
      schema: {
        tags,
        summary: 'Update an employee (super admin)',
        params: idParams,
        body: employeeInputSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateEmployee(app.db, request.params.id, request.body, actorOf(request));
      if (!updated) throw notFound();
      return updated;
    },
  );

  /**
   * DELETE /employees/{id} → 204 (super admin). Organizations whose contact person it was get none. 400 "You cannot
   * remove your own account."; 404 when no employee has this id.
   */
  r.delete(
    '/employees/:id',
    {
      config: { access: superAdminOnly },
      schema: {
        tags,
        summary: 'Remove an employee (super admin)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteEmployee(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
