import { normalizeError } from '@portal/api';
import type { TFunction } from 'i18next';

/**
 * The message the auth pages show for a failed call (spec §8): a status-specific text where the spec names one,
 * else the normalised API message (server text, general error text, or the HTTP client's network message).
 */
export function authErrorMessage(error: unknown, t: TFunction, byStatus: Record<number, string> = {}): string {
  const normalized = normalizeError(error);
  if (normalized.status !== undefined && byStatus[normalized.status]) return byStatus[normalized.status];
  if (normalized.status === 429) return t('messages.tooManyAttempts');
  return normalized.message || t('messages.general');
}

/** The HTTP status of a failed call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return normalizeError(error).status;
}
