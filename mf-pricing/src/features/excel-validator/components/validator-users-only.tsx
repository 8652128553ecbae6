import { useSessionStore } from '@portal/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canValidate } from './validator-access';

/**
 * Renders `children` for the validator's users (super admin, management, authorized to sign; spec §2
 * /excel-validator) and sends anyone else to `/` ("a user without access goes to /"). Needed because the shell's
 * guard (`canAccess`, spec §2 "… or is any provider user") lets support and the account manager onto the route.
 * Display only: the server refuses the calls to everyone else (403).
 */
export function ValidatorUsersOnly({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  return canValidate(user) ? children : <Navigate to="/" replace />;
}
