import { normalizeError } from '@portal/api';
import { i18n } from '@portal/i18n';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error';

/** Props of {@link ErrorResult}. */
export interface ErrorResultProps {
  /** What failed (anything a call throws); its spec §8 text becomes the sub title. */
  error?: unknown;
  /** Overrides the title (default "Something went wrong."; 404: "Page not found"). */
  title?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** More actions next to the retry button. */
  extra?: ReactNode;
}

/**
 * A screen or section that failed to load (antd Result), with the error's spec §8 text and a retry button.
 * 403 and 404 use antd's matching illustrations.
 */
export function ErrorResult({ error, title, onRetry, extra }: ErrorResultProps) {
  const { t } = useTranslation('common', { i18n });
  const normalized = error === undefined ? undefined : normalizeError(error);
  const status = normalized?.status === 404 ? '404' : normalized?.status === 403 ? '403' : 'error';
  const defaultTitle = status === '404' ? t('pageNotFound', { ns: 'errors' }) : t('error.title');
  return (
    <Result
      status={status}
      title={title ?? defaultTitle}
      subTitle={normalized && status !== '404' ? apiErrorText(normalized) : undefined}
      extra={
        onRetry || extra ? (
          <>
            {onRetry && (
              <Button type="primary" onClick={onRetry}>
                {t('actions.retry')}
              </Button>
            )}
            {extra}
          </>
        ) : undefined
      }
    />
  );
}
