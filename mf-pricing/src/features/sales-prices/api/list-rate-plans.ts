import { api } from '@portal/api';
import {
  MAX_PAGE_SIZE,
  type Page,
  type PurchasingPrice,
  type PurchasingPriceListQuery,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /purchasing-prices?supplierId=&search=&sort=ratePlan&page=1&pageSize=100 (super admin): the first
 * MAX_PAGE_SIZE (100) rate plans of provider `supplierId` whose rate plan contains `search`, by rate plan. Rejects
 * with the axios error.
 */
export async function listRatePlans(query: PurchasingPriceListQuery): Promise<Page<PurchasingPrice>> {
  const { data } = await api.get<Page<PurchasingPrice>>('/purchasing-prices', { params: query });
  return data;
}

/**
 * The rate plans a sales price may resell (its `purchasingPriceId`): the purchasing prices of provider `supplierId`
 * matching `search` ({@link listRatePlans}). Only the super admin may read them (management gets a 403), so only the
 * super admin's form asks: `enabled` false, or no provider yet, loads nothing. Cached under the purchasing price
 * list's key (`['purchasing-prices', 'list', query]`), so a purchasing price write refreshes it.
 */
export function useRatePlansQuery(supplierId: number | undefined, search: string, enabled: boolean) {
  const query: PurchasingPriceListQuery = { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'ratePlan' };
  // Ids travel as query-string text (recordIdSchema reads "7" as 7).
  if (supplierId !== undefined) query.supplierId = String(supplierId);
  if (search) query.search = search;
  return useQuery({
    queryKey: queryKeys.purchasingPriceList(query),
    queryFn: () => listRatePlans(query),
    enabled: enabled && supplierId !== undefined,
  });
}
