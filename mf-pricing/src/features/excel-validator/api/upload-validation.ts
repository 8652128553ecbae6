import { api } from '@portal/api';
import type { ValidationProfileId, ValidationResult } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** What an upload sends: the validation profile and the workbook. */
export interface ValidationUpload {
  profile: ValidationProfileId;
  file: File;
}

/**
 * POST /excel-validations (multipart `profile`, `file`; super admin, management, authorized to sign — the latter
 * with the customer profiles only; issue 17 "Spreadsheet validator") → 201 with the validation and its result rows
 * (at most VALIDATOR_MAX_ERRORS; `truncated` when there were more). Rejects with the axios error: 400
 * `{errorMessage, errors: [{field: 'file' | 'profile', message}]}` with a ValidatorMessages text (no file, not an
 * xlsx, unreadable, too large when unpacked, empty, too many rows or columns; `profileNotAllowed` on `profile`).
 */
export async function uploadValidation({ profile, file }: ValidationUpload): Promise<ValidationResult> {
  const form = new FormData();
  form.append('profile', profile);
  form.append('file', file, file.name);
  const { data } = await api.post<ValidationResult>('/excel-validations', form);
  return data;
}

/**
 * Validates a workbook; on success the answer is kept as the validation's own read (its result page shows it at
 * once) and the history loads again.
 */
export function useUploadValidationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadValidation,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.excelValidation(result.id), result);
      return queryClient.invalidateQueries({ queryKey: queryKeys.excelValidationLists() });
    },
  });
}
