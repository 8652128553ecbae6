import { useApiError } from '@portal/ui';
import { useCallback, useState } from 'react';

/** What {@link useDownload} returns. */
export interface Download {
  /** True while a download runs (its button spins). */
  downloading: boolean;
  /** Runs `fetchFile`, which offers the file to the browser; resolves when it is done, whether it failed or not. */
  download: (fetchFile: () => Promise<unknown>) => Promise<void>;
}

/**
 * A file download started from a button (the price list's xlsx export; the validator's template, errors and marked
 * workbook): `downloading` while it runs, and a failure shown the spec §8 way (useApiError: the server's message in
 * the interface language, nothing for a 401). @portal/ui has no download hook yet; this is the same as
 * mf-shipments' useDownload.
 */
export function useDownload(): Download {
  const showApiError = useApiError();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (fetchFile: () => Promise<unknown>) => {
      setDownloading(true);
      try {
        await fetchFile();
      } catch (error) {
        showApiError(error);
      } finally {
        setDownloading(false);
      }
    },
    [showApiError],
  );
  return { downloading, download };
}
