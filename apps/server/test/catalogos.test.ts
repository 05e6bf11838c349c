import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esDerivado, etiquetaDe, unicosDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { creador, textoUnico, valorInvalido, type Creador } from './catalogos-ejemplos';
import { crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// The generic suite: every declared catalog gets the same checks from its
// declaration alone. A new catalog is covered the moment it is declared.

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let soloVer: string;
let hacer: Creador;
beforeAll(async () => {
  t = await appDePrueba();
  const u = await crearUsuario(t.database.db, { items: ['Administrador'] });
  admin = await iniciarSesion(t.app, u.username);
  const lector = await crearUsuario(t.database.db, { items: CATALOGOS.map((c) => `${c.permiso}.ver`) });
  soloVer = await iniciarSesion(t.app, lector.username);
  hacer = creador(t.app, t.database.db, admin);
});
afterAll(() => t.cerrar());

const sinAcentos = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
/** The first plain text field, if the catalog has one (search and sort are checked on it). */
const textoLibre = (c: Catalogo) => Object.entries(c.campos).find(([k, f]) => f.tipo === 'texto' && !esDerivado(c, k) && (f.max ?? 150) >= 40)?.[0];
/** Who references this catalog: [catalog, field]. */
const referentes = (c: Catalogo) =>
  CATALOGOS.flatMap((o) =>
    Object.entries(o.campos).flatMap(([k, f]) => ((f.tipo === 'referencia' || f.tipo === 'referencias') && f.a === c.clave ? [[o, k, f.tipo] as const] : [])),
  );

describe.each(CATALOGOS.map((c) => [c.clave, c] as const))('catálogo %s', (_clave, c) => {
  const base = `/api/v1/${c.ruta}`;

  it('crea, obtiene y lista; la etiqueta y el registro de auditoría quedan', async () => {
    const antes = (await api.get(base, admin)).json().total as number;
    const r = await api.post(base, admin, await hacer.ejemplo(c));
    expect(r.statusCode, r.body).toBe(200);
    const fila = r.json().data;
    expect(r.json().message).toMatch(/correctamente\.$/);
    expect(fila.etiqueta).toBeTruthy();
    expect((await api.get(`${base}/${fila.id}`, admin)).json().data).toMatchObject({ id: fila.id, deleted_at: null });
    expect((await api.get(`${base}?limit=500`, admin)).json().total).toBe(antes + 1);
    const [a] = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, c.tabla), eq(auditoria.entidad_id, String(fila.id))));
    expect(a).toMatchObject({ accion: 'crear' });
  });

  it('un duplicado (sin importar mayúsculas ni acentos) da 409 con un mensaje que lo nombra', async () => {
    const v = await hacer.ejemplo(c);
    expect((await api.post(base, admin, v)).statusCode).toBe(200);
    for (const campos of unicosDe(c)) {
      const otro = await hacer.ejemplo(c);
      for (const k of campos) otro[k] = typeof v[k] === 'string' && c.campos[k]!.tipo !== 'opciones' ? sinAcentos(String(v[k])).toUpperCase() : v[k];
      // A derived label (período) clashes through the fields it is computed from.
      if (campos.some((k) => esDerivado(c, k))) for (const k of Object.keys(c.campos)) if (!esDerivado(c, k) && k !== 'desde' && k !== 'hasta') otro[k] = v[k];
      const r = await api.post(base, admin, otro);
      expect(r.statusCode, `${campos.join('+')}: ${r.body}`).toBe(409);
      expect(r.json().message).toMatch(/^Ya existe /);
    }
  });

  it('valores inválidos dan 400 con el error en el campo, y nada se guarda', async () => {
    const total = (await api.get(base, admin)).json().total as number;
    for (const [k, f] of Object.entries(c.campos)) {
      if (esDerivado(c, k)) continue;
      const r = await api.post(base, admin, { ...(await hacer.ejemplo(c)), [k]: valorInvalido(f) });
      expect(r.statusCode, `${k}: ${r.body}`).toBe(400);
      expect(r.json().data.campos.map((x: { campo: string }) => x.campo.split('.')[0])).toContain(k);
    }
    const requeridos = Object.entries(c.campos).filter(([k, f]) => f.requerido && !esDerivado(c, k));
    if (requeridos.length) {
      const r = await api.post(base, admin, {});
      expect(r.statusCode).toBe(400);
      const campos = r.json().data.campos.map((x: { campo: string }) => x.campo);
      for (const [k] of requeridos) expect(campos).toContain(k);
    }
    expect((await api.get(base, admin)).json().total).toBe(total);
  });

  it('una referencia a un registro inexistente da 400 en ese campo', async () => {
    const refs = Object.entries(c.campos).filter(([, f]) => f.tipo === 'referencia' || f.tipo === 'referencias');
    for (const [k, f] of refs) {
      const r = await api.post(base, admin, { ...(await hacer.ejemplo(c)), [k]: f.tipo === 'referencia' ? 999999 : [999999] });
      expect(r.statusCode, `${k}: ${r.body}`).toBe(400);
      expect(r.json().data.campos).toEqual([{ campo: k, mensaje: 'La opción elegida no existe o fue eliminada' }]);
    }
  });

  it('actualiza con PUT parcial y rechaza chocar con otro registro', async () => {
    const a = await hacer.crear(c);
    const b = await hacer.crear(c);
    const campo = Object.keys(c.campos).find((k) => !esDerivado(c, k))!;
    const nuevo = (await hacer.ejemplo(c))[campo];
    const r = await api.put(`${base}/${a.id}`, admin, { [campo]: nuevo });
    expect(r.statusCode, r.body).toBe(200);
    expect((await api.get(`${base}/${a.id}`, admin)).json().data[campo]).toEqual(nuevo);
    const [unico] = unicosDe(c);
    const choque = Object.fromEntries(unico!.filter((k) => !esDerivado(c, k)).map((k) => [k, b[k]]));
    if (unico!.some((k) => esDerivado(c, k))) for (const k of ['anio', 'mes']) choque[k] = b[k];
    const r2 = await api.put(`${base}/${a.id}`, admin, choque);
    expect(r2.statusCode, r2.body).toBe(409);
    expect((await api.put(`${base}/999999`, admin, {})).statusCode).toBe(404);
  });

  it('busca sin importar acentos ni mayúsculas, pagina y ordena', async () => {
    const k = textoLibre(c);
    if (!k) return expect(textoLibre(c)).toBeUndefined();
    const marca = textoUnico('Orden').replace(' ñandú', '');
    const valores = ['Ñandú C', 'Álamo A', 'Ébano B'].map((x) => `${marca} ${x}`);
    for (const x of valores) await hacer.crear(c, { [k]: x });
    const buscar = async (q: string) => (await api.get(`${base}?filter=${encodeURIComponent(q)}`, admin)).json();
    if (etiquetaDe(c).includes(k) || (c.busqueda ?? []).includes(k)) {
      expect((await buscar(`${marca} nandu`)).total).toBe(1);
      expect((await buscar(`${marca} ÁLAMO`)).total).toBe(1);
      expect((await buscar(marca)).total).toBe(3);
    }
    const q = `filter=${encodeURIComponent(marca)}&sortBy=${k}`;
    const p1 = (await api.get(`${base}?${q}&limit=2&skip=0`, admin)).json();
    const p2 = (await api.get(`${base}?${q}&limit=2&skip=2`, admin)).json();
    if (p1.total === 3) {
      expect(p2.total).toBe(3);
      expect([...p1.data, ...p2.data].map((x: Record<string, string>) => x[k])).toEqual([valores[1], valores[2], valores[0]]);
      const desc = (await api.get(`${base}?${q}&descending=true`, admin)).json().data.map((x: Record<string, string>) => x[k]);
      expect(desc).toEqual([valores[0], valores[2], valores[1]]);
    }
    for (const malo of ['no_existe', '__proto__', 'constructor']) {
      for (const q of [`sortBy=${malo}`, `sort=${malo}%20desc`, `format=1&sortBy=${malo}`]) {
        const mal = await api.get(`${base}?${q}`, admin);
        expect(mal.statusCode, q).toBe(400);
        expect(mal.json().message).toMatch(new RegExp(`No se puede ordenar por «${malo}»\\. Columnas posibles: `));
      }
    }
  });

  it('elimina de forma lógica, lista los eliminados, no deja editarlos y los restaura', async () => {
    const a = await hacer.crear(c);
    const d = await api.delete(`${base}/${a.id}`, admin);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.deleted_at).toBeTruthy();
    const activos = (await api.get(`${base}?limit=500`, admin)).json().data.map((x: { id: number }) => x.id);
    expect(activos).not.toContain(a.id);
    const eliminados = (await api.get(`${base}?eliminados=true&limit=500`, admin)).json().data.map((x: { id: number }) => x.id);
    expect(eliminados).toContain(a.id);
    expect((await api.get(`${base}?format=1&limit=1000`, admin)).json().data.map((x: { value: number }) => x.value)).not.toContain(a.id);
    expect((await api.put(`${base}/${a.id}`, admin, {})).statusCode).toBe(409);
    expect((await api.delete(`${base}/${a.id}`, admin)).statusCode).toBe(409);
    const r = await api.post(`${base}/${a.id}/restaurar`, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.deleted_at).toBeNull();
    expect((await api.post(`${base}/${a.id}/restaurar`, admin)).statusCode).toBe(409);
    const acciones = (
      await t.database.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.entidad, c.tabla), eq(auditoria.entidad_id, String(a.id))))
    ).map((x) => x.accion);
    expect(acciones).toEqual(expect.arrayContaining(['crear', 'eliminar', 'restaurar']));
  });

  it.each(referentes(c).map(([o, k, tipo]) => [`${o.clave}.${k}`, o, k, tipo] as const))(
    'no se elimina mientras lo usa %s (409)',
    async (_n, otro, k, tipo) => {
      const a = await hacer.crear(c);
      await hacer.crear(otro, { [k]: tipo === 'referencia' ? a.id : [a.id] });
      const r = await api.delete(`${base}/${a.id}`, admin);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toContain(`«${a.etiqueta}»: está en uso en ${otro.plural.toLowerCase()} (1)`);
    },
  );

  it('format=1 da { value, label } ordenado por etiqueta', async () => {
    await hacer.crear(c);
    const r = await api.get(`${base}?format=1`, admin);
    expect(r.statusCode).toBe(200);
    const opciones = r.json().data as { value: number; label: string }[];
    expect(opciones.length).toBeGreaterThan(0);
    expect(Object.keys(opciones[0]!).sort()).toEqual(['label', 'value']);
    // First letters agree under any collation: they never go backwards.
    const iniciales = opciones.map((o) => sinAcentos(o.label).toLowerCase()[0]!);
    expect(iniciales).toEqual([...iniciales].sort());
  });

  it('exporta a xlsx las columnas de la lista con la cantidad de filas', async () => {
    await hacer.crear(c);
    const total = (await api.get(base, admin)).json().total as number;
    const r = await api.get(`${base}/exportar`, admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="Reporte-[A-Za-z0-9-]+-\d{2}-\d{2}-\d{4}\.xlsx"$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(c.columnas.map((k) => c.campos[k]!.etiqueta));
    expect(hoja.rowCount - 1).toBe(total);
  });

  it('quien sólo puede ver lista pero no crea, edita ni elimina (403)', async () => {
    const token = soloVer;
    const a = await hacer.crear(c);
    expect((await api.get(base, token)).statusCode).toBe(200);
    expect((await api.post(base, token, await hacer.ejemplo(c))).statusCode).toBe(403);
    expect((await api.put(`${base}/${a.id}`, token, {})).statusCode).toBe(403);
    expect((await api.delete(`${base}/${a.id}`, token)).statusCode).toBe(403);
  });
});
