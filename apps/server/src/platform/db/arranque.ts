import pg from 'pg';

// Not the migrations' own key (client.ts, 7263001): migrate() takes that one inside this
// lock from another connection, and the same key would wait on itself.
const CANDADO_ARRANQUE = 7263002;

/**
 * Waits until no other instance is preparing the database, then holds it until the returned
 * function is called (or the process ends). Two instances starting together on a new
 * PostgreSQL database would otherwise seed the same rows at once, and one of them would stop
 * on a duplicate key (found by test/escala.postgres.test.ts): the migrations had a lock, the
 * RBAC sync and the seeds after them did not. PGlite needs none: one process owns its data dir.
 */
export async function candadoDeArranque(databaseUrl: string | undefined): Promise<() => Promise<void>> {
  if (!databaseUrl) return async () => undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [CANDADO_ARRANQUE]);
  // Ending the session releases the lock; if the process dies first, PostgreSQL releases it.
  return () => client.end().catch(() => undefined);
}
