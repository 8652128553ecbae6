import { api } from '@portal/api';
import type { SupplierServiceDocument } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierServiceKeys } from './supplier-service-keys';

/** The files a document may be: PDF or an office document (Word, Excel, PowerPoint, OpenDocument text and sheet). */
export const SUPPLIER_SERVICE_DOCUMENT_TYPES = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.odt',
  '.ods',
] as const;

/** What {@link uploadSupplierServiceDocument} sends. */
export interface SupplierServiceDocumentUpload {
  subsystem: number;
  /** The document's title as the page lists it (1 to SUPPLIER_SERVICE_TITLE_MAX characters). */
  title: string;
  /** A PDF or office document of at most the server's upload limit (DEFAULT_UPLOAD_MAX_BYTES, 20 MB). */
  file: File;
  /** Called as the upload goes on with the percentage sent; undefined when the size is unknown. */
  onProgress?: (percent: number | undefined) => void;
}

/**
 * POST /supplier-services/{subsystem}/documents (multipart `title`, `file`; editors: SUPPLIER_SERVICE_EDITOR_ROLES;
 * issue 15) → 201 with the stored document. Rejects with the axios error: 400 `{errorMessage, errors: [{field:
 * 'title' | 'file', message}]}` for a missing or too long title, or a missing, too large or wrong kind of file.
 */
export async function uploadSupplierServiceDocument({
  subsystem,
  title,
  file,
  onProgress,
}: SupplierServiceDocumentUpload): Promise<SupplierServiceDocument> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', file, file.name);
  const { data } = await api.post<SupplierServiceDocument>(
    `/supplier-services/${subsystem}/documents`,
    form,
    {
      onUploadProgress: (event) =>
        onProgress?.(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined),
    },
  );
  return data;
}

/** Adds a document to a page; on success the page loads again (its documents list the new one). */
export function useUploadSupplierServiceDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierServiceDocument,
    onSuccess: (_document, { subsystem }) =>
      queryClient.invalidateQueries({ queryKey: supplierServiceKeys.page(subsystem) }),
  });
}
