import { api } from '@portal/api';
import type { FaqInput, FaqItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateFaqLists } from './faq-lists';

/**
 * POST /faq (writers: super admin, management, support): adds a FAQ item. Resolves with the stored item; rejects
 * with the axios error (400 with field errors, e.g. a blank answer on `answer`; 403 for anyone else).
 */
export async function createFaqItem(input: FaqInput): Promise<FaqItem> {
  const { data } = await api.post<FaqItem>('/faq', input);
  return data;
}

/** PUT /faq/{id} (writers): saves a FAQ item. Resolves with the stored item; rejects with the axios error. */
export async function updateFaqItem(id: number, input: FaqInput): Promise<FaqItem> {
  const { data } = await api.put<FaqItem>(`/faq/${id}`, input);
  return data;
}

/**
 * Adds (`id` undefined) or saves a FAQ item; on success the stored item fills its cache entry and the FAQ lists
 * and categories reload.
 */
export function useSaveFaqItemMutation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FaqInput) => (id === undefined ? createFaqItem(input) : updateFaqItem(id, input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.faqItem(saved.id), saved);
      return invalidateFaqLists(queryClient);
    },
  });
}
