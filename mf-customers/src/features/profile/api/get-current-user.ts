import { api } from '@portal/api';
import type { CurrentUser } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /users/me: the signed-in user's profile, 2FA and settings. Rejects with the axios error. */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await api.get<CurrentUser>('/users/me');
  return data;
}

/**
 * The signed-in user (cached under `['users', 'me']`; the cache is emptied when the session ends, so it is never
 * another user's).
 */
export function useCurrentUserQuery() {
  return useQuery({ queryKey: queryKeys.currentUser(), queryFn: getCurrentUser });
}
