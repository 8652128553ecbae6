import { SIM_MANAGEMENT_EDITOR_ROLES } from '@portal/domain';
import { useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user maintains SIM management (issue 15): holds one of SIM_MANAGEMENT_EDITOR_ROLES (super
 * admin, management, support). Only then do the cards offer "Edit" (portal URL, descriptions, roaming list flag,
 * logo) and the roaming list page "Upload new version". Display only: the server decides.
 */
export function useCanEditSuppliers(): boolean {
  const user = useSessionStore((state) => state.user);
  return (
    !!user && user.roles.some((role) => (SIM_MANAGEMENT_EDITOR_ROLES as readonly string[]).includes(role))
  );
}
