import { DOMESTIC_FLOW_STEPS, emptyDomesticDraft } from '../flows/domestic-flow';
import { createWizardStore } from './create-wizard-store';

/** sessionStorage key of the domestic flow's draft. */
export const DOMESTIC_DRAFT_STORAGE_KEY = 'portal.shipments.domesticDraft';

/**
 * The domestic flow's step and draft (issue 14 "Domestic flow"), kept in sessionStorage across reloads of the tab
 * and cleared after creation or on "Start over". "Shipping created" is never stored.
 */
export const useDomesticShipmentStore = createWizardStore({
  storageKey: DOMESTIC_DRAFT_STORAGE_KEY,
  steps: DOMESTIC_FLOW_STEPS,
  emptyDraft: emptyDomesticDraft,
});
