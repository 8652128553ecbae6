import { api } from '@portal/api';

/**
 * POST /users/resetPassword?email=: mails a reset link (spec §5, §7). The server answers the same whether or not the
 * address exists. Rejects with the axios error (spec §8 text through `normalizeError`).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  // undefined, not null: axios keeps a urlencoded Content-Type for a null body, which the server refuses (415).
  await api.post('/users/resetPassword', undefined, { params: { email } });
}
