import {
  DOMESTIC_SHIPMENT_TYPES,
  SHIPMENT_LIMITS,
  adviseParcel,
  type DomesticShipmentType,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { formatMoney, useFormRules } from '@portal/ui';
import { Alert, Button, Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { isInsuredType, type DomesticDraft } from '../flows/domestic-flow';
import { positiveAmountOf, trimmed, wholeNumberOf } from '../flows/field-checks';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { ReferenceItem } from './reference-item';
import { StepForm } from './step-form';

/** The Shipping options step's fields. */
type OptionsValues = Pick<DomesticDraft, 'type' | 'simCount' | 'insuranceEuros' | 'reference'>;

/** Props of {@link ShippingOptionsStep}. */
export interface ShippingOptionsStepProps {
  draft: DomesticDraft;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  onNext: (patch: OptionsValues) => void;
}

/** The parcel a letter type becomes when the advice is followed: the insured letter keeps its insurance. */
const PARCEL_OF: Record<DomesticShipmentType, DomesticShipmentType> = {
  registeredLetter: 'parcel',
  insuredLetter: 'insuredParcel',
  parcel: 'parcel',
  insuredParcel: 'insuredParcel',
};

/**
 * Step "Shipping options" of the domestic flow (spec §2, §3 Shipment, §4 types, §5): the type (registered letter,
 * insured letter, parcel, insured parcel), the number of SIMs (1–1000), the insured amount in euros (insured types
 * only; above 0, at most €5,000, two decimals) and the reference. With more than 10 SIMs in a letter it advises
 * "More than 10 SIMs: choose parcel." with a button that switches to the parcel (spec §5, §9).
 */
export function ShippingOptionsStep({
  draft,
  focusTitle,
  serverErrors,
  onBack,
  onNext,
}: ShippingOptionsStepProps) {
  const { t } = useShipmentsTranslation();
  return (
    <StepForm<OptionsValues>
      name="shipment-options"
      title={t('createShipment.steps.options')}
      focusTitle={focusTitle}
      initialValues={{
        type: draft.type,
        simCount: draft.simCount,
        insuranceEuros: draft.insuranceEuros,
        reference: draft.reference,
      }}
      serverErrors={serverErrors}
      onBack={onBack}
      onNext={(values) => onNext({ ...values, insuranceEuros: values.insuranceEuros ?? '' })}
    >
      <ShippingOptionsFields />
    </StepForm>
  );
}

/** The fields of {@link ShippingOptionsStep}, inside its form. */
function ShippingOptionsFields() {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const { required } = useFormRules();
  const form = Form.useFormInstance<OptionsValues>();
  const type = Form.useWatch<DomesticShipmentType | undefined>('type');
  const simCount = wholeNumberOf(
    Form.useWatch<string | undefined>('simCount'),
    1,
    SHIPMENT_LIMITS.maxSimCount,
  );
  const advice = type !== undefined && simCount !== null && adviseParcel(type, simCount);
  const maxInsurance = formatMoney(SHIPMENT_LIMITS.maxInsuranceEuros * 100, locale);

  const simCountRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      trimmed(value) === '' || wholeNumberOf(value, 1, SHIPMENT_LIMITS.maxSimCount) !== null
        ? Promise.resolve()
        : Promise.reject(
            new Error(t('createShipment.options.simCountInvalid', { max: SHIPMENT_LIMITS.maxSimCount })),
          ),
  };
  const insuranceRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      trimmed(value) === '' || positiveAmountOf(value, SHIPMENT_LIMITS.maxInsuranceEuros) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(t('createShipment.options.insuranceInvalid', { max: maxInsurance }))),
  };

  return (
    <>
      <Form.Item
        name="type"
        label={t('createShipment.options.type')}
        rules={[required]}
        validateTrigger="onChange"
      >
        <Radio.Group
          options={DOMESTIC_SHIPMENT_TYPES.map((value) => ({
            value,
            label: t(`createShipment.type.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="simCount"
        label={t('createShipment.options.simCount')}
        rules={[required, simCountRule]}
        style={{ maxWidth: 200 }}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      {advice && (
        <Alert
          type="info"
          showIcon
          title={t('createShipment.options.parcelAdvice')}
          description={t('createShipment.options.parcelAdviceText')}
          action={
            <Button onClick={() => form.setFieldValue('type', PARCEL_OF[type])}>
              {t('createShipment.options.switchTo', {
                type: t(`createShipment.type.${PARCEL_OF[type]}`).toLocaleLowerCase(locale),
              })}
            </Button>
          }
          style={{ marginBottom: 24, maxWidth: 640 }}
        />
      )}
      {isInsuredType(type) && (
        <Form.Item
          name="insuranceEuros"
          label={t('createShipment.options.insuranceEuros')}
          extra={t('createShipment.options.insuranceHelp', { max: maxInsurance })}
          rules={[required, insuranceRule]}
          style={{ maxWidth: 200 }}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      )}
      <ReferenceItem />
    </>
  );
}
