import { api } from '@portal/api';

/**
 * PATCH /users/{userId}?confirmationToken=: a new user confirms the account by choosing its password (spec §5, §7).
 * Rejects with the axios error (e.g. 400 "The link has expired.").
 */
export async function confirmAccount(userId: number, confirmationToken: string, password: string): Promise<void> {
  await api.patch(`/users/${userId}`, { password }, { params: { confirmationToken } });
}
