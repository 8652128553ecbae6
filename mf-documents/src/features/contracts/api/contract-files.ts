import { documentsApi, type UploadProgress } from '@portal/api';
import type { ContractCategory, ContractFile } from '@portal/domain';
import { useAsyncData } from '@portal/ui';

/** Whose contract files: the signed-in user's own organization, or one organization by id (staff). */
export type ContractOwner = { kind: 'own' } | { kind: 'organization'; organizationId: number };

/**
 * The contract files of one category (spec §2): GET /contracts?category= for the own organization, GET
 * /organizations/{id}/contracts?category= for staff. Newest first.
 */
export function useContractFilesQuery(owner: ContractOwner, category: ContractCategory) {
  const organizationId = owner.kind === 'organization' ? owner.organizationId : undefined;
  return useAsyncData<ContractFile[]>(async () => {
    const files =
      organizationId === undefined
        ? await documentsApi.listOwn(category)
        : await documentsApi.list(organizationId, category);
    return [...files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }, [organizationId, category]);
}

/** POST /organizations/{id}/contracts with upload progress in percent. */
export function uploadContractFile(
  organizationId: number,
  category: ContractCategory,
  file: File,
  onProgress: UploadProgress,
): Promise<ContractFile> {
  return documentsApi.upload(organizationId, category, file, onProgress);
}

/** DELETE /contracts/{id}. */
export function deleteContractFile(file: ContractFile): Promise<void> {
  return documentsApi.remove(file.id);
}

/** GET /contracts/{id}/content as a blob (inline view). */
export function loadContractFile(file: ContractFile): Promise<Blob> {
  return documentsApi.content(file.id);
}

/** GET /contracts/{id}/content?download=1, offered as a download. */
export function downloadContractFile(file: ContractFile) {
  return documentsApi.download(file);
}
