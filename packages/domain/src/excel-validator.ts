import { z } from 'zod';
import type { Locale } from './constants';
import { pageQueryFields } from './organization';
import type { OrganizationRole, ProviderRole } from './roles';
import {
  INDEXATION_MAX,
  INDEXATION_MIN,
  INVOICE_LINE_MAX,
  SALES_LINE_TYPES,
  SALES_PRICE_REASON_MAX,
} from './sales-prices';

/**
 * The spreadsheet validator (issue 17 "Spreadsheet validator"; spec §2 /excel-validator: super admin, management,
 * authorized to sign; §3 Excel validator result row: row number, column name, error message; §8 empty state "no
 * files validated yet"). Endpoints: docs/pricing-api.md "Spreadsheet validator".
 *
 * Decisions (the spec names the result row only):
 * - A workbook (xlsx, sniffed from its bytes) is checked against a **validation profile**: data, not code — its
 *   columns (header in en and nl, type, required, fixed values, limits, unique) and row rules. Two profiles:
 *   "sales price import" (staff; the columns of §3's sales price row) and "SIM list" (customers and staff: ICCID,
 *   MSISDN, IMSI with their check rules).
 * - Only the first worksheet is read; row 1 holds the headers (matched in any letter case, English or Dutch), the
 *   data starts in row 2. Row numbers are Excel's. Columns are named by letter and header ("C · Invoice line").
 * - Every problem of a cell is one result row (several problems of one cell: several rows); a problem of the file's
 *   shape (a missing column) is a row with row 1. A result row carries a rule `code` and `params`; the texts are
 *   VALIDATOR_RULE_TEXTS in en and nl (the screen translates them through i18next, the downloads use them directly).
 * - Formulas, merged cells and error values are refused per cell: an import takes values, not calculations.
 * - Limits: VALIDATOR_MAX_BYTES per file, VALIDATOR_MAX_ROWS data rows, VALIDATOR_MAX_COLUMNS columns; the parse runs
 *   in a worker thread with a memory and time limit, so a zip bomb or a huge sheet is a clear 400, never a hung server.
 * - Authorized to sign users see only their own validations and only the customer profiles; staff see their own.
 * - A valid "sales price import" can be applied by the sales price writers: the rows are created in one transaction,
 *   as a batch that the bulk edit's undo undoes.
 */

/** Staff who validate (spec §2). */
export const VALIDATOR_PROVIDER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];
/** Organization users who validate (spec §2: authorized to sign), with the customer profiles only. */
export const VALIDATOR_ORGANIZATION_ROLES: readonly OrganizationRole[] = ['authorizedToSign'];

/** Largest workbook accepted (bytes), most data rows (below the header row), most columns. */
export const VALIDATOR_MAX_BYTES = 5 * 1024 * 1024;
export const VALIDATOR_MAX_ROWS = 10_000;
export const VALIDATOR_MAX_COLUMNS = 50;
/** Most result rows kept per validation (the counts stay exact beyond it). */
export const VALIDATOR_MAX_ERRORS = 5_000;

export const VALIDATION_PROFILE_IDS = ['salesPriceImport', 'simList'] as const;
export type ValidationProfileId = (typeof VALIDATION_PROFILE_IDS)[number];

/** What a column holds; each type has its rules (see VALIDATOR_RULE_CODES). */
export const VALIDATION_COLUMN_TYPES = [
  'text',
  'decimal',
  'yearMonth',
  'factor',
  'iccid',
  'msisdn',
  'imsi',
  'supplier',
  'customer',
  'subcustomer',
] as const;
export type ValidationColumnType = (typeof VALIDATION_COLUMN_TYPES)[number];

