import { INTERNATIONAL_FLOW_STEPS, emptyInternationalDraft } from '../flows/international-flow';
import { createWizardStore } from './create-wizard-store';

/** sessionStorage key of the international flow's draft. */
export const INTERNATIONAL_DRAFT_STORAGE_KEY = 'portal.shipments.internationalDraft';

/**
 * The international flow's step and draft (issue 14 "International flow"), kept in sessionStorage across reloads of
 * the tab and cleared after creation or on "Start over". "Shipping created" is never stored.
 */
export const useInternationalShipmentStore = createWizardStore({
  storageKey: INTERNATIONAL_DRAFT_STORAGE_KEY,
  steps: INTERNATIONAL_FLOW_STEPS,
  emptyDraft: emptyInternationalDraft,
});
