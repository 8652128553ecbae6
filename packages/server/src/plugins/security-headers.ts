import helmet from '@fastify/helmet';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** Path of the CSP violation report endpoint (modules/csp-reports), named by `report-uri` and `Reporting-Endpoints`. */
export const CSP_REPORT_PATH = '/api/csp-reports';

const nonces = new WeakMap<object, string>();

/**
 * The style nonce of this response's Content-Security-Policy (base64, 128 random bits, new for every response).
 * The shell's HTML carries it (static.ts), so antd can give its runtime `<style>` elements the nonce.
 */
export function cspNonceOf(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Lets one response apply inline `<style>` elements (`style-src … 'unsafe-inline'`, without the nonce, which would
 * switch it off), leaving every other directive as it is: for the API documentation (@fastify/swagger-ui), whose
 * page injects styles of its own. Call it from a hook that runs after the policy was set (a route's onRequest).
 */
export function allowInlineStyles(reply: FastifyReply): void {
  editPolicy(reply, (policy) =>
    policy.replace(/(^|;)\s*style-src [^;]*/, "$1style-src 'self' 'unsafe-inline'"),
  );
}

/** Rewrites this response's Content-Security-Policy (enforced or report-only, whichever was set) with `edit`. */
function editPolicy(reply: FastifyReply, edit: (policy: string) => string): void {
  for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
    const policy = reply.getHeader(name);
    if (typeof policy === 'string') reply.header(name, edit(policy));
  }
}

/** The CSP source (`'sha256-<base64>'`) that allows the inline `<script>` whose text is `source`. */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Lets one response run the inline scripts with these hash sources ({@link scriptHashSource}) and no other inline
 * script: for the shell's prerendered public pages, whose one inline script shows the markup in the user's
 * language before the JavaScript arrives (issue 18). Call it where {@link allowInlineStyles} may be called.
 */
export function allowInlineScripts(reply: FastifyReply, hashSources: string[]): void {
  if (!hashSources.length) return;
  editPolicy(reply, (policy) =>
    policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashSources.join(' ')}`),
  );
}

/**
 * The protective headers of every response — the shell's HTML, the API, files and the remotes' bundles (issue 20
 * "Browser-side hardening"), set in this one place through @fastify/helmet:
 * - A Content-Security-Policy that lets the portal work and nothing else. Scripts, styles, fonts, images and
 *   connections come from the portal's own origin and from the origins of the remotes in the live registry
 *   (`remotes.json`, read by live-registry.ts, so a release to another origin needs no server change); with
 *   `allowOverrides` (staging) the registry's `overrideOrigins` too, never in production. No inline script (but
 *   a prerendered page's own, allowed by its hash on that response only: allowInlineScripts); `<style>` elements
 *   need the response's nonce (antd's CSS-in-JS gets it through ConfigProvider `csp`); only
 *   style *attributes* are allowed inline (`style-src-attr`: libraries set them with setAttribute). Images also as
 *   `data:`/`blob:` (antd's icons, previews of picked logos), media and frames from the portal or a `blob:` it made
 *   (videos, the PDF viewer). `frame-ancestors 'none'` (or
 *   the FRAME_ANCESTORS origins), `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`. Violations are
 *   reported to CSP_REPORT_PATH; with CSP_REPORT_ONLY=true the policy is only reported, not enforced (roll-out).
 * - `X-Frame-Options: DENY` for older browsers (when no site may frame the portal), `X-Content-Type-Options:
 *   nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, PERMISSIONS_POLICY, `Cross-Origin-Opener-Policy:
 *   same-origin`, and `Strict-Transport-Security` when PUBLIC_URL is https.
 * Not set: `Cross-Origin-Resource-Policy` — a remote's bundle must load into a shell on another origin (Module
 * Federation across origins, staging overrides). A route may still set its own stricter policy (downloads answer
 * `default-src 'none'`).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const { frameAncestors, hsts, cspReportOnly } = app.config.security;
    const sourcesOf = new WeakMap<ServerResponse, string>();
    /** `'self'` and the registry's origins (overrides only while the registry allows them); once per response. */
    const codeSources = (_req: IncomingMessage, res: ServerResponse) => {
      let sources = sourcesOf.get(res);
      if (!sources) {
        const { remotes, overrides } = app.liveRegistry().origins;
        sources = ["'self'", ...remotes, ...overrides].join(' ');
        sourcesOf.set(res, sources);
      }
      return sources;
    };
    const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;

    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      reply.header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`);
    });
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        reportOnly: cspReportOnly,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [codeSources],
          styleSrc: [codeSources, nonceSource],
          // Style attributes set by script (antd's auto-size text areas measure with a hidden element styled through
          // setAttribute('style')); they cannot run code, and stored rich text has no style attribute (sanitizer).
          styleSrcAttr: ["'unsafe-inline'"],
          fontSrc: [codeSources, 'data:'],
          imgSrc: [codeSources, 'data:', 'blob:'],
          connectSrc: [codeSources],
          mediaSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'"],
          frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          reportUri: [CSP_REPORT_PATH],
          reportTo: ['csp'],
        },
      },
      // X-Frame-Options cannot name origins: sent only when no site may frame the portal.
      frameguard: frameAncestors.length ? false : { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: hsts ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: ['context'] },
);
