import type { RemoteRootProps } from '@portal/federation';
import { useRemoteNamespace } from '@portal/i18n';
import { BrowserRouter } from 'react-router-dom';
import { CustomersRoutes } from './customers-routes';
import { CUSTOMERS_NS, customersCatalogs } from './i18n/catalogs';

/**
 * Root of the `customers` parcel (ARCHITECTURE §2): registers the `customers` i18n namespace and renders its own
 * router with the basename the shell passes. PortalProviders and the error boundary come from
 * `createRemoteLifecycles` (src/expose/app.tsx) or, standalone, from src/bootstrap.tsx.
 */
export function Root({ basename = '/' }: Partial<RemoteRootProps>) {
  useRemoteNamespace(CUSTOMERS_NS, customersCatalogs);
  return (
    <BrowserRouter basename={basename}>
      <CustomersRoutes />
    </BrowserRouter>
  );
}
