import { TICKET_HANDLER_ROLES, URGENT_TICKET_ROLES, type Role } from '@portal/domain';
import { isProvider, useSessionStore } from '@portal/session';
import { useMemo } from 'react';

/**
 * What the signed-in user may do with tickets (spec §6, docs/helpdesk-api.md "Who"): the ticket screens and the
 * Unknown users (spam) queue, where handlers link and delete mail and account managers only read.
 */
export interface TicketAbilities {
  /** Any provider role: sees every organization's tickets, opens tickets for an organization and a requester. */
  isStaff: boolean;
  /** Super admin, management or support (TICKET_HANDLER_ROLES): changes status and assignee, writes internal notes. */
  isHandler: boolean;
  /** Staff, or an organization user holding a role of URGENT_TICKET_ROLES (technical responsible), spec §6. */
  mayChooseUrgent: boolean;
}

const hasAnyRole = (roles: readonly Role[], wanted: readonly Role[]) =>
  roles.some((role) => wanted.includes(role));

/**
 * The ticket abilities of the signed-in user, from the session's roles. Screens only show or hide with these; the
 * server decides (403, or 400 on field priority for a refused urgent ticket).
 */
export function useTicketAbilities(): TicketAbilities {
  const user = useSessionStore((state) => state.user);
  return useMemo(() => {
    const roles = user?.roles ?? [];
    const isStaff = isProvider(user);
    return {
      isStaff,
      isHandler: hasAnyRole(roles, TICKET_HANDLER_ROLES),
      mayChooseUrgent: isStaff || hasAnyRole(roles, URGENT_TICKET_ROLES),
    };
  }, [user]);
}
