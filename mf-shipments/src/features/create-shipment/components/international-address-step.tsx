import { ShipmentMessages, countryChoices } from '@portal/domain';
import { useFormRules } from '@portal/ui';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { trimmed } from '../flows/field-checks';
import {
  INTERNATIONAL_ADDRESS_MAX,
  needsStateCode,
  type InternationalAddressDraft,
  type InternationalDraft,
} from '../flows/international-flow';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { SavedAddressSelect, type SavedAddress } from './saved-address-select';
import { shipmentMessageText } from './shipment-message-text';
import { StepForm } from './step-form';
import { WrongFlowAlert } from './wrong-flow-alert';

/** The Address step's fields. */
interface AddressValues {
  address: InternationalAddressDraft;
}

/** Props of {@link InternationalAddressStep}. */
export interface InternationalAddressStepProps {
  draft: InternationalDraft;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  onNext: (patch: Pick<InternationalDraft, 'address'>) => void;
  /** Continues in the domestic flow with this address (spec §5). */
  onDomestic: (address: InternationalAddressDraft) => void;
  /** True when the domestic flow holds a draft in progress, which continuing there replaces (asked first). */
  replacesDomesticDraft: boolean;
}

/** A saved address as the international fields hold it: street and house number on address line 1. */
function internationalAddressOf(address: SavedAddress): InternationalAddressDraft {
  return {
    addressLine1: [address.streetName, address.houseNumber].map(trimmed).filter(Boolean).join(' '),
    postalCode: trimmed(address.zipCode),
    city: trimmed(address.city),
    stateProvinceCode: '',
    countryCode: trimmed(address.countryCode).toUpperCase(),
  };
}

/**
 * Step "Address" of the international flow (spec §3 International package; issue 14): pick a saved address
 * (copied into the fields) or enter one: address line 1, postal code, city, country and — shown and required only
 * for countries that need one (STATE_REQUIRED_COUNTRIES) — the state or province code. A Dutch address is refused
 * with "This address is in the Netherlands: use the domestic shipment." and a button that continues in the
 * domestic flow (asking first when that replaces a domestic shipment in progress).
 */
export function InternationalAddressStep({
  draft,
  focusTitle,
  serverErrors,
  onBack,
  onNext,
  onDomestic,
  replacesDomesticDraft,
}: InternationalAddressStepProps) {
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
      <InternationalAddressFields
        draft={draft}
        onDomestic={onDomestic}
        replacesDomesticDraft={replacesDomesticDraft}
      />
    </StepForm>
  );
}

/** The fields of {@link InternationalAddressStep}, inside its form. */
function InternationalAddressFields({
  draft,
  onDomestic,
  replacesDomesticDraft,
}: Pick<InternationalAddressStepProps, 'draft' | 'onDomestic' | 'replacesDomesticDraft'>) {
  const { t } = useShipmentsTranslation();
  const { required, maxLength } = useFormRules();
  const form = Form.useFormInstance<AddressValues>();
  const countries = useMemo(() => countryChoices().map((c) => ({ value: c.code, label: c.name })), []);
  const countryCode = Form.useWatch<string | undefined>(['address', 'countryCode']);
  const inNetherlands = trimmed(countryCode).toUpperCase() === 'NL';
  const domesticAddress = shipmentMessageText(ShipmentMessages.domesticAddress, t);

  const text = (field: 'addressLine1' | 'postalCode' | 'city', isRequired: boolean, autoComplete: string) => (
    <Form.Item
      name={['address', field]}
      label={t(`createShipment.address.${field}`)}
      extra={field === 'addressLine1' ? t('createShipment.address.addressLine1Help') : undefined}
      rules={[...(isRequired ? [required] : []), maxLength(INTERNATIONAL_ADDRESS_MAX[field])]}
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
          form.setFieldsValue({ address: internationalAddressOf(address) });
          void form.validateFields([['address', 'countryCode']]).catch(() => undefined);
        }}
      />
      <Row gutter={16} style={{ maxWidth: 640 }}>
        <Col xs={24}>{text('addressLine1', true, 'address-line1')}</Col>
        <Col xs={24} sm={8}>
          {text('postalCode', false, 'postal-code')}
        </Col>
        <Col xs={24} sm={16}>
          {text('city', true, 'address-level2')}
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name={['address', 'countryCode']}
            label={t('createShipment.address.country')}
            validateTrigger={['onBlur', 'onChange']}
            rules={[
              required,
              {
                validator: (_rule, value: string | undefined) =>
                  trimmed(value).toUpperCase() === 'NL'
                    ? Promise.reject(new Error(domesticAddress))
                    : Promise.resolve(),
              },
            ]}
          >
            <Select options={countries} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        {needsStateCode(countryCode) && (
          <Col xs={24} sm={8}>
            <Form.Item
              name={['address', 'stateProvinceCode']}
              label={t('createShipment.address.stateProvinceCode')}
              extra={t('createShipment.address.stateProvinceHelp')}
              rules={[required, maxLength(INTERNATIONAL_ADDRESS_MAX.stateProvinceCode)]}
            >
              <Input style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {inNetherlands && (
        <WrongFlowAlert
          message={domesticAddress}
          action={t('createShipment.address.toDomestic')}
          replaceAction={replacesDomesticDraft ? t('createShipment.address.replaceDomesticDraft') : undefined}
          onContinue={() => onDomestic({ ...draft.address, ...form.getFieldsValue().address })}
        />
      )}
    </>
  );
}
