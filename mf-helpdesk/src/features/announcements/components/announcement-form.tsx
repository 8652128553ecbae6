import {
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_REGIONS,
  ANNOUNCEMENT_TEXT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
  Messages,
  ORGANIZATION_ROLES,
} from '@portal/domain';
import { translateText } from '@portal/i18n';
import { RichTextEditor, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import type { AnnouncementFormValues } from '../api/announcement-input';
import { useSuppliersQuery } from '../api/list-suppliers';
import { RecipientCount } from './recipient-count';

const FORM_FIELDS = [
  'title',
  'type',
  'priority',
  'supplierId',
  'region',
  'startsAt',
  'endsAt',
  'initialMessage',
  'affectedServices',
  'customerImpact',
  'requiredCustomerAction',
  'contact',
  'mailOrganization',
  'mailRoles',
  'notify',
] as const satisfies ReadonlyArray<keyof AnnouncementFormValues>;

/** Pickers validate when a value is picked and when left. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];
/** Date and time as typed and shown in the pickers (24-hour clock in both languages). */
const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

/** Props of {@link AnnouncementForm}. */
export interface AnnouncementFormProps {
  /** create: a new announcement (always published); edit: offers "Notify recipients again". */
  mode: 'create' | 'edit';
  initialValues: AnnouncementFormValues;
  /** Saves valid values; rejects with the API error, whose field errors are shown on the fields (spec §8). */
  onSave: (values: AnnouncementFormValues) => Promise<void>;
  /** Leaves without saving (asks first when there are unsaved edits). */
  onCancel: () => void;
}

/**
 * The announcement form (issue 12; spec §3 Announcement): title, type, priority, supplier (empty: all customers),
 * region, start and end (date and time; the end not before the start), the initial message (rich text), affected
 * services, customer impact, required customer action, contact, "Mail the organization", "Mail users with roles"
 * and, on edit, "Notify recipients again". The recipient count of the chosen mail options is shown before saving.
 * Spec §5 form behaviour through usePortalForm: required fields marked, validation on blur (checkboxes on change),
 * after a submit on change too, "Sorry, not all fields are filled in correctly." for an incomplete form, server
 * field errors on their fields, "Changes saved" after a save, and a question before leaving with unsaved edits.
 */
export function AnnouncementForm({ mode, initialValues, onSave, onCancel }: AnnouncementFormProps) {
  const { t } = useHelpdeskTranslation();
  const { form, formProps, saving } = usePortalForm<AnnouncementFormValues>({
    fields: FORM_FIELDS,
    save: onSave,
    savedMessage: translateText(Messages.changesSaved),
  });
  const { required, maxLength: max } = useFormRules();
  const suppliers = useSuppliersQuery();
  const field = (name: string) => t(`announcements.fields.${name}`);

  const endNotBeforeStart = {
    validator: (_rule: unknown, end: Dayjs | null | undefined) => {
      const start = form.getFieldValue('startsAt') as Dayjs | null | undefined;
      return !end || !start || !end.isBefore(start)
        ? Promise.resolve()
        : Promise.reject(new Error(t('announcements.form.endBeforeStart')));
    },
  };

  const textArea = (name: keyof AnnouncementFormValues, hint?: ReactNode) => (
    <Form.Item name={name} label={field(name)} rules={[max(ANNOUNCEMENT_TEXT_MAX)]} extra={hint}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
    </Form.Item>
  );

  return (
    <Form<AnnouncementFormValues> {...formProps} initialValues={initialValues}>
      <Row gutter={24}>
        <Col xs={24} xl={16}>
          <Card title={t('announcements.form.announcementSection')} style={{ marginBottom: 16 }}>
            <Form.Item name="title" label={field('title')} rules={[required, max(ANNOUNCEMENT_TITLE_MAX)]}>
              <Input />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="type"
                  label={field('type')}
                  rules={[required]}
                  validateTrigger={CHOICE_TRIGGER}
                >
                  <Select
                    placeholder={t('announcements.form.select')}
                    options={ANNOUNCEMENT_TYPES.map((value) => ({ value, label: t(`labels.type.${value}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="priority"
                  label={field('priority')}
                  rules={[required]}
                  validateTrigger={CHOICE_TRIGGER}
                >
                  <Select
                    placeholder={t('announcements.form.select')}
                    options={[...ANNOUNCEMENT_PRIORITIES]
                      .reverse()
                      .map((value) => ({ value, label: t(`labels.priority.${value}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="region"
                  label={field('region')}
                  rules={[required]}
                  validateTrigger={CHOICE_TRIGGER}
                >
                  <Select
                    placeholder={t('announcements.form.select')}
                    options={ANNOUNCEMENT_REGIONS.map((value) => ({
                      value,
                      label: t(`labels.region.${value}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="supplierId"
              label={field('supplier')}
              extra={t('announcements.form.supplierHint')}
              validateTrigger={CHOICE_TRIGGER}
              // Cleared: back to "All customers" (null), not undefined.
              normalize={(value: number | undefined) => value ?? null}
            >
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('announcements.allCustomers')}
                loading={suppliers.isPending}
                options={(suppliers.data ?? []).map((supplier) => ({
                  value: supplier.id,
                  label: supplier.name,
                }))}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="startsAt"
                  label={field('startsAt')}
                  rules={[required]}
                  validateTrigger={CHOICE_TRIGGER}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format={DATE_TIME_FORMAT}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="endsAt"
                  label={field('endsAt')}
                  extra={t('announcements.form.endHint')}
                  dependencies={['startsAt']}
                  rules={[endNotBeforeStart]}
                  validateTrigger={CHOICE_TRIGGER}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format={DATE_TIME_FORMAT}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="initialMessage" label={field('initialMessage')} rules={[required]}>
              <RichTextEditor aria-label={field('initialMessage')} />
            </Form.Item>
            {textArea('affectedServices')}
            {textArea('customerImpact')}
            {textArea('requiredCustomerAction')}
            {textArea('contact', t('announcements.form.contactHint'))}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('announcements.form.mailSection')} style={{ marginBottom: 16 }}>
            <Form.Item name="mailOrganization" valuePropName="checked" validateTrigger="onChange">
              <Checkbox>{field('mailOrganization')}</Checkbox>
            </Form.Item>
            <Form.Item name="mailRoles" label={field('mailRoles')} validateTrigger={CHOICE_TRIGGER}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t('announcements.form.noRoles')}
                options={ORGANIZATION_ROLES.map((role) => ({
                  value: role,
                  label: t(`announcements.roles.${role}`),
                }))}
              />
            </Form.Item>
            {mode === 'edit' && (
              <Form.Item
                name="notify"
                valuePropName="checked"
                validateTrigger="onChange"
                extra={t('announcements.form.notifyHint')}
              >
                <Checkbox>{field('notifyAgain')}</Checkbox>
              </Form.Item>
            )}
            <RecipientCount form={form} mode={mode} />
          </Card>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('announcements.form.save')}
        </Button>
        <Button data-leaves-page onClick={onCancel}>
          {t('announcements.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
