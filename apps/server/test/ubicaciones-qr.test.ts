import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { codigoDeUbicacion, idDeCodigo } from '../src/modules/tareas/ubicacion-qr';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { creador } from './catalogos-ejemplos';
import { bearer, tokenCon } from './factories';

let t: Prueba;
let admin: string;
let empleado: string;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await tokenCon(t, ['Administrador']);
  empleado = await tokenCon(t);
});
afterAll(() => t.cerrar());

const pedir = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('código QR de una ubicación', () => {
  it('lleva el id firmado: sólo un código genuino se reconoce', () => {
    const secreto = 'un-secreto-de-al-menos-32-caracteres-0000';
    const codigo = codigoDeUbicacion(secreto, 42);
    expect(codigo).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(idDeCodigo(secreto, codigo)).toBe(42);
    // Another id with the same signature, another secret, or garbage: nothing.
    expect(idDeCodigo(secreto, codigo.replace(/^42/, '43'))).toBeNull();
    expect(idDeCodigo('otro-secreto-de-al-menos-32-caracteres-00', codigo)).toBeNull();
    expect(idDeCodigo(secreto, '42')).toBeNull();
    expect(idDeCodigo(secreto, `42.${'A'.repeat(22)}`)).toBeNull();
  });

  it('quien administra ubicaciones obtiene el código y la ruta de escaneo; cualquiera que lo escanee ve la ubicación', async () => {
    const u = await creador(t.app, t.database.db, admin).crear(catalogoPorClave('ubicaciones')!);
    const r = await pedir(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin);
    expect(r.statusCode).toBe(200);
    const { codigo, ruta, etiqueta } = r.json().data;
    expect(ruta).toBe(`scan-ubicacion/${codigo}`);
    expect(etiqueta).toBe(u.etiqueta);
    expect((await pedir(`/api/v1/tareas/ubicacion/${u.id}/qr`, empleado)).statusCode).toBe(403);
    const escaneo = await pedir(`/api/v1/tareas/ubicacion/qr/${codigo}`, empleado);
    expect(escaneo.statusCode).toBe(200);
    expect(escaneo.json().data).toMatchObject({ id: u.id, nombre: u.nombre });
  });

  it('un código adulterado o de una ubicación eliminada da 404 con mensaje en español', async () => {
    const u = await creador(t.app, t.database.db, admin).crear(catalogoPorClave('ubicaciones')!);
    const { codigo } = (await pedir(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin)).json().data;
    const adulterado = `${u.id + 1}${codigo.slice(String(u.id).length)}`;
    const r = await pedir(`/api/v1/tareas/ubicacion/qr/${adulterado}`, empleado);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('El código QR no corresponde a ninguna ubicación vigente.');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/tareas/ubicacion/${u.id}`, headers: bearer(admin) });
    expect((await pedir(`/api/v1/tareas/ubicacion/qr/${codigo}`, empleado)).statusCode).toBe(404);
  });
});

describe('edificios para los selects', () => {
  it('cualquier usuario con sesión obtiene { value, label } ordenados', async () => {
    const r = await pedir('/api/v1/edificios', empleado);
    expect(r.statusCode).toBe(200);
    const opciones = r.json().data as { value: number; label: string }[];
    expect(opciones.length).toBeGreaterThan(0);
    expect(opciones.map((o) => o.label)).toEqual([...opciones.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
