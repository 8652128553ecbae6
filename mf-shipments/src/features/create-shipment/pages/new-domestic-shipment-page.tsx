import type { WebshopOrder } from '@portal/domain';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { CustomerStep } from '../components/customer-step';
import { DomesticAddressStep } from '../components/domestic-address-step';
import { DomesticSummaryStep } from '../components/domestic-summary-step';
import { RecipientStep } from '../components/recipient-step';
import { ShipmentFlowPage, type ShipmentStepRenderers } from '../components/shipment-flow-page';
import { ShippingOptionsStep } from '../components/shipping-options-step';
import { internationalDraftFrom } from '../flows/carry-over';
import {
  DOMESTIC_FLOW_STEPS,
  isDomesticStepDone,
  type DomesticDraft,
  type DomesticFlowStep,
} from '../flows/domestic-flow';
import { domesticDraftFromOrder } from '../flows/webshop-order';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { handOverTo } from '../stores/flow-hand-over';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';

/** An address abroad continues at the international flow's Address step. */
const TO_INTERNATIONAL = handOverTo({
  path: '/shipments/new/international',
  useStore: useInternationalShipmentStore,
  draftFrom: internationalDraftFrom,
  step: 'address',
});

const DOMESTIC_STEP_CONTENT: ShipmentStepRenderers<DomesticFlowStep, DomesticDraft> = {
  customer: (step) => <CustomerStep {...step} />,
  recipient: (step) => <RecipientStep {...step} phoneRequired={false} />,
  address: (step) => (
    <DomesticAddressStep
      {...step}
      onInternational={(address) => step.onOtherFlow({ address })}
      replacesInternationalDraft={step.replacesOtherDraft}
    />
  ),
  options: (step) => <ShippingOptionsStep {...step} />,
  summary: (step) => <DomesticSummaryStep {...step} />,
};

/**
 * New domestic shipment (/shipments/new; spec §2 steps Customer → Recipient → Address → Shipping options →
 * Summary → Shipping created; issue 14). Staff pick the organization, an organization user ships for its own. The
 * draft and the step survive a reload of the tab (sessionStorage; a step is shown only when the steps before it
 * are complete) and are cleared after creation and by "Start over". An address abroad continues, with what was
 * entered, in the international flow (asking first when that replaces an international shipment in progress).
 * Server field errors lead back to the step and field concerned. See ShipmentFlowPage.
 */
export function NewDomesticShipmentPage() {
  const { t } = useShipmentsTranslation();
  // A webshop order (issue 15) opens at the first step it does not fill in; its recipient line in the interface
  // language ("…, attn. …" / "…, t.a.v. …").
  const fromWebshopOrder = useMemo(
    () => ({
      draftOf: (order: WebshopOrder) =>
        domesticDraftFromOrder(order, (organization, name) =>
          t('createShipment.webshopOrder.attention', { organization, name }),
        ),
      step: 'options' as const,
    }),
    [t],
  );
  return (
    <ShipmentFlowPage
      title={t('routes.newShipment')}
      subtitle={t('createShipment.intro.domestic')}
      steps={DOMESTIC_FLOW_STEPS}
      isStepDone={isDomesticStepDone}
      useStore={useDomesticShipmentStore}
      otherFlow={TO_INTERNATIONAL}
      fromWebshopOrder={fromWebshopOrder}
      renderStep={DOMESTIC_STEP_CONTENT}
    />
  );
}
