import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../files/storage.js';
import type { CarrierRegistry } from '../modules/shipments/carrier-setup.js';
import { createJobQueue, type JobQueue } from '../jobs.js';
import { type MailOutboxWorker, startMailOutbox } from '../mail-outbox.js';
import { type LiveRegistry, liveRegistryReader } from './live-registry.js';
import type { Mailer } from './mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (PGlite or PostgreSQL; same type). Only repositories query it. */
    db: Database;
    /** Validated configuration (src/config.ts). */
    config: AppConfig;
    /** Outgoing mail (plugins/mail.ts). */
    mailer: Mailer;
    /** Stored files: contracts, invoices (src/files). */
    files: FileStorage;
    /** Work done after the response (src/jobs.ts). */
    jobs: JobQueue;
    /** The shipment carriers (issue 14): the active adapters and the one that booked a shipment. */
    carriers: CarrierRegistry;
    /** Delivery of the durable mail outbox (src/mail-outbox.ts): `kick()` after a commit that queued mails. */
    mailOutbox: MailOutboxWorker;
    /** The live registry (`remotes.json` of the release store), re-read when it changes (plugins/live-registry.ts). */
    liveRegistry: () => LiveRegistry;
  }
}

export interface ContextOptions {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  files: FileStorage;
  carriers: CarrierRegistry;
}

/**
 * Decorates the instance with `db`, `config`, `mailer`, `files`, `carriers`, `jobs`, `mailOutbox` and `liveRegistry`
 * for every plugin and route.
 */
export default fp<ContextOptions>(
  async function contextPlugin(app: FastifyInstance, options: ContextOptions) {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('mailer', options.mailer);
    app.decorate('files', options.files);
    app.decorate('carriers', options.carriers);
    app.decorate('liveRegistry', liveRegistryReader(options.config.releasesDir));
    const jobs = createJobQueue(app.log);
    app.decorate('jobs', jobs);
    const mailOutbox = startMailOutbox(options.db, options.mailer, app.log, (job) => jobs.push(job));
    app.decorate('mailOutbox', mailOutbox);
    // Mails left by a stopped process or due for a retry go out soon after start.
    app.addHook('onReady', async () => mailOutbox.kick());
    // Queued jobs (mails) finish before the mailer closes.
    app.addHook('onClose', async () => {
      mailOutbox.stop();
      await jobs.drained();
      options.mailer.close();
    });
  },
  { name: 'context' },
);
