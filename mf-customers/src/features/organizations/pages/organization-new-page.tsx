import { PageHeader } from '@portal/ui';
import { Button, Card } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useCreateOrganizationMutation } from '../api/create-organization';
import { NEW_ORGANIZATION_VALUES } from '../api/organization-input';
import { useOrganizationFormOptions } from '../api/use-organization-form-options';
import { OrganizationForm } from '../components/organization-form';
import { useCanWriteOrganizations } from '../../../shared/use-can-write-organizations';

/**
 * Create organization (/organizations/new, spec §2, §3). POST /organizations without the skip flag (spec §5);
 * on success "Changes saved" and on to the new organization's page. Readers who may not create customers (the
 * account manager) are sent back to the list.
 */
export function OrganizationNewPage() {
  const { t } = useCustomersTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWriteOrganizations();
  const options = useOrganizationFormOptions();
  const create = useCreateOrganizationMutation();
  if (!canWrite) return <Navigate to="/organizations" replace />;

  return (
    <>
      <PageHeader title={t('routes.organizationNew')} />
      <Card>
        <OrganizationForm
          initialValues={NEW_ORGANIZATION_VALUES}
          options={options}
          onSave={async (values) => {
            const created = await create.mutateAsync(values);
            navigate(`/organizations/${created.id}`);
          }}
          extraActions={
<Button onClick={() => navigate('/organizations')}>{t('form.cancel')}</Button>
          }
        />
      </Card>
    </>
  );
}
