import {
  badRequestSchema,
  companySchema,
  organizationInputSchema,
  organizationListItemSchema,
  organizationListQuerySchema,
  organizationSchema,
  organizationSettingsInputSchema,
  organizationUserInputSchema,
  organizationUserSchema,
  pageSchema,
  idParamSchema,
} from '@portal/domain';
import { actorOf } from '../../audit.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.js';
import { issueConfirmation } from '../auth/account-tokens.js';
import { requestLocale } from '../../locale.js';
import {
  ORGANIZATION_SETTINGS_EDITORS,
  ORGANIZATION_WRITER_ROLES,
  READ_ACCESS,
  STAFF_ROLES,
  USER_MANAGERS,
  access,
  signedInUser,
  tenantScopeOf,
} from '../../plugins/access.js';
import { canGrantRoles } from './policy.js';
import {
  addOrganizationUser,
  addressExportRows,
  createOrganization,
  deleteOrganization,
  findCompany,
  findOrganization,
  listOrganizations,
  setOrganizationInactive,
  updateOrganization,
  updateOrganizationSettings,
  userExportRows,
} from './repository.js';
import { ADDRESS_EXPORT_COLUMNS, USER_EXPORT_COLUMNS } from './export-columns.js';
import { XLSX_CONTENT_TYPE, datedFileName, streamWorkbook } from '../../files/xlsx.js';

