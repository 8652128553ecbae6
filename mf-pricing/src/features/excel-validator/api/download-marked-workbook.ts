import type { DownloadedFile } from '@portal/api';
import { downloadValidatorFile } from './download-file';

/**
 * GET /excel-validations/{id}/marked.xlsx (the validator's users; issue 17): the uploaded workbook with every wrong
 * cell marked red and a note saying what is wrong, offered as a download. Rejects with the axios error.
 */
export function downloadMarkedWorkbook(id: number): Promise<DownloadedFile> {
  return downloadValidatorFile(`/excel-validations/${id}/marked.xlsx`, `validation-${id}-marked.xlsx`);
}
