import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginaOrdenadaPor } from '@worknet/domain/http';
import type { Database } from '../src/platform/db/client';
import { ordenDe, paginar, paginarSql } from '../src/platform/db/pagina';
import { edificio, sector } from '../src/platform/identidad/identidad.table';
import { baseDePrueba } from './app-de-prueba';

// The one paging helper (platform/db/pagina.ts): page and total of the same query,
// the order from the list's sortBy columns.

let b: Database;
let edificioId: number;
const NOMBRES = ['Delta', 'alfa', 'Charlie', 'Bravo', 'Eco'];

beforeAll(async () => {
  b = await baseDePrueba();
  const [e] = await b.db.insert(edificio).values({ nombre: 'Edificio de paginado' }).returning();
  edificioId = e!.id;
  for (const nombre of NOMBRES) await b.db.insert(sector).values({ nombre, raiz_id: edificioId });
});
afterAll(() => b.close());

const ORDENABLES = { nombre: sql`lower(${sector.nombre})`, id: sql`${sector.id}` };
const consulta = paginaOrdenadaPor(['nombre', 'id']);
const delEdificio = () =>
  b.db
    .select({ id: sector.id, nombre: sector.nombre, edificio: edificio.nombre })
    .from(sector)
    .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
    .where(eq(sector.raiz_id, edificioId))
    .$dynamic();

describe('paginar', () => {
  it('devuelve la página pedida y el total de toda la lista (con sus joins y su WHERE)', async () => {
    const q = consulta.parse({ skip: '1', limit: '2', sortBy: 'nombre' });
    const { filas, total } = await paginar(b.db, delEdificio, ordenDe(ORDENABLES, q, { defecto: 'nombre', desempate: asc(sector.id) }), q);
    expect(total).toBe(5);
    expect(filas.map((f) => f.nombre)).toEqual(['Bravo', 'Charlie']);
    expect(filas[0]!.edificio).toBe('Edificio de paginado');
  });

  it('una página más allá del final viene vacía con el total igual', async () => {
    const { filas, total } = await paginar(b.db, delEdificio, [asc(sector.id)], { skip: 50, limit: 10 });
    expect(filas).toEqual([]);
    expect(total).toBe(5);
  });

  it('descending invierte la columna pedida; sin sortBy usa el orden por defecto y su dirección', async () => {
    const q = consulta.parse({ sortBy: 'nombre', descending: 'true' });
    const bajando = await paginar(b.db, delEdificio, ordenDe(ORDENABLES, q, { defecto: 'id', desempate: asc(sector.id) }), q);
    expect(bajando.filas.map((f) => f.nombre)).toEqual(['Eco', 'Delta', 'Charlie', 'Bravo', 'alfa']);

    const sinOrden = consulta.parse({});
    const porDefecto = await paginar(
      b.db,
      delEdificio,
      ordenDe(ORDENABLES, sinOrden, { defecto: 'id', defectoDescendente: true, desempate: desc(sector.id) }),
      sinOrden,
    );
    expect(porDefecto.filas.map((f) => f.nombre)).toEqual([...NOMBRES].reverse());
  });

  it('un sortBy que no es una columna de la lista es un 400 en español, nunca una búsqueda en el objeto', () => {
    for (const sortBy of ['__proto__', 'constructor', 'clave']) {
      const r = consulta.safeParse({ sortBy });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toMatch(/^No se puede ordenar por «.+»\. Columnas posibles: nombre, id\.$/);
    }
  });
});

describe('paginarSql', () => {
  it('pagina una consulta escrita en SQL (con CTE) y cuenta la misma consulta', async () => {
    const base = sql`with s as (select id, nombre from sector where raiz_id = ${edificioId}) select id, nombre from s where nombre <> 'Eco'`;
    const { filas, total } = await paginarSql<{ id: number; nombre: string }>(b.db, base, sql`lower(nombre)`, { skip: 0, limit: 2 });
    expect(total).toBe(4);
    expect(filas.map((f) => f.nombre)).toEqual(['alfa', 'Bravo']);
  });
});
