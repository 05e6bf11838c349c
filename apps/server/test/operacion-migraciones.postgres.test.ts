import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/platform/db/client';

// Issue 24, item 7, on PostgreSQL: several instances starting together on an empty database
// migrate it once (an advisory lock), and none of them fails.

const journal = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('migraciones en PostgreSQL', () => {
  it('dos instancias que migran a la vez una base vacía: las dos terminan bien y cada migración se aplica una vez', { timeout: 120_000 }, async () => {
    const b = inject('baseDePrueba');
    if (b.tipo !== 'postgres') throw new Error('Esta prueba corre solo en la pasada de PostgreSQL.');
    const nombre = `worknet_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: b.url });
    await admin.connect();
    await admin.query(`create database ${nombre}`);
    const url = new URL(b.url);
    url.pathname = `/${nombre}`;
    const a = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    const c = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    try {
      const resultados = await Promise.allSettled([a.migrate(), c.migrate()]);
      expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const cliente = new pg.Client({ connectionString: url.toString() });
      await cliente.connect();
      const { rows } = await cliente.query<{ n: number; distintas: number }>(
        'select count(*)::int as n, count(distinct created_at)::int as distintas from drizzle.__drizzle_migrations',
      );
      await cliente.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, distintas: journal.entries.length });
    } finally {
      await a.close();
      await c.close();
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    }
  });
});
