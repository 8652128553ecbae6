import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';
import { findUserByEmail } from '../modules/auth/repository.js';
import { issueSessionToken } from '../modules/auth/sessions.js';
import type { CarrierRegistry } from '../modules/shipments/carrier-setup.js';
import type { SentMail } from '../plugins/mail.js';
import { templateBlob } from './template.js';

export type { SentMail };

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. RATE_LIMIT_LOGIN: '3', SHELL_DIST). Rate limits default to 1000. */
  env?: Record<string, string>;
  /** Shipment carriers to use instead of the configured ones (fakes, a sandbox on a test clock). */
  carriers?: CarrierRegistry;
  /** Fastify logger option instead of silence (e.g. a pino stream a test reads its log lines from). */
  logger?: FastifyServerOptions['logger'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** Starts a session for the seeded user with this e-mail and returns its token, directly (no login, no 2FA). */
  tokenFor(email: string): Promise<string>;
  /** Mails the app sent, captured in memory, oldest first. */
  outbox: SentMail[];
  /** Temporary data directory of this app (releases/, outbox/, …). */
  dataDir: string;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Drops a test database. A plain DROP first: it waits up to 5 s for closing connections and stops an autovacuum
 * worker on that database itself. Only when connections of our own role are still open (55006: a test left a
 * second pool open) does it fall back to WITH (FORCE). FORCE first was wrong for a role without superuser or
 * pg_signal_backend: it also tries to signal an autovacuum worker that happens to be on the database, and fails
 * with 42501 (seen in CI, one suite in ~200).
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err;
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** A fresh database per call: a PGlite loaded from the seeded template, or a new database on TEST_DATABASE_URL. */
async function freshDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ loadDataDir: await templateBlob() });

  const name = `portal_test_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await handle.migrate();
  await seedDatabase(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Builds the whole app on a fresh, seeded database (README demo accounts), with mail captured in `outbox`,
 * silent logs and a temporary DATA_DIR. Use `app.inject` to call it; `close()` when done.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    SHELL_DIST: path.join(dataDir, 'shell-dist'),
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_RESET: '1000',
    RATE_LIMIT_TOKEN: '1000',
    // Tests run the shipment status poller themselves (pollShipmentStatuses).
    SHIPMENT_POLL_SECONDS: '0',
    ...options.env,
  });
  const handle = await freshDatabase();
  const outbox: SentMail[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      db: handle.db,
      mailCapture: outbox,
      logger: options.logger ?? false,
      carriers: options.carriers,
    });
    await app.ready();
  } catch (err) {
    await handle.close();
    throw err;
  }
  return {
    app,
    db: handle.db,
    config,
    outbox,
    dataDir,
    async tokenFor(email: string) {
      const user = await findUserByEmail(handle.db, email);
      if (!user) throw new Error(`No seeded user ${email}`);
      return issueSessionToken(handle.db, config, user);
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
