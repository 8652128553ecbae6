import {
  accountManagerSchema,
  alwaysUsesTwoFactor,
  badRequestSchema,
  currentUserSchema,
  type OrganizationRole,
  profileInputSchema,
  type Role,
  settingsInputSchema,
  twoFactorInputSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { forbidden, notFound, unauthorized } from '../../errors.js';
import { READ_ACCESS, access, signedInUser } from '../../plugins/access.js';
import { roleNamesOf } from '../auth/repository.js';
import { changeOwnUser, findAccountManager, profileChange, settingsChange } from './repository.js';

const tags = ['profile'];
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const idParams = z.object({ id: idParamSchema });

/** Roles whose holders may not change their own two-factor setting (spec §6 derived check). */
export const TWO_FACTOR_LOCKED_ROLES: readonly OrganizationRole[] = [
  'authorizedToSign',
  'financialResponsible',
];
/** 403 message of PUT /users/me/two-factor for those roles. */
export const TWO_FACTOR_LOCKED =
  'Users who are authorized to sign or financially responsible always sign in with a code.';

/**
 * Own profile, two-factor and settings of the signed-in user, and the account manager page (docs/customers-api.md
 * "Own profile, 2FA, settings, account manager"; spec §2, §6). GET /users/me and PATCH /users/me (password) live
 * in the auth module.
 */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs an own-user change; 401 when the user of the token no longer exists. */
  async function changeOwn(
    request: FastifyRequest,
    action: string,
    change: Parameters<typeof changeOwnUser>[3],
  ) {
    const updated = await changeOwnUser(app.db, signedInUser(request).id, action, change, actorOf(request));
    if (!updated) throw unauthorized();
    return updated;
  }

  /** PUT /users/me/profile `{firstName, lastName, phoneNumber}` → 200 CurrentUser (signed in). The e-mail stays. */
  r.put(
    '/users/me/profile',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Change the own name and phone number',
        security: [{ bearerAuth: [] }],
        body: profileInputSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => changeOwn(request, 'updateProfile', profileChange(request.body)),
  );

  /**
   * PUT /users/me/two-factor `{enabled}` → 200 CurrentUser. 403 for a user holding authorized to sign or financial
   * responsible (spec §6: only users with neither may change it). A user manager's setting stays on (always 2FA).
   */
  r.put(
    '/users/me/two-factor',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Switch the own two-factor sign-in on or off',
        security: [{ bearerAuth: [] }],
        body: twoFactorInputSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) =>
      changeOwn(request, 'updateTwoFactor', (row) => {
        // Roles are read from the database, not the token, so a role granted since sign-in counts.
        const roles: readonly Role[] = roleNamesOf(row);
        if (roles.some((role) => (TWO_FACTOR_LOCKED_ROLES as readonly Role[]).includes(role)))
          throw forbidden(TWO_FACTOR_LOCKED);
        // A role that always uses a code (user manager) keeps the setting on.
        return { twoFactorEnabled: request.body.enabled || alwaysUsesTwoFactor(roles) };
      }),
  );

  /**
   * PUT /users/me/settings `{locale, sendApnInfo}` → 200 CurrentUser. `locale` (en, nl or null) is used for the
   * user's mails; `sendApnInfo` is ignored for staff (stays false).
   */
  r.put(
    '/users/me/settings',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Change the own language and mail settings',
        security: [{ bearerAuth: [] }],
        body: settingsInputSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => changeOwn(request, 'updateSettings', settingsChange(request.body)),
  );

  /**
   * GET /organizations/{id}/account-manager → 200 `{accountManager, support: {phone, email}}`: the organization's
   * contact person (null when none) and SUPPORT_PHONE / SUPPORT_EMAIL. Staff, or users of that organization;
   * another organization or an unknown id: 404.
   */
  r.get(
    '/organizations/:id/account-manager',
    {
      config: { access: access.organization(READ_ACCESS) },
      schema: {
        tags,
        summary: 'Account manager and support contact of an organization',
        params: idParams,
        response: { 200: accountManagerSchema, ...errors },
      },
    },
    async (request) => {
      const info = await findAccountManager(app.db, request.params.id, {
        phone: app.config.supportPhone,
        email: app.config.supportEmail,
      });
      if (!info) throw notFound();
      return info;
    },
  );
}
