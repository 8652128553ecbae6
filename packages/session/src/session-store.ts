import { normalizeError, queryClient } from '@portal/api';
import { TOKEN_STORAGE_KEY, type Credentials, type Organization } from '@portal/domain';
import { create } from 'zustand';
import { createSession, endSession, getSessionOrganization } from './session-api';
import { decodeSessionToken, type SessionUser } from './session-user';

/** The session (spec §3, §4). */
export interface SessionState {
  /** The stored bearer token (mirrors localStorage TOKEN_STORAGE_KEY). */
  token: string | null;
  /** The signed-in user from the token's claims; null when signed out. */
  user: SessionUser | null;
  /** The user's organization, loaded when the user has an organization id; null for staff or while loading. */
  organization: Organization | null;
  /** Token expiry in ms since epoch; null when signed out. */
  expiresAt: number | null;
  /**
   * The authentication error of the last login (the normalised message), null after success or a 403
   * (spec §8: a 403 sets no message).
   */
  authError: string | null;
  /**
   * Signs in (spec §4): stores the token, loads the user (and the organization when the user has one).
   * On any failure the token is removed and the error is rethrown, so the caller reads its status; a 403
   * ("A 2FA code is sent.": ask for the code) sets no `authError`, other failures set it.
   */
  login: (credentials: Credentials) => Promise<void>;
  /**
   * Why the last session ended without the user signing out ('sessionEnded': the server refused the token — a
   * change of roles or organization, a password change elsewhere, a deactivated organization…); the login page
   * says so. Null otherwise; cleared by the next sign-in.
   */
  signOutReason: 'sessionEnded' | null;
  /**
   * Signs out (spec §4): ends the session on the server (DELETE /api/sessions/current, not awaited: the browser
   * forgets the token at once either way), clears token, user and organization, and empties the query cache. With
   * `reason` the server has ended the session already (a 401): nothing is sent, and the reason is kept for the
   * login page.
   */
  logout: (options?: { reason?: 'sessionEnded' }) => void;
  /**
   * Reloads the user from the stored token (spec §2 guard, on every navigation): no token → signed out; an
   * expired or undecodable token is removed; otherwise the user comes from the claims, and the organization is
   * loaded when the user has one that is not loaded yet.
   */
  reload: () => Promise<void>;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lives in memory for this page only.
  }
}

const SIGNED_OUT = { token: null, user: null, organization: null, expiresAt: null } as const;

/**
 * Forgets every server answer cached by the portal's query client (shared by the shell and every remote), so the
 * next user never sees the previous user's data. Called whenever a session ends or another user's session starts.
 */
function forgetServerData(): void {
  queryClient.clear();
}

/**
 * The session store: token, user, organization and the auth transitions of spec §4. Whenever a session ends
 * (sign-out, a refused or expired token, a token removed elsewhere, a failed sign-in) or another user's token
 * replaces it, the query cache is emptied.
 */
export const useSessionStore = create<SessionState>()((set, get) => {
  /** Loads the user's organization when needed; a failure leaves it null (the user stays signed in). */
  async function loadOrganization(user: SessionUser): Promise<void> {
    const id = user.organizationId;
    if (id == null) {
      if (get().organization) set({ organization: null });
      return;
    }
    if (get().organization?.id === id) return;
    try {
      const organization = await getSessionOrganization(id);
      if (get().user?.organizationId === id) set({ organization });
    } catch {
      if (get().user?.organizationId === id) set({ organization: null });
    }
  }

  /** Applies a token: signed in when it decodes and has not expired, else removed. */
  function applyToken(token: string | null): SessionUser | null {
    if (!token) {
      if (get().token || get().user) {
        set({ ...SIGNED_OUT });
        forgetServerData();
      }
      return null;
    }
    const decoded = decodeSessionToken(token);
    if (!decoded) {
      writeToken(null);
      set({ ...SIGNED_OUT });
      forgetServerData();
      return null;
    }
    const current = get();
    // The same token again (every navigation): keep the same user object so subscribers do not re-render.
    if (current.token === token && current.user) return current.user;
    const sameUser = current.user?.id === decoded.user.id;
    if (current.user && !sameUser) forgetServerData();
    set({
      token,
      user: decoded.user,
      expiresAt: decoded.expiresAt,
      organization: sameUser ? current.organization : null,
    });
    return decoded.user;
  }

  return {
    ...SIGNED_OUT,
    authError: null,
    signOutReason: null,

    async login(credentials) {
      set({ authError: null });
      try {
        const token = await createSession(credentials);
        writeToken(token);
        set({ signOutReason: null });
        const user = applyToken(token);
        if (!user) throw new Error('The server returned an unusable token.');
        await loadOrganization(user);
      } catch (error) {
        writeToken(null);
        set({ ...SIGNED_OUT });
        forgetServerData();
        const { status, message } = normalizeError(error);
        if (status !== 403) set({ authError: message });
        throw error;
      }
    },

    logout(options = {}) {
      const { token } = get();
      if (token && !options.reason) {
        endSession(token).catch(() => undefined);
      }
      writeToken(null);
      set({ ...SIGNED_OUT, authError: null, signOutReason: token && options.reason ? options.reason : null });
      forgetServerData();
    },

    async reload() {
      const user = applyToken(readToken());
      if (user) await loadOrganization(user);
    },
  };
});

/**
 * Authenticated (spec §4): a stored token exists, its expiry is in the future and the user is loaded.
 * Use as `useSessionStore(selectIsAuthenticated)`; `now` is for tests.
 */
export function selectIsAuthenticated(state: SessionState, now: number = Date.now()): boolean {
  return !!state.token && !!state.user && state.expiresAt !== null && state.expiresAt > now;
}