const tags = ['organizations'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
const readErrors = { 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

/** Access is checked before the payload is validated, so a signed-out caller always gets 401, never 400. */
const staffOnly = access.roles(...STAFF_ROLES);
const writersOnly = access.roles(...ORGANIZATION_WRITER_ROLES);
/** A user of another organization gets 404 here; the repository filters by the same tenant scope as well. */
const readers = access.organization(READ_ACCESS);

/**
 * Organizations (spec §2, §3, §5, §7; docs/contracts.md). Staff (super admin, management, support, account
 * manager) read every organization; super admin, management and support write; an organization user reaches only
 * its own organization (GET /organizations/{id}, /company, POST /users), other ids answer 404.
 */
export default async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /organizations?page&pageSize&search&sort&inactive&prospect → `{items, total, page, pageSize}` (staff).
   * 20 per page by default; active non-prospects unless `inactive` / `prospect` add them. 400 on a bad query.
   */
  r.get(
    '/organizations',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'List organizations (staff)',
        querystring: organizationListQuerySchema,
        response: { 200: pageSchema(organizationListItemSchema), ...errors },
      },
    },
    async (request) => listOrganizations(app.db, request.query),
  );

  /**
   * GET /organizations/ExportAddresses → xlsx, one row per organization address (staff, spec §3 export columns).
   * An organization without addresses still gets one row with a blank address.
   */
  // The two exports reply with a stream, not JSON: registered on the untyped instance (no 200 body schema).
  app.get(
    '/organizations/ExportAddresses',
    {
      config: { access: staffOnly },
      schema: { tags, summary: 'Export organization addresses as xlsx (staff)', response: readErrors },
    },
    async (_request, reply) => {
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${datedFileName('organization-addresses')}"`)
        // Issue 21: downloads are never sniffed (contract PDFs and labels have the same).
        .header('x-content-type-options', 'nosniff');
      return reply.send(streamWorkbook('Addresses', ADDRESS_EXPORT_COLUMNS, addressExportRows(app.db)));
    },
  );

  /** GET /organizations/ExportUsers → xlsx, one row per organization user (staff, spec §3 export columns). */
  app.get(
    '/organizations/ExportUsers',
    {
      config: { access: staffOnly },
      schema: { tags, summary: 'Export organization users as xlsx (staff)', response: readErrors },
    },
    async (_request, reply) => {
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${datedFileName('organization-users')}"`)
        .header('x-content-type-options', 'nosniff');
      return reply.send(streamWorkbook('Users', USER_EXPORT_COLUMNS, userExportRows(app.db)));
    },
  );

  /**
   * POST /organizations (super admin, management, support) → 201 Organization. 400 with field errors for bad
   * input, unknown fields, a taken customerNumber or an unknown reseller / contact person / initial contractor /
   * supplier. vatNumber is blanked when not VAT liable; blank supplier ids are dropped (spec §3).
   */
  r.post(
    '/organizations',
    {
      config: { access: writersOnly },
      schema: {
        tags,
        summary: 'Create an organization',
        body: organizationInputSchema,
        response: { 201: organizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createOrganization(app.db, request.body, actorOf(request));
      return reply.status(201).send(created);
    },
  );

  /** GET /organizations/{id} → Organization (staff, or a user of that organization; otherwise 404). */
  r.get(
    '/organizations/:id',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Read an organization',
        params: idParams,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const organization = await findOrganization(
        app.db,
        request.params.id,
        tenantScopeOf(signedInUser(request)),
      );
      if (!organization) throw notFound();
      return organization;
    },
  );

  /**
   * PUT /organizations/{id} (writers) → 200 Organization. Customer-number uniqueness is checked against the
   * other organizations unless `skipCustomerNumberCheck` is true (spec §5); the database still refuses a
   * duplicate (400 customerNumber). 404 when it does not exist.
   */
  r.put(
    '/organizations/:id',
    {
      config: { access: writersOnly },
      schema: {
        tags,
        summary: 'Update an organization',
        params: idParams,
        body: organizationInputSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateOrganization(app.db, request.params.id, request.body, actorOf(request));
      if (!updated) throw notFound();
      return updated;
    },
  );

  /**
   * PATCH /organizations/{id}/settings `{announcementEmailAddress}` → 200 Organization: what a customer may change
   * of its own organization (staff writers, or that organization's authorized to sign / user manager; another
   * organization's id answers 404). 400 on a bad e-mail address or any other field.
   */
  r.patch(
    '/organizations/:id/settings',
    {
      config: { access: access.organization(ORGANIZATION_SETTINGS_EDITORS) },
      schema: {
        tags,
        summary: "Change an organization's own settings (announcement e-mail)",
        params: idParams,
        body: organizationSettingsInputSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateOrganizationSettings(
        app.db,
        request.params.id,
        { announcementEmailAddress: request.body.announcementEmailAddress },
        actorOf(request),
      );
      if (!updated) throw notFound();
      return updated;
    },
  );

  /**
   * DELETE /organizations/{id} (writers) → 204. Permanently removes the organization with its users (and their
   * tokens), shipments, addresses, subcustomers, subsystem and supplier links, contract files and invoices in one
   * transaction (spec §4); the stored files of those documents are removed after the commit.
   */
  r.delete(
    '/organizations/:id',
    {
      config: { access: writersOnly },
      schema: {
        tags,
        summary: 'Delete an organization',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOrganization(app.db, request.params.id, actorOf(request));
      if (!deleted) throw notFound();
      // Stored files go after the commit: a failure here leaves an orphaned file, never a row without its file.
      for (const key of deleted.storageKeys) {
        await app.files.delete(key).catch((err: unknown) => {
          request.log.error(
            { err, storageKey: key },
            'could not remove a stored file of a deleted organization',
          );
        });
      }
      return reply.status(204).send(null);
    },
  );

  for (const [action, isInactive] of [
    ['activate', false],
    ['deactivate', true],
  ] as const) {
    /** PUT /organizations/{id}/activate|deactivate (writers) → 200 Organization; 404 when it does not exist. */
    r.put(
      `/organizations/:id/${action}`,
      {
        config: { access: writersOnly },
        schema: {
          tags,
          summary: `${action === 'activate' ? 'Activate' : 'Deactivate'} an organization`,
          params: idParams,
          response: { 200: organizationSchema, ...errors },
        },
      },
      async (request) => {
        const organization = await setOrganizationInactive(
          app.db,
          request.params.id,
          isInactive,
          actorOf(request),
        );
        if (!organization) throw notFound();
        return organization;
      },
    );
  }

  /** GET /organizations/{id}/company → Company (staff, or a user of that organization; otherwise 404). */
  r.get(
    '/organizations/:id/company',
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Company details',
        params: idParams,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.id, tenantScopeOf(signedInUser(request)));
      if (!company) throw notFound();
      return company;
    },
  );

  /**
   * POST /organizations/{id}/users → 201 OrganizationUser, and mails the new user a confirmation link in the
   * request's Accept-Language (spec §7). Allowed: staff writers, or an authorized-to-sign / user-manager user of
   * that organization (another organization's user: 404; other roles: 403). Only staff writers and authorized
   * to sign may grant authorized to sign or user manager (codes "0" and "4", unknown codes count as 0; otherwise
   * 403). Unknown role codes are stored as 0 (spec §3). 400: no role ("At least 1 role is required"),
   * bad or taken e-mail (field email), unknown fields.
   */
  r.post(
    '/organizations/:id/users',
    {
      config: { access: access.organization(USER_MANAGERS) },
      schema: {
        tags,
        summary: 'Add a user to an organization',
        params: idParams,
        body: organizationUserInputSchema,
        response: { 201: organizationUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const organizationId = request.params.id;
      if (!canGrantRoles(user, request.body.roles))
        throw forbidden('Only an authorized signatory may grant the user manager role.');
      const created = await addOrganizationUser(app.db, organizationId, request.body, actorOf(request));
      if (!created) throw notFound();
      try {
        await issueConfirmation(app, created, requestLocale(request));
      } catch (err) {
        // The user exists; a lost mail is recoverable with "forgot password", a 500 here would invite a duplicate.
        request.log.error({ err, userId: created.id }, 'confirmation mail for a new user failed');
      }
      return reply.status(201).send(created);
    },
  );
}
