import { createRemoteTestKit } from '@portal/ui/src/testing/remote-test-kit';
import { configure } from '@testing-library/react';
import { CUSTOMERS_NS, customersCatalogs } from '../i18n/catalogs';

// antd screens in jsdom take longer than the default 1 s to show a load (answers reach the page through the query
// client's batched notifications) under parallel load; files may set more.
configure({ asyncUtilTimeout: 10_000 });

/** This remote's component-test helpers (see createRemoteTestKit). */
export const { setUpI18n, signInAs, currentLocation, renderPage } = createRemoteTestKit(CUSTOMERS_NS, customersCatalogs);
