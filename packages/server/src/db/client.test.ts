import pg from 'pg';
import { openDatabase } from './client.js';

/**
 * node-postgres pool robustness (PostgreSQL run only; PGlite has no connections to lose): a pooled connection that
 * the server terminates while idle (a restart, a failover, DROP DATABASE … WITH (FORCE) in the test harness) must
 * not end the process; the next query gets a new connection. Without the pool's error listener the 'error' event
 * was unhandled, which once killed a whole server test file in CI.
 */
/** The backend process id serving the pool's (single) connection. */
async function backendPid(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const result = (await handle.db.execute('select pg_backend_pid() as pid')) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows[0].pid;
}

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

onPostgres('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection and answers the next query', async () => {
    const errors: string[] = [];
    const handle = await openDatabase({
      databaseUrl: adminUrl,
      poolSize: 1,
      onIdleConnectionError: (err) => errors.push(err.message),
    });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const pid = await backendPid(handle);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      for (let i = 0; i < 100 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(errors).toEqual([
        expect.stringContaining('terminating connection due to administrator command'),
      ]);
      expect(await backendPid(handle)).not.toBe(pid);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
