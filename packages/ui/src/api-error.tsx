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

/**
 * Returns `showApiError(error)`: shows a failed call the way spec §8 describes, through antd `App`
 * (inside PortalProviders). Field errors (400) open a notification listing each field and message; other errors
 * show a message. Errors the API client already handled (401, redirected 404) show nothing. Returns the
 * normalised error so forms can put `fieldErrors` on their fields.
 */
export function useApiError(): (error: unknown) => NormalizedError {
  const { message, notification } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const normalized = normalizeError(error);
      if (handledGlobally(error, normalized)) return normalized;
      const text = apiErrorText(normalized);
      if (normalized.fieldErrors.length > 0) {
        notification.error({
          title: text,
          description: (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {normalized.fieldErrors.map((fieldError, index) => (
                <li key={`${fieldError.field}-${index}`}>
                  {fieldError.field ? <strong>{fieldError.field}: </strong> : null}
                  {translateText(fieldError.message)}
                </li>
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
