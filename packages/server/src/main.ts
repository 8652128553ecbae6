import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { acquireDataDirLock, type DataDirLock } from './db/lock.js';
import { seedDemoDocuments } from './db/seed-documents.js';
import { seedDemoVideos } from './db/seed-videos.js';
import { seedDemoRoamingLists } from './db/seed-roaming.js';
import { seedDemoServiceDocuments } from './db/seed-supplier-services.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './db/seed.js';
import { LocalFileStorage } from './files/storage.js';

/**
 * Server entry (ARCHITECTURE §5, §6): read config, take the data-directory lock (PGlite), migrate, seed an empty
 * database (and demo documents into the file storage), listen on HOST:PORT, print the URL and demo accounts; SIGINT/SIGTERM close the app, database and lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }).catch(
    (err: unknown) => {
      lock?.release();
      throw err;
    },
  );
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    try {
      await app?.close();
    } finally {
      await database.close().catch(() => undefined);
      lock?.release();
      process.exit(code);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const seeded = await seedDatabase(database.db);
    const files = new LocalFileStorage(config.filesDir);
    const seededDocuments = await seedDemoDocuments(database.db, files);
    const seededVideos = await seedDemoVideos(database.db, files);
    const seededRoaming = await seedDemoRoamingLists(database.db, files);
    const seededServiceDocuments = await seedDemoServiceDocuments(database.db, files);
    app = await buildApp(config, { db: database.db, files });
    if (seeded) app.log.info('seeded the demo data');
    if (seededDocuments) app.log.info('seeded the demo contract files and invoices');
    if (seededVideos) app.log.info('seeded the demo helpdesk videos');
    if (seededRoaming) app.log.info('seeded the demo roaming lists');
    if (seededServiceDocuments) app.log.info('seeded the demo supplier service documents');
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    console.error(err);
    await shutdown(1);
    return;
  }
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  const url = `http://${config.host}:${config.port}`;
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.role}${a.twoFactor ? ' (2FA by mail)' : ''}`);
  console.info(
    [
      '',
      `IoT portal running at ${url}  (API docs: ${url}/api/docs)`,
      `Data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}; mail: ${config.smtpUrl ? 'SMTP' : path.join(config.dataDir, 'outbox')}`,
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      ...accounts,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
