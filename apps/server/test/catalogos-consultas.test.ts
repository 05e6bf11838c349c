import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { tokenCon } from './factories';
import { peticiones } from './peticion';

// The lookups spec §7 calls by path, and who reaches which catalogs by role.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: string;
let compras: string;
beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  compras = await tokenCon(t, ['AdministradorCompras']);
});
afterAll(() => t.cerrar());

describe('consultas que el spec llama por su ruta', () => {
  it('GET /api/v1/provincia?sort=nombre ASC&format=1: las 24 jurisdicciones por nombre', async () => {
    const r = await api.get(`/api/v1/provincia?sort=${encodeURIComponent('nombre ASC')}&format=1`, rrhh);
    expect(r.statusCode).toBe(200);
    const nombres = (r.json().data as { label: string }[]).map((o) => o.label);
    expect(nombres).toHaveLength(24);
    expect(nombres[0]).toBe('Buenos Aires');
    expect(nombres).toContain('Ciudad Autónoma de Buenos Aires');
    expect(nombres.at(-1)).toBe('Tucumán');
    const desc = (await api.get(`/api/v1/provincia?sort=${encodeURIComponent('nombre DESC')}&format=1`, rrhh))
      .json()
      .data.map((o: { label: string }) => o.label);
    expect(desc).toEqual([...nombres].reverse());
  });

  it('GET /api/v1/localidad?format=1 filtrada por provincia', async () => {
    const provincias = (await api.get('/api/v1/provincia?format=1', rrhh)).json().data as { value: number; label: string }[];
    const cordoba = provincias.find((p) => p.label === 'Córdoba')!;
    const r = await api.get(`/api/v1/localidad?format=1&provincia_id=${cordoba.value}`, rrhh);
    const localidades = (r.json().data as { label: string }[]).map((o) => o.label);
    expect(localidades.length).toBeGreaterThanOrEqual(3);
    for (const l of localidades) expect(l).toMatch(/ — Córdoba$/);
  });

  it.each([
    'rrhh/persona_estado_civil',
    'rrhh/persona_nacionalidad',
    'rrhh/persona_especialidad',
    'rrhh/persona_matricula_tipo',
    'rrhh/persona_familiar_tipo',
    'rrhh/persona_nivel_estudio',
  ])('GET /api/v1/%s responde la lista con datos de referencia', async (ruta) => {
    const r = await api.get(`/api/v1/${ruta}?format=1`, rrhh);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.length).toBeGreaterThan(2);
  });

  it('tipos de familiar: el valor 4 es hijo/a', async () => {
    const filas = (await api.get('/api/v1/rrhh/persona_familiar_tipo?limit=50', rrhh)).json().data as { nombre: string; value: number }[];
    expect(filas.find((f) => f.value === 4)?.nombre).toBe('Hijo/a');
  });

  it('un orden mal escrito da 400 en español', async () => {
    const r = await api.get('/api/v1/provincia?sort=nombre%3B%20drop%20table', rrhh);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/Orden inválido/);
  });
});

describe('los roles base alcanzan sus catálogos', () => {
  it('RRHH ve y edita los de RRHH pero no los de compras; AdministradorCompras al revés', async () => {
    for (const c of CATALOGOS) {
      const esperado = (grupo: string) => (c.grupo === grupo ? 200 : 403);
      expect((await api.get(`/api/v1/${c.ruta}?limit=1`, rrhh)).statusCode, `rrhh ${c.clave}`).toBe(esperado('rrhh'));
      expect((await api.get(`/api/v1/${c.ruta}?limit=1`, compras)).statusCode, `compras ${c.clave}`).toBe(esperado('compras'));
    }
  });
});

describe('GET /api/v1/catalogos/cuentas: filas en uso de cada catálogo, para el índice de configuración', () => {
  const cuentas = async (grupo: string, token = rrhh) => {
    const r = await api.get(`/api/v1/catalogos/cuentas?grupo=${grupo}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return new Map((r.json().data as { clave: string; total: number }[]).map((c) => [c.clave, c.total]));
  };

  it('cuenta las filas no eliminadas de cada catálogo del grupo, igual que su lista', async () => {
    const porClave = await cuentas('rrhh');
    expect([...porClave.keys()].sort()).toEqual(
      CATALOGOS.filter((c) => c.grupo === 'rrhh')
        .map((c) => c.clave)
        .sort(),
    );
    const provincia = CATALOGOS.find((c) => c.clave === 'provincia')!;
    const lista = (await api.get(`/api/v1/${provincia.ruta}?limit=1`, rrhh)).json();
    expect(porClave.get('provincia')).toBe(lista.total);
    expect(porClave.get('provincia')).toBe(24);
  });

  it('sólo nombra los catálogos que el usuario ve, y sin ninguno es 403', async () => {
    expect([...(await cuentas('compras', compras)).keys()].sort()).toEqual(
      CATALOGOS.filter((c) => c.grupo === 'compras')
        .map((c) => c.clave)
        .sort(),
    );
    expect((await cuentas('rrhh', compras)).size).toBe(0);
    const empleado = await tokenCon(t, ['Empleado']);
    expect((await api.get('/api/v1/catalogos/cuentas?grupo=rrhh', empleado)).statusCode).toBe(403);
    expect((await api.get('/api/v1/catalogos/cuentas?grupo=otro', rrhh)).statusCode).toBe(400);
  });
});
