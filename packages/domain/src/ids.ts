import { z } from 'zod';

/** The largest id a PostgreSQL `serial` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A record id in a path or a query string (issue 21 "strict ids"): a canonical positive whole number — "1", never
 * "0x1", "1.0", "01", "+1" or "1e3", which a coercion would all read as a real record — at most MAX_DB_ID. Anything
 * else is a 400 on that field. Parses to a number.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Must be a whole number above 0.')
  .transform(Number)
  .pipe(z.number().max(MAX_DB_ID, 'Must be a whole number above 0.'));

/**
 * A record id in a JSON body: a whole number from 1 to MAX_DB_ID, never a string, fraction or 0 (issue 21 "strict
 * ids"; a query-string or path id is {@link idParamSchema}).
 */
export const bodyIdSchema = z
  .number('Must be a whole number above 0.')
  .int('Must be a whole number above 0.')
  .min(1, 'Must be a whole number above 0.')
  .max(MAX_DB_ID, 'Must be a whole number above 0.');

/**
 * A record id given either as a JSON number or as a string (query strings, older clients): a number is
 * {@link bodyIdSchema}, a string is {@link idParamSchema} — so "1" and 1 are record 1, while "0x1", "1.0", "01", 1.5 or
 * 0 are a 400 on the field (issue 21 "strict ids"). Parses to a number; callers may pass a number or a string.
 */
export const recordIdSchema = z.union([bodyIdSchema, idParamSchema], {
  error: 'Must be a whole number above 0.',
});
