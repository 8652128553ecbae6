import type { Organization } from '@portal/domain';
import { createContext, useContext } from 'react';

/** What the customer detail layout hands to its tabs. */
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

/**
 * Provided by the customer detail layout around its routed tab (a React context rather than react-router's
 * outlet context: the router is shared tree-shaken, see packages/config shared-singletons).
 */
export const OrganizationDetailReactContext = createContext<OrganizationDetailContext | null>(null);

/** The organization of the surrounding customer detail layout (/organizations/:id/*). Throws outside it. */
export function useOrganizationDetail(): OrganizationDetailContext {
  const context = useContext(OrganizationDetailReactContext);
  if (!context) throw new Error('useOrganizationDetail() is used outside the customer detail layout');
  return context;
}
