import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesionPropia, crearSector } from './factories';
import { tipoYUbicacion } from './registros-ajenos-tareas';

// GET tareas/opciones (web features/tareas): every task holder gets the types and locations
// for the filters; a sector head only the sectors and people they run; an employee none.

let t: Prueba;
const sesion = (items: string[], sectores: number[]) => conSesionPropia(t, { items, sectores });

beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

describe('GET /api/v1/tareas/opciones', () => {
  it('da tipos y ubicaciones a todos; sectores y personas sólo donde uno asigna', async () => {
    const db = t.database.db;
    const a = (await crearSector(db, { nombre: 'Opciones A' })).sector.id;
    const b = (await crearSector(db, { nombre: 'Opciones B' })).sector.id;
    const { tipo, ubicacion } = await tipoYUbicacion(db, a, { sectorTipo: a, finalizar: true });
    const jefe = await sesion(['Referente de área'], [a]);
    const companera = await sesion(['Empleado'], [a]);
    const ajena = await sesion(['Empleado'], [b]);
    const admin = await sesion(['Administrador'], []);

    const deJefe = await t.app.inject({ method: 'GET', url: '/api/v1/tareas/opciones', headers: bearer(jefe.token) });
    expect(deJefe.statusCode, deJefe.body).toBe(200);
    const o = deJefe.json().data;
    expect(o.tipos.find((x: { value: number }) => x.value === tipo)).toMatchObject({ sector_id: a, escanear_al_finalizar: true, escanear_al_iniciar: false });
    expect(o.ubicaciones.map((x: { value: number }) => x.value)).toContain(ubicacion);
    expect(o.sectores).toEqual([{ value: a, label: 'Opciones A' }]);
    const personas = o.personas.map((x: { value: number }) => x.value);
    expect(personas).toEqual(expect.arrayContaining([jefe.id, companera.id]));
    expect(personas).not.toContain(ajena.id);

    const deEmpleado = (await t.app.inject({ method: 'GET', url: '/api/v1/tareas/opciones', headers: bearer(companera.token) })).json().data;
    expect(deEmpleado.tipos.length).toBeGreaterThan(0);
    expect(deEmpleado.sectores).toEqual([]);
    expect(deEmpleado.personas).toEqual([]);

    const deAdmin = (await t.app.inject({ method: 'GET', url: '/api/v1/tareas/opciones', headers: bearer(admin.token) })).json().data;
    expect(deAdmin.sectores.map((x: { value: number }) => x.value)).toEqual(expect.arrayContaining([a, b]));
    expect(deAdmin.personas).toEqual([]);
  });

  it('sin permiso de tareas responde 403', async () => {
    const nadie = await sesion([], []);
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/tareas/opciones', headers: bearer(nadie.token) });
    expect(r.statusCode).toBe(403);
  });
});
