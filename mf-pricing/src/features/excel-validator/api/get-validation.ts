import { api } from '@portal/api';
import type { ValidationResult } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /excel-validations/{id} (the validator's users; issue 17): one of the caller's validations with its result
 * rows (spec §3 Excel validator result row). Rejects with the axios error (404 when it is not the caller's: the API
 * client goes to the not-found page).
 */
export async function getValidation(id: number): Promise<ValidationResult> {
  const { data } = await api.get<ValidationResult>(`/excel-validations/${id}`);
  return data;
}

/** One validation (`['excel-validations', id]`). */
export function useValidationQuery(id: number) {
  return useQuery({ queryKey: queryKeys.excelValidation(id), queryFn: () => getValidation(id) });
}
