import type { Organization } from '@portal/domain';
import { useOutletContext } from 'react-router-dom';

/** What the customer detail layout hands to its tabs (react-router outlet context). */
export interface OrganizationDetailContext {
  /** The organization as last read or saved. */
  organization: Organization;
  /** Replace it after a save (e.g. the General tab, or a tab that changes default addresses). */
  setOrganization: (organization: Organization) => void;
  /** Reads the organization again (e.g. after a change to its addresses or contact person). */
  reload: () => Promise<void>;
  /** Super admin, management or support (spec §6); the account manager reads only. */
  canWrite: boolean;
}

/** The organization of the surrounding customer detail layout (/organizations/:id/*). */
export function useOrganizationDetail(): OrganizationDetailContext {
  return useOutletContext<OrganizationDetailContext>();
}
