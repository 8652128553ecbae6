import { INTERNATIONAL_STEPS, type Shipment } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useCanCreateShipments } from '../../../shared/hooks/use-can-create-shipments';
import { CreateNotAllowed } from '../components/create-not-allowed';
import { CustomerStep } from '../components/customer-step';
import { InternationalAddressStep } from '../components/international-address-step';
import { InternationalSummaryStep } from '../components/international-summary-step';
import { PackageStep } from '../components/package-step';
import { RecipientStep } from '../components/recipient-step';
import { ShipmentCreated } from '../components/shipment-created';
import { WizardFrame } from '../components/wizard-frame';
import { domesticDraftFrom } from '../flows/carry-over';
import {
  INTERNATIONAL_FLOW_STEPS,
  isInternationalStepDone,
  type InternationalAddressDraft,
  type InternationalFlowStep,
} from '../flows/international-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { useShipmentWizard } from '../hooks/use-shipment-wizard';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';

/**
 * New international shipment (/shipments/new/international; issue 14): Customer → Recipient (phone required) →
 * Address (state or province code where the country needs one) → Package (box type, weight, sides, description,
 * service) → Summary with the carrier's price, confirmed with the total shown → Shipping created. The draft and the
 * step survive a reload of the tab and are cleared after creation and by "Start over". A Dutch address continues,
 * with what was entered, in the domestic flow.
 */
export function NewInternationalShipmentPage() {
  const { t } = useShipmentsTranslation();
  const navigate = useNavigate();
  const canCreate = useCanCreateShipments();
  const userId = useSessionStore((state) => state.user?.id);
  const wizard = useShipmentWizard(
    useInternationalShipmentStore,
    INTERNATIONAL_FLOW_STEPS,
    isInternationalStepDone,
  );
  const [created, setCreated] = useState<Shipment | null>(null);
  const [fix, setFix] = useState<{ step: InternationalFlowStep; errors: StepFieldErrors[] } | null>(null);
  const { draft, step } = wizard;
  const focusTitle = wizard.moved;
  const serverErrors = fix?.step === step ? fix.errors : undefined;

  /** Saves a step and moves on; server errors shown on it are settled by then. */
  function next(patch: Parameters<typeof wizard.next>[0]) {
    setFix(null);
    wizard.next(patch);
  }

  function toDomestic(address: InternationalAddressDraft) {
    if (userId === undefined) return;
    useDomesticShipmentStore.getState().begin(userId, domesticDraftFrom({ ...draft, address }), 'address');
    wizard.reset();
    navigate('/shipments/new');
  }

  if (!canCreate) return <CreateNotAllowed />;
  if (!wizard.ready) return null;

  const stepContent: Record<InternationalFlowStep, () => ReactNode> = {
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
        phoneRequired
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
      />
    ),
    address: () => (
      <InternationalAddressStep
        draft={draft}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
        onDomestic={toDomestic}
      />
    ),
    package: () => (
      <PackageStep
        draft={draft}
        focusTitle={focusTitle}
        serverErrors={serverErrors}
        onBack={wizard.back}
        onNext={next}
      />
    ),
    summary: () => (
      <InternationalSummaryStep
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
      title={t('routes.newInternationalShipment')}
      subtitle={t('createShipment.intro.international')}
      steps={INTERNATIONAL_STEPS}
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
