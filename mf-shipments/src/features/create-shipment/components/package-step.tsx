import { BOX_TYPES, SERVICE_CODES, SHIPMENT_LIMITS } from '@portal/domain';
import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { trimmed } from '../flows/field-checks';
import { boxTypeOf, sideCmOf, weightKgOf, type InternationalDraft } from '../flows/international-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { ReferenceItem } from './reference-item';
import { StepForm } from './step-form';

/** The Package step's fields. */
type PackageValues = Pick<InternationalDraft, 'package' | 'serviceCode' | 'reference'>;

/** Props of {@link PackageStep}. */
export interface PackageStepProps {
  draft: InternationalDraft;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  onNext: (patch: PackageValues) => void;
}

/** The sides of a package, in the order the form and the box labels show them. */
const SIDES = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** The box type picker's "Own size" (no preset); the other options are the presets of spec §9. */
const OWN_SIZE = 'own';
const BOX_TYPE_ID = 'shipment-package_boxTypePreset';

/** A form value without an input of its own (the box type, set by the picker and by the sides). */
function StoredValue(_props: { value?: unknown }) {
  return null;
}

/**
 * Step "Package" of the international flow (spec §3 International package, §9 box types and service codes): a box
 * type preset that fills length, width and height in cm (still editable; changed sides drop the preset), the
 * weight in kg (above 0, at most 70, two decimals), the product description for customs (at most 35 characters),
 * the carrier's service (e.g. "65 Saver") and the reference.
 */
export function PackageStep({ draft, focusTitle, serverErrors, onBack, onNext }: PackageStepProps) {
  const { t } = useShipmentsTranslation();
  return (
    <StepForm<PackageValues>
      name="shipment-package"
      title={t('createShipment.steps.package')}
      focusTitle={focusTitle}
      initialValues={{ package: draft.package, serviceCode: draft.serviceCode, reference: draft.reference }}
      serverErrors={serverErrors}
      onBack={onBack}
      onNext={(values) => onNext({ ...values, package: { ...draft.package, ...values.package } })}
    >
      <PackageFields />
    </StepForm>
  );
}

/** The fields of {@link PackageStep}, inside its form. */
function PackageFields() {
  const { t } = useShipmentsTranslation();
  const { required, maxLength } = useFormRules();
  const form = Form.useFormInstance<PackageValues>();
  const boxType = Form.useWatch<string | null | undefined>(['package', 'boxType']);

  const weightRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      trimmed(value) === '' || weightKgOf(value) !== null
        ? Promise.resolve()
        : Promise.reject(
            new Error(t('createShipment.package.weightInvalid', { max: SHIPMENT_LIMITS.maxWeightKg })),
          ),
  };
  const sideRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      trimmed(value) === '' || sideCmOf(value) !== null
        ? Promise.resolve()
        : Promise.reject(
            new Error(t('createShipment.package.sideInvalid', { max: SHIPMENT_LIMITS.maxSideCm })),
          ),
  };

  /** A preset fills the sides; "Own size" leaves them as they are. */
  function chooseBox(id: string) {
    const box = boxTypeOf(id);
    form.setFieldValue(['package', 'boxType'], box ? box.id : null);
    if (!box) return;
    form.setFieldsValue({
      package: {
        lengthCm: String(box.lengthCm),
        widthCm: String(box.widthCm),
        heightCm: String(box.heightCm),
      },
    });
    void form.validateFields(SIDES.map((side) => ['package', side])).catch(() => undefined);
  }

  /** Sides typed by hand that no longer match the preset drop it. */
  function sideChanged() {
    const box = boxTypeOf(form.getFieldValue(['package', 'boxType']) as string | null);
    if (!box) return;
    const fits = SIDES.every(
      (side) => sideCmOf(form.getFieldValue(['package', side]) as string) === box[side],
    );
    if (!fits) form.setFieldValue(['package', 'boxType'], null);
  }

  return (
    <>
      <Form.Item name={['package', 'boxType']} hidden>
        <StoredValue />
      </Form.Item>
      <Form.Item
        htmlFor={BOX_TYPE_ID}
        label={t('createShipment.package.boxType')}
        extra={t('createShipment.package.boxTypeHelp')}
      >
        <Select<string>
          id={BOX_TYPE_ID}
          value={boxType ?? OWN_SIZE}
          onChange={chooseBox}
          options={[
            { value: OWN_SIZE, label: t('createShipment.package.ownSize') },
            ...BOX_TYPES.map((box) => ({
              value: box.id,
              label: t('createShipment.package.boxSize', {
                length: box.lengthCm,
                width: box.widthCm,
                height: box.heightCm,
              }),
            })),
          ]}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Row gutter={16} style={{ maxWidth: 640 }}>
        {SIDES.map((side) => (
          <Col key={side} xs={24} sm={8}>
            <Form.Item
              name={['package', side]}
              label={t(`createShipment.package.${side}`)}
              rules={[required, sideRule]}
            >
              <Input inputMode="numeric" onChange={sideChanged} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={8}>
          <Form.Item
            name={['package', 'weightKg']}
            label={t('createShipment.package.weightKg')}
            rules={[required, weightRule]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name={['package', 'productDescription']}
            label={t('createShipment.package.productDescription')}
            extra={t('createShipment.package.productDescriptionHelp')}
            rules={[required, maxLength(SHIPMENT_LIMITS.maxDescriptionLength)]}
          >
            <Input maxLength={SHIPMENT_LIMITS.maxDescriptionLength} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="serviceCode"
        label={t('createShipment.package.serviceCode')}
        rules={[required]}
        validateTrigger={['onBlur', 'onChange']}
        style={{ maxWidth: 320 }}
      >
        <Select
          options={Object.entries(SERVICE_CODES).map(([code, name]) => ({
            value: code,
            label: `${code} ${name}`,
          }))}
        />
      </Form.Item>
      <ReferenceItem />
    </>
  );
}
