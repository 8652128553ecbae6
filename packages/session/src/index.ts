/** @portal/session: the session store (spec §3, §4) and the access rules of spec §2 and §6. */
export { useSessionStore, selectIsAuthenticated, type SessionState } from './session-store';
export { decodeSessionToken, type SessionUser, type DecodedToken } from './session-user';
export {
  canAccess,
  isProvider,
  isAdmin,
  isAdminOrManager,
  isAdminManagerOrSupport,
  isSupport,
  isUserManager,
  isAuthorizedToSign,
  canChangeTwoFactor,
  canWriteOrganizations,
  readableContractCategories,
} from './access';