/** One column of a profile. */
export interface ValidationColumn {
  key: string;
  header: Record<Locale, string>;
  type: ValidationColumnType;
  required: boolean;
  /** Fixed values (a dropdown in the template); compared in any letter case. */
  values?: readonly string[];
  /** text: most characters. */
  maxLength?: number;
  /** decimal: most decimals, and the lowest value. */
  decimals?: number;
  min?: string;
  /** No two rows may hold the same value (any letter case). */
  unique?: boolean;
  /** The template's example row. */
  example: string;
}

/** A validation profile: who may use it, its columns in template order, its rules across cells. */
export interface ValidationProfile {
  id: ValidationProfileId;
  /** `customer`: authorized to sign users and staff; `staff`: staff only. */
  audience: 'customer' | 'staff';
  columns: readonly ValidationColumn[];
  /** Rules across the cells of a row or of rows: end month not before start month, periods of a line not overlapping. */
  rowRules: readonly ('period' | 'salesPriceOverlap')[];
}

/** The profiles (data; the server checks with them, the screen lists them, the templates are made from them). */
export const VALIDATION_PROFILES: Record<ValidationProfileId, ValidationProfile> = {
  salesPriceImport: {
    id: 'salesPriceImport',
    audience: 'staff',
    columns: [
      {
        key: 'provider',
        header: { en: 'Provider', nl: 'Leverancier' },
        type: 'supplier',
        required: true,
        example: 'KPN',
      },
      {
        key: 'customerNumber',
        header: { en: 'Customer number', nl: 'Klantnummer' },
        type: 'customer',
        required: true,
        example: '100001',
      },
      {
        key: 'subcustomer',
        header: { en: 'Subcustomer', nl: 'Subklant' },
        type: 'subcustomer',
        required: false,
        example: '',
      },
      {
        key: 'invoiceLine',
        header: { en: 'Invoice line', nl: 'Factuurregel' },
        type: 'text',
        required: true,
        maxLength: INVOICE_LINE_MAX,
        example: 'Data NL 1 GB',
      },
      {
        key: 'lineType',
        header: { en: 'Line type', nl: 'Regelsoort' },
        type: 'text',
        required: true,
        values: SALES_LINE_TYPES,
        example: 'data',
      },
      {
        key: 'price',
        header: { en: 'Price', nl: 'Prijs' },
        type: 'decimal',
        required: true,
        decimals: 4,
        min: '0',
        example: '12.5000',
      },
      {
        key: 'startMonth',
        header: { en: 'Start month', nl: 'Startmaand' },
        type: 'yearMonth',
        required: true,
        example: '202701',
      },
      {
        key: 'endMonth',
        header: { en: 'End month', nl: 'Eindmaand' },
        type: 'yearMonth',
        required: false,
        example: '',
      },
      {
        key: 'indexation',
        header: { en: 'Indexation', nl: 'Indexatie' },
        type: 'factor',
        required: false,
        example: '1.000',
      },
      {
        key: 'reason',
        header: { en: 'Reason for increase', nl: 'Reden van verhoging' },
        type: 'text',
        required: false,
        maxLength: SALES_PRICE_REASON_MAX,
        example: 'Price list 2027',
      },
    ],
    rowRules: ['period', 'salesPriceOverlap'],
  },
  simList: {
    id: 'simList',
    audience: 'customer',
    columns: [
      {
        key: 'iccid',
        header: { en: 'ICCID', nl: 'ICCID' },
        type: 'iccid',
        required: true,
        unique: true,
        example: '8931080019073497795',
      },
      {
        key: 'msisdn',
        header: { en: 'MSISDN', nl: 'MSISDN' },
        type: 'msisdn',
        required: false,
        unique: true,
        example: '31612345678',
      },
      {
        key: 'imsi',
        header: { en: 'IMSI', nl: 'IMSI' },
        type: 'imsi',
        required: false,
        unique: true,
        example: '204080123456789',
      },
    ],
    rowRules: [],
  },
};

