import { SHIPMENT_CREATOR_ROLES } from '@portal/domain';
import { useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user may create shipments: holds one of SHIPMENT_CREATOR_ROLES (every role but the account
 * manager, as the server's create routes). The overview shows the "New shipment" buttons only then, and the two
 * flows show a refusal instead of the form — needed because the shell's route guard lets every provider user in
 * (`canAccess`). Display only: the server decides.
 */
export function useCanCreateShipments(): boolean {
  const user = useSessionStore((state) => state.user);
  return !!user && user.roles.some((role) => SHIPMENT_CREATOR_ROLES.includes(role));
}
