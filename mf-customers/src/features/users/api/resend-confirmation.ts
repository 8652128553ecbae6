import { api } from '@portal/api';

/**
 * POST /organizations/{id}/users/{userId}/confirmation: mails a new confirmation link to a user who has not
 * confirmed yet. Nothing cached changes. Rejects with the axios error.
 */
export async function resendConfirmation(organizationId: number, userId: number): Promise<void> {
  await api.post(`/organizations/${organizationId}/users/${userId}/confirmation`);
}