/** The rule codes a result row can carry; the params each text uses are in braces. */
export const VALIDATOR_RULE_CODES = [
  'required',
  'tooLong',
  'decimal',
  'min',
  'yearMonth',
  'factor',
  'oneOf',
  'iccid',
  'iccidCheckDigit',
  'msisdn',
  'imsi',
  'duplicate',
  'unknownSupplier',
  'unknownCustomer',
  'unknownSubcustomer',
  'endBeforeStart',
  'overlapInFile',
  'overlapExisting',
  'formula',
  'merged',
  'errorValue',
  'missingColumn',
  'unknownColumn',
  'duplicateColumn',
] as const;
export type ValidatorRuleCode = (typeof VALIDATOR_RULE_CODES)[number];

/**
 * The texts of the rule codes in English and Dutch, with {{params}}. The screen registers them as i18next resources
 * (mf-pricing), the server writes them into the downloads in the requester's language.
 */
export const VALIDATOR_RULE_TEXTS: Record<Locale, Record<ValidatorRuleCode, string>> = {
  en: {
    required: 'This field is required.',
    tooLong: 'At most {{max}} characters.',
    decimal: 'Enter a number with at most {{decimals}} decimals, e.g. 12.5.',
    min: 'Must be at least {{min}}.',
    yearMonth: 'Use the format YYYYMM, e.g. 202601.',
    factor: `Enter a factor from ${INDEXATION_MIN} to ${INDEXATION_MAX} with at most 3 decimals, e.g. 1.035.`,
    oneOf: 'Choose one of: {{values}}.',
    iccid: 'An ICCID has 19 or 20 digits and starts with 89.',
    iccidCheckDigit: 'The check digit of this ICCID is wrong (Luhn).',
    msisdn: 'An MSISDN has 8 to 15 digits, country code first, e.g. 31612345678.',
    imsi: 'An IMSI has 15 digits, e.g. 204080123456789.',
    duplicate: 'The same value is in row {{row}}.',
    unknownSupplier: 'Unknown provider.',
    unknownCustomer: 'Unknown customer number.',
    unknownSubcustomer: 'This subcustomer does not belong to the customer.',
    endBeforeStart: 'The end month must not be before the start month.',
    overlapInFile:
      'The period overlaps row {{row}} of this file (same customer, subcustomer and invoice line).',
    overlapExisting: 'The period overlaps existing sales price {{id}} ({{invoiceLine}}).',
    formula: 'Formulas are not accepted. Enter the value itself.',
    merged: 'Merged cells are not accepted.',
    errorValue: 'The cell holds an error value ({{value}}).',
    missingColumn: 'The column {{header}} is missing.',
    unknownColumn: 'This column is not part of the profile and is ignored.',
    duplicateColumn: 'This column appears twice.',
  },
  nl: {
    required: 'Dit veld is verplicht.',
    tooLong: 'Maximaal {{max}} tekens.',
    decimal: 'Vul een getal in met maximaal {{decimals}} decimalen, bijvoorbeeld 12,5.',
    min: 'Moet minimaal {{min}} zijn.',
    yearMonth: 'Gebruik het formaat JJJJMM, bijvoorbeeld 202601.',
    factor: `Vul een factor in van ${INDEXATION_MIN.replace('.', ',')} tot ${INDEXATION_MAX.replace('.', ',')} met maximaal 3 decimalen, bijvoorbeeld 1,035.`,
    oneOf: 'Kies een van: {{values}}.',
    iccid: 'Een ICCID heeft 19 of 20 cijfers en begint met 89.',
    iccidCheckDigit: 'Het controlecijfer van deze ICCID klopt niet (Luhn).',
    msisdn: 'Een MSISDN heeft 8 tot 15 cijfers, landcode voorop, bijvoorbeeld 31612345678.',
    imsi: 'Een IMSI heeft 15 cijfers, bijvoorbeeld 204080123456789.',
    duplicate: 'Dezelfde waarde staat in rij {{row}}.',
    unknownSupplier: 'Onbekende leverancier.',
    unknownCustomer: 'Onbekend klantnummer.',
    unknownSubcustomer: 'Deze subklant hoort niet bij de klant.',
    endBeforeStart: 'De eindmaand mag niet voor de startmaand liggen.',
    overlapInFile:
      'De periode overlapt rij {{row}} van dit bestand (zelfde klant, subklant en factuurregel).',
    overlapExisting: 'De periode overlapt bestaande verkoopprijs {{id}} ({{invoiceLine}}).',
    formula: 'Formules worden niet geaccepteerd. Vul de waarde zelf in.',
    merged: 'Samengevoegde cellen worden niet geaccepteerd.',
    errorValue: 'De cel bevat een foutwaarde ({{value}}).',
    missingColumn: 'De kolom {{header}} ontbreekt.',
    unknownColumn: 'Deze kolom hoort niet bij het profiel en wordt genegeerd.',
    duplicateColumn: 'Deze kolom komt twee keer voor.',
  },
};

