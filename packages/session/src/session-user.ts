import type { Role, TokenClaims } from '@portal/domain';
import { jwtDecode } from 'jwt-decode';

/** The signed-in user, from the token's claims (spec §3 session user). */
export interface SessionUser {
  id: number;
  /** null for provider staff. */
  organizationId: number | null;
  email: string;
  name: string;
  roles: Role[];
  subsystems: number[];
}

/** A decoded, unexpired token: its user and expiry (ms since epoch). */
export interface DecodedToken {
  user: SessionUser;
  expiresAt: number;
}

/**
 * Reads the user from a token's claims (spec §7: claims are read on the client; the server verifies the
 * signature). Returns null for a token that cannot be decoded, lacks the claims, or has expired at `now` (ms).
 */
export function decodeSessionToken(token: string, now: number = Date.now()): DecodedToken | null {
  let claims: Partial<TokenClaims>;
  try {
    claims = jwtDecode<Partial<TokenClaims>>(token);
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  const id = typeof claims.id === 'number' ? claims.id : Number(claims.sub);
  if (!Number.isFinite(id) || typeof claims.name !== 'string' || !Array.isArray(claims.roles)) return null;
  return {
    expiresAt: claims.exp * 1000,
    user: {
      id,
      organizationId: typeof claims.organizationId === 'number' ? claims.organizationId : null,
      email: typeof claims.email === 'string' ? claims.email : '',
      name: claims.name,
      roles: claims.roles,
      subsystems: Array.isArray(claims.subsystems) ? claims.subsystems.filter((s) => typeof s === 'number') : [],
    },
  };
}
