import {
  validatorRuleText,
  type Page,
  type SalesPriceBatch,
  type ValidationError,
  type ValidationResult,
  type ValidationSummary,
} from '@portal/domain';

/** A result row as the server sends it: its English message filled in from `code` and `params`. */
function resultRow(row: number, column: string, header: string, code: ValidationError['code'], params = {}) {
  return { row, column, header, code, params, message: validatorRuleText('en', code, params) };
}

/** Three problems in two rows of a sales price import, listed by the server in reading order. */
export const SALES_IMPORT_ERRORS: ValidationError[] = [
  resultRow(2, 'F', 'Price', 'decimal', { decimals: 4 }),
  resultRow(2, 'C', 'Invoice line', 'required'),
  resultRow(9, 'E', 'Line type', 'oneOf', { values: 'subscription, data, sms, voice, oneOff' }),
];

/** A sales price import of 120 rows with the three problems above. */
export const SALES_IMPORT_WITH_ERRORS: ValidationResult = {
  id: 41,
  profile: 'salesPriceImport',
  fileName: 'prices-2027.xlsx',
  createdAt: '2026-11-23T14:41:00.000Z',
  createdByName: 'Mia Management',
  rowCount: 120,
  errorCount: 3,
  appliedBatchId: null,
  errors: SALES_IMPORT_ERRORS,
  truncated: false,
};

/** A sales price import of 12 rows without errors, not applied yet. */
export const VALID_SALES_IMPORT: ValidationResult = {
  ...SALES_IMPORT_WITH_ERRORS,
  id: 42,
  fileName: 'prices-ok.xlsx',
  rowCount: 12,
  errorCount: 0,
  errors: [],
};

/** A SIM list of 2 rows without errors (the profile an authorized to sign user has). */
export const VALID_SIM_LIST: ValidationResult = {
  ...VALID_SALES_IMPORT,
  id: 43,
  profile: 'simList',
  fileName: 'sims.xlsx',
  rowCount: 2,
  createdByName: 'Ada Authorized',
};

/** The summary of a validation (the history's row). */
export function summaryOf({
  errors: _errors,
  truncated: _truncated,
  ...summary
}: ValidationResult): ValidationSummary {
  return summary;
}

/** A page of the history. */
export function validationPage(items: ValidationSummary[]): Page<ValidationSummary> {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

/** The batch an apply of VALID_SALES_IMPORT records. */
export const IMPORT_BATCH: SalesPriceBatch = {
  id: 7,
  kind: 'percentage',
  percentage: null,
  indexationId: null,
  indexationValue: null,
  reason: 'Import prices-ok.xlsx',
  startMonth: '202701',
  decimals: 4,
  count: 12,
  organizationNames: ['Acme Logistics'],
  createdAt: '2026-11-23T15:00:00.000Z',
  createdByName: 'Mia Management',
  undoneAt: null,
  undoneByName: null,
};

/** A workbook to choose; `bytes` long. */
export const workbook = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
