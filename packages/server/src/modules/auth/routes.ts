import {
  AccountMessages,
  badRequestSchema,
  changePasswordSchema,
  confirmationTokenQuerySchema,
  credentialsSchema,
  currentUserSchema,
  Messages,
  resetPasswordRequestQuerySchema,
  resetTokenQuerySchema,
  setPasswordSchema,
  tokenResponseSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, notFound, unauthorized } from '../../errors.js';
import { actorOf, writeAudit } from '../../audit.js';
import { ORGANIZATION_WRITER_ROLES, type RouteAccess, access, signedInUser } from '../../plugins/access.js';
import {
  consumeToken,
  issueReset,
  issueTwoFactorCode,
  mailLocaleOf,
  verifyTwoFactorCode,
} from './account-tokens.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endSession, endUserSessions, issueSessionToken } from './sessions.js';
import { clearFailures, lockedUntil, recordFailure, throttleOf } from './throttle.js';
import {
  findUserByEmail,
  findUserById,
  organizationIsInactive,
  toCurrentUser,
  usesTwoFactor,
  touchLastLogin,
  updatePasswordHash,
} from './repository.js';

const errorBody = badRequestSchema;
/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const userIdParams = z.strictObject({ id: idParamSchema });
const noContent = z.null().describe('No content');

const emailKey = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';

/** Route config of a rate-limited route: its access declaration and `max` per window keyed by IP (+ e-mail). */
function rateLimited(
  rule: RouteAccess,
  limit: { max: number; windowMs: number },
  key: (request: FastifyRequest) => string,
) {
  return { access: rule, rateLimit: { max: limit.max, timeWindow: limit.windowMs, keyGenerator: key } };
}

/**
 * Account routes (spec §4, §5, §6, §7; contracts.md): sign in with optional 2FA, forgot/reset password,
 * account confirmation, change own password, own profile.
 */
