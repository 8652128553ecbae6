import type { DownloadedFile } from '@portal/api';
import { downloadValidatorFile } from './download-file';

/**
 * GET /excel-validations/{id}/errors.xlsx (the validator's users; issue 17): the validation's result rows (row
 * number, column, error message; spec §3) as an xlsx file, in the request's language, offered as a download.
 * Rejects with the axios error.
 */
export function downloadValidationErrors(id: number): Promise<DownloadedFile> {
  return downloadValidatorFile(`/excel-validations/${id}/errors.xlsx`, `validation-${id}-errors.xlsx`);
}