/** A rule text with its params filled in ("At most {{max}} characters." + {max: 100}). */
export function validatorRuleText(
  locale: Locale,
  code: ValidatorRuleCode,
  params: Record<string, string | number> = {},
): string {
  return VALIDATOR_RULE_TEXTS[locale][code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** The 400 messages of an upload that cannot be validated at all (field `file` or `profile`). */
export const ValidatorMessages = {
  fileRequired: 'File is required',
  notXlsx: 'Only Excel workbooks (.xlsx) are accepted.',
  unreadable: 'The workbook could not be read. Save it again as .xlsx and retry.',
  tooLarge: 'The workbook is too large when unpacked. Split it into smaller files.',
  empty: 'The first worksheet is empty.',
  tooManyRows: `At most ${VALIDATOR_MAX_ROWS} rows below the header row. Split the file.`,
  tooManyColumns: `At most ${VALIDATOR_MAX_COLUMNS} columns.`,
  profileNotAllowed: 'This validation profile is not available to you.',
  notApplicable: 'Only a sales price import without errors can be applied.',
  alreadyApplied: 'This file was already applied.',
} as const;

/** One result row (spec §3: row number, column name, error message). */
export const validationErrorSchema = z.object({
  /** Excel's row number (the header row is 1). */
  row: z.number().int(),
  /** The column letter ("C"), or "" for a rule across the row. */
  column: z.string(),
  /** The column's header as found (or as the profile names it, for a missing column). */
  header: z.string(),
  code: z.enum(VALIDATOR_RULE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The text in English (the screen translates `code`; kept for API callers). */
  message: z.string(),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** A validation as listed in the history. */
export const validationSummarySchema = z.object({
  id: z.number().int(),
  profile: z.enum(VALIDATION_PROFILE_IDS),
  fileName: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** Data rows read (below the header row). */
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** The bulk edit batch that applied this sales price import, or null. */
  appliedBatchId: z.number().int().nullable(),
});
export type ValidationSummary = z.infer<typeof validationSummarySchema>;

/** A validation with its result rows (at most VALIDATOR_MAX_ERRORS; `truncated` when there were more). */
export const validationResultSchema = validationSummarySchema.extend({
  errors: z.array(validationErrorSchema),
  truncated: z.boolean(),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** GET /api/excel-validations query: the caller's own validations, newest first. */
export const validationListQuerySchema = z.strictObject({ ...pageQueryFields });

/** The profiles a user may choose: staff every profile, organization users the customer ones. */
export function profilesFor(isStaff: boolean): ValidationProfile[] {
  return Object.values(VALIDATION_PROFILES).filter((p) => isStaff || p.audience === 'customer');
}

/** Excel's column letter of a 1-based column number (1 → "A", 28 → "AB"). */
export function columnLetter(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** True when the digits pass the Luhn check (the ICCID's last digit is its check digit, ITU-T E.118). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
