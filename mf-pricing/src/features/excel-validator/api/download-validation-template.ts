import type { DownloadedFile } from '@portal/api';
import type { ValidationProfileId } from '@portal/domain';
import { downloadValidatorFile } from './download-file';

/**
 * GET /excel-validator/templates/{profile}.xlsx (the validator's users; issue 17): the profile's template — its
 * headers in the user's language, an example row and lists for the fixed values — offered as a download. Rejects
 * with the axios error (403 for a profile the user may not use).
 */
export function downloadValidationTemplate(profile: ValidationProfileId): Promise<DownloadedFile> {
  return downloadValidatorFile(`/excel-validator/templates/${profile}.xlsx`, `${profile}-template.xlsx`);
}
