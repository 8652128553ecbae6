import { normalizeError } from '@portal/api';
import { AccountMessages } from '@portal/domain';
import type { TFunction } from 'i18next';

/** Server messages (English, contracts.md) the auth pages show in the interface's language. */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  [AccountMessages.organizationInactive]: 'messages.organizationInactive',
  [AccountMessages.accountLocked]: 'messages.accountLocked',
  [AccountMessages.sessionEnded]: 'messages.sessionEnded',
};

/**
 * The message the auth pages show for a failed call (spec §8): a status-specific text where the spec names one,
 * else the normalised API message (server text, general error text, or the HTTP client's network message).
 */
export function authErrorMessage(error: unknown, t: TFunction, byStatus: Record<number, string> = {}): string {
  const normalized = normalizeError(error);
  // Server texts with a translation of their own win over the status text (e.g. a 401 for a deactivated organization).
  const known = KNOWN_SERVER_MESSAGES[serverMessageOf(error) ?? ''];
  if (known) return t(known);
  if (normalized.status !== undefined && byStatus[normalized.status]) return byStatus[normalized.status];
  if (normalized.status === 429) return t('messages.tooManyAttempts');
  return normalized.message || t('messages.general');
}

/** The HTTP status of a failed call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return normalizeError(error).status;
}

/** The `errorMessage` of a spec §8 error body, whatever the status (normalizeError keeps it for 400s only). */
function serverMessageOf(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { errorMessage?: unknown } } } | null)?.response?.data;
  return typeof data?.errorMessage === 'string' ? data.errorMessage : undefined;
}
