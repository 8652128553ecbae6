import { TICKET_MESSAGE_MAX, TICKET_PRIORITIES, TICKET_SUBJECT_MAX } from '@portal/domain';
import { OrganizationPicker, RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Card, Col, Form, Input, Radio, Row, Space } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { newTicketValues, type TicketFormValues } from '../api/ticket-input';
import type { TicketAbilities } from '../../../shared/use-ticket-abilities';
import { TicketSuggestions } from './ticket-suggestions';

const FORM_FIELDS = [
  'subject',
  'description',
  'priority',
  'organizationId',
  'name',
  'email',
  'contactPerson',
] as const satisfies ReadonlyArray<keyof TicketFormValues>;

/** Longest requester name and contact person (docs: ticketInputSchema), in characters. */
const NAME_MAX = 200;
/** Longest e-mail address (RFC 5321). */
const EMAIL_MAX = 254;

/** Props of {@link TicketForm}. */
export interface TicketFormProps {
  /** Who fills it in: staff also name the customer and the requester; urgent only when `mayChooseUrgent`. */
  abilities: Pick<TicketAbilities, 'isStaff' | 'mayChooseUrgent'>;
  /** Saves valid values; rejects with the API error, whose field errors are shown on the fields (spec §8). */
  onSave: (values: TicketFormValues) => Promise<void>;
  /** Leaves without saving (asks first when there are unsaved edits). */
  onCancel: () => void;
}

/**
 * The new-ticket form (issue 13; spec §3 Ticket creation form, §6): subject, priority (low, medium — the default —,
 * high, urgent) and the description (rich text). Staff (any provider role) also choose the customer (required) and
 * enter the requester's name and e-mail (required) and a contact person. Urgent is offered only to staff and to the
 * technical responsible (URGENT_TICKET_ROLES); others see it disabled with the reason (spec §6: urgent is for
 * changes for roaming or core network issues, which the technical responsible reports). Spec §5 form behaviour
 * through usePortalForm: required fields marked, validation on blur, the incomplete-form message, server field
 * errors on their fields, a question before leaving with unsaved edits. Under the subject, organization users get
 * the matching open announcements and FAQ questions while they type (TicketSuggestions); staff do not.
 */
export function TicketForm({ abilities, onSave, onCancel }: TicketFormProps) {
  const { t } = useHelpdeskTranslation();
  const { formProps, saving } = usePortalForm<TicketFormValues>({ fields: FORM_FIELDS, save: onSave });
  const { required, email, maxLength: max } = useFormRules();
  const field = (name: string) => t(`tickets.fields.${name}`);
  const { isStaff, mayChooseUrgent } = abilities;

  return (
    <Form<TicketFormValues> {...formProps} initialValues={newTicketValues()}>
      <Row gutter={24}>
        <Col xs={24} xl={isStaff ? 16 : 24}>
          <Card title={t('tickets.form.ticketSection')} style={{ marginBottom: 16 }}>
            <Form.Item name="subject" label={field('subject')} rules={[required, max(TICKET_SUBJECT_MAX)]}>
              <Input />
            </Form.Item>
            {!isStaff && <SubjectSuggestions />}
            <Form.Item
              name="priority"
              label={field('priority')}
              rules={[required]}
              validateTrigger="onChange"
              extra={mayChooseUrgent ? t('tickets.form.urgentHint') : t('tickets.form.urgentNotAllowed')}
            >
              <Radio.Group
                aria-label={field('priority')}
                options={TICKET_PRIORITIES.map((value) => ({
                  value,
                  label: t(`tickets.priority.${value}`),
                  disabled: value === 'urgent' && !mayChooseUrgent,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="description"
              label={field('description')}
              rules={[required, max(TICKET_MESSAGE_MAX)]}
            >
              <RichTextEditor aria-label={field('description')} />
            </Form.Item>
          </Card>
        </Col>
        {isStaff && (
          <Col xs={24} xl={8}>
            <Card title={t('tickets.form.requesterSection')} style={{ marginBottom: 16 }}>
              <Form.Item
                name="organizationId"
                label={field('customer')}
                rules={[required]}
                validateTrigger={['onBlur', 'onChange']}
              >
                <OrganizationPicker style={{ width: '100%', minWidth: 0 }} />
              </Form.Item>
              <Form.Item
                name="name"
                label={field('name')}
                rules={[required, max(NAME_MAX)]}
                extra={t('tickets.form.requesterHint')}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="email" label={field('email')} rules={[required, email, max(EMAIL_MAX)]}>
                <Input type="email" autoComplete="off" />
              </Form.Item>
              <Form.Item name="contactPerson" label={field('contactPerson')} rules={[max(NAME_MAX)]}>
                <Input autoComplete="off" />
              </Form.Item>
            </Card>
          </Col>
        )}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('tickets.form.submit')}
        </Button>
        <Button data-leaves-page onClick={onCancel}>
          {t('tickets.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}

/** {@link TicketSuggestions} for the subject being typed (watched here, so a keystroke re-renders only this part). */
function SubjectSuggestions() {
  const subject = Form.useWatch<string | undefined>('subject', Form.useFormInstance());
  return <TicketSuggestions subject={subject ?? ''} />;
}
