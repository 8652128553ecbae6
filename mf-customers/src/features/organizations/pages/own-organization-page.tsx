import { Messages, type Company } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { isAuthorizedToSign, isProvider, isUserManager, useSessionStore } from '@portal/session';
import { AddressText, ErrorResult, PageHeader, useFormRules, usePortalForm } from '@portal/ui';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCompanyQuery } from '../api/get-company';
import { useUpdateOrganizationSettingsMutation } from '../api/update-organization-settings';
import { OrganizationStatusTags } from '../components/organization-status-tags';

/**
 * The signed-in user's own organization (/profile/organizations/:organizationId/show, spec §2 profile ›
 * Organization): a read-only card with name, customer number, VAT, KvK, IBAN, country, SLA level, contact
 * person and shipping address (GET /organizations/{id}/company; the server scopes it to the user's tenant).
 * Below it the one setting a customer changes itself (issue 11, README "Product decisions"): the announcement
 * e-mail address — editable by its authorized to sign and user manager (PATCH …/settings), shown as text to
 * the other roles with who can change it.
 */
export function OwnOrganizationPage() {
  const { t } = useCustomersTranslation();
  const organizationId = Number(useParams<{ organizationId: string }>().organizationId);
  const company = useCompanyQuery(organizationId);
  const current = company.data;
  const empty = t('common.empty');

  return (
    <>
      <PageHeader title={t('ownOrganization.title')} />
      {company.isError ? (
        <ErrorResult error={company.error} onRetry={() => void company.refetch()} />
      ) : !Number.isInteger(organizationId) ? (
        <Alert type="info" showIcon message={t('ownOrganization.notLinked')} />
      ) : !current ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Card
            title={current.name}
            extra={
              <OrganizationStatusTags isInactive={current.isInactive} isProspect={false} isReseller={false} />
            }
          >
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t('fields.name')}>{current.name}</Descriptions.Item>
              <Descriptions.Item label={t('fields.customerNumber')}>
                {current.customerNumber}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.vatNumber')}>
                {current.vatNumber || empty}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.kvkNumber')}>
                {current.kvkNumber || empty}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.ibanNumber')}>
                {current.ibanNumber || empty}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.country')}>{current.country || empty}</Descriptions.Item>
              <Descriptions.Item label={t('fields.slaLevel')}>{current.slaLevel || empty}</Descriptions.Item>
              <Descriptions.Item label={t('fields.contactPersonId')}>
                {current.contactPerson?.name ?? empty}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.shippingAddress')} span="filled">
                <AddressText address={current.shippingAddress} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <OrganizationSettingsCard company={current} />
        </Flex>
      )}
    </>
  );
}

/** The announcement e-mail address: a small form for those who may change it, text for the others. */
function OrganizationSettingsCard({ company }: { company: Company }) {
  const { t } = useCustomersTranslation();
  const rules = useFormRules();
  const canEdit = useSessionStore(
    (state) => !isProvider(state.user) && (isAuthorizedToSign(state.user) || isUserManager(state.user)),
  );
  const update = useUpdateOrganizationSettingsMutation(company.id);
  const { formProps, saving } = usePortalForm<{ announcementEmailAddress: string }>({
    fields: ['announcementEmailAddress'],
    save: async ({ announcementEmailAddress }) => {
      await update.mutateAsync({ announcementEmailAddress: announcementEmailAddress?.trim() ?? '' });
    },
    savedMessage: translateText(Messages.changesSaved),
  });
  return (
    <Card title={t('ownOrganization.settingsTitle')}>
      <Typography.Paragraph type="secondary">{t('ownOrganization.settingsIntro')}</Typography.Paragraph>
      {canEdit ? (
        <Form<{ announcementEmailAddress: string }>
          {...formProps}
          style={{ maxWidth: 480 }}
          initialValues={{ announcementEmailAddress: company.announcementEmailAddress ?? '' }}
        >
          <Form.Item
            name="announcementEmailAddress"
            label={t('fields.announcementEmailAddress')}
            rules={[rules.email, rules.maxLength(254)]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('ownOrganization.save')}
          </Button>
        </Form>
      ) : (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'announcementEmailAddress',
                label: t('fields.announcementEmailAddress'),
                children: company.announcementEmailAddress || t('common.empty'),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('ownOrganization.settingsReadOnly')}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
