import { and, eq, isNull, sql } from 'drizzle-orm';
import { esEntidad } from '@worknet/domain/catalogos/entidades';
import { esquemasDe } from '@worknet/domain/catalogos/esquemas';
import { etiquetaDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS, catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { plano, planoJs } from '../../platform/db/texto';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { TABLAS_ENTIDAD, tablaDe } from './catalogos.tablas';
import type { Semillas } from '../../seed/catalogos/tipos';
import { textoSql } from './catalogos.sql';

// Seed rows name what they reference by its label ('Santa Fe', 'referente'),
// so seed files read like the screens. A catalog is seeded only while empty.

/** Referenced catalogs first, so their rows exist when others name them. */
function enOrden(): Catalogo[] {
  const hechos = new Set<string>();
  const orden: Catalogo[] = [];
  const visitar = (c: Catalogo) => {
    if (hechos.has(c.clave)) return;
    hechos.add(c.clave);
    for (const f of Object.values(c.campos)) {
      if ((f.tipo === 'referencia' || f.tipo === 'referencias') && !esEntidad(f.a)) visitar(catalogoPorClave(f.a)!);
    }
    orden.push(c);
  };
  CATALOGOS.forEach(visitar);
  return orden;
}

async function idPorEtiqueta(db: Db, a: string, texto: string): Promise<number | null> {
  let r: { id: number }[];
  if (a === 'usuario') r = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, texto));
  else if (a === 'sector')
    r = await db
      .select({ id: sector.id })
      .from(sector)
      .where(and(eq(plano(sector.nombre), planoJs(texto)), isNull(sector.deleted_at)));
  else if (esEntidad(a))
    r = await db
      .select({ id: sql<number>`${TABLAS_ENTIDAD[a].tabla.id}` })
      .from(TABLAS_ENTIDAD[a].tabla)
      .where(eq(plano(TABLAS_ENTIDAD[a].etiqueta), planoJs(texto)));
  else {
    const destino = catalogoPorClave(a)!;
    const t = tablaDe(destino);
    r = await db
      .select({ id: sql<number>`${t.id}` })
      .from(t)
      .where(sql`${plano(textoSql(destino, etiquetaDe(destino)[0]!, t))} = ${planoJs(texto)}`);
  }
  return r[0]?.id ?? null;
}

async function resolver(db: Db, c: Catalogo, fila: Record<string, unknown>): Promise<Record<string, unknown>> {
  const v = { ...fila };
  for (const [k, f] of Object.entries(c.campos)) {
    const faltante = (texto: unknown) => {
      // Reference data may name a demo sector: optional references are left empty where it does not exist.
      if (f.requerido)
        throw new Error(`Semilla de ${c.clave}: no existe «${String(texto)}» en ${f.tipo === 'referencia' || f.tipo === 'referencias' ? f.a : k}`);
      return null;
    };
    if (f.tipo === 'referencia' && typeof v[k] === 'string') v[k] = (await idPorEtiqueta(db, f.a, v[k])) ?? faltante(v[k]);
    if (f.tipo === 'referencias' && Array.isArray(v[k])) {
      const ids = await Promise.all((v[k] as unknown[]).map(async (x) => (typeof x === 'string' ? ((await idPorEtiqueta(db, f.a, x)) ?? faltante(x)) : x)));
      v[k] = ids.filter((x) => x !== null);
    }
  }
  return v;
}

/** A seed row's system key (motor.ts, clavesDeSistema): only the seed sets it, never the API. */
function claveDeSistema(c: Catalogo, fila: Record<string, unknown>): { clave_sistema?: string } {
  const k = fila.clave_sistema;
  if (k === undefined) return {};
  if (typeof k !== 'string' || !c.clavesDeSistema?.includes(k)) throw new Error(`Semilla de ${c.clave}: clave de sistema no declarada «${String(k)}»`);
  return { clave_sistema: k };
}

/** Loads the seed rows of every empty catalog, in one transaction. Returns how many catalogs it filled. */
export async function sembrarCatalogos(db: Db, semillas: Semillas): Promise<number> {
  let llenados = 0;
  await db.transaction(async (tx) => {
    for (const c of enOrden()) {
      const filas = semillas[c.clave];
      if (!filas?.length) continue;
      const t = tablaDe(c);
      const [hay] = await tx.select({ n: sql<number>`count(*)::int` }).from(t);
      if ((hay?.n ?? 0) > 0) continue;
      const valores = [];
      for (const fila of filas) {
        const datos = esquemasDe(c).alta.parse(await resolver(tx, c, fila));
        valores.push({ ...datos, ...c.derivados?.calcular(datos), ...claveDeSistema(c, fila) });
      }
      await tx.insert(t).values(valores);
      llenados++;
    }
  });
  return llenados;
}
