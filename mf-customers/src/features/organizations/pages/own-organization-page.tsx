import { AddressText, ErrorResult, PageHeader } from '@portal/ui';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCompanyQuery } from '../api/get-company';
import { OrganizationStatusTags } from '../components/organization-status-tags';

/**
 * The signed-in user's own organization (/profile/organizations/:organizationId/show, spec §2 profile ›
 * Organization): a read-only card with name, customer number, VAT, KvK, IBAN, country, SLA level, contact
 * person and shipping address (GET /organizations/{id}/company; the server scopes it to the user's tenant).
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
        <Card title={current.name} extra={<OrganizationStatusTags isInactive={current.isInactive} isProspect={false} isReseller={false} />}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('fields.name')}>{current.name}</Descriptions.Item>
            <Descriptions.Item label={t('fields.customerNumber')}>{current.customerNumber}</Descriptions.Item>
            <Descriptions.Item label={t('fields.vatNumber')}>{current.vatNumber || empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.kvkNumber')}>{current.kvkNumber || empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.ibanNumber')}>{current.ibanNumber || empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.country')}>{current.country || empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.slaLevel')}>{current.slaLevel || empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.contactPersonId')}>{current.contactPerson?.name ?? empty}</Descriptions.Item>
            <Descriptions.Item label={t('fields.shippingAddress')} span="filled">
              <AddressText address={current.shippingAddress} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </>
  );
}
