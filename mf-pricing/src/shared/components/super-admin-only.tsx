import { isAdmin, useSessionStore } from '@portal/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Renders `children` for the super admin only and sends anyone else to `/` (spec §2: /purchasingprices, /pricetiers
 * and /indexations are for the super admin; "a user without access goes to /"). Needed because the shell's guard
 * (`canAccess`, spec §2 "… or is any provider user") lets every provider user onto these routes. Display only: the
 * server refuses the calls to everyone else (403).
 */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  return isAdmin(user) ? children : <Navigate to="/" replace />;
}
