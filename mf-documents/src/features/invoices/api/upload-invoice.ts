import { api } from '@portal/api';
import type { Invoice, InvoiceUploadFields } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

/** What an invoice upload needs: the customer, the invoice fields, the PDF and a progress callback (percent 0–100). */
export interface InvoiceUpload {
  organizationId: number;
  fields: InvoiceUploadFields;
  file: File;
  /** Called as the upload goes on with the percentage sent; undefined when the size is unknown. */
  onProgress?: (percent: number | undefined) => void;
}

/**
 * POST /organizations/{id}/invoices: multipart PDF `file` plus the invoice fields (super admin, management,
 * support) → 201 with the invoice. Rejects with the axios error (400 with field errors, spec §8).
 */
export async function uploadInvoice({ organizationId, fields, file, onProgress }: InvoiceUpload): Promise<Invoice> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append('file', file, file.name);
  const { data } = await api.post<Invoice>(`/organizations/${organizationId}/invoices`, form, {
    onUploadProgress: (event) =>
      onProgress?.(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined),
  });
  return data;
}

/** Uploads an invoice; on success every invoice list is loaded again. */
export function useUploadInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}
