import { createRemoteTestKit } from '@portal/ui/src/testing/remote-test-kit';
import { CUSTOMERS_NS, customersCatalogs } from '../i18n/catalogs';

/** This remote's component-test helpers (see createRemoteTestKit). */
export const { setUpI18n, signInAs, currentLocation, renderPage } = createRemoteTestKit(CUSTOMERS_NS, customersCatalogs);
