import { api } from '@portal/api';
import type { FaqItem } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /faq/{id}: one FAQ item with its sanitized HTML answer. Rejects with the axios error (an unknown id: 404, the
 * not-found page through @portal/api).
 */
export async function getFaqItem(id: number): Promise<FaqItem> {
  const { data } = await api.get<FaqItem>(`/faq/${id}`);
  return data;
}

/** The FAQ item id of a route parameter (`/helpdesk/faq/edit/:id`), or null when it is not a positive integer. */
export function faqIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** One FAQ item (cached under `['faq', id]`); nothing is loaded without an id (null). */
export function useFaqItemQuery(id: number | null) {
  return useQuery({
    queryKey: queryKeys.faqItem(id ?? 0),
    queryFn: id === null ? skipToken : () => getFaqItem(id),
  });
}
