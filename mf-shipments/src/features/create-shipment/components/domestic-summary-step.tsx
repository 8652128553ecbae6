import type { Shipment } from '@portal/domain';
import { formatAddress, MoneyText } from '@portal/ui';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { createDomesticShipment } from '../api/create-domestic-shipment';
import { useCreateShipmentMutation } from '../api/create-shipment';
import {
  DOMESTIC_FIELD_STEPS,
  DOMESTIC_FLOW_STEPS,
  domesticFormFieldOf,
  isInsuredType,
  toDomesticShipmentInput,
  type DomesticDraft,
  type DomesticFlowStep,
} from '../flows/domestic-flow';
import { trimmed } from '../flows/field-checks';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { PartySummary } from './party-summary';
import { ShipmentErrorAlert } from './shipment-error-alert';
import { StepButtons, StepHeading } from './step-form';
import { SummarySection } from './summary-section';

/** Props of {@link DomesticSummaryStep}. */
export interface DomesticSummaryStepProps {
  draft: DomesticDraft;
  isStaff: boolean;
  focusTitle: boolean;
  onEdit: (step: DomesticFlowStep) => void;
  onBack: () => void;
  /** Opens a step with the server's errors on its fields. */
  onFix: (step: DomesticFlowStep, errors: StepFieldErrors[]) => void;
  onCreated: (shipment: Shipment) => void;
}

/** The steps a carrier's refusal (its reason on `carrier`) may need changed. */
const CARRIER_STEPS: readonly DomesticFlowStep[] = ['address', 'options'];

/**
 * Step "Summary" of the domestic flow (spec §2; issue 14): everything entered, per step with "Edit", and "Create
 * shipment" (spinning while the carrier books it). A refusal shows the server's message and reasons with a way
 * back to the step concerned, where the field errors show on their fields (spec §8).
 */
export function DomesticSummaryStep({
  draft,
  isStaff,
  focusTitle,
  onEdit,
  onBack,
  onFix,
  onCreated,
}: DomesticSummaryStepProps) {
  const { t } = useShipmentsTranslation();
  const create = useCreateShipmentMutation(createDomesticShipment);
  const [failure, setFailure] = useState<unknown>(null);
  const none = t('createShipment.none');
  const insurance = isInsuredType(draft.type)
    ? Number(trimmed(draft.insuranceEuros).replace(',', '.'))
    : null;

  async function submit() {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync(toDomesticShipmentInput(draft)));
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <section>
      <StepHeading title={t('createShipment.steps.summary')} focus={focusTitle} />
      <Typography.Paragraph type="secondary">{t('createShipment.summary.intro')}</Typography.Paragraph>
      <PartySummary
        draft={draft}
        isStaff={isStaff}
        onEditCustomer={() => onEdit('customer')}
        onEditRecipient={() => onEdit('recipient')}
      />
      <SummarySection
        title={t('createShipment.steps.address')}
        onEdit={() => onEdit('address')}
        items={[
          [t('createShipment.summary.address'), formatAddress(draft.address)],
          [t('createShipment.summary.country'), draft.address.country],
        ]}
      />
      <SummarySection
        title={t('createShipment.steps.options')}
        onEdit={() => onEdit('options')}
        items={[
          [t('createShipment.summary.type'), draft.type ? t(`createShipment.type.${draft.type}`) : none],
          [t('createShipment.summary.simCount'), trimmed(draft.simCount)],
          [
            t('createShipment.summary.insurance'),
            insurance === null ? (
              t('createShipment.summary.notInsured')
            ) : (
              <MoneyText cents={Math.round(insurance * 100)} />
            ),
          ],
          [t('createShipment.summary.reference'), trimmed(draft.reference) || none],
        ]}
      />
      {failure !== null && (
        <ShipmentErrorAlert
          error={failure}
          steps={DOMESTIC_FLOW_STEPS}
          fieldSteps={DOMESTIC_FIELD_STEPS}
          formFieldOf={domesticFormFieldOf}
          carrierSteps={CARRIER_STEPS}
          onFix={onFix}
        />
      )}
      <StepButtons
        onBack={onBack}
        primary={
          <Button type="primary" loading={create.isPending} onClick={() => void submit()}>
            {t('createShipment.actions.create')}
          </Button>
        }
      />
    </section>
  );
}
