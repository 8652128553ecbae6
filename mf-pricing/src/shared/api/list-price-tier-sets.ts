import { api } from '@portal/api';
import type { PriceTierSet } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /price-tiers (super admin): every tier set (issue 16 "Price tiers") with its ordered tiers (values as decimal
 * strings: euros for kind price, percent for kind percentage) and the number of indexations using it. Rejects with
 * the axios error.
 */
export async function listPriceTierSets(): Promise<PriceTierSet[]> {
  const { data } = await api.get<PriceTierSet[]>('/price-tiers');
  return data;
}

/** The tier sets (`['price-tiers', 'list']`), read by the price tiers screen and the indexation form. */
export function usePriceTierSetsQuery() {
  return useQuery({ queryKey: queryKeys.priceTierSetList(), queryFn: listPriceTierSets });
}
