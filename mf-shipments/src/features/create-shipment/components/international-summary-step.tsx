import { normalizeError } from '@portal/api';
import { SERVICE_CODES, ShipmentMessages, type Shipment } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { MoneyText } from '@portal/ui';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { createInternationalShipment } from '../api/create-international-shipment';
import { useCreateShipmentMutation } from '../api/create-shipment';
import { useShipmentRateQuery } from '../api/rate-international-shipment';
import { countryNameOf } from '../flows/carry-over';
import { trimmed } from '../flows/field-checks';
import {
  INTERNATIONAL_FIELD_STEPS,
  INTERNATIONAL_FLOW_STEPS,
  internationalFormFieldOf,
  toInternationalRateInput,
  type InternationalDraft,
  type InternationalFlowStep,
} from '../flows/international-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { PartySummary } from './party-summary';
import { ShipmentErrorAlert } from './shipment-error-alert';
import { shipmentMessageText } from './shipment-message-text';
import { StepButtons, StepHeading } from './step-form';
import { SummarySection } from './summary-section';

/** Props of {@link InternationalSummaryStep}. */
export interface InternationalSummaryStepProps {
  draft: InternationalDraft;
  isStaff: boolean;
  focusTitle: boolean;
  onEdit: (step: InternationalFlowStep) => void;
  onBack: () => void;
  /** Opens a step with the server's errors on its fields. */
  onFix: (step: InternationalFlowStep, errors: StepFieldErrors[]) => void;
  onCreated: (shipment: Shipment) => void;
}

/** The steps a carrier's refusal (its reason on `carrier`) may need changed. */
const CARRIER_STEPS: readonly InternationalFlowStep[] = ['address', 'package'];

/** The server field of a refusal because the carrier's price moved since it was shown. */
const EXPECTED_TOTAL_FIELD = 'expectedTotalCents';

/**
 * Step "Summary" of the international flow (issue 14): everything entered, per step with "Edit", then the carrier's
 * price asked on arrival (POST /shipments/international/rate: the total in euros in the interface language's
 * format, the delivery time and the billable weight) and "Confirm and create", which sends the total shown as
 * `expectedTotalCents`. "Unsupported country." and "Shipment request is invalid." (with the carrier's reason under
 * it) show here with a way back to the step concerned; a changed price shows the new total to confirm again.
 */
export function InternationalSummaryStep({
  draft,
  isStaff,
  focusTitle,
  onEdit,
  onBack,
  onFix,
  onCreated,
}: InternationalSummaryStepProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const input = useMemo(() => toInternationalRateInput(draft), [draft]);
  const rate = useShipmentRateQuery(input);
  const create = useCreateShipmentMutation(createInternationalShipment);
  const [failure, setFailure] = useState<unknown>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const none = t('createShipment.none');
  const kg = (weight: number) =>
    t('createShipment.weightKg', {
      weight: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(weight),
    });
  const errorProps = {
    steps: INTERNATIONAL_FLOW_STEPS,
    fieldSteps: INTERNATIONAL_FIELD_STEPS,
    formFieldOf: internationalFormFieldOf,
    carrierSteps: CARRIER_STEPS,
    onFix,
  };

  async function confirm() {
    if (!rate.data) return;
    setFailure(null);
    setPriceChanged(false);
    try {
      onCreated(
        await create.mutateAsync({
          ...input,
          expectedTotalCents: rate.data.totalCents,
          ...(draft.webshopOrderId !== undefined && { webshopOrderId: draft.webshopOrderId }),
        }),
      );
    } catch (error) {
      if (normalizeError(error).fieldErrors.some(({ field }) => field === EXPECTED_TOTAL_FIELD)) {
        setPriceChanged(true);
        void rate.refetch();
      } else {
        setFailure(error);
      }
    }
  }

  const { address, package: pkg } = input;
  const boxLabel = pkg.boxType
    ? t('createShipment.package.boxSize', { length: pkg.lengthCm, width: pkg.widthCm, height: pkg.heightCm })
    : t('createShipment.package.ownSize');

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
          [
            t('createShipment.summary.address'),
            [address.addressLine1, [address.postalCode, address.city].filter(Boolean).join(' ')].join(', '),
          ],
          ...(address.stateProvinceCode
            ? [[t('createShipment.summary.stateProvinceCode'), address.stateProvinceCode] as [string, string]]
            : []),
          [t('createShipment.summary.country'), countryNameOf(address.countryCode)],
        ]}
      />
      <SummarySection
        title={t('createShipment.steps.package')}
        onEdit={() => onEdit('package')}
        items={[
          [t('createShipment.summary.boxType'), boxLabel],
          [
            t('createShipment.summary.dimensions'),
            t('createShipment.package.boxSize', {
              length: pkg.lengthCm,
              width: pkg.widthCm,
              height: pkg.heightCm,
            }),
          ],
          [t('createShipment.summary.weight'), kg(pkg.weightKg)],
          [t('createShipment.summary.productDescription'), pkg.productDescription],
          [
            t('createShipment.summary.service'),
            `${input.serviceCode} ${SERVICE_CODES[input.serviceCode] ?? ''}`.trim(),
          ],
          [t('createShipment.summary.reference'), trimmed(draft.reference) || none],
        ]}
      />
      {rate.isError && !rate.isFetching ? (
        <ShipmentErrorAlert
          {...errorProps}
          error={rate.error}
          extra={
            <Button size="small" onClick={() => void rate.refetch()}>
              {t('createShipment.actions.retryRate')}
            </Button>
          }
        />
      ) : rate.data && !rate.isFetching ? (
        <SummarySection
          title={t('createShipment.summary.price')}
          items={[
            [
              t('createShipment.summary.total'),
              <Typography.Text key="total" strong>
                <MoneyText cents={rate.data.totalCents} />
              </Typography.Text>,
            ],
            [
              t('createShipment.summary.delivery'),
              rate.data.deliveryDays === null
                ? t('createShipment.summary.deliveryUnknown')
                : t('createShipment.summary.deliveryDays', { count: rate.data.deliveryDays }),
            ],
            [t('createShipment.summary.billableWeight'), kg(rate.data.billableWeightKg)],
          ]}
        />
      ) : (
        <Flex gap={8} align="center" role="status" style={{ marginBottom: 16 }}>
          <Spin size="small" />
          <span>{t('createShipment.summary.rating')}</span>
        </Flex>
      )}
      {priceChanged && (
        <Alert
          type="warning"
          showIcon
          title={shipmentMessageText(ShipmentMessages.rateChanged, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      {failure !== null && <ShipmentErrorAlert {...errorProps} error={failure} />}
      <Typography.Paragraph type="secondary">{t('createShipment.summary.confirmHelp')}</Typography.Paragraph>
      <StepButtons
        onBack={onBack}
        primary={
          <Button
            type="primary"
            loading={create.isPending}
            disabled={!rate.data || rate.isFetching || rate.isError}
            onClick={() => void confirm()}
          >
            {t('createShipment.actions.confirm')}
          </Button>
        }
      />
    </section>
  );
}
