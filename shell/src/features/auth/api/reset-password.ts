import { api } from '@portal/api';

/**
 * PUT /users/{userId}/password?resetToken=: sets a new password with the token from the reset e-mail (spec §5, §7).
 * A 404 (unknown user or token) is passed on to the caller instead of redirecting to /404 (spec §8
 * `passNotFound`); other failures reject with the axios error too.
 */
export async function resetPassword(userId: number, resetToken: string, password: string): Promise<void> {
  await api.put(`/users/${userId}/password`, { password }, { params: { resetToken }, passNotFound: true });
}
