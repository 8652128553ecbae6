import { useOrganizationDetail } from '../../../shared/organization-detail-context';
import { AddressesPanel } from '../components/addresses-panel';

/**
 * Addresses tab of the customer detail (/organizations/:id/address, spec §2, §3 Address): the organization's
 * addresses. Writers (super admin, management, support) add, edit, set defaults and remove; the account manager
 * reads. A change of defaults reloads the organization of the detail layout (the writes invalidate it).
 */
export function OrganizationAddressesTab() {
  const { organization, canWrite } = useOrganizationDetail();
  return <AddressesPanel organizationId={organization.id} canWrite={canWrite} />;
}
