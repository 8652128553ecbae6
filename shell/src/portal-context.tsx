import type { AppliedOverrides, Registry } from '@portal/federation';
import { createContext, useContext } from 'react';
import type { PortalRoute } from './routing/route-table';

/** What the shell learned at boot: the registry (after overrides), the route table and the override outcome. */
export interface PortalContextValue {
  registry: Registry;
  table: PortalRoute[];
  overrides: Pick<AppliedOverrides, 'active' | 'refused'>;
  /** True when /remotes.json could not be loaded (the shell runs with its own pages only). */
  registryFailed: boolean;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

/** The portal context; throws outside the shell's App. */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used inside <App>');
  return value;
}
