import { api } from '@portal/api';

/**
 * DELETE /api/users/{id}/lock (staff writers): clears the failed sign-ins and the sign-in lock of a user, so they
 * can sign in at once. Kept in this remote (ARCHITECTURE §2 "Shared code"): it needs nothing new of @portal/api.
 * Rejects with the axios error (403 for anyone but super admin, management and support; 404 unknown user).
 */
export async function unlockSignIn(userId: number): Promise<void> {
  await api.delete(`/users/${userId}/lock`);
}
