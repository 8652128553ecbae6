import { DOMESTIC_STEPS, type Shipment } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useCanCreateShipments } from '../../../shared/hooks/use-can-create-shipments';
import { CreateNotAllowed } from '../components/create-not-allowed';
import { CustomerStep } from '../components/customer-step';
import { DomesticAddressStep } from '../components/domestic-address-step';
import { DomesticSummaryStep } from '../components/domestic-summary-step';
import { RecipientStep } from '../components/recipient-step';
import { ShipmentCreated } from '../components/shipment-created';
import { ShippingOptionsStep } from '../components/shipping-options-step';
import { WizardFrame } from '../components/wizard-frame';
import { internationalDraftFrom } from '../flows/carry-over';
import {
  DOMESTIC_FLOW_STEPS,
  isDomesticStepDone,
  type DomesticAddressDraft,
  type DomesticFlowStep,
} from '../flows/domestic-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { useShipmentWizard } from '../hooks/use-shipment-wizard';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';

/**
 * New domestic shipment (/shipments/new; spec §2 steps Customer → Recipient → Address → Shipping options →
 * Summary → Shipping created; issue 14). Staff pick the organization, an organization user ships for its own. The
 * draft and the step survive a reload of the tab (sessionStorage; a step is shown only when the steps before it
 * are complete) and are cleared after creation and by "Start over". An address abroad continues, with what was
 * entered, in the international flow. Server field errors lead back to the step and field concerned.
 */
export function NewDomesticShipmentPage() {
  const { t } = useShipmentsTranslation();
  const navigate = useNavigate();
  const canCreate = useCanCreateShipments();
  const userId = useSessionStore((state) => state.user?.id);
  const wizard = useShipmentWizard(useDomesticShipmentStore, DOMESTIC_FLOW_STEPS, isDomesticStepDone);
  const [created, setCreated] = useState<Shipment | null>(null);
  const [fix, setFix] = useState<{ step: DomesticFlowStep; errors: StepFieldErrors[] } | null>(null);
  const { draft, step } = wizard;
  const focusTitle = wizard.moved;
  const serverErrors = fix?.step === step ? fix.errors : undefined;

  /** Saves a step and moves on; server errors shown on it are settled by then. */
  function next(patch: Parameters<typeof wizard.next>[0]) {
    setFix(null);
    wizard.next(patch);
  }

  function toInternational(address: DomesticAddressDraft) {
    if (userId === undefined) return;
    useInternationalShipmentStore
      .getState()
      .begin(userId, internationalDraftFrom({ ...draft, address }), 'address');
    wizard.reset();
    navigate('/shipments/new/international');
  }

  if (!canCreate) return <CreateNotAllowed />;
  if (!wizard.ready) return null;

  const stepContent: Record<DomesticFlowStep, () => ReactNode> = {
    customer: () => (
      <CustomerStep
        draft={draft}
        isStaff={wizard.isStaff}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onNext={next}
      />
    ),
    recipient: () => (
      <RecipientStep
        draft={draft}
        phoneRequired={false}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
      />
    ),
    address: () => (
      <DomesticAddressStep
        draft={draft}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
        onInternational={toInternational}
      />
    ),
    options: () => (
      <ShippingOptionsStep
        draft={draft}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
      />
    ),
    summary: () => (
      <DomesticSummaryStep
        draft={draft}
        isStaff={wizard.isStaff}
        focusTitle={focusTitle}
        onEdit={wizard.goTo}
        onBack={wizard.back}
        onFix={(target, errors) => {
          setFix({ step: target, errors });
          wizard.goTo(target);
        }}
        onCreated={(shipment) => {
          wizard.reset();
          setCreated(shipment);
        }}
      />
    ),
  };

  return (
    <WizardFrame
      title={t('routes.newShipment')}
      subtitle={t('createShipment.intro.domestic')}
      steps={DOMESTIC_STEPS}
      current={created ? 'created' : step}
      onStep={(target) => target !== 'created' && wizard.goTo(target)}
      onStartOver={
        created
          ? undefined
          : () => {
              setFix(null);
              wizard.reset();
            }
      }
    >
      {created ? (
        <ShipmentCreated shipment={created} onCreateAnother={() => setCreated(null)} />
      ) : (
        <div key={step}>{stepContent[step]()}</div>
      )}
    </WizardFrame>
  );
}
