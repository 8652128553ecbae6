import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOCALES, type Locale } from '@portal/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { requestLocale } from '../../locale.js';
import { type AuthTokenPurpose, authTokens } from '../../db/schema/index.js';
import { confirmationMail, resetMail, toMessage, twoFactorMail } from './mails.js';

/** Lifetimes of account secrets (ARCHITECTURE §5). */
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  confirm: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
  '2fa': 10 * 60_000,
};
/** Wrong 2FA codes allowed per mailed code. */
export const MAX_CODE_ATTEMPTS = 5;

/** sha-256 hex of a secret: tokens and codes are stored hashed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Replaces any open secret of `purpose` for the user by a new one; returns the plain secret. */
async function createSecret(
  db: Database,
  userId: number,
  purpose: AuthTokenPurpose,
  secret: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
  });
}

/**
 * Marks the user's unused, unexpired token of `purpose` matching `secret` as used, atomically.
 * Returns true when exactly such a token existed (single use: a second call returns false).
 */
export async function consumeToken(
  db: Database,
  userId: number,
  purpose: 'reset' | 'confirm',
  secret: string,
): Promise<boolean> {
  const used = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        eq(authTokens.tokenHash, hashSecret(secret)),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: authTokens.id });
  return used.length === 1;
}

/**
 * Checks a 2FA code against the user's latest open code. A wrong code counts an attempt; after
 * MAX_CODE_ATTEMPTS the code is void. Returns true (and uses the code up) only for the right code in time.
 */
export async function verifyTwoFactorCode(db: Database, userId: number, code: string): Promise<boolean> {
  const [open] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, '2fa'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
        lt(authTokens.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(authTokens.id))
    .limit(1);
  if (!open) return false;
  const expected = Buffer.from(open.tokenHash, 'hex');
  const given = Buffer.from(hashSecret(code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const used = await db
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.id, open.id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    return used.length === 1;
  }
  await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, open.id));
  return false;
}

/**
 * The language of a mail to `user`: the user's stored `locale` (Settings, PUT /users/me/settings) when set,
 * else the request's Accept-Language (spec §7, §9; docs/customers-api.md "mails use locale when set").
 */
export function mailLocaleOf(
  user: { locale?: string | null },
  request: Pick<FastifyRequest, 'headers'>,
): Locale {
  const stored = (LOCALES as readonly string[]).find((l) => l === user.locale) as Locale | undefined;
  return stored ?? requestLocale(request);
}

interface MailUser {
  id: number;
  email: string;
  firstName: string;
}

const signature = (app: FastifyInstance) => ({
  supportPhone: app.config.supportPhone,
  supportEmail: app.config.supportEmail,
});

/**
 * Creates a single-use confirmation token (7 days, stored hashed) and mails the link
 * `<PUBLIC_URL>/confirm-password?confirmationToken=…&userId=…` in `locale`. Used when a user is added (spec §7).
 */
export async function issueConfirmation(app: FastifyInstance, user: MailUser, locale: Locale): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await createSecret(app.db, user.id, 'confirm', token);
  const link = `${app.config.publicUrl}/confirm-password?confirmationToken=${token}&userId=${user.id}`;
  await app.mailer.send(
    toMessage(user.email, confirmationMail(locale, user.firstName, link, signature(app))),
  );
}

/** Creates a reset token (1 hour, single use) and mails `<PUBLIC_URL>/reset-password?resetToken=…&userId=…`. */
export async function issueReset(app: FastifyInstance, user: MailUser, locale: Locale): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await createSecret(app.db, user.id, 'reset', token);
  const link = `${app.config.publicUrl}/reset-password?resetToken=${token}&userId=${user.id}`;
  await app.mailer.send(toMessage(user.email, resetMail(locale, user.firstName, link, signature(app))));
}

/** Creates a 6-digit sign-in code (10 minutes, 5 attempts, stored hashed) and mails it (spec §6 2FA). */
export async function issueTwoFactorCode(
  app: FastifyInstance,
  user: MailUser,
  locale: Locale,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await createSecret(app.db, user.id, '2fa', code);
  await app.mailer.send(toMessage(user.email, twoFactorMail(locale, user.firstName, code, signature(app))));
}
