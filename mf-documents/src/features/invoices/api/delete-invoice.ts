import { api } from '@portal/api';
import type { Invoice } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

/** DELETE /invoices/{id} (super admin, management). Rejects with the axios error. */
export async function deleteInvoice(invoice: Pick<Invoice, 'id'>): Promise<void> {
  await api.delete(`/invoices/${invoice.id}`);
}

/** Deletes an invoice; on success every invoice list is loaded again. */
export function useDeleteInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}
