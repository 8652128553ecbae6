import { api } from '@portal/api';
import type { UnknownSenderDeleteInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUnknownSenderLists } from './unknown-sender-cache';

/**
 * POST /tickets/unknown/delete `{ ids }` (handlers; at most 100 at once): deletes these mails of the Unknown users
 * queue as spam; ids no longer in the queue are left alone. Resolves with how many were deleted; rejects with the
 * axios error (403 for account managers).
 */
export async function deleteUnknownSenders(ids: number[]): Promise<number> {
  const input: UnknownSenderDeleteInput = { ids };
  const { data } = await api.post<{ deleted: number }>('/tickets/unknown/delete', input);
  return data.deleted;
}

/** Deletes mails as spam; on success the queue reloads without them. */
export function useDeleteUnknownSendersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnknownSenders,
    onSuccess: () => invalidateUnknownSenderLists(queryClient),
  });
}
