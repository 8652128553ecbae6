import { i18n, useRemoteNamespace } from '@portal/i18n';
import { Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';
import { UI_FILES_NS, uiFilesCatalogs } from './file-texts';

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /**
   * Loads the PDF, e.g. `() => invoicesApi.content(id)`: through the API client, so the bearer token is sent
   * (an iframe pointing at the API URL would not send it).
   */
  load: () => Promise<Blob>;
  /** Accessible title of the frame (usually the file name). */
  title: string;
  /** Height of the frame (CSS); default 75vh. */
  height?: number | string;
}

type ViewerState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/**
 * Shows a PDF inline: loads it as a Blob with `load`, shows it through an object URL in an `<iframe title>` (the
 * browser's PDF viewer), and revokes the URL when closed. Shows a spinner while loading and an error with retry
 * when loading fails.
 */
export function PdfViewer({ load, title, height = '75vh' }: PdfViewerProps) {
  useRemoteNamespace(UI_FILES_NS, uiFilesCatalogs);
  const { t } = useTranslation(UI_FILES_NS, { i18n });
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let url: string | undefined;
    setState({ status: 'loading' });
    load()
      .then((blob) => {
        if (!active) return;
        // Without a PDF type the browser would offer a download instead of showing it.
        const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
        url = URL.createObjectURL(pdf);
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => active && setState({ status: 'failed', error }));
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is usually an inline arrow: reload only for a new attempt or document title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, title]);

  if (state.status === 'failed') return <ErrorResult error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ height }} role="status">
        <Spin />
        <span style={{ marginInlineStart: 8 }}>{t('pdf.loading')}</span>
      </Flex>
    );
  }
  return <iframe title={title} src={state.url} style={{ width: '100%', height, border: 0 }} />;
}
