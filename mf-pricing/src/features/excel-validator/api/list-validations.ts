import { api } from '@portal/api';
import { PAGE_SIZE, type Page, type ValidationSummary } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** One request of the history (GET /excel-validations): 1-based page, 20 per page (PAGE_SIZE, spec §9) by default. */
export interface ValidationListRequest {
  page: number;
  pageSize?: number;
}

/**
 * GET /excel-validations (the validator's users; issue 17): one page of the caller's own validations, newest first —
 * file name, profile, when, rows read, errors found and the batch that applied it (or null). Rejects with the axios
 * error.
 */
export async function listValidations(request: ValidationListRequest): Promise<Page<ValidationSummary>> {
  const { data } = await api.get<Page<ValidationSummary>>('/excel-validations', {
    params: { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE },
  });
  return data;
}

/** The query of one page of the history (`['excel-validations', 'list', query]`), for the DataTable. */
export function validationsPageQuery(request: ValidationListRequest) {
  return {
    queryKey: queryKeys.excelValidationList({ page: request.page, pageSize: request.pageSize ?? PAGE_SIZE }),
    queryFn: () => listValidations(request),
  } satisfies PageQuery<ValidationSummary>;
}
