import { api } from '@portal/api';
import type { RoamingChanges, RoamingListVersion } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/** The files a roaming list may be: an xlsx workbook or a csv file. */
export const ROAMING_LIST_TYPES = ['.xlsx', '.csv'] as const;

/** What {@link uploadRoamingList} sends. */
export interface RoamingListUpload {
  supplierId: number;
  /** An xlsx or csv file of at most ROAMING_LIST_MAX_BYTES (5 MB). */
  file: File;
}

/** What the server answers to an upload: the new (current) version and what changed against the one before it. */
export interface RoamingListUploaded {
  version: RoamingListVersion;
  changes: RoamingChanges;
}

/**
 * POST /sim-management/suppliers/{id}/roaming-lists (multipart `file`; editors: SIM_MANAGEMENT_EDITOR_ROLES; issue
 * 15) → 201 `{version, changes}`: the file becomes the current version. Rejects with the axios error: a file that
 * cannot be read is refused whole with 400 `{errorMessage, errors: [{field: 'file', message: 'Row 5, column
 * "MCC-MNC": …'}, …]}`, the messages already in the interface language (Accept-Language).
 */
export async function uploadRoamingList({
  supplierId,
  file,
}: RoamingListUpload): Promise<RoamingListUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<RoamingListUploaded>(
    `/sim-management/suppliers/${supplierId}/roaming-lists`,
    form,
  );
  return data;
}

/** Uploads a roaming list version; on success every SIM management read loads again (cards, networks, changes, versions). */
export function useUploadRoamingListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRoamingList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simManagementKeys.all() }),
  });
}
