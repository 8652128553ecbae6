import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRICE_LIST_DEFAULT_LIMIT } from '@portal/domain';
import { z } from 'zod';

/**
 * The one module that reads the environment (STYLE: environment variables are read in exactly one module).
 * README's configuration table lists the same variables.
 */

/** Repository root, found from this file (src/config.ts or dist/main.js both sit two levels below packages/). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Folder of the committed drizzle-kit migrations (read at runtime, not bundled). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'packages', 'server', 'drizzle');

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..', '..', '..');
    dir = parent;
  }
}

/** VIDEO_LINK_HOSTS default: YouTube and Vimeo, the hosts providers publish their how-to videos on. */
export const DEFAULT_VIDEO_LINK_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
];

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  PORT: positiveInt(8080),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+\s*[smhd]$/, 'e.g. 8h, 30m')
      .default('8h'),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('IoT Portal <no-reply@provider.example>')),
  PUBLIC_URL: optionalString,
  /**
   * Origins that may show the portal in a frame (issue 20; CSP frame-ancestors), space-separated, e.g.
   * "https://intranet.provider.example"; unset: none may.
   */
  FRAME_ANCESTORS: optionalString,
  /**
   * `true`: the Content-Security-Policy is sent as Content-Security-Policy-Report-Only — violations are reported to
   * /api/csp-reports and logged, nothing is blocked (for rolling a stricter policy out; issue 20). Default false.
   */
  CSP_REPORT_ONLY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  SHELL_DIST: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SUPPORT_PHONE: z.preprocess(emptyToUndefined, z.string().default('+31 (0)20 123 4567')),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.string().default('support@provider.example')),
  /** Max login attempts per IP + e-mail per minute (spec §7 rate limits). */
  RATE_LIMIT_LOGIN: positiveInt(10),
  /** Max password-reset requests per IP + e-mail per 15 minutes. */
  RATE_LIMIT_RESET: positiveInt(5),
  /** Max token-based password sets (reset / confirm) per IP per 15 minutes. */
  RATE_LIMIT_TOKEN: positiveInt(20),
  /** Folder of the local file storage (contracts, invoices); default DATA_DIR/files. */
  FILES_DIR: optionalString,
  /** Largest accepted upload in bytes (contracts, invoices); default 20 MB. */
  UPLOAD_MAX_BYTES: positiveInt(20 * 1024 * 1024),
  /** Port of the helpdesk's incoming-mail SMTP listener (issue 13); unset: no listener; 0: any free port. */
  INBOUND_SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** Address the incoming-mail listener binds to; default loopback. */
  INBOUND_SMTP_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  /** Largest accepted incoming mail in bytes (SMTP and the endpoint); default 10 MB. */
  INBOUND_MAIL_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  /** Days the shipment overview looks back (spec §9 "the last N days", issue 14); default 90. */
  SHIPMENT_OVERVIEW_DAYS: positiveInt(90),
  /** Seconds between two runs of the shipment status poller (issue 14 "Track and trace"); 0 switches it off. */
  SHIPMENT_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60)),
  /** Simulated seconds between two tracking events of the sandbox carriers (a local user sees shipments move). */
  CARRIER_SANDBOX_STEP_SECONDS: positiveInt(60),
  /** Domestic carrier: `sandbox` (default, no network) or `postnl` (needs the POSTNL_* variables). */
  DOMESTIC_CARRIER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'postnl']).default('sandbox')),
  POSTNL_API_KEY: optionalString,
  POSTNL_CUSTOMER_CODE: optionalString,
  POSTNL_CUSTOMER_NUMBER: optionalString,
  /** PostNL collection location (the sorting centre that collects the provider's mail). */
  POSTNL_COLLECTION_LOCATION: optionalString,
  POSTNL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.postnl.nl')),
  /** International carrier: `sandbox` (default, no network) or `ups` (needs the UPS_* variables). */
  INTERNATIONAL_CARRIER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'ups']).default('sandbox')),
  UPS_CLIENT_ID: optionalString,
  UPS_CLIENT_SECRET: optionalString,
  UPS_ACCOUNT_NUMBER: optionalString,
  UPS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://onlinetools.ups.com')),
  /** The provider's sender address on labels and carrier requests. */
  SHIPPER_NAME: z.preprocess(emptyToUndefined, z.string().default('IoT Connect B.V.')),
  SHIPPER_STREET: z.preprocess(emptyToUndefined, z.string().default('Stationsplein')),
  SHIPPER_HOUSE_NUMBER: z.preprocess(emptyToUndefined, z.string().default('1')),
  SHIPPER_ZIP_CODE: z.preprocess(emptyToUndefined, z.string().default('3511 ED')),
  SHIPPER_CITY: z.preprocess(emptyToUndefined, z.string().default('Utrecht')),
  SHIPPER_COUNTRY_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('NL'),
  ),
  /**
   * Rows the sales price list shows before it says not all results are shown (issue 16 "Price list"; spec §9: the
   * limit is not shown); default PRICE_LIST_DEFAULT_LIMIT (500). The export always has the whole filtered set.
   */
  PRICE_LIST_LIMIT: positiveInt(PRICE_LIST_DEFAULT_LIMIT),
  /** Largest accepted helpdesk video upload in bytes (issue 13 "Videos"); default 500 MB. */
  VIDEO_UPLOAD_MAX_BYTES: positiveInt(500 * 1024 * 1024),
  /** Hosts a helpdesk video link may point to, comma-separated (exact host names, https only). */
  VIDEO_LINK_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(DEFAULT_VIDEO_LINK_HOSTS.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'host names, comma-separated')).min(1)),
  ),
});

