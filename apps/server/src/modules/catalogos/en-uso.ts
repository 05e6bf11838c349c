import { sql } from 'drizzle-orm';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { columnaDe } from './catalogos.sql';
import { tablaDe } from './catalogos.tablas';

// Where a row is used: every foreign key pointing at its table (found in the
// database itself, so tables of later modules count without registering), plus
// the catalogs' multi-references, which are integer arrays without a key.

type Referencia = { tabla: string; columna: string; blando: boolean };

/** How a referencing table is named in messages, when it is not a catalog. */
const NOMBRES: Record<string, string> = { usuario_sector: 'usuarios', usuario: 'usuarios' };
const nombreDe = (tabla: string) => CATALOGOS.find((c) => c.tabla === tabla)?.plural.toLowerCase() ?? NOMBRES[tabla] ?? tabla.replace(/_/g, ' ');

// The schema does not change while the server runs (migrations run first).
const cache = new Map<string, Promise<Referencia[]>>();

function referenciasA(db: Db, tabla: string): Promise<Referencia[]> {
  let r = cache.get(tabla);
  if (!r) {
    r = db
      .execute(
        sql`select cl.relname as tabla, a.attname as columna,
              exists (select 1 from pg_attribute d where d.attrelid = cl.oid and d.attname = 'deleted_at' and not d.attisdropped) as blando
            from pg_constraint k
            join pg_class cl on cl.oid = k.conrelid
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
            where k.contype = 'f' and k.confrelid = ${tabla}::regclass
            order by 1, 2`,
      )
      .then((res) => (res as { rows: Referencia[] }).rows);
    cache.set(tabla, r);
    r.catch(() => cache.delete(tabla));
  }
  return r;
}

export async function usosDe(db: Db, c: Catalogo, id: number): Promise<{ donde: string; cantidad: number }[]> {
  const usos: { donde: string; cantidad: number }[] = [];
  for (const ref of await referenciasA(db, c.tabla)) {
    const vivos = ref.blando ? sql` and deleted_at is null` : sql``;
    const res = await db.execute(sql`select count(*)::int as n from ${sql.identifier(ref.tabla)} where ${sql.identifier(ref.columna)} = ${id}${vivos}`);
    const n = Number((res as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n > 0) usos.push({ donde: nombreDe(ref.tabla), cantidad: n });
  }
  for (const otro of CATALOGOS) {
    for (const [k, f] of Object.entries(otro.campos)) {
      if (f.tipo !== 'referencias' || f.a !== c.clave) continue;
      const t = tablaDe(otro);
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(sql`${id}::integer = any(${columnaDe(t, k)}) and ${t.deleted_at} is null`);
      if ((r?.n ?? 0) > 0) usos.push({ donde: otro.plural.toLowerCase(), cantidad: r!.n });
    }
  }
  return usos;
}
