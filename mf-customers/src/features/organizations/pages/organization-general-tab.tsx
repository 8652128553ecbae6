import { Card } from 'antd';
import { toFormValues } from '../api/organization-input';
import { useUpdateOrganizationMutation } from '../api/update-organization';
import { useOrganizationFormOptions } from '../api/use-organization-form-options';
import { OrganizationForm } from '../components/organization-form';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';

/**
 * General tab of the customer detail (/organizations/:id, spec §2, §3): the organization form. PUT
 * /organizations/{id} sends `skipCustomerNumberCheck: true` (spec §5). Read-only staff (account manager) see the
 * form disabled.
 */
export function OrganizationGeneralTab() {
  const { organization, canWrite } = useOrganizationDetail();
  const options = useOrganizationFormOptions(organization.id);
  const update = useUpdateOrganizationMutation(organization.id);
  return (
    <Card>
      <OrganizationForm
        key={organization.id}
        initialValues={toFormValues(organization)}
        options={options}
        readOnly={!canWrite}
        onSave={async (values) => {
          await update.mutateAsync(values);
        }}
      />
    </Card>
  );
}
