import { api } from '@portal/api';
import type { SupplierServicePage, SupplierServicePageInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierServiceKeys } from './supplier-service-keys';

/** What {@link updateSupplierServicePage} sends: the page's subsystem and its body (supplierServicePageInputSchema). */
export interface SupplierServicePageUpdate {
  subsystem: number;
  input: SupplierServicePageInput;
}

/**
 * PUT /supplier-services/{subsystem} with `{supplierId, descriptionEn, descriptionNl, contacts: [{name, function,
 * email, phoneNumber}]}` (editors: SUPPLIER_SERVICE_EDITOR_ROLES; issue 15): the supplier the page presents (null:
 * none), the rich-text descriptions (HTML) and the contacts, replaced whole. Resolves with the page as saved; rejects
 * with the axios error (400 `{errorMessage, errors: [{field: 'supplierId' | 'descriptionEn' | 'contacts.0.email' …,
 * message}]}`).
 */
export async function updateSupplierServicePage({
  subsystem,
  input,
}: SupplierServicePageUpdate): Promise<SupplierServicePage> {
  const { data } = await api.put<SupplierServicePage>(`/supplier-services/${subsystem}`, input);
  return data;
}

/** Saves a page's supplier, descriptions and contacts; on success the page shows what the server saved. */
export function useUpdateSupplierServicePageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierServicePage,
    onSuccess: (page, { subsystem }) => queryClient.setQueryData(supplierServiceKeys.page(subsystem), page),
  });
}
