import { VALIDATION_PROFILE_IDS, type ValidationError } from '@portal/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './organizations.js';
import { salesPriceBatches } from './pricing.js';

/**
 * Validations of the spreadsheet validator (issue 17; spec §2 /excel-validator, §3 Excel validator result row): who
 * validated which workbook (`storage_key` in the file storage, for the marked workbook) against which profile, the
 * counts, and the result rows (`errors`, at most VALIDATOR_MAX_ERRORS, `truncated` beyond). `applied_batch_id`: the
 * sales price batch an applied sales price import made. A user's validations go with the user.
 */
export const excelValidations = pgTable(
  'excel_validations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    profile: text('profile', { enum: VALIDATION_PROFILE_IDS }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    errors: jsonb('errors').$type<ValidationError[]>().notNull(),
    truncated: boolean('truncated').notNull().default(false),
    appliedBatchId: integer('applied_batch_id').references((): AnyPgColumn => salesPriceBatches.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('excel_validations_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
