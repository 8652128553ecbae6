import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * DELETE /api/users/{id}/lock (staff writers): clears the failed sign-ins and the sign-in lock of a user, so they
 * can sign in at once (issue 24). Rejects with the axios error (403 for anyone but super admin, management and
 * support; 404 unknown user).
 */
export async function unlockSignIn(userId: number): Promise<void> {
  await api.delete(`/users/${userId}/lock`);
}

/** Unlocks a user's sign-in; on success the users of `organizationId` (which show the lock) are loaded again. */
export function useUnlockSignInMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
