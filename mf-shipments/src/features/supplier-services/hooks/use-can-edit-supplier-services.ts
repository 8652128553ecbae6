import { SUPPLIER_SERVICE_EDITOR_ROLES } from '@portal/domain';
import { useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user maintains the supplier service pages (issue 15): holds one of
 * SUPPLIER_SERVICE_EDITOR_ROLES (super admin, management, support). Only then does a page offer "Edit page", "Add
 * document" and each document's "Delete". Display only: the server decides.
 */
export function useCanEditSupplierServices(): boolean {
  const user = useSessionStore((state) => state.user);
  return (
    !!user && user.roles.some((role) => (SUPPLIER_SERVICE_EDITOR_ROLES as readonly string[]).includes(role))
  );
}
