import { OrganizationPicker, useFormRules } from '@portal/ui';
import { Form, Select, Typography } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSubcustomersQuery } from '../../../shared/api/list-subcustomers';
import type { PartyDraft } from '../flows/party-draft';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { useOrganizationName } from '../hooks/use-organization-name';
import { StepForm } from './step-form';

/** The Customer step's fields. */
interface CustomerValues {
  organizationId?: number;
  subcustomerId?: number;
}

/** Props of {@link CustomerStep}. */
export interface CustomerStepProps {
  draft: PartyDraft;
  /** Staff pick the organization; an organization user ships for its own. */
  isStaff: boolean;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onNext: (patch: Pick<PartyDraft, 'organizationId' | 'subcustomerId'>) => void;
}

/** Pickers validate as soon as something is picked, and on blur like text fields. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];

/**
 * Step "Customer" of both flows (spec §2): staff search and pick the organization (OrganizationPicker, required);
 * an organization user sees its own organization. Then, optionally, one of that organization's subcustomers (a
 * new organization clears it).
 */
export function CustomerStep({ draft, isStaff, focusTitle, serverErrors, onNext }: CustomerStepProps) {
  const { t } = useShipmentsTranslation();
  const ownName = useOrganizationName(draft.organizationId, isStaff);

  return (
    <StepForm<CustomerValues>
      name="shipment-customer"
      title={t('createShipment.steps.customer')}
      focusTitle={focusTitle}
      initialValues={{
        organizationId: draft.organizationId,
        subcustomerId: draft.subcustomerId ?? undefined,
      }}
      serverErrors={serverErrors}
      onNext={(values) =>
        onNext({
          organizationId: isStaff ? values.organizationId : draft.organizationId,
          subcustomerId: values.subcustomerId ?? null,
        })
      }
    >
      {isStaff ? (
        <OrganizationItem />
      ) : (
        <Form.Item label={t('createShipment.customer.organization')}>
          <Typography.Text strong>{ownName ?? t('createShipment.none')}</Typography.Text>
        </Form.Item>
      )}
      <SubcustomerItem organizationId={isStaff ? undefined : draft.organizationId} />
    </StepForm>
  );
}

/** Staff's organization picker (required); picking another organization clears the subcustomer. */
function OrganizationItem() {
  const { t } = useShipmentsTranslation();
  const { required } = useFormRules();
  const form = Form.useFormInstance<CustomerValues>();
  return (
    <Form.Item
      name="organizationId"
      label={t('createShipment.customer.organization')}
      rules={[required]}
      validateTrigger={CHOICE_TRIGGER}
    >
      <OrganizationPicker
        style={{ width: '100%', maxWidth: 480 }}
        onChange={() => form.setFieldValue('subcustomerId', undefined)}
      />
    </Form.Item>
  );
}

/**
 * The optional subcustomer of the chosen organization (the form's `organizationId` for staff, else
 * `organizationId`); disabled until an organization is chosen.
 */
function SubcustomerItem({ organizationId }: { organizationId?: number }) {
  const { t } = useShipmentsTranslation();
  const picked = Form.useWatch<number | undefined>('organizationId');
  const chosen = organizationId ?? picked;
  const subcustomers = useSubcustomersQuery(chosen);

  return (
    <Form.Item
      name="subcustomerId"
      label={t('createShipment.customer.subcustomer')}
      extra={t('createShipment.customer.subcustomerHelp')}
      validateTrigger={CHOICE_TRIGGER}
    >
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={chosen === undefined}
        loading={subcustomers.isFetching}
        placeholder={t('createShipment.customer.noSubcustomer')}
        options={(subcustomers.data ?? []).map((subcustomer) => ({
          value: subcustomer.id,
          label: subcustomer.city ? `${subcustomer.name} (${subcustomer.city})` : subcustomer.name,
        }))}
        style={{ maxWidth: 480 }}
      />
    </Form.Item>
  );
}