export default async function authRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.config;

  /**
   * POST /api/sessions {email, password, code?} → 200 {token} (a new server-side session; the token carries its
   * `sid`). 400 "E-mail address and/or password is empty."; 401 "E-mail address and/or password is not correct.",
   * or for a user of a deactivated organization "Your organization is not active in the portal…" (right password
   * or not); 403 "A 2FA code is sent." when the account needs 2FA and no code was given (a code is mailed) or 403
   * with a wrong-code message; 429 when rate limited (IP + e-mail) or the account is locked after repeated
   * failures (throttle.ts). Unknown and known e-mails cost the same work. Spec §4, §5, §6, §7.
   */
  app.post(
    '/sessions',
    {
      attachValidation: true,
      config: rateLimited(
        access.public('sign-in'),
        rateLimits.login,
        (r) => `login:${r.ip}:${emailKey((r.body as { email?: unknown } | null)?.email)}`,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (optionally with the mailed 2FA code)',
        body: credentialsSchema,
        response: {
          200: tokenResponseSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      if (request.validationError) {
        const validation = (
          request.validationError as { validation?: { instancePath: string; message?: string }[] }
        ).validation;
        const issues = (validation ?? []).map((v) => ({
          field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: v.message ?? Messages.formIncomplete,
        }));
        const body: Record<string, unknown> = isObject(request.body) ? request.body : {};
        const blank = (v: unknown) =>
          v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
        const empty = blank(body.email) || blank(body.password);
        throw badRequest(issues, empty ? Messages.credentialsEmpty : Messages.formIncomplete);
      }
      const { email, password, code } = request.body;
      // The same work whether or not the account exists: the lock look-up, one password hash check (a dummy
      // hash without an account) and, on a failure, one counted failure for that e-mail.
      const locked = await lockedUntil(app.db, email);
      const user = await findUserByEmail(app.db, email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (locked) throw new ApiError(429, AccountMessages.accountLocked);
      if (!user || !ok) {
        await recordFailure(app.db, email);
        // A user of a deactivated organization learns that, and nothing about the password (issue 24).
        if (user && (await organizationIsInactive(app.db, user.organizationId))) {
          throw unauthorized(AccountMessages.organizationInactive);
        }
        throw unauthorized(Messages.credentialsWrong);
      }
      await clearFailures(app.db, email);
      if (await organizationIsInactive(app.db, user.organizationId)) {
        throw unauthorized(AccountMessages.organizationInactive);
      }

      if (usesTwoFactor(user)) {
        if (!code) {
          await issueTwoFactorCode(app, user, mailLocaleOf(user, request));
          throw new ApiError(403, Messages.codeSent);
        }
        if (!(await verifyTwoFactorCode(app.db, user.id, code)))
          throw new ApiError(403, AccountMessages.codeWrong);
      }
      await touchLastLogin(app.db, user.id);
      return { token: await issueSessionToken(app.db, app.config, user) };
    },
  );

  /**
   * DELETE /api/sessions/current → 204: signs out for real — the session of the request's token ends on the
   * server, so the token is refused from then on (every server instance). 401 when not signed in.
   */
  app.delete(
    '/sessions/current',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Sign out (end this session)',
        response: { 204: noContent, 401: errorBody },
      },
    },
    async (request, reply) => {
      const { sid } = signedInUser(request);
      if (sid) await endSession(app.db, sid, 'signOut');
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/users/resetPassword?email= → 204, the same and in the same time whether or not the address exists
   * (the look-up and the mail run after the response, app.jobs); mails a link to
   * /reset-password?resetToken=…&userId=… (1 hour, single use) when it does, in the user's stored language
   * (Settings) or else the request's Accept-Language. 400 "E-mail address is empty.".
   * Spec §5, §7.
   */
  app.post(
    '/users/resetPassword',
    {
      attachValidation: true,
      config: rateLimited(
        access.public('forgotten password; answers alike for every address'),
        rateLimits.reset,
        (r) => `reset:${r.ip}:${emailKey((r.query as { email?: unknown }).email)}`,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Request a password reset mail',
        querystring: resetPasswordRequestQuerySchema,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw badRequest([{ field: 'email', message: Messages.emailEmpty }], Messages.emailEmpty);
      }
      // Looked up and mailed after the response: the answer takes the same time whether or not the address
      // belongs to an account (no enumeration through timing).
      const { email } = request.query;
      const { headers } = request;
      app.jobs.push({
        name: 'reset-mail',
        async run() {
          const user = await findUserByEmail(app.db, email);
          if (user) await issueReset(app, user, mailLocaleOf(user, { headers }));
        },
      });
      return reply.status(204).send(null);
    },
  );

  /**
   * PUT /api/users/{id}/password?resetToken= {password} → 204; 400 when the token is wrong, used or expired
   * (field "resetToken") or the password is invalid (field "password"). Spec §7.
   */
  app.put(
    '/users/:id/password',
    {
      config: rateLimited(
        access.public('link from the reset mail: the reset token is the credential'),
        rateLimits.token,
        (r) => `token:${r.ip}`,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        params: userIdParams,
        querystring: resetTokenQuerySchema,
        body: setPasswordSchema,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await setPasswordWithToken(
        request.params.id,
        'reset',
        request.query.resetToken,
        request.body.password,
        'resetToken',
      );
      return reply.status(204).send(null);
    },
  );

  /**
   * PATCH /api/users/{id}?confirmationToken= {password} → 204: confirms the account and sets its first password;
   * 400 when the token is wrong, used or expired (field "confirmationToken"). Spec §7.
   */
  app.patch(
    '/users/:id',
    {
      config: rateLimited(
        access.public('link from the confirmation mail: the confirmation token is the credential'),
        rateLimits.token,
        (r) => `token:${r.ip}`,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an account by setting its password',
        params: userIdParams,
        querystring: confirmationTokenQuerySchema,
        body: setPasswordSchema,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await setPasswordWithToken(
        id,
        'confirm',
        request.query.confirmationToken,
        request.body.password,
        'confirmationToken',
      );
      return reply.status(204).send(null);
    },
  );

  async function setPasswordWithToken(
    userId: number,
    purpose: 'reset' | 'confirm',
    token: string,
    password: string,
    field: string,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, userId, purpose, token))) {
        throw badRequest([{ field, message: AccountMessages.linkInvalid }], AccountMessages.linkInvalid);
      }
      await updatePasswordHash(tx, userId, passwordHash);
      // A reset ends every session of the account (a token stolen before it is of no use afterwards).
      if (purpose === 'reset') await endUserSessions(tx, userId, 'passwordReset');
    });
  }

  /**
   * PATCH /api/users/me {currentPassword, newPassword} → 204. 400 "Password change didn't succeed" with
   * field errors: currentPassword not correct, or "New password must be different to current password."
   * (on currentPassword). 401 when not signed in. Spec §5, §7.
   */
  app.patch(
    '/users/me',
    {
      config: rateLimited(access.signedIn(), rateLimits.login, (r) => `change:${r.ip}:${r.user?.id ?? ''}`),
      schema: {
        tags: ['auth'],
        summary: 'Change the own password',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 204: noContent, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw badRequest(
          [{ field: 'currentPassword', message: AccountMessages.currentPasswordWrong }],
          Messages.passwordChangeFailed,
        );
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        // Every other session of the user ends; the one that changed the password goes on.
        await endUserSessions(tx, user.id, 'passwordChanged', { except: request.user!.sid });
      });
      return reply.status(204).send(null);
    },
  );

  const lockSchema = z.object({
    failures: z.number().int(),
    lockedUntil: z.string().nullable().describe('ISO time the sign-in lock ends; null when not locked'),
  });
  const staffWriters = access.roles(...ORGANIZATION_WRITER_ROLES);

  /**
   * GET /api/users/{id}/lock (staff: super admin, management, support) → {failures, lockedUntil|null}: the failed
   * sign-ins counted for the user's e-mail and the lock they caused (throttle.ts). 404 for an unknown user.
   */
  app.get(
    '/users/:id/lock',
    {
      config: { access: staffWriters },
      schema: {
        tags: ['auth'],
        summary: 'Failed sign-ins and sign-in lock of a user (staff)',
        params: userIdParams,
        response: { 200: lockSchema, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound();
      const { failures, lockedUntil: until } = await throttleOf(app.db, user.email);
      return { failures, lockedUntil: until?.toISOString() ?? null };
    },
  );

  /**
   * DELETE /api/users/{id}/lock (staff: super admin, management, support) → 204: clears the failed sign-ins and
   * the lock of the user, so they can sign in at once (e.g. after calling support). 404 for an unknown user.
   */
  app.delete(
    '/users/:id/lock',
    {
      config: { access: staffWriters },
      schema: {
        tags: ['auth'],
        summary: 'Clear the sign-in lock of a user (staff)',
        params: userIdParams,
        response: { 204: noContent, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound();
      const before = await throttleOf(app.db, user.email);
      await app.db.transaction(async (tx) => {
        await clearFailures(tx, user.email);
        await writeAudit(tx, actorOf(request), 'unlock', 'user', user.id, before, {
          failures: 0,
          lockedUntil: null,
        });
      });
      return reply.status(204).send(null);
    },
  );

  /** GET /api/users/me → the signed-in user's profile (CurrentUser); 401 when not signed in. Spec §3, §7. */
  app.get(
    '/users/me',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, 401: errorBody },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      return toCurrentUser(user);
    },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
