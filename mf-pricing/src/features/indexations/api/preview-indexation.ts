import { api } from '@portal/api';
import type { IndexationPreview } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /indexations/{id}/preview (super admin; issue 17; spec §2 "show prices"; no body): every customer with sales
 * prices in the indexation's period — those it was applied to (with their batch) and those still to apply — and
 * every row it would change (old and new indexation, effective prices and the change, in euros with four decimals).
 * Writes nothing. Rejects with the axios error: 409 IndexationMessages.closed, 400 on `value`
 * (IndexationMessages.outOfRange, naming the row whose compounded factor would leave 0.500–3.000).
 */
export async function previewIndexation(id: number): Promise<IndexationPreview> {
  const { data } = await api.post<IndexationPreview>(`/indexations/${id}/preview`);
  return data;
}

/**
 * "Show prices" of an open indexation (`['indexations', id, 'preview']`): a POST that writes nothing, so it is read
 * as a query — cached, loaded again when an apply, an undo or a close invalidates the indexations. Not asked while
 * `enabled` is false (a closed indexation: the server would answer 409).
 */
export function useIndexationPreviewQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.indexationPreview(id),
    queryFn: () => previewIndexation(id),
    enabled,
  });
}
