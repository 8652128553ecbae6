import { SHIPMENT_FIELD_MAX } from '@portal/domain';
import { useFormRules } from '@portal/ui';
import { AutoComplete, Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSubcustomerQuery } from '../api/get-subcustomer';
import { useOrganizationUsersQuery } from '../api/list-organization-users';
import { isPhoneNumber, RECIPIENT_EMAIL_MAX, trimmed } from '../flows/field-checks';
import type { PartyDraft } from '../flows/party-draft';
import type { StepFieldErrors } from '../flows/wizard-steps';
import { StepForm } from './step-form';

/** The Recipient step's fields. */
type RecipientValues = Pick<PartyDraft, 'recipientName' | 'recipientPhone' | 'recipientEmail'>;

/** Props of {@link RecipientStep}. */
export interface RecipientStepProps {
  draft: PartyDraft;
  /** The international carrier needs the recipient's phone number; the domestic one does not. */
  phoneRequired: boolean;
  focusTitle: boolean;
  serverErrors?: StepFieldErrors[];
  onBack: () => void;
  onNext: (patch: RecipientValues) => void;
}

/** A person to pick as the recipient: a contact person of the subcustomer or a user of the organization. */
interface Person {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * Step "Recipient" of both flows (spec §2; issue 14): the name printed on the label (required; pick one of the
 * subcustomer's contact persons or the organization's users, which also fills their phone and e-mail, or type
 * one), phone (required in the international flow) and e-mail (optional, "Please enter a valid email address.").
 */
export function RecipientStep({
  draft,
  phoneRequired,
  focusTitle,
  serverErrors,
  onBack,
  onNext,
}: RecipientStepProps) {
  const { t } = useShipmentsTranslation();
  const { required, email, maxLength } = useFormRules();
  const phoneRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      trimmed(value) === '' || isPhoneNumber(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('createShipment.recipient.phoneInvalid'))),
  };

  return (
    <StepForm<RecipientValues>
      name="shipment-recipient"
      title={t('createShipment.steps.recipient')}
      focusTitle={focusTitle}
      initialValues={{
        recipientName: draft.recipientName,
        recipientPhone: draft.recipientPhone,
        recipientEmail: draft.recipientEmail,
      }}
      serverErrors={serverErrors}
      onBack={onBack}
      onNext={onNext}
    >
      <RecipientNameItem
        organizationId={draft.organizationId}
        subcustomerId={draft.subcustomerId}
        rules={[required, maxLength(SHIPMENT_FIELD_MAX.recipientName)]}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="recipientPhone"
            label={t('createShipment.recipient.phone')}
            extra={t('createShipment.recipient.phoneHelp')}
            rules={phoneRequired ? [required, phoneRule] : [phoneRule]}
          >
            <Input type="tel" autoComplete="off" maxLength={25} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="recipientEmail"
            label={t('createShipment.recipient.email')}
            rules={[email, maxLength(RECIPIENT_EMAIL_MAX)]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </StepForm>
  );
}

/** Props of {@link RecipientNameItem}. */
interface RecipientNameItemProps {
  organizationId?: number;
  subcustomerId: number | null;
  rules: Rule[];
}

/**
 * The name on the label: free text with suggestions (antd AutoComplete) — the subcustomer's contact persons first,
 * then the organization's users. Picking one fills phone and e-mail from that person.
 */
function RecipientNameItem({ organizationId, subcustomerId, rules }: RecipientNameItemProps) {
  const { t } = useShipmentsTranslation();
  const form = Form.useFormInstance<RecipientValues>();
  const subcustomer = useSubcustomerQuery(organizationId, subcustomerId);
  const users = useOrganizationUsersQuery(organizationId);

  const groups = useMemo(() => {
    const contacts: Person[] = (subcustomer.data?.contacts ?? []).map((contact) => ({
      name: contact.name,
      phone: contact.phoneNumber,
      email: contact.email,
    }));
    const members: Person[] = (users.data ?? []).map((user) => ({
      name: `${user.firstName} ${user.lastName}`.trim(),
      phone: user.phoneNumber,
      email: user.email,
    }));
    return [
      {
        label: t('createShipment.recipient.contacts', { name: subcustomer.data?.name ?? '' }),
        people: contacts,
      },
      { label: t('createShipment.recipient.users'), people: members },
    ].filter((group) => group.people.length > 0);
  }, [subcustomer.data, users.data, t]);

  // One suggestion per name (the first person with it), so a pick fills in one person's details.
  const byName = new Map<string, Person>();
  for (const person of groups.flatMap((group) => group.people)) {
    if (person.name && !byName.has(person.name)) byName.set(person.name, person);
  }
  const shown = new Set<string>();
  const options = groups.map((group) => ({
    label: group.label,
    options: group.people
      .filter((person) => person.name && !shown.has(person.name) && shown.add(person.name))
      .map((person) => ({
        value: person.name,
        label: person.email ? `${person.name} (${person.email})` : person.name,
      })),
  }));

  function pick(name: string) {
    const person = byName.get(name);
    if (!person) return;
    form.setFieldsValue({ recipientPhone: person.phone ?? '', recipientEmail: person.email ?? '' });
  }

  return (
    <Form.Item
      name="recipientName"
      label={t('createShipment.recipient.name')}
      extra={t('createShipment.recipient.nameHelp')}
      rules={rules}
    >
      <AutoComplete
        options={options}
        onSelect={pick}
        showSearch={{
          filterOption: (typed, option) =>
            String((option as { value?: string } | undefined)?.value ?? '')
              .toLocaleLowerCase()
              .includes(typed.toLocaleLowerCase()),
        }}
        style={{ maxWidth: 480 }}
      />
    </Form.Item>
  );
}
