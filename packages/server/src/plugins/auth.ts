import type { TokenClaims } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verifyToken } from '../modules/auth/jwt.js';
import { loadSessionUser } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user: the session's user with the roles, organization and subsystems the database holds now
     * (not the token's claims), or null when the request is not signed in.
     */
    user: TokenClaims | null;
    /** True when a validly signed token was sent whose session has ended (a 401 then says so). */
    sessionEnded: boolean;
  }
}

/**
 * Sets `request.user` on every request from the `Authorization: Bearer <jwt>` header (null when absent or not
 * usable). The token only identifies the session (`sid`): roles, organization and subsystems come from the
 * database on every request (modules/auth/sessions.ts), so a demotion, removal, deactivation, password change or
 * sign-out takes effect on the very next request, on every server instance. No cache: measured cost in the
 * README ("Sessions"). A token whose session has ended sets `request.sessionEnded`, so a 401 says why.
 * Whether a route needs a user is decided by its access declaration (plugins/access.ts).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionEnded', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const claims = await verifyToken(app.config, header.slice('Bearer '.length).trim());
      if (!claims) return;
      const state = claims.sid ? await loadSessionUser(app.db, claims.sid, claims) : null;
      request.user = state?.user ?? null;
      request.sessionEnded = !request.user;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
