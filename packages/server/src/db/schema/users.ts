import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

/**
 * Every person who signs in: provider staff (`organizationId` null, `employeeRole` set) and organization users
 * (`organizationId` set, `roles` = organization role codes 0..4). `email` is stored lowercased.
 * `passwordHash` is null until the account is confirmed (spec §7 confirm account).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('users_email_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    organizationId: integer('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    roles: integer('roles').array().notNull().default([]),
    employeeRole: integer('employee_role'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    sendApnInfo: boolean('send_apn_info').notNull().default(false),
    /** Preferred language for e-mails and the interface (Settings); null: the request's Accept-Language. */
    locale: text('locale'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_organization_idx').on(t.organizationId)],
);

export const AUTH_TOKEN_PURPOSES = ['reset', 'confirm', '2fa'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use secrets (reset link, confirmation link, 2FA code), stored hashed (sha-256), expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
