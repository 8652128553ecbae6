import { normalizeError, type NormalizedError } from '@portal/api';
import { Messages } from '@portal/domain';
import { i18n, translateText } from '@portal/i18n';
import { App } from 'antd';
import { useCallback } from 'react';

const GENERAL_WITH_STATUS = new RegExp(`^${Messages.general.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\((.*)\\)$`);

/**
 * The text of a normalised error in the interface language: spec §8 messages are translated, the general text
 * keeps its status text, anything else (server texts, the HTTP client's messages) is shown as is.
 */
export function apiErrorText(error: Pick<NormalizedError, 'message'>): string {
  const withStatus = GENERAL_WITH_STATUS.exec(error.message);
  if (withStatus) return i18n.t('generalWithStatus', { ns: 'errors', statusText: withStatus[1] });
  return translateText(error.message);
}

/** True when the API client already acted on the error (401 → /login, 404 → /404), so nothing is shown. */
function handledGlobally(error: unknown, normalized: NormalizedError): boolean {
  if (normalized.status === 401) return true;
  const config = (error as { config?: { passNotFound?: boolean } } | null)?.config;
  return normalized.status === 404 && !!config && !config.passNotFound;
}

/** Options of the function {@link useApiError} returns. */
export interface ShowApiErrorOptions {
  /** Fields whose server errors the form already shows on the field: they are not listed again. */
  shownOnFields?: readonly string[];
}

/**
 * Returns `showApiError(error, options?)`: shows a failed call the way spec §8 describes, once, through antd
 * `App` (inside PortalProviders). A 400's field errors that no form shows on its fields (see
 * `options.shownOnFields`) are listed under the message in a notification, by their message only (the API's
 * field names mean nothing to a user); otherwise the message alone is shown. Errors the API client already
 * handled (401, redirected 404) show nothing. Returns the normalised error.
 */
export function useApiError(): (error: unknown, options?: ShowApiErrorOptions) => NormalizedError {
  const { message, notification } = App.useApp();
  return useCallback(
    (error: unknown, { shownOnFields = [] }: ShowApiErrorOptions = {}) => {
      const normalized = normalizeError(error);
      if (handledGlobally(error, normalized)) return normalized;
      const text = apiErrorText(normalized);
      const listed = normalized.fieldErrors.filter(({ field }) => !shownOnFields.includes(field.split('.')[0] ?? ''));
      if (listed.length > 0) {
        notification.error({
          title: text,
          description: (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {listed.map((fieldError, index) => (
                <li key={`${fieldError.field}-${index}`}>{translateText(fieldError.message)}</li>
              ))}
            </ul>
          ),
        });
      } else {
        void message.error(text);
      }
      return normalized;
    },
    [message, notification],
  );
}
