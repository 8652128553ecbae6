import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle instance, the same type on PGlite and node-postgres (ARCHITECTURE §5: one code path). */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle (inside `db.transaction(tx => …)` use `tx` only: `db` deadlocks on PGlite). */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database with its driver kind, migrator and close. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Applies the committed SQL migrations (packages/server/drizzle). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string;
  /** PGlite data directory (ignored with databaseUrl). Omit both for an in-memory PGlite. */
  dataDir?: string;
  /** PGlite: start from this dumped data directory (tests: a migrated + seeded template). */
  loadDataDir?: Blob | File;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * node-postgres: called when an idle pooled connection fails (the server restarted or terminated it); the pool
   * drops that connection and opens a new one on the next query. Default: a line on stderr. Without a listener
   * the pool's 'error' event would end the process (node-postgres docs, "Pool: error").
   */
  onIdleConnectionError?: (err: Error) => void;
}

/**
 * PostgreSQL extensions the migrations create, which PGlite must load at every open (PostgreSQL ships them in
 * contrib): pg_trgm for trigram indexes behind "contains" searches (the shipment overview, issue 14).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PostgreSQL (node-postgres pool) when `databaseUrl` is given, else PGlite in `dataDir` (or memory).
 * The caller must hold the data directory lock (see db/lock.ts) for an on-disk PGlite.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((err) =>
          process.stderr.write(`database: an idle connection failed and was dropped: ${err.message}\n`)),
    );
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'pg',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    // PGLITE_EXTENSIONS: the migrations create these (pg_trgm: the shipment search's trigram indexes).
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
