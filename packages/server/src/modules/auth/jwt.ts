import type { TokenClaims } from '@portal/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config.js';

/** Session tokens (spec §4, ARCHITECTURE §5): a signed JWT that identifies a session (`sid`) and its user. */

/** Claims a token is signed with (exp/iat are added when signing). */
export type TokenPayload = Omit<TokenClaims, 'exp' | 'iat'>;

const ALGORITHM = 'HS256';
const keyOf = (config: Pick<AppConfig, 'jwtSecret'>) => new TextEncoder().encode(config.jwtSecret);

/** Signs a session token (HS256, expiry `config.jwtExpiresIn`). Spec §4, ARCHITECTURE §5. */
export async function signToken(config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn'>, payload: TokenPayload) {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(payload.sub)
    .setIssuedAt()
    .setExpirationTime(config.jwtExpiresIn)
    .sign(keyOf(config));
}

/** Verifies a token's signature and expiry; returns its claims or null (never throws). */
export async function verifyToken(config: Pick<AppConfig, 'jwtSecret'>, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: [ALGORITHM] });
    if (typeof payload.id !== 'number' || !Array.isArray(payload.roles)) return null;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}

