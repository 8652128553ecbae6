import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import cspReportRoutes from './modules/csp-reports/routes.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Messages, healthSchema } from '@portal/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import type { Database } from './db/client.js';
import { tooManyRequests } from './errors.js';
import { type FileStorage, LocalFileStorage } from './files/storage.js';
import authRoutes from './modules/auth/routes.js';
import { type CarrierRegistry, createCarrierRegistry } from './modules/shipments/carrier-setup.js';
import { type ShipmentPoller, startShipmentPoller } from './modules/shipments/poller.js';
import { access, closedByDefault, type RouteAccessEntry } from './plugins/access.js';
import authPlugin from './plugins/auth.js';
import contextPlugin from './plugins/context.js';
import errorsPlugin from './plugins/errors.js';
import inputGuard from './plugins/input-guard.js';
import { createMailer, type Mailer, type SentMail } from './plugins/mail.js';
import securityHeaders, { allowInlineStyles } from './plugins/security-headers.js';
import staticPlugin from './plugins/static.js';
import inboundSmtpPlugin from './plugins/inbound-smtp.js';

export interface BuildAppOptions {
  /** An open, migrated database. Without it buildApp opens one from the config and closes it with the app. */
  db?: Database;
  /** Mailer to use (default: SMTP or outbox per config). */
  mailer?: Mailer;
  /** Capture mails in this array instead of sending them (tests). */
  mailCapture?: SentMail[];
  /** File storage (default: the local directory config.filesDir). */
  files?: FileStorage;
  /** Shipment carriers (default: as config.carriers selects; tests pass fakes). */
  carriers?: CarrierRegistry;
  /** Fastify logger option (default: pino at config.logLevel). */
  logger?: FastifyServerOptions['logger'];
  /** More API modules registered under /api after the portal's own (tests of the access rule; extensions). */
  extraModules?: FastifyPluginAsync[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (plugins/access.ts closedByDefault), in registration order. */
    routeAccess: RouteAccessEntry[];
  }
}

/**
 * What the log records of a request: Fastify's default fields, with the value of any `token` query parameter
 * replaced (signed video playback URLs carry one; a log must not hand out working links).
 */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQueryTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `url` with the value of every `token` query parameter replaced by `[redacted]`. */
export function redactQueryTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Builds the portal server (ARCHITECTURE §5, fastify/demo order): infrastructure plugins (context, errors,
 * auth, rate limit, swagger) → application routes under /api (auth, then the business modules) → static hosting.
 * Used by main.ts and by tests (with `app.inject`). Does not listen.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: requestLogFields } },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL that cannot be decoded (e.g. /api/organizations/%C0%AF) answers in the spec §8 shape like any other bad
    // input, not Fastify's own `{error, code: "FST_ERR_BAD_URL"}` (issue 21).
    frameworkErrors: (err, _request, reply) => {
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 400;
      const body = {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'url', message: 'This address is not valid.' }],
      };
      void (reply as FastifyReply).code(status as 400).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let handle: DatabaseHandle | undefined;
  let db = options.db;
  if (!db) {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
    db = handle.db;
    app.addHook('onClose', async () => handle?.close());
  }
  const mailer = options.mailer ?? createMailer(config, app.log, { capture: options.mailCapture });

  const files = options.files ?? new LocalFileStorage(config.filesDir);

  const carriers = options.carriers ?? (await createCarrierRegistry(config.carriers));
  await app.register(contextPlugin, { db, config, mailer, files, carriers });
  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(inputGuard);
  // gzip/brotli for JSON and static bundles (the shell and remotes are ~4× smaller on the wire).
  await app.register(compress, { threshold: 1024 });
  await app.register(authPlugin);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => tooManyRequests(),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'IoT portal API', version: '0.1.0', description: 'contracts.md; spec §7' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The API documentation is public by choice (it holds no data); it sits outside the closed /api context below.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI injects its own <style> elements, which cannot carry the portal's nonce (issue 20).
    uiHooks: { onRequest: async (_request, reply) => allowInlineStyles(reply) },
  });
  app.decorate('routeAccess', [] as RouteAccessEntry[]);
  await app.register(
    async (api) => {
      // Closed by default: every route below declares who may call it, or the server does not start.
      closedByDefault(api, app.routeAccess);
      /** GET /api/health → {status: "ok"} (contracts.md). */
      api.withTypeProvider<ZodTypeProvider>().get(
        '/health',
        {
          config: { access: access.public('liveness probe') },
          schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthSchema } },
        },
        async () => ({ status: 'ok' as const }),
      );
      await api.register(authRoutes);
      await api.register(cspReportRoutes);
      await api.register((await import('./modules/business.js')).default);
      for (const module of options.extraModules ?? []) await api.register(module);
    },
    { prefix: '/api' },
  );

  await app.register(inboundSmtpPlugin);
  if (config.shipments.pollSeconds > 0) {
    let poller: ShipmentPoller | undefined;
    app.addHook('onReady', async () => {
      poller = startShipmentPoller(db, carriers, {
        intervalMs: config.shipments.pollSeconds * 1000,
        windowDays: config.shipments.overviewDays,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => poller?.stop());
  }
  await app.register(staticPlugin);
  return app;
}
