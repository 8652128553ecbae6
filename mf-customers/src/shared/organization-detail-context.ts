import type { Organization } from '@portal/domain';
import { createContext, useContext } from 'react';

/**
 * What the customer detail layout hands to its tabs. A tab that changes the organization does not tell the layout:
 * its write invalidates the organization's query (shared/query-keys.ts), and the layout shows the new one.
 */
export interface OrganizationDetailContext {
  /** The organization as last read or saved (the cached answer of GET /organizations/{id}). */
  organization: Organization;
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
