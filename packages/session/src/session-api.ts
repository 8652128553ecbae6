import { api } from '@portal/api';
import type { Credentials, Organization, TokenResponse } from '@portal/domain';

/**
 * The calls the session store makes (spec §4, §7), kept with the store rather than in @portal/api (ARCHITECTURE §2
 * "Shared code": resource calls live where they are used). Every call rejects with the axios error; read its
 * status, or its spec §8 text with `normalizeError`.
 */

/**
 * POST /sessions: signs in and resolves with the bearer token. Fails with 400 (empty fields), 401 (wrong
 * credentials), 403 "A 2FA code is sent." (send the credentials again with `code`) or 429 (too many attempts).
 */
export async function createSession(credentials: Credentials): Promise<string> {
  const { data } = await api.post<TokenResponse>('/sessions', credentials);
  return data.token;
}

/**
 * DELETE /sessions/current with `token` (not the stored one, which may be gone already): ends that session on the
 * server, so the token is refused from then on. A 401 (the session had ended already) is passed on without
 * signing out again (`passUnauthorized`).
 */
export async function endSession(token: string): Promise<void> {
  await api.delete('/sessions/current', { headers: { Authorization: `Bearer ${token}` }, passUnauthorized: true });
}

/**
 * GET /organizations/{id}: the signed-in user's organization (spec §3). A 404 is passed on to the caller instead of
 * redirecting to /404 (`passNotFound`): the session stays usable without it.
 */
export async function getSessionOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`, { passNotFound: true });
  return data;
}
