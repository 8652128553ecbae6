import {
  badRequestSchema,
  organizationUserSchema,
  organizationUserUpdateSchema,
  pageSchema,
  userListItemSchema,
  userListQuerySchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { READ_ACCESS, STAFF_ROLES, USER_MANAGERS, access, signedInUser } from '../../plugins/access.js';
import { issueConfirmation, mailLocaleOf } from '../auth/account-tokens.js';
import { GRANT_REFUSED, MANAGE_REFUSED, canChangeRoles, canManageUser } from '../organizations/policy.js';
import {
  auditConfirmationResent,
  deleteOrganizationUser,
  findOrganizationUserRow,
  listOrganizationUsers,
  listUsers,
  toOrganizationUser,
  updateOrganizationUser,
} from './repository.js';

const tags = ['organization users'];
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const id = idParamSchema;
const organizationParams = z.object({ id });
const userParams = z.object({ id, userId: id });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };

/** 400 message when a user tries to remove the own account (docs/customers-api.md). */
export const SELF_REMOVAL_REFUSED = 'You cannot remove your own account.';
/** 400 message when a confirmation link is asked for a user who already set a password. */
export const ALREADY_CONFIRMED = 'This user has already confirmed the account.';

/**
 * Users of an organization (docs/customers-api.md "Organization users"; spec §3, §5, §6). Adding a user is
 * POST /organizations/{id}/users in the organizations module. Staff read every organization; staff writers and the
 * organization's authorized-to-sign and user-manager users manage its users; another organization's id or a user
 * who is not a user of that organization answers 404.
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /users?search=&organizationId=&role=&sort=&page=&pageSize= → 200 Page<UserListItem> (provider staff: the
   * Users screen, issue 11). Users of every organization with their organization's name and customer number;
   * 400 for an unknown query parameter, a role code outside 0–4 or a sort field outside name, email,
   * organization, lastLogin; 403 for organization users.
   */
  r.get(
    '/users',
    {
      config: { access: access.roles(...STAFF_ROLES) },
      schema: {
        tags,
        summary: 'List the users of every organization (staff)',
        querystring: userListQuerySchema,
        response: { 200: pageSchema(userListItemSchema), ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  /** GET /organizations/{id}/users → 200 OrganizationUser[] by last, first name (staff; users of that organization). */
  r.get(
    '/organizations/:id/users',
    {
      config: { access: access.organization(READ_ACCESS) },
      schema: {
        tags,
        summary: 'List the users of an organization',
        params: organizationParams,
        response: { 200: z.array(organizationUserSchema), ...errors },
      },
    },
    async (request) => {
      const list = await listOrganizationUsers(app.db, request.params.id);
      if (!list) throw notFound();
      return list;
    },
  );

  /**
   * PUT /organizations/{id}/users/{userId} `OrganizationUserUpdate` → 200 OrganizationUser. The e-mail is not
   * changed. 403 when a caller who is neither a staff writer nor authorized to sign grants or takes away
   * authorized to sign (0) or user manager (4), or edits a user holding one of them. 400 field errors (roles:
   * "At least 1 role is required"). Unknown role codes are stored as 0; roles 0, 3, 4 force two-factor on.
   */
  r.put(
    '/organizations/:id/users/:userId',
    {
      config: { access: access.organization(USER_MANAGERS) },
      schema: {
        tags,
        summary: 'Update a user of an organization',
        params: userParams,
        body: organizationUserUpdateSchema,
        response: { 200: organizationUserSchema, ...errors },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      const { id: organizationId, userId } = request.params;
      const updated = await updateOrganizationUser(
        app.db,
        organizationId,
        userId,
        request.body,
        actorOf(request),
        (target) => {
          if (!canManageUser(caller, target.roles)) throw forbidden(MANAGE_REFUSED);
          if (!canChangeRoles(caller, target.roles, request.body.roles)) throw forbidden(GRANT_REFUSED);
        },
      );
      if (!updated) throw notFound();
      return updated;
    },
  );

  /**
   * DELETE /organizations/{id}/users/{userId} → 204: the user is removed and can no longer sign in. 400 "You
   * cannot remove your own account."; 403 when a user manager removes an authorized signatory or user manager.
   */
  r.delete(
    '/organizations/:id/users/:userId',
    {
      config: { access: access.organization(USER_MANAGERS) },
      schema: {
        tags,
        summary: 'Remove a user from an organization',
        params: userParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const { id: organizationId, userId } = request.params;
      const deleted = await deleteOrganizationUser(
        app.db,
        organizationId,
        userId,
        actorOf(request),
        (target) => {
          if (target.id === caller.id)
            throw badRequest([{ field: 'userId', message: SELF_REMOVAL_REFUSED }], SELF_REMOVAL_REFUSED);
          if (!canManageUser(caller, target.roles)) throw forbidden(MANAGE_REFUSED);
        },
      );
      if (!deleted) throw notFound();
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /organizations/{id}/users/{userId}/confirmation → 204: mails a new confirmation link (7 days; older links
   * stop working) in the user's stored language, else the request's. 400 when the user has already confirmed.
   */
  r.post(
    '/organizations/:id/users/:userId/confirmation',
    {
      config: { access: access.organization(USER_MANAGERS) },
      schema: {
        tags,
        summary: 'Resend the confirmation mail to a user who has not confirmed yet',
        params: userParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const { id: organizationId, userId } = request.params;
      const row = await findOrganizationUserRow(app.db, organizationId, userId);
      if (!row) throw notFound();
      const target = toOrganizationUser(row);
      if (!canManageUser(caller, target.roles)) throw forbidden(MANAGE_REFUSED);
      if (target.confirmed)
        throw badRequest([{ field: 'userId', message: ALREADY_CONFIRMED }], ALREADY_CONFIRMED);
      // issueConfirmation stores the token in its own transaction; the audit row follows once the mail is out.
      await issueConfirmation(app, row, mailLocaleOf(row, request));
      await auditConfirmationResent(app.db, organizationId, target, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
