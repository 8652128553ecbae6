import { downloadFile, type DownloadedFile } from '@portal/api';
import type { RoamingListVersion } from '@portal/domain';

/**
 * GET /sim-management/suppliers/{id}/roaming-lists/{versionId}/file (issue 15): one version of a supplier's roaming
 * list as the file that was uploaded, offered as a download named by the server (else the version's file name).
 * Customers may download the current version only, staff every version. Rejects with the axios error.
 */
export function downloadRoamingList(
  version: Pick<RoamingListVersion, 'id' | 'supplierId' | 'fileName'>,
): Promise<DownloadedFile> {
  return downloadFile(
    `/sim-management/suppliers/${version.supplierId}/roaming-lists/${version.id}/file`,
    version.fileName,
  );
}
