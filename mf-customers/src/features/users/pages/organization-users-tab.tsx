import { Typography } from 'antd';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { UsersPanel } from '../components/users-panel';

/**
 * Users tab of the customer detail (/organizations/:id/users, spec §2 customer users, §6): the organization's
 * users for staff. Writers (super admin, management, support) add, edit and remove; the account manager reads.
 */
export function OrganizationUsersTab() {
  const { t } = useCustomersTranslation();
  const { organization } = useOrganizationDetail();
  return (
    <section aria-labelledby="organization-users-title">
      <Typography.Title level={2} id="organization-users-title" style={{ fontSize: 20 }}>
        {t('users.title')}
      </Typography.Title>
      <UsersPanel organizationId={organization.id} />
    </section>
  );
}