/** Rate limits of the auth routes: `max` requests per `windowMs` per key. */
export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

/**
 * FRAME_ANCESTORS as a list of origins ("https://a.example https://b.example:8443"); empty when unset. Throws the
 * configuration error for anything that is not an http(s) origin (a path, a wildcard, a keyword).
 */
function frameAncestorsOf(value: string | undefined): string[] {
  const origins = (value ?? '').split(/\s+/).filter(Boolean);
  const bad = origins.filter((origin) => {
    try {
      const url = new URL(origin);
      return !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '');
    } catch {
      return true;
    }
  });
  if (bad.length) {
    throw new Error(`Invalid configuration:\n  FRAME_ANCESTORS: not an origin: ${bad.join(', ')}`);
  }
  return origins.map((origin) => new URL(origin).origin);
}

/** Typed server configuration (`app.config`). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  shellDist: string;
  releasesDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  supportPhone: string;
  supportEmail: string;
  rateLimits: { login: RateLimitConfig; reset: RateLimitConfig; token: RateLimitConfig };
  /** Local file storage folder (src/files). */
  filesDir: string;
  /** Largest accepted upload in bytes. */
  uploadMaxBytes: number;
  /** The helpdesk's incoming-mail SMTP listener (issue 13): null when off. */
  inboundSmtp: { port: number; host: string } | null;
  /** Largest accepted incoming mail in bytes. */
  inboundMailMaxBytes: number;
  /** Shipments (issue 14): how many days the overview looks back; seconds between status polls (0: off). */
  shipments: { overviewDays: number; pollSeconds: number };
  /** Carriers (issue 14): which adapters book shipments, their credentials, and the provider's sender address. */
  carriers: CarrierConfig;
  /** Helpdesk videos (issue 13): the largest upload in bytes and the hosts a link may point to (lowercase). */
  videos: { uploadMaxBytes: number; linkHosts: string[] };
  /** Sales price list (issue 16): the most rows GET /api/sales-price-list answers (`truncated` beyond it). */
  priceListLimit: number;
  /**
   * Browser-side hardening (issue 20): the origins that may frame the portal (empty: none), whether to send
   * Strict-Transport-Security (when PUBLIC_URL is https) and whether the CSP is only reported (CSP_REPORT_ONLY).
   */
  security: { frameAncestors: string[]; hsts: boolean; cspReportOnly: boolean };
}

/** The provider's sender address (labels, carrier requests). */
export interface ShipperConfig {
  name: string;
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  countryCode: string;
  phone: string;
  email: string;
}

