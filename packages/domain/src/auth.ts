import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { Messages } from './messages';
import type { Role } from './roles';

/**
 * POST /api/sessions payload (spec §7). Empty e-mail or password is refused with
 * "E-mail address and/or password is empty." (spec §5). `code` is the optional 6-digit 2FA code.
 */
export const credentialsSchema = z.strictObject({
  email: z.string().trim().min(1, Messages.credentialsEmpty).max(254),
  password: z.string().min(1, Messages.credentialsEmpty).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.')
    .optional(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** POST /api/sessions 200 response. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * JWT claims (spec §3 session user). `organizationId` is null for provider staff. `roles` are role names
 * (see roles.ts), `subsystems` subsystem ids. `exp`/`iat` in seconds since epoch.
 */
export interface TokenClaims {
  sub: string;
  id: number;
  organizationId: number | null;
  email: string;
  name: string;
  roles: Role[];
  subsystems: number[];
  /** The server-side session this token belongs to (the server decides on it, never on the other claims). */
  sid?: string;
  exp: number;
  iat: number;
}

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200);

/** PUT /api/users/{id}/password?resetToken= and PATCH /api/users/{id}?confirmationToken= payload (spec §7). */
export const setPasswordSchema = z.strictObject({ password: passwordSchema });
export type SetPassword = z.infer<typeof setPasswordSchema>;

/** PATCH /api/users/me payload (spec §7); new must differ from current (spec §5). */
export const changePasswordSchema = z
  .strictObject({ currentPassword: z.string().min(1).max(200), newPassword: passwordSchema })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: Messages.newPasswordMustDiffer,
    path: ['currentPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
