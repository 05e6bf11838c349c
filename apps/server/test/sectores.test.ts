import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearSector, crearUsuario, iniciarSesion } from './factories';

let t: Prueba;
let token: string;
beforeAll(async () => {
  t = await appDePrueba();
  const u = await crearUsuario(t.database.db);
  token = await iniciarSesion(t.app, u.username);
});
afterAll(() => t.cerrar());

describe('GET /api/v1/sectores', () => {
  it('devuelve los sectores como opciones "Sector — Edificio" ordenadas', async () => {
    const sufijo = randomBytes(3).toString('hex');
    const b = await crearSector(t.database.db, { nombre: `Zeta ${sufijo}`, edificio: 'Clínica Norte' });
    const a = await crearSector(t.database.db, { nombre: `Alfa ${sufijo}`, edificio: 'Clínica Sur' });
    const r = await t.app.inject({ url: '/api/v1/sectores', headers: bearer(token) });
    expect(r.statusCode, r.body).toBe(200);
    const datos = (r.json() as { data: { value: number; label: string }[] }).data;
    expect(datos).toContainEqual({ value: a.sector.id, label: `Alfa ${sufijo} — Clínica Sur` });
    expect(datos).toContainEqual({ value: b.sector.id, label: `Zeta ${sufijo} — Clínica Norte` });
    const etiquetas = datos.map((d) => d.label);
    expect(etiquetas).toEqual([...etiquetas].sort((x, y) => x.localeCompare(y, 'es')));
  });

  it('exige sesión', async () => {
    const r = await t.app.inject({ url: '/api/v1/sectores' });
    expect(r.statusCode).toBe(401);
  });
});
