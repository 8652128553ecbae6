import { createRemoteTestKit } from '@portal/ui/src/testing/remote-test-kit';
import { configure } from '@testing-library/react';
import { pricingI18n } from '../i18n/catalogs';

// antd dialogs, selects and tables in jsdom take longer than the default 1 s to appear under parallel load.
configure({ asyncUtilTimeout: 5000 });

/** This remote's component-test helpers (see createRemoteTestKit). */
export const { setUpI18n, signInAs, currentLocation, renderPage } = createRemoteTestKit(
  pricingI18n.namespace,
  pricingI18n.catalogs,
);
