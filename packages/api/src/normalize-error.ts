import { Messages, type FieldError } from '@portal/domain';
import { isAxiosError } from 'axios';

/** A failed call as the UI shows it (spec §8). */
export interface NormalizedError {
  /** HTTP status when the server answered; absent for network, abort and timeout failures. */
  status?: number;
  /** The text to show (English server/client text; translate with @portal/i18n `translateText`). */
  message: string;
  /** Field errors of a 400 response, in the server's order. */
  fieldErrors: FieldError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  return data.errors.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.message === 'string'
      ? [{ field: typeof entry.field === 'string' ? entry.field : '', message: entry.message }]
      : [],
  );
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Turns anything a call can throw into what the UI shows (spec §8):
 * - a plain string (thrown, or as a response body) is shown as is;
 * - 500: the response's `message` (fallback the general text);
 * - 400: `errorMessage` (fallback "Something went wrong.") plus the `{field, message}` list;
 * - any other status: the general text with the status text, e.g. "Something went wrong. (Conflict)";
 * - no response (network error, abort, timeout): the HTTP client's message.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (typeof error === 'string') return { message: error || Messages.general, fieldErrors: [] };
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? nonEmptyString(error.message) : undefined;
    return { message: message ?? Messages.general, fieldErrors: [] };
  }
  const response = error.response;
  if (!response) return { message: nonEmptyString(error.message) ?? Messages.general, fieldErrors: [] };

  const { status, data } = response;
  const plain = nonEmptyString(data);
  if (plain) return { status, message: plain, fieldErrors: [] };
  if (status === 500) {
    const message = isRecord(data) ? nonEmptyString(data.message) : undefined;
    return { status, message: message ?? Messages.general, fieldErrors: [] };
  }
  if (status === 400) {
    const message = isRecord(data) ? nonEmptyString(data.errorMessage) : undefined;
    return { status, message: message ?? Messages.general, fieldErrors: fieldErrorsOf(data) };
  }
  const statusText = nonEmptyString(response.statusText) ?? String(status);
  return { status, message: `${Messages.general} (${statusText})`, fieldErrors: [] };
}
