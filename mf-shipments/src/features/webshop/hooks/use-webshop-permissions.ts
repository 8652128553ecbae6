import { WEBSHOP_ORDERER_ROLES, WEBSHOP_STAFF_ROLES, type Role } from '@portal/domain';
import { isProvider, useSessionStore } from '@portal/session';

/** What the signed-in user may do in the webshop (display only: the server decides). */
export interface WebshopPermissions {
  /** Staff (any provider role): they see every organization's orders, with the customer. */
  isStaff: boolean;
  /**
   * Orders SIM cards for their own organization: an organization user with a role of WEBSHOP_ORDERER_ROLES (spec §6:
   * the roles with SIM management). The general responsible ("helpdesk only") reads the orders.
   */
  canOrder: boolean;
  /** Fulfils orders and keeps the catalogue: a role of WEBSHOP_STAFF_ROLES (not the account manager, who reads). */
  canManage: boolean;
}

const holdsOne = (roles: readonly Role[], allowed: readonly Role[]) =>
  roles.some((role) => allowed.includes(role));

/**
 * The signed-in user's webshop permissions (issue 15; spec §6): see {@link WebshopPermissions}. The orders page shows
 * the order form only to `canOrder`, the detail its actions by `canManage` and `canOrder`, the catalogue page its
 * "Add product" and "Edit" by `canManage`.
 */
export function useWebshopPermissions(): WebshopPermissions {
  const user = useSessionStore((state) => state.user);
  const roles = user?.roles ?? [];
  const isStaff = isProvider(user);
  return {
    isStaff,
    canOrder: !isStaff && holdsOne(roles, WEBSHOP_ORDERER_ROLES),
    canManage: holdsOne(roles, WEBSHOP_STAFF_ROLES),
  };
}
