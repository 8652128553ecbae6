import type { TokenClaims } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of the verified bearer token, or null when the request is not signed in. */
    user: TokenClaims | null;
  }
}

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
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}

/**
 * Sets `request.user` from the `Authorization: Bearer <jwt>` header on every request (null when absent or
 * invalid). Whether a route needs a user is decided by the access preHandlers (plugins/access.ts).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      request.user = await verifyToken(app.config, header.slice('Bearer '.length).trim());
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
