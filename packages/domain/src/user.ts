import { z } from 'zod';
import { recordIdSchema } from './ids';
import { pageQueryFields } from './organization';
import { Messages } from './messages';
import { OrganizationRoleCode } from './roles';

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
 * One row of the staff Users screen (GET /api/users; spec §2 menu "Users", issue 11): an organization user with
 * the organization it belongs to. `roles` are code strings "0".."4" as everywhere on the wire.
 */
export const userListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
  confirmed: z.boolean(),
  lastLoginAt: z.string().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  customerNumber: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Sort fields of GET /api/users: name = last name, then first name; organization = organization name. */
export const USER_SORT_FIELDS = ['name', 'email', 'organization', 'lastLogin'] as const;

const ROLE_CODES = Object.values(OrganizationRoleCode).map(String) as [string, ...string[]];

/**
 * GET /api/users query (staff): `search` in first and last name, e-mail, organization name and customer number;
 * `organizationId` one organization; `role` a role code "0".."4" the user holds; `sort` a field of
 * {@link USER_SORT_FIELDS}, "-" first for descending (default name). 1-based `page`, at most 100 per page.
 */
export const userListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  organizationId: recordIdSchema.optional(),
  role: z.enum(ROLE_CODES).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${USER_SORT_FIELDS.join('|')})$`))
    .optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

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
