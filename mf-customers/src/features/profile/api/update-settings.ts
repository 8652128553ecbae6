import { api } from '@portal/api';
import type { CurrentUser, SettingsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /users/me/settings: saves the own language (e-mails use it too, spec §1) and "Receive APN information
 * e-mails" (spec §3 sendApnInfo). Resolves with the saved user; rejects with the axios error.
 */
export async function updateSettings(input: SettingsInput): Promise<CurrentUser> {
  const { data } = await api.put<CurrentUser>('/users/me/settings', input);
  return data;
}

/** Saves the own settings; on success the saved user replaces the cached one. */
export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}
