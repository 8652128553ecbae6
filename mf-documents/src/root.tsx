import type { RemoteRootProps } from '@portal/federation';
import { useRemoteNamespace } from '@portal/i18n';
import { BrowserRouter } from 'react-router-dom';
import { DocumentsRoutes } from './documents-routes';
import { DOCUMENTS_NS, documentsCatalogs } from './i18n/catalogs';

/**
 * Root of the `documents` parcel (ARCHITECTURE §2): registers the `documents` i18n namespace and renders its own
 * router with the basename the shell passes. PortalProviders and the error boundary come from
 * `createRemoteLifecycles` (src/expose/app.tsx) or, standalone, from src/bootstrap.tsx.
 */
export function Root({ basename = '/' }: Partial<RemoteRootProps>) {
  useRemoteNamespace(DOCUMENTS_NS, documentsCatalogs);
  return (
    <BrowserRouter basename={basename}>
      <DocumentsRoutes />
    </BrowserRouter>
  );
}
