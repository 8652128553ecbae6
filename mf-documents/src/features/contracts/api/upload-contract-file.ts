import { api } from '@portal/api';
import type { ContractCategory, ContractFile } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from './contract-keys';

/** What an upload needs: the organization, the category, the file, and a progress callback (percent 0–100). */
export interface ContractFileUpload {
  organizationId: number;
  category: ContractCategory;
  file: File;
  /** Called as the upload goes on with the percentage sent; undefined when the size is unknown. */
  onProgress?: (percent: number | undefined) => void;
}

/**
 * POST /organizations/{id}/contracts (multipart `category`, `file`; super admin, management) → 201 with the stored
 * file. Errors: 400 `{errorMessage, errors: [{field: 'file', message: 'File is required'}]}` (spec §8).
 */
export async function uploadContractFile({ organizationId, category, file, onProgress }: ContractFileUpload): Promise<ContractFile> {
  const form = new FormData();
  form.append('category', String(category));
  form.append('file', file, file.name);
  const { data } = await api.post<ContractFile>(`/organizations/${organizationId}/contracts`, form, {
    onUploadProgress: (event) =>
      onProgress?.(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined),
  });
  return data;
}

/** Uploads a contract file; on success the organization's file lists are loaded again. */
export function useUploadContractFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContractFile,
    onSuccess: (_file, { organizationId }) =>
      queryClient.invalidateQueries({ queryKey: contractKeys.ofOwner({ kind: 'organization', organizationId }) }),
  });
}
