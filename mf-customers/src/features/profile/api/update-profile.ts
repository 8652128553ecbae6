import { api } from '@portal/api';
import type { CurrentUser, ProfileInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /users/me/profile: saves the own first and last name and phone (spec §2 My profile). Resolves with the
 * saved user; rejects with the axios error (400 with field errors).
 */
export async function updateProfile(input: ProfileInput): Promise<CurrentUser> {
  const { data } = await api.put<CurrentUser>('/users/me/profile', input);
  return data;
}

/** Saves the own profile; on success the saved user replaces the cached one. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser(), user),
  });
}