/** Carrier selection (modules/shipments/carrier-setup.ts). */
export interface CarrierConfig {
  /** Simulated milliseconds between two sandbox tracking events. */
  sandboxStepMs: number;
  domestic:
    | { kind: 'sandbox' }
    | {
        kind: 'postnl';
        baseUrl: string;
        apiKey: string;
        customerCode: string;
        customerNumber: string;
        collectionLocation: string;
      };
  international:
    | { kind: 'sandbox' }
    | { kind: 'ups'; baseUrl: string; clientId: string; clientSecret: string; accountNumber: string };
  shipper: ShipperConfig;
}

/** Minimum JWT secret length (jose accepts 5 bytes; we do not). */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * Reads and validates the environment into an AppConfig. Without JWT_SECRET a 48-byte secret is generated once
 * and kept in DATA_DIR/jwt-secret. Throws an Error naming every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const missing = [
    ...(e.DOMESTIC_CARRIER === 'postnl'
      ? (['POSTNL_API_KEY', 'POSTNL_CUSTOMER_CODE', 'POSTNL_CUSTOMER_NUMBER'] as const)
      : []),
    ...(e.INTERNATIONAL_CARRIER === 'ups'
      ? (['UPS_CLIENT_ID', 'UPS_CLIENT_SECRET', 'UPS_ACCOUNT_NUMBER'] as const)
      : []),
  ].filter((name) => !e[name]);
  if (missing.length) {
    throw new Error(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required by the chosen carrier`).join('\n  ')}`,
    );
  }
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(dataDir);
  if (jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`Invalid configuration:\n  JWT_SECRET: use at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    jwtExpiresIn: e.JWT_EXPIRES_IN.replace(/\s+/g, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    shellDist: path.resolve(e.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    releasesDir: path.join(dataDir, 'releases'),
    logLevel: e.LOG_LEVEL,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN, windowMs: 60_000 },
      reset: { max: e.RATE_LIMIT_RESET, windowMs: 15 * 60_000 },
      token: { max: e.RATE_LIMIT_TOKEN, windowMs: 15 * 60_000 },
    },
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    inboundSmtp:
      e.INBOUND_SMTP_PORT !== undefined ? { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST } : null,
    inboundMailMaxBytes: e.INBOUND_MAIL_MAX_BYTES,
    shipments: { overviewDays: e.SHIPMENT_OVERVIEW_DAYS, pollSeconds: e.SHIPMENT_POLL_SECONDS },
    carriers: {
      sandboxStepMs: e.CARRIER_SANDBOX_STEP_SECONDS * 1000,
      domestic:
        e.DOMESTIC_CARRIER === 'postnl'
          ? {
              kind: 'postnl',
              baseUrl: e.POSTNL_BASE_URL,
              apiKey: e.POSTNL_API_KEY ?? '',
              customerCode: e.POSTNL_CUSTOMER_CODE ?? '',
              customerNumber: e.POSTNL_CUSTOMER_NUMBER ?? '',
              collectionLocation: e.POSTNL_COLLECTION_LOCATION ?? '',
            }
          : { kind: 'sandbox' },
      international:
        e.INTERNATIONAL_CARRIER === 'ups'
          ? {
              kind: 'ups',
              baseUrl: e.UPS_BASE_URL,
              clientId: e.UPS_CLIENT_ID ?? '',
              clientSecret: e.UPS_CLIENT_SECRET ?? '',
              accountNumber: e.UPS_ACCOUNT_NUMBER ?? '',
            }
          : { kind: 'sandbox' },
      shipper: {
        name: e.SHIPPER_NAME,
        streetName: e.SHIPPER_STREET,
        houseNumber: e.SHIPPER_HOUSE_NUMBER,
        zipCode: e.SHIPPER_ZIP_CODE,
        city: e.SHIPPER_CITY,
        countryCode: e.SHIPPER_COUNTRY_CODE,
        phone: e.SUPPORT_PHONE,
        email: e.SUPPORT_EMAIL,
      },
    },
    videos: { uploadMaxBytes: e.VIDEO_UPLOAD_MAX_BYTES, linkHosts: e.VIDEO_LINK_HOSTS },
    priceListLimit: e.PRICE_LIST_LIMIT,
    security: {
      frameAncestors: frameAncestorsOf(e.FRAME_ANCESTORS),
      hsts: (e.PUBLIC_URL ?? '').toLowerCase().startsWith('https://'),
      cspReportOnly: e.CSP_REPORT_ONLY === 'true',
    },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
