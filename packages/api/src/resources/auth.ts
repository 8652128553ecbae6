import type { ChangePassword, Credentials, TokenResponse } from '@portal/domain';
import { api } from '../client';

/** GET /api/users/me: the signed-in user's profile. */
export interface UserProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phoneNumber: string | null;
  roles: string[];
  organizationId: number | null;
}

/** Authentication and own-account calls (spec §7). */
export const authApi = {
  /**
   * POST /sessions: signs in and resolves with the token. Any failure rejects with the axios error, so the
   * caller reads its status: 401 wrong credentials, 403 "A 2FA code is sent." (send again with `code`), 429.
   */
  async login(credentials: Credentials): Promise<string> {
    const { data } = await api.post<TokenResponse>('/sessions', credentials);
    return data.token;
  },

  /**
   * DELETE /sessions/current with `token`: ends that session on the server (a real sign-out: the token is refused
   * from then on). A 401 (the session had ended already) is passed on without signing out again.
   */
  async logout(token: string): Promise<void> {
    await api.delete('/sessions/current', { headers: { Authorization: `Bearer ${token}` }, passUnauthorized: true });
  },

  /** POST /users/resetPassword?email=: mails a reset link (answers the same whether or not the address exists). */
  async requestPasswordReset(email: string): Promise<void> {
    // undefined, not null: axios keeps a urlencoded Content-Type for a null body, which the server refuses (415).
    await api.post('/users/resetPassword', undefined, { params: { email } });
  },

  /**
   * PUT /users/{id}/password?resetToken=: sets a new password with the token from the e-mail. A 404 is passed
   * on to the caller instead of redirecting to /404 (spec §8).
   */
  async resetPassword(userId: number, resetToken: string, password: string): Promise<void> {
    await api.put(`/users/${userId}/password`, { password }, { params: { resetToken }, passNotFound: true });
  },

  /** PATCH /users/{id}?confirmationToken=: confirms a new account by choosing its password. */
  async confirmAccount(userId: number, confirmationToken: string, password: string): Promise<void> {
    await api.patch(`/users/${userId}`, { password }, { params: { confirmationToken } });
  },

  /** PATCH /users/me: changes the own password; 400 with field errors (e.g. on `currentPassword`). */
  async changePassword(payload: ChangePassword): Promise<void> {
    await api.patch('/users/me', payload);
  },

  /** GET /users/me: the signed-in user's profile. */
  async me(): Promise<UserProfile> {
    const { data } = await api.get<UserProfile>('/users/me');
    return data;
  },
};
