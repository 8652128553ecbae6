import { z } from 'zod';
import { Messages } from './errors';

/** GET /api/users/me: the signed-in user's profile. `roles` are role names (see roles.ts). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.string()),
  organizationId: z.number().int().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Organization users: receives APN information e-mails (spec §3 sendApnInfo). Staff: false. */
  sendApnInfo: z.boolean(),
  /** Preferred language (Settings); null when the user never chose one. */
  locale: z.enum(['en', 'nl']).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/users/resetPassword?email= query (spec §5: empty gives "E-mail address is empty."). */
export const resetPasswordRequestQuerySchema = z.strictObject({
  email: z.string().trim().min(1, Messages.emailEmpty).max(254),
});

/** PUT /api/users/{id}/password?resetToken= query. */
export const resetTokenQuerySchema = z.strictObject({ resetToken: z.string().min(1).max(200) });

/** PATCH /api/users/{id}?confirmationToken= query. */
export const confirmationTokenQuerySchema = z.strictObject({ confirmationToken: z.string().min(1).max(200) });

/** Health check answer (GET /api/health). */
export const healthSchema = z.object({ status: z.literal('ok') });

/** Messages of the account flows the server sends (beyond spec §8's catalogue). */
export const AccountMessages = {
  codeWrong: 'The 2FA code is not correct or has expired.',
  linkInvalid: 'This link is invalid or has expired.',
  currentPasswordWrong: 'Current password is not correct.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** 401 on a request whose session ended (sign-out, password change or reset, a change of roles or organization). */
  sessionEnded: 'Your session has ended, please sign in again.',
  /** Sign-in of a user whose organization is deactivated (said whether or not the password was right). */
  organizationInactive: 'Your organization is not active in the portal. Please contact your account manager.',
  /** Sign-in while the account is locked after repeated wrong passwords (429). */
  accountLocked: 'Too many failed sign-ins. Please wait a few minutes and try again.',
} as const;
