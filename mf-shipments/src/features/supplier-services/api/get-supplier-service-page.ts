import { api } from '@portal/api';
import type { SupplierServicePage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { supplierServiceKeys } from './supplier-service-keys';

/**
 * GET /supplier-services/{subsystem} (issue 15; spec §2 supplier service pages, access by subsystem): the page of
 * subsystem 3, 4, 5 or 8 — the supplier it presents (null until staff choose one), the descriptions (sanitized HTML
 * per language, '' when not written), the documents and the contacts. Rejects with the axios error: 403 for an
 * organization user whose organization lacks the subsystem, 404 for a subsystem that has no page (which @portal/api
 * turns into the not-found page, spec §8).
 */
export async function getSupplierServicePage(subsystem: number): Promise<SupplierServicePage> {
  const { data } = await api.get<SupplierServicePage>(`/supplier-services/${subsystem}`);
  return data;
}

/** The page of a subsystem (`['supplier-services', subsystem]`). */
export function useSupplierServicePageQuery(subsystem: number) {
  return useQuery({
    queryKey: supplierServiceKeys.page(subsystem),
    queryFn: () => getSupplierServicePage(subsystem),
  });
}
