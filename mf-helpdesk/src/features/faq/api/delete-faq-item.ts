import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateFaqLists } from './faq-lists';

/** DELETE /faq/{id} (writers; 204). Rejects with the axios error. */
export async function deleteFaqItem(id: number): Promise<void> {
  await api.delete(`/faq/${id}`);
}

/**
 * Deletes a FAQ item; on success its cache entry is dropped (reloading it would answer 404) and the FAQ lists and
 * categories reload.
 */
export function useDeleteFaqItemMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteFaqItem(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.faqItem(id), exact: true });
      return invalidateFaqLists(queryClient);
    },
  });
}
