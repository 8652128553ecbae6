import { api } from '@portal/api';
import type { ChangePassword } from '@portal/domain';

/**
 * PATCH /users/me `{currentPassword, newPassword}`: changes the own password (spec §5, §7). Nothing cached changes.
 * Rejects with the axios error: 400 "Password change didn't succeed" with field errors (e.g. on `currentPassword`).
 */
export async function changePassword(payload: ChangePassword): Promise<void> {
  await api.patch('/users/me', payload);
}
