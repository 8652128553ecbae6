import { z } from 'zod';
import { Messages } from './messages';

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

