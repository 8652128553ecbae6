import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the portal does not use, switched off for every page and anything it embeds (Permissions-Policy; issue 20).
 * Fullscreen stays allowed for the portal itself (helpdesk videos).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/**
 * The protective headers of every response — the shell's HTML, the API, files and the remotes' bundles (issue 20
 * "Browser-side hardening", first step), set in this one place through @fastify/helmet:
 * - `Content-Security-Policy: frame-ancestors 'none'` (or the FRAME_ANCESTORS origins) with `object-src 'none'`,
 *   `base-uri 'self'` and `form-action 'self'`, and `X-Frame-Options: DENY` for older browsers: the portal cannot be
 *   framed by another site (clickjacking of sign-in and staff actions). The script and style sources are the next
 *   step (they must follow the remotes' origins in the registry and antd's style nonce).
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, PERMISSIONS_POLICY,
 *   `Cross-Origin-Opener-Policy: same-origin`, and `Strict-Transport-Security` when PUBLIC_URL is https.
 * Not set: `Cross-Origin-Resource-Policy` — a remote's bundle must load into a shell on another origin (Module
 * Federation across origins, staging overrides). A route may still set its own stricter policy (downloads answer
 * `default-src 'none'`).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const { frameAncestors, hsts } = app.config.security;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          // No default-src yet: the sources of scripts, styles, images and connections are the next step (the
          // remotes' origins from the registry, antd's style nonce); until then these directives stand alone.
          defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
          frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // X-Frame-Options cannot name origins: sent only when no site may frame the portal.
      frameguard: frameAncestors.length ? false : { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: hsts ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
