import { z } from 'zod';
import { Messages } from './messages';

/** Organization user of spec §3. `roles` are numeric code strings "0".."4". */
export const organizationUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
  sendApnInfo: z.boolean(),
  confirmed: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /**
   * In the users list (GET /organizations/{id}/users): until when sign-in is locked after repeated wrong passwords
   * (ISO time), null when it is not; staff writers clear it with DELETE /users/{id}/lock.
   */
  signInLockedUntil: z.string().nullable().optional(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

/**
 * POST /api/organizations/{id}/users payload (spec §7). At least one role ("At least 1 role is required").
 * The server sends the new user a confirmation mail with a link to /confirm-password.
 */
export const organizationUserInputSchema = z.strictObject({
  email: z.email(Messages.invalidEmail).max(254),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => (v ? v : null)),
  roles: z.array(z.string().regex(/^\d+$/)).min(1, Messages.atLeastOneRole).max(5),
  twoFactorEnabled: z.boolean().default(false),
  sendApnInfo: z.boolean().default(false),
});
export type OrganizationUserInput = z.input<typeof organizationUserInputSchema>;

/** Employee (provider staff) of spec §3. `roles` are employee role codes 0..3. */
export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.number().int()),
});
export type Employee = z.infer<typeof employeeSchema>;
