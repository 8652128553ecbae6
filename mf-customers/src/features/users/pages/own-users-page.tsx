import { PageHeader } from '@portal/ui';
import { Alert } from 'antd';
import { useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { UsersPanel } from '../components/users-panel';

/**
 * The signed-in organization user's own users (/profile/organizations/:organizationId/users, spec §2 profile ›
 * Users, §6): authorized to sign and user manager add, edit and remove (a user manager not those holding
 * authorized to sign or user manager); everyone else reads. The server answers 404 for another organization.
 */
export function OwnUsersPage() {
  const { t } = useCustomersTranslation();
  const organizationId = Number(useParams<{ organizationId: string }>().organizationId);
  return (
    <>
      <PageHeader title={t('users.title')} />
      {Number.isInteger(organizationId) ? (
        <UsersPanel organizationId={organizationId} />
      ) : (
        <Alert type="info" showIcon title={t('ownOrganization.notLinked')} />
      )}
    </>
  );
}
