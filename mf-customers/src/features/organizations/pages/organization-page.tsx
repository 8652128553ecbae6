import { ErrorResult, PageHeader } from '@portal/ui';
import { Card, Skeleton, Space, Tabs } from 'antd';
import { useParams } from 'react-router-dom';
import { useAsyncData } from '@portal/ui';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { getOrganization } from '../api/organization-actions';
import { saveOrganization, toFormValues } from '../api/save-organization';
import { useOrganizationFormOptions } from '../api/use-organization-form-options';
import { OrganizationActions } from '../components/organization-actions';
import { OrganizationForm } from '../components/organization-form';
import { OrganizationStatusTags } from '../components/organization-status-tags';
import { useCanWriteOrganizations } from '../use-can-write-organizations';

/**
 * Edit organization (/organizations/:id, spec §2, §3): a header with the name and status tags, the write
 * actions (activate/deactivate, delete) for writers, and the tab bar of the customer detail sub-menu. Only the
 * General tab (the organization form) exists so far; the other tabs are added with their screens.
 * PUT /organizations/{id} sends `skipCustomerNumberCheck: true` (spec §5). Read-only staff (account manager)
 * see the form disabled and no write actions.
 */
export function OrganizationPage() {
  const { t } = useCustomersTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const canWrite = useCanWriteOrganizations();
  const organization = useAsyncData(() => (Number.isInteger(id) ? getOrganization(id) : undefined), [id]);
  const options = useOrganizationFormOptions(id);
  const current = organization.data;

  if (organization.error) {
    return <ErrorResult error={organization.error} onRetry={() => void organization.reload()} />;
  }
  if (!current) return <Skeleton active />;

  return (
    <>
      <PageHeader
        title={
          <Space wrap>
            {current.name}
            <OrganizationStatusTags {...current} />
          </Space>
        }
        extra={canWrite && <OrganizationActions organization={current} onChanged={organization.setData} />}
      />
      <Tabs
        activeKey="general"
        items={[
          {
            key: 'general',
            label: t('detail.tabs.general'),
            children: (
              <Card>
                <OrganizationForm
                  key={current.id}
                  initialValues={toFormValues(current)}
                  options={options}
                  readOnly={!canWrite}
                  onSave={async (values) => {
                    organization.setData(await saveOrganization(current.id, values));
                  }}
                />
              </Card>
            ),
          },
        ]}
      />
    </>
  );
}
