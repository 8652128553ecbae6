import { api } from '@portal/api';
import type { CurrentUser } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /users/me/two-factor `{enabled}`: switches the own 2FA on or off (spec §6; 403 for authorized to sign and
 * financial responsible). Resolves with the saved user; rejects with the axios error.
 */
export async function setTwoFactor(enabled: boolean): Promise<CurrentUser> {
  const { data } = await api.put<CurrentUser>('/users/me/two-factor', { enabled });
  return data;
}

/** Switches the own 2FA; on success the saved user replaces the cached one. */
export function useSetTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactor,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}
