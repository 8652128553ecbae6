import type { WebshopOrder } from '@portal/domain';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { CustomerStep } from '../components/customer-step';
import { InternationalAddressStep } from '../components/international-address-step';
import { InternationalSummaryStep } from '../components/international-summary-step';
import { PackageStep } from '../components/package-step';
import { RecipientStep } from '../components/recipient-step';
import { ShipmentFlowPage, type ShipmentStepRenderers } from '../components/shipment-flow-page';
import { domesticDraftFrom } from '../flows/carry-over';
import {
  INTERNATIONAL_FLOW_STEPS,
  isInternationalStepDone,
  type InternationalDraft,
  type InternationalFlowStep,
} from '../flows/international-flow';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { handOverTo } from '../stores/flow-hand-over';
import { internationalDraftFromOrder } from '../flows/webshop-order';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';

/** A Dutch address continues at the domestic flow's Address step. */
const TO_DOMESTIC = handOverTo({
  path: '/shipments/new',
  useStore: useDomesticShipmentStore,
  draftFrom: domesticDraftFrom,
  step: 'address',
});

const INTERNATIONAL_STEP_CONTENT: ShipmentStepRenderers<InternationalFlowStep, InternationalDraft> = {
  customer: (step) => <CustomerStep {...step} />,
  recipient: (step) => <RecipientStep {...step} phoneRequired />,
  address: (step) => (
    <InternationalAddressStep
      {...step}
      onDomestic={(address) => step.onOtherFlow({ address })}
      replacesDomesticDraft={step.replacesOtherDraft}
    />
  ),
  package: (step) => <PackageStep {...step} />,
  summary: (step) => <InternationalSummaryStep {...step} />,
};

/**
 * New international shipment (/shipments/new/international; issue 14): Customer → Recipient (phone required) →
 * Address (state or province code where the country needs one) → Package (box type, weight, sides, description,
 * service) → Summary with the carrier's price, confirmed with the total shown → Shipping created. The draft and the
 * step survive a reload of the tab and are cleared after creation and by "Start over". A Dutch address continues,
 * with what was entered, in the domestic flow (asking first when that replaces a domestic shipment in progress).
 * See ShipmentFlowPage.
 */
export function NewInternationalShipmentPage() {
  const { t } = useShipmentsTranslation();
  // A webshop order (issue 15) opens at the first step it does not fill in; its recipient line in the interface
  // language ("…, attn. …" / "…, t.a.v. …").
  const fromWebshopOrder = useMemo(
    () => ({
      draftOf: (order: WebshopOrder) =>
        internationalDraftFromOrder(order, (organization, name) =>
          t('createShipment.webshopOrder.attention', { organization, name }),
        ),
      step: 'package' as const,
    }),
    [t],
  );
  return (
    <ShipmentFlowPage
      title={t('routes.newInternationalShipment')}
      subtitle={t('createShipment.intro.international')}
      steps={INTERNATIONAL_FLOW_STEPS}
      isStepDone={isInternationalStepDone}
      useStore={useInternationalShipmentStore}
      otherFlow={TO_DOMESTIC}
      fromWebshopOrder={fromWebshopOrder}
      renderStep={INTERNATIONAL_STEP_CONTENT}
    />
  );
}
