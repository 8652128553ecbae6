import { z } from 'zod';

/**
 * The dates the portal stores (issue 21 fuzz: "0000-01-01T00:00:00Z" and "9999-12-31T23:59:59-23:59" were 500s,
 * "0050-06-01T00:00:00Z" was stored as 1950): PostgreSQL refuses year 0 and the six-digit years a JavaScript Date
 * writes past 9999, and reads a year below 100 as 19xx or 20xx. So a date, and a date-time in UTC, lies in the
 * years 1900 through 9999.
 */
export const DATE_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(10000, 0, 1) - 1 } as const;

export const DATE_RANGE_MESSAGE = 'Enter a date between the years 1900 and 9999.';

/** Whether `ms` (a Date.parse result) lies in {@link DATE_RANGE}; false for NaN. */
export const inDateRange = (ms: number): boolean => ms >= DATE_RANGE.min && ms <= DATE_RANGE.max;

/**
 * An ISO 8601 date-time with offset, e.g. 2026-11-25T08:00:00.000Z, in {@link DATE_RANGE}. (zod runs the range
 * check also after the format failed: what does not parse is the format's error alone.)
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((v) => Number.isNaN(Date.parse(v)) || inDateRange(Date.parse(v)), DATE_RANGE_MESSAGE);
