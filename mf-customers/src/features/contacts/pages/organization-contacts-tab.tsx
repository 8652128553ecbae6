import { Messages } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { ErrorResult, useFormRules, usePortalForm } from '@portal/ui';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useEmployeesQuery } from '../../../shared/api/list-employees';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { useContactsQuery } from '../api/get-contacts';
import { useUpdateContactsMutation } from '../api/update-contacts';
import { PersonCard } from '../components/person-card';

interface ContactsFormValues {
  contactPersonId: number | null;
  announcementEmailAddress: string;
}

const FORM_FIELDS = ['contactPersonId', 'announcementEmailAddress'] as const;

/**
 * Contacts tab of the customer detail (/organizations/:id/contacts, spec §2 sub-menu "Contacts"): the
 * organization's contact person (an employee, picked from the employee list, shown as a card with name, e-mail
 * and phone) and the e-mail address for announcements. Writers save with PUT /organizations/{id}/contacts
 * ("Changes saved"; the detail's organization is read again); the account manager reads only.
 */
export function OrganizationContactsTab() {
  const { t } = useCustomersTranslation();
  const { organization, canWrite } = useOrganizationDetail();
  const contactsQuery = useContactsQuery(organization.id);
  const employeesQuery = useEmployeesQuery();
  const update = useUpdateContactsMutation(organization.id);
  const rules = useFormRules();
  const { form, formProps, saving } = usePortalForm<ContactsFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      await update.mutateAsync({
        contactPersonId: values.contactPersonId ?? null,
        announcementEmailAddress: values.announcementEmailAddress?.trim() || null,
      });
    },
    savedMessage: translateText(Messages.changesSaved),
  });
  const selectedId = Form.useWatch('contactPersonId', form);

  const employeeOptions = useMemo(
    () => (employeesQuery.data ?? []).map((employee) => ({ value: employee.id, label: `${employee.name} (${employee.email})` })),
    [employeesQuery.data],
  );

  const failed = contactsQuery.isError ? contactsQuery : employeesQuery.isError ? employeesQuery : null;
  if (failed) return <ErrorResult error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!contactsQuery.data || !employeesQuery.data) return <Skeleton active />;

  const contacts = contactsQuery.data;
  const employees = employeesQuery.data;
  const currentId = selectedId === undefined ? contacts.contactPersonId : selectedId;
  const selected = employees.find((employee) => employee.id === currentId) ?? (currentId === contacts.contactPersonId ? contacts.contactPerson : null);

  return (
    <Card title={t('contacts.title')}>
      <Form<ContactsFormValues>
        {...formProps}
        name="organization-contacts"
        disabled={!canWrite}
        initialValues={{
          contactPersonId: contacts.contactPersonId,
          announcementEmailAddress: contacts.announcementEmailAddress ?? '',
        }}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="contactPersonId" label={t('contacts.contactPerson')} validateTrigger={['onBlur', 'onChange']}>
              <Select
                options={employeeOptions}
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('contacts.noContactPerson')}
              />
            </Form.Item>
            <Form.Item
              name="announcementEmailAddress"
              label={t('contacts.announcementEmail')}
              extra={t('contacts.announcementHelp')}
              rules={[rules.email, rules.maxLength(254)]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('contacts.cardTitle')}
            </Typography.Title>
            {selected ? <PersonCard person={selected} /> : <Typography.Text type="secondary">{t('contacts.noContactPerson')}</Typography.Text>}
          </Col>
        </Row>
        {canWrite && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('form.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
