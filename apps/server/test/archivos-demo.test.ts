import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sembrarArchivosDemo } from '../src/seed/archivos-demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesion } from './factories';

// The demo's shared folders (seed/archivos-demo.ts): «Políticas» for every employee, «Contratos modelo» for HR.

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
  await sembrarArchivosDemo(t.database.db);
});
afterAll(() => t.cerrar());

describe('semilla de demostración del gestor de archivos', () => {
  it('el empleado ve «Políticas» para leer; RRHH ve las dos', async () => {
    const carpetas = async (items: string[]) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/rrhh/gestor-archivos/carpetas', headers: bearer((await conSesion(t, { items })).token) })).json()
        .data as { nombre: string; nivel: string }[];
    expect((await carpetas(['Empleado'])).map((c) => [c.nombre, c.nivel])).toEqual([['Políticas', 'ver']]);
    expect((await carpetas(['RRHH'])).map((c) => c.nombre)).toEqual(['Contratos modelo', 'Políticas']);
  });
});
