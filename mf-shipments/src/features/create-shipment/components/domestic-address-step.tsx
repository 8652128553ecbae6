import { ShipmentMessages, countryChoices, countryCodeOf, isDomesticCountry } from '@portal/domain';
import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { DOMESTIC_ADDRESS_MAX, type DomesticAddressDraft, type DomesticDraft } from '../flows/domestic-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { SavedAddressSelect } from './saved-address-select';
import { shipmentMessageText } from './shipment-message-text';
import { StepForm } from './step-form';
import { WrongFlowAlert } from './wrong-flow-alert';

/** The Address step's fields. */
interface AddressValues {
  address: DomesticAddressDraft;
}

/** Props of {@link DomesticAddressStep}. */
export interface DomesticAddressStepProps {
  draft: DomesticDraft;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  onNext: (patch: Pick<DomesticDraft, 'address'>) => void;
  /** Continues in the international flow with this address (spec §5). */
  onInternational: (address: DomesticAddressDraft) => void;
  /** True when the international flow holds a draft in progress, which continuing there replaces (asked first). */
  replacesInternationalDraft: boolean;
}

/**
 * Step "Address" of the domestic flow (spec §2, §3 Address; issue 14): pick a saved address of the subcustomer or
 * organization (copied into the fields) or enter one: street, house number, postal code, city (required) and
 * country (Nederland first, spec §9; the pick also sets the ISO code). An address abroad is refused with "This
 * address is abroad: use the international shipment." and a button that continues in the international flow
 * (asking first when that replaces an international shipment in progress).
 */
export function DomesticAddressStep({
  draft,
  focusTitle,
  serverErrors,
  onBack,
  onNext,
  onInternational,
  replacesInternationalDraft,
}: DomesticAddressStepProps) {
  const { t } = useShipmentsTranslation();
  return (
    <StepForm<AddressValues>
      name="shipment-address"
      title={t('createShipment.steps.address')}
      focusTitle={focusTitle}
      initialValues={{ address: draft.address }}
      serverErrors={serverErrors}
      onBack={onBack}
      onNext={(values) => onNext({ address: { ...draft.address, ...values.address } })}
    >
      <DomesticAddressFields
        draft={draft}
        onInternational={onInternational}
        replacesInternationalDraft={replacesInternationalDraft}
      />
    </StepForm>
  );
}

/** The fields of {@link DomesticAddressStep}, inside its form. */
function DomesticAddressFields({
  draft,
  onInternational,
  replacesInternationalDraft,
}: Pick<DomesticAddressStepProps, 'draft' | 'onInternational' | 'replacesInternationalDraft'>) {
  const { t } = useShipmentsTranslation();
  const { required, maxLength } = useFormRules();
  const form = Form.useFormInstance<AddressValues>();
  const countries = useMemo(() => countryChoices().map((c) => ({ value: c.name, label: c.name })), []);
  const country = Form.useWatch<string | undefined>(['address', 'country']);
  const countryCode = Form.useWatch<string | undefined>(['address', 'countryCode']);
  const abroad = !!country && !isDomesticCountry({ country, countryCode });
  const foreignAddress = shipmentMessageText(ShipmentMessages.foreignAddress, t);

  const text = (field: keyof typeof DOMESTIC_ADDRESS_MAX, autoComplete?: string) => (
    <Form.Item
      name={['address', field]}
      label={t(`createShipment.address.${field}`)}
      rules={[required, maxLength(DOMESTIC_ADDRESS_MAX[field])]}
    >
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <>
      <SavedAddressSelect
        organizationId={draft.organizationId}
        subcustomerId={draft.subcustomerId}
        onPick={(address) => {
          form.setFieldsValue({ address });
          void form.validateFields([['address', 'country']]).catch(() => undefined);
        }}
      />
      <Row gutter={16} style={{ maxWidth: 640 }}>
        <Col xs={24} sm={16}>
          {text('streetName', 'address-line1')}
        </Col>
        <Col xs={24} sm={8}>
          {text('houseNumber')}
        </Col>
        <Col xs={24} sm={8}>
          {text('zipCode', 'postal-code')}
        </Col>
        <Col xs={24} sm={16}>
          {text('city', 'address-level2')}
        </Col>
        <Col xs={24}>
          <Form.Item
            name={['address', 'country']}
            label={t('createShipment.address.country')}
            validateTrigger={['onBlur', 'onChange']}
            rules={[
              required,
              {
                validator: (_rule, value: string | undefined) =>
                  !value ||
                  isDomesticCountry({
                    country: value,
                    countryCode: countryCodeOf(value) ?? form.getFieldValue(['address', 'countryCode']),
                  })
                    ? Promise.resolve()
                    : Promise.reject(new Error(foreignAddress)),
              },
            ]}
          >
            <Select
              options={countries}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(name: string) =>
                form.setFieldValue(['address', 'countryCode'], countryCodeOf(name) ?? '')
              }
            />
          </Form.Item>
          <Form.Item name={['address', 'countryCode']} hidden>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      {abroad && (
        <WrongFlowAlert
          message={foreignAddress}
          action={t('createShipment.address.toInternational')}
          replaceAction={
            replacesInternationalDraft ? t('createShipment.address.replaceInternationalDraft') : undefined
          }
          onContinue={() => onInternational({ ...draft.address, ...form.getFieldsValue().address })}
        />
      )}
    </>
  );
}
