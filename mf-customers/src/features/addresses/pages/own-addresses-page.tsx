import { canWriteOrganizations, useSessionStore } from '@portal/session';
import { PageHeader } from '@portal/ui';
import { Alert } from 'antd';
import { useParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { AddressesPanel } from '../components/addresses-panel';

/**
 * Own addresses (/profile/organizations/:organizationId/addresses, spec §1, §2 profile › Addresses): the addresses
 * of the signed-in user's organization. An organization user always sees their own organization (the id in the
 * path is used only for staff, who have none) and, like any user of that organization, may add, edit, set
 * defaults and remove (spec §1). Staff writers may write too; the account manager reads.
 */
export function OwnAddressesPage() {
  const { t } = useCustomersTranslation();
  const user = useSessionStore((state) => state.user);
  const fromPath = Number(useParams<{ organizationId: string }>().organizationId);
  const organizationId = user?.organizationId ?? (Number.isInteger(fromPath) && fromPath > 0 ? fromPath : null);
  const canWrite = (user?.organizationId != null && user.organizationId === organizationId) || canWriteOrganizations(user);

  return (
    <>
      <PageHeader title={t('addresses.ownTitle')} />
      {organizationId == null ? (
        <Alert type="info" showIcon title={t('addresses.notLinked')} />
      ) : (
        <AddressesPanel organizationId={organizationId} canWrite={canWrite} />
      )}
    </>
  );
}
