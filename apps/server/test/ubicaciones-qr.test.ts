import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { createHmac } from 'node:crypto';
import { codigoDeUbicacion, leerCodigoUbicacion } from '../src/modules/tareas/ubicacion-qr';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { creador } from './catalogos-ejemplos';
import { tokenCon } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let empleado: string;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await tokenCon(t, ['Administrador']);
  empleado = await tokenCon(t);
});
afterAll(() => t.cerrar());

describe('código QR de una ubicación', () => {
  it('lleva el id y el día firmados: sólo un código genuino y de hoy se reconoce', () => {
    const secreto = 'un-secreto-de-al-menos-32-caracteres-0000';
    const codigo = codigoDeUbicacion(secreto, 42, '2026-12-02');
    expect(codigo).toMatch(/^42\.20261202\.[A-Za-z0-9_-]{22}$/);
    expect(leerCodigoUbicacion(secreto, codigo, '2026-12-02')).toEqual({ ok: true, id: 42, dia: '2026-12-02' });
    // Another day (the photo kept from yesterday), another id or day with the same signature, another secret, or garbage: nothing.
    expect(leerCodigoUbicacion(secreto, codigo, '2026-12-03')).toEqual({ ok: false, motivo: 'otro_dia' });
    expect(leerCodigoUbicacion(secreto, codigo.replace(/^42/, '43'), '2026-12-02')).toEqual({ ok: false, motivo: 'falso' });
    expect(leerCodigoUbicacion(secreto, codigo.replace('20261202', '20261203'), '2026-12-03')).toEqual({ ok: false, motivo: 'falso' });
    expect(leerCodigoUbicacion('otro-secreto-de-al-menos-32-caracteres-00', codigo, '2026-12-02').ok).toBe(false);
    expect(leerCodigoUbicacion(secreto, '42', '2026-12-02')).toEqual({ ok: false, motivo: 'falso' });
    // The printed sticker's stable code is recognised only to say it proves nothing any more.
    const etiqueta = `42.${createHmac('sha256', secreto).update('ubicacion:42').digest('base64url').slice(0, 22)}`;
    expect(leerCodigoUbicacion(secreto, etiqueta, '2026-12-02')).toEqual({ ok: false, motivo: 'etiqueta' });
    expect(leerCodigoUbicacion(secreto, `42.${'A'.repeat(22)}`, '2026-12-02')).toEqual({ ok: false, motivo: 'falso' });
  });

  it('el código del día se firma con una clave propia derivada del secreto, no con el secreto mismo', () => {
    const secreto = 'un-secreto-de-al-menos-32-caracteres-0000';
    const firma = codigoDeUbicacion(secreto, 42, '2026-12-02').split('.')[2];
    const hmac = (clave: string | Buffer) => createHmac('sha256', clave).update('ubicacion:42:2026-12-02').digest('base64url').slice(0, 22);
    expect(firma).not.toBe(hmac(secreto));
    expect(firma).toBe(hmac(createHmac('sha256', secreto).update('worknet:qr-ubicacion').digest()));
  });

  it('quien administra ubicaciones obtiene el código y la ruta de escaneo; cualquiera que lo escanee ve la ubicación', async () => {
    const u = await creador(t.app, t.database.db, admin).crear(catalogoPorClave('ubicaciones')!);
    const r = await api.get(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin);
    expect(r.statusCode).toBe(200);
    const { codigo, ruta, etiqueta } = r.json().data;
    expect(ruta).toBe(`scan-ubicacion/${codigo}`);
    expect(etiqueta).toBe(u.etiqueta);
    expect((await api.get(`/api/v1/tareas/ubicacion/${u.id}/qr`, empleado)).statusCode).toBe(403);
    const escaneo = await api.get(`/api/v1/tareas/ubicacion/qr/${codigo}`, empleado);
    expect(escaneo.statusCode).toBe(200);
    expect(escaneo.json().data).toMatchObject({ id: u.id, nombre: u.nombre });
  });

  it('un código adulterado o de una ubicación eliminada da 404 con mensaje en español', async () => {
    const u = await creador(t.app, t.database.db, admin).crear(catalogoPorClave('ubicaciones')!);
    const { codigo } = (await api.get(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin)).json().data;
    const adulterado = `${u.id + 1}${codigo.slice(String(u.id).length)}`;
    const r = await api.get(`/api/v1/tareas/ubicacion/qr/${adulterado}`, empleado);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('El código QR no corresponde a ninguna ubicación vigente.');
    await api.delete(`/api/v1/tareas/ubicacion/${u.id}`, admin);
    expect((await api.get(`/api/v1/tareas/ubicacion/qr/${codigo}`, empleado)).statusCode).toBe(404);
  });
});

describe('código QR de una ubicación, día por día', () => {
  afterEach(() => soltarReloj());

  it('un código fotografiado se rechaza otro día (también al escanear para una tarea); el del día nuevo vale', async () => {
    // 23:50 in Argentina: the day's code; 20 minutes later it is another day.
    fijarReloj('2026-12-03T02:50:00Z');
    const admin = await tokenCon(t, ['Administrador']);
    const empleado = await tokenCon(t, ['Empleado']);
    const u = await creador(t.app, t.database.db, admin).crear(catalogoPorClave('ubicaciones')!);
    const foto = (await api.get(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin)).json().data;
    expect(foto.dia).toBe('2026-12-02');
    expect((await api.get(`/api/v1/tareas/ubicacion/qr/${foto.codigo}`, empleado)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/scan-ubicacion/${foto.codigo}`, empleado)).statusCode).toBe(200);
    fijarReloj('2026-12-03T03:10:00Z');
    for (const url of [`/api/v1/tareas/ubicacion/qr/${foto.codigo}`, `/api/v1/scan-ubicacion/${foto.codigo}`]) {
      const r = await api.get(url, empleado);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('Ese código QR es de otro día: escanee el código de hoy que muestra la pantalla del lugar.');
    }
    const hoy = (await api.get(`/api/v1/tareas/ubicacion/${u.id}/qr`, admin)).json().data;
    expect(hoy.dia).toBe('2026-12-03');
    expect(hoy.codigo).not.toBe(foto.codigo);
    expect((await api.get(`/api/v1/scan-ubicacion/${hoy.codigo}`, empleado)).statusCode).toBe(200);
  });
});

describe('edificios para los selects', () => {
  it('cualquier usuario con sesión obtiene { value, label } ordenados', async () => {
    const r = await api.get('/api/v1/edificios', empleado);
    expect(r.statusCode).toBe(200);
    const opciones = r.json().data as { value: number; label: string }[];
    expect(opciones.length).toBeGreaterThan(0);
    expect(opciones.map((o) => o.label)).toEqual([...opciones.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
