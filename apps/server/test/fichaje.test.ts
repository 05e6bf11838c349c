import { and, eq } from 'drizzle-orm';
import { io as conectarCliente, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adelantarReloj, fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { COLA_OFFLINE_MAXIMA_MS } from '@worknet/domain/fichaje/esquemas';
import { emitirCodigo } from '../src/modules/fichaje/fichaje.codigos';
import { dispositivoFichaje, fichaje } from '../src/modules/fichaje/fichaje.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { publicarDePrueba } from './notificaciones-apoyo';
import { tokenCon } from './factories';
import { CLAVE, empleado, horaLocal, type Empleado } from './fichaje-apoyo';
import { formulario } from './media-apoyo';
import { persona } from '../src/modules/rrhh/persona.table';
import { peticiones } from './peticion';

// Clock-in (issue 21): the kiosk's rotating code, the phone bound to its owner and the swap
// ban, offline punches, kiosk revocation, simultaneous uses of one code, corrections and the
// attendance detail of a night shift.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: string;
let kiosco: { id: number; token: string };
let ana: Empleado;
let beto: Empleado;

const db = () => t.database.db;
const telefono = (e: Empleado) => `tel-${e.id}-principal`;

async function codigo(token = kiosco.token): Promise<string> {
  const r = await api.get('/api/v1/fichaje/kiosco/codigo', undefined, { headers: { 'x-kiosco-token': token } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.codigo as string;
}

const fichar = async (e: Empleado, extra: Record<string, unknown> = {}) =>
  api.post('/api/v1/realizar_fichaje', e.token, {
    token: await codigo(),
    fecha: horaLocal(Date.now()),
    usuario: e.id,
    dispositivo: telefono(e),
    ...extra,
  });

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  const k = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh, { nombre: 'Hall central', ubicacion: 'Planta baja' });
  expect(k.statusCode, k.body).toBe(200);
  kiosco = { id: k.json().data.id, token: k.json().data.token };
  ana = await empleado(t, 'Ana');
  beto = await empleado(t, 'Beto');
});
afterAll(async () => t?.cerrar());

describe('realizar_fichaje', () => {
  it('records an entrada at server time, keeps the claimed fecha, and a salida next', async () => {
    const atrasado = Date.now() - 10 * 60_000;
    const r = await fichar(ana, { fecha: horaLocal(atrasado) });
    expect(r.statusCode, r.body).toBe(200);
    const f = r.json().data.fichaje;
    expect(f.tipo).toBe('entrada');
    expect(f.desfasada).toBe(true);
    expect(Math.abs(Date.parse(f.instante) - Date.now())).toBeLessThan(5000);
    expect(Math.abs(Date.parse(f.declarada_at) - atrasado)).toBeLessThan(1000);
    expect(r.json().message).toMatch(/^Entrada registrada a las \d\d:\d\d\.$/);
    const s = await fichar(ana);
    expect(s.json().data.fichaje.tipo).toBe('salida');
    expect(s.json().data.fichaje.desfasada).toBe(false);
  });

  it('two entradas in a row: the server decides the type unless HR allows a manual choice', async () => {
    const e = await empleado(t, 'Doble');
    const primera = await fichar(e, { tipo: 'entrada' });
    expect(primera.json().data.fichaje.tipo).toBe('entrada');
    // The phone asks for entrada again: the server alternates from the last punch of the shift.
    const segunda = await fichar(e, { tipo: 'entrada' });
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json().data.fichaje.tipo).toBe('salida');
    expect((await fichar(e, { tipo: 'salida' })).json().data.fichaje.tipo).toBe('entrada');
    expect((await api.get('/api/v1/mis_fichajes', e.token)).json().data.tipo_manual).toBe(false);

    // HR allows this person to choose: the type asked for counts.
    const h = await api.put('/api/v1/rrhh/fichaje/horario', rrhh, { persona_id: e.personaId, turnos: {}, tipo_manual: true });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().data.tipo_manual).toBe(true);
    expect((await api.get('/api/v1/mis_fichajes', e.token)).json().data.tipo_manual).toBe(true);
    expect((await fichar(e, { tipo: 'entrada' })).json().data.fichaje.tipo).toBe('entrada');
    // Without a type it still alternates.
    expect((await fichar(e)).json().data.fichaje.tipo).toBe('salida');
  });

  it('refuses a usuario other than the session (403)', async () => {
    const r = await fichar(ana, { usuario: beto.id });
    expect(r.statusCode).toBe(403);
  });

  it('refuses a reused, expired or forged code', async () => {
    const c = await codigo();
    const body = { token: c, fecha: horaLocal(Date.now()), usuario: ana.id, dispositivo: telefono(ana) };
    expect((await api.post('/api/v1/realizar_fichaje', ana.token, body)).statusCode).toBe(200);
    const otraVez = await api.post('/api/v1/realizar_fichaje', ana.token, body);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toMatch(/ya fue usado/);

    const viejo = emitirCodigo(CLAVE, kiosco.id, Date.now() - 60_000).codigo;
    const vencido = await api.post('/api/v1/realizar_fichaje', ana.token, { ...body, token: viejo });
    expect(vencido.statusCode).toBe(422);
    expect(vencido.json().message).toMatch(/venció/);

    const falso = `${kiosco.id}.${Math.floor(Date.now() / 20_000)}.AAAAAAAAAAA.${'x'.repeat(22)}`;
    const r = await api.post('/api/v1/realizar_fichaje', ana.token, { ...body, token: falso });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/no es válido/);
  });

  it('refuses a phone bound to A used by B, with the 2-minute ban message, and audits it', async () => {
    const r = await fichar(beto, { dispositivo: telefono(ana) });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/espere 2 min para fichar/);
    const otra = await fichar(beto, { dispositivo: telefono(ana) });
    expect(otra.statusCode).toBe(403);
    expect(otra.json().message).toMatch(/espere 1 min \d+ s|espere 2 min/);
    const [d] = await db()
      .select()
      .from(dispositivoFichaje)
      .where(eq(dispositivoFichaje.huella, telefono(ana)));
    // Beto's refusal does not make the phone his, nor ban Ana on it.
    expect(d!.ultimo_usuario_id).toBe(ana.id);
    const filas = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'dispositivo_fichaje'), eq(auditoria.entidad_id, String(d!.id))));
    expect(filas.some((f) => f.accion === 'veda_cambio_persona' && f.usuario_id === beto.id)).toBe(true);
    // Once the ban is over, the phone is still Ana's.
    await db()
      .update(dispositivoFichaje)
      .set({ vedado_hasta: new Date(Date.now() - 1000) })
      .where(eq(dispositivoFichaje.id, d!.id));
    const despues = await fichar(beto, { dispositivo: telefono(ana) });
    expect(despues.statusCode).toBe(403);
    expect(despues.json().message).toMatch(/vinculado a otra persona/);
  });

  it('a second phone waits for HR approval', async () => {
    const primero = await fichar(beto);
    expect(primero.statusCode, primero.body).toBe(200);
    const nuevo = await fichar(beto, { dispositivo: `tel-${beto.id}-segundo` });
    expect(nuevo.statusCode).toBe(403);
    expect(nuevo.json().message).toMatch(/RRHH debe autorizarlo/);
    const lista = await api.get('/api/v1/rrhh/fichaje/dispositivos?estado=pendiente', rrhh);
    const pendiente = lista.json().data.find((d: { usuario_id: number }) => d.usuario_id === beto.id);
    expect(pendiente).toBeTruthy();
    expect((await api.post(`/api/v1/rrhh/fichaje/dispositivos/${pendiente.id}/aprobar`, rrhh)).statusCode).toBe(200);
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-segundo` })).statusCode).toBe(200);

    // A third phone that HR rejects stays refused.
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-tercero` })).statusCode).toBe(403);
    const otra = await api.get('/api/v1/rrhh/fichaje/dispositivos?estado=pendiente', rrhh);
    const tercero = otra.json().data.find((d: { usuario_id: number }) => d.usuario_id === beto.id);
    expect((await api.post(`/api/v1/rrhh/fichaje/dispositivos/${tercero.id}/rechazar`, rrhh)).statusCode).toBe(200);
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-tercero` })).statusCode).toBe(403);
  });

  it('20 simultaneous uses of one code: one 200, the rest 409', async () => {
    const personas = await Promise.all(Array.from({ length: 20 }, (_, i) => empleado(t, `Simultaneo${i}`)));
    const c = await codigo();
    const rs = await Promise.all(
      personas.map((e) => api.post('/api/v1/realizar_fichaje', e.token, { token: c, fecha: horaLocal(Date.now()), usuario: e.id, dispositivo: telefono(e) })),
    );
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});

describe('offline', () => {
  it('a relayed kiosk code is refused past the offline window, whatever time the phone claims', async () => {
    const e = await empleado(t, 'Relevo');
    // A colleague at the kiosk photographs the code and sends it; it is «queued offline» at home.
    const mostrado = await codigo();
    const fecha = horaLocal(Date.now());
    adelantarReloj(COLA_OFFLINE_MAXIMA_MS + 60_000);
    try {
      const r = await api.post('/api/v1/realizar_fichaje', e.token, {
        token: mostrado,
        fecha,
        usuario: e.id,
        dispositivo: telefono(e),
        offline: true,
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(
        'El fichaje sin conexión llegó más de 10 minutos después de escanear el código: pida a RRHH que lo cargue como corrección.',
      );
      // Sent online it is simply expired.
      const online = await api.post('/api/v1/realizar_fichaje', e.token, {
        token: mostrado,
        fecha: horaLocal(Date.now()),
        usuario: e.id,
        dispositivo: telefono(e),
      });
      expect(online.statusCode).toBe(422);
      expect(online.json().message).toMatch(/venció/);
    } finally {
      soltarReloj();
    }
    // Inside the window (the signal came back a few minutes later) it counts, marked as sent late.
    const otro = await codigo();
    const hora = horaLocal(Date.now());
    adelantarReloj(COLA_OFFLINE_MAXIMA_MS - 60_000);
    try {
      const r = await api.post('/api/v1/realizar_fichaje', e.token, {
        token: otro,
        fecha: hora,
        usuario: e.id,
        dispositivo: telefono(e),
        offline: true,
        lat: -34.6037,
        lng: -58.3816,
        precision: 18,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.fichaje.enviado_tarde).toBe(true);
    } finally {
      soltarReloj();
    }
    // HR's board shows the position the phone gave and that it was sent late.
    const tablero = await api.get('/api/v1/rrhh/fichaje/tablero', rrhh);
    expect(tablero.statusCode, tablero.body).toBe(200);
    expect(tablero.json().data.find((f: { persona_id: number }) => f.persona_id === e.personaId)).toMatchObject({
      estado: 'presente',
      origen: 'telefono',
      lat: -34.6037,
      lng: -58.3816,
      precision_m: 18,
      enviado_tarde: true,
    });
  });

  it('accepts a punch whose code was valid at the claimed time, marked as sent late', async () => {
    const e = await empleado(t, 'Offline');
    const cuando = Date.now() - 5 * 60_000;
    const token = emitirCodigo(CLAVE, kiosco.id, cuando).codigo;
    const r = await api.post('/api/v1/realizar_fichaje', e.token, {
      token,
      fecha: horaLocal(cuando + 1000),
      usuario: e.id,
      dispositivo: telefono(e),
      offline: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    const f = r.json().data.fichaje;
    expect(f.enviado_tarde).toBe(true);
    expect(Math.abs(Date.parse(f.instante) - (cuando + 1000))).toBeLessThan(1000);
  });

  it('refuses a claimed time the code was not shown at, and a queue older than the offline window', async () => {
    const e = await empleado(t, 'Offline2');
    const cuando = Date.now() - 5 * 60_000;
    const base = { usuario: e.id, dispositivo: telefono(e), offline: true };
    const forjado = await api.post('/api/v1/realizar_fichaje', e.token, {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, cuando).codigo,
      fecha: horaLocal(cuando - 3_600_000),
    });
    expect(forjado.statusCode).toBe(422);
    const viejo = Date.now() - 11 * 60_000;
    const r = await api.post('/api/v1/realizar_fichaje', e.token, {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, viejo).codigo,
      fecha: horaLocal(viejo),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/más de 10 minutos después de escanear/);
    const futuro = Date.now() + 10 * 60_000;
    const f = await api.post('/api/v1/realizar_fichaje', e.token, {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, futuro).codigo,
      fecha: horaLocal(futuro),
    });
    expect(f.statusCode).toBe(422);
  });
});

describe('kiosk', () => {
  it('a revoked kiosk stops at once: no code, and its codes no longer clock in', async () => {
    const k = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh, { nombre: 'Guardia' });
    const token = k.json().data.token as string;
    const c = await codigo(token);
    const e = await empleado(t, 'Revocado');
    expect((await api.delete(`/api/v1/rrhh/fichaje/kioscos/${k.json().data.id}`, rrhh)).statusCode).toBe(200);
    expect((await api.get('/api/v1/fichaje/kiosco/codigo', undefined, { headers: { 'x-kiosco-token': token } })).statusCode).toBe(401);
    const r = await api.post('/api/v1/realizar_fichaje', e.token, {
      token: c,
      fecha: horaLocal(Date.now()),
      usuario: e.id,
      dispositivo: telefono(e),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/no está habilitado/);
    const lista = await api.get('/api/v1/rrhh/fichaje/kioscos', rrhh);
    expect(lista.json().data.find((x: { id: number }) => x.id === k.json().data.id).activo).toBe(false);
  });

  it('a kiosk token used from an address outside its allow-list is refused; X-Forwarded-For of a client that is not the balancer changes nothing', async () => {
    const k = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh, { nombre: 'Entrada de personal', direcciones: ['10.9.0.0/24', '192.0.2.10'] });
    expect(k.statusCode, k.body).toBe(200);
    expect(k.json().data.direcciones).toEqual(['10.9.0.0/24', '192.0.2.10']);
    const token = k.json().data.token as string;
    const desde = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/fichaje/kiosco/codigo', headers: { 'x-kiosco-token': token, ...headers }, remoteAddress });
    expect((await desde('10.9.0.77')).statusCode).toBe(200);
    expect((await desde('192.0.2.10')).statusCode).toBe(200);
    // The token copied home.
    const casa = await desde('203.0.113.7');
    expect(casa.statusCode).toBe(403);
    expect(casa.json().message).toBe('Este kiosco sólo funciona desde las direcciones que le habilitó RRHH, y 203.0.113.7 no es una de ellas.');
    // TRUST_PROXY is off in the tests: a client's own X-Forwarded-For is not believed.
    expect((await desde('203.0.113.7', { 'x-forwarded-for': '10.9.0.77' })).statusCode).toBe(403);
    // The PIN route too.
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fichaje/kiosco/pin',
      headers: { 'x-kiosco-token': token },
      payload: { dni: '12345678', pin: '1234' },
      remoteAddress: '203.0.113.7',
    });
    expect(pin.statusCode).toBe(403);
    // An edit that omits the list keeps it; an empty list opens the kiosk to any address.
    const id = k.json().data.id as number;
    const editado = await api.put(`/api/v1/rrhh/fichaje/kioscos/${id}`, rrhh, { nombre: 'Entrada de personal (PB)' });
    expect(editado.json().data.direcciones).toEqual(['10.9.0.0/24', '192.0.2.10']);
    expect((await desde('203.0.113.7')).statusCode).toBe(403);
    await api.put(`/api/v1/rrhh/fichaje/kioscos/${id}`, rrhh, { nombre: 'Entrada de personal (PB)', direcciones: [] });
    expect((await desde('203.0.113.7')).statusCode).toBe(200);
    // Something that is not an address is a 400 in Spanish.
    const malo = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh, { nombre: 'X', direcciones: ['la oficina'] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toMatch(/IP o un rango CIDR/);
  });

  it('without or with a wrong token: 401', async () => {
    expect((await api.get('/api/v1/fichaje/kiosco/codigo')).statusCode).toBe(401);
    expect((await api.get('/api/v1/fichaje/kiosco/codigo', undefined, { headers: { 'x-kiosco-token': 'nada' } })).statusCode).toBe(401);
  });

  it('DNI + PIN at the kiosk', async () => {
    const e = await empleado(t, 'ConPin');
    expect((await api.put('/api/v1/mi_pin_fichaje', e.token, { pin: '4321' })).statusCode).toBe(200);
    const [p] = await db().select().from(persona).where(eq(persona.id, e.personaId));
    const mal = await api.post('/api/v1/fichaje/kiosco/pin', undefined, { dni: p!.dni, pin: '1111' }, { headers: { 'x-kiosco-token': kiosco.token } });
    expect(mal.statusCode).toBe(401);
    const bien = await api.post('/api/v1/fichaje/kiosco/pin', undefined, { dni: p!.dni, pin: '4321' }, { headers: { 'x-kiosco-token': kiosco.token } });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json().data.fichaje.origen).toBe('kiosco_pin');

    // HR sets another PIN for the same person: the old one stops working.
    expect((await api.put('/api/v1/rrhh/fichaje/pin', rrhh, { persona_id: e.personaId, pin: '9876' })).statusCode).toBe(200);
    expect(
      (await api.post('/api/v1/fichaje/kiosco/pin', undefined, { dni: p!.dni, pin: '4321' }, { headers: { 'x-kiosco-token': kiosco.token } })).statusCode,
    ).toBe(401);
  });
});

describe('HR: corrections and detail', () => {
  it('a correction annuls the original (kept) and adds the new punch, both audited', async () => {
    const e = await empleado(t, 'Corregida');
    const r = await fichar(e);
    const original = r.json().data.fichaje;
    const c = await api.post('/api/v1/rrhh/fichaje/correccion', rrhh, {
      persona_id: e.personaId,
      fichaje_id: original.id,
      tipo: 'entrada',
      fecha: horaLocal(Date.now() - 3_600_000),
      motivo: 'Fichó tarde por un corte de luz',
    });
    expect(c.statusCode, c.body).toBe(200);
    const [orig] = await db().select().from(fichaje).where(eq(fichaje.id, original.id));
    expect(orig!.anulado_at).not.toBeNull();
    expect(orig!.anulado_motivo).toBe('Fichó tarde por un corte de luz');
    const nuevo = c.json().data.find((f: { origen: string }) => f.origen === 'correccion');
    expect(nuevo.corrige_id).toBe(original.id);
    const filas = await db().select().from(auditoria).where(eq(auditoria.entidad, 'fichaje'));
    expect(filas.map((f) => `${f.entidad_id}:${f.accion}`)).toEqual(expect.arrayContaining([`${original.id}:anular`, `${nuevo.id}:crear`]));
    // An employee cannot correct.
    expect((await api.post('/api/v1/rrhh/fichaje/correccion', e.token, { persona_id: e.personaId, fichaje_id: original.id, motivo: 'yo' })).statusCode).toBe(
      403,
    );
  });

  it('details a night shift across midnight on the day it starts', async () => {
    const e = await empleado(t, 'Nocturna');
    expect(
      (
        await api.put('/api/v1/rrhh/fichaje/horario', rrhh, {
          persona_id: e.personaId,
          turnos: { '1': { entrada: '22:00', salida: '06:00' }, '2': { entrada: '22:00', salida: '06:00' } },
          tolerancia_min: 10,
        })
      ).statusCode,
    ).toBe(200);
    // Monday 2026-11-16 22:20 → Tuesday 06:05.
    const ids: number[] = [];
    for (const [tipo, fecha] of [
      ['entrada', '2026-11-16 22:20:00'],
      ['salida', '2026-11-17 06:05:00'],
    ]) {
      const r = await api.post('/api/v1/rrhh/fichaje/correccion', rrhh, { persona_id: e.personaId, tipo, fecha, motivo: 'Carga manual' });
      expect(r.statusCode, r.body).toBe(200);
      ids.push(r.json().data[0].id);
    }
    const r = await api.post(`/api/v1/detallar_fichaje?usuario=${e.id}&desde=2026-11-16&hasta=2026-11-17`, rrhh);
    expect(r.statusCode, r.body).toBe(200);
    const [lunes, martes] = r.json().data.jornadas;
    expect(lunes.dia).toBe('2026-11-16');
    expect(lunes.minutos).toBe(465);
    expect(lunes.tardeMin).toBe(20);
    expect(lunes.pares).toHaveLength(1);
    // The pair names its punches, so the detail can annul one of them.
    expect([lunes.pares[0].entradaId, lunes.pares[0].salidaId]).toEqual(ids);
    expect(martes.pares).toHaveLength(0);
    expect(martes.ausente).toBe(true);
    const lista = await api.get(`/api/v1/detalle_fichaje?desde=2026-11-16&hasta=2026-11-17&persona=${e.personaId}`, rrhh);
    expect(lista.json().data[0].jornadas[0].minutos).toBe(465);
    // The company's list holds only days with a shift, a punch or a leave, and only people with one.
    const todos = (await api.get('/api/v1/detalle_fichaje?desde=2026-11-16&hasta=2026-11-17', rrhh)).json().data;
    expect(todos.map((p: { persona_id: number }) => p.persona_id)).toEqual([e.personaId]);
    expect(todos[0].jornadas.map((j: { dia: string }) => j.dia)).toEqual(['2026-11-16', '2026-11-17']);
    const csv = await api.get(`/api/v1/detalle_fichaje/csv?desde=2026-11-16&hasta=2026-11-17&persona=${e.personaId}`, rrhh);
    expect(csv.headers['content-disposition']).toMatch(/Reporte-Fichaje-\d\d-\d\d-\d{4}\.csv/);
    expect(csv.body).toContain('16/11/2026');
  });

  it('the board shows who is in', async () => {
    const r = await api.get('/api/v1/rrhh/fichaje/tablero', rrhh);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.some((f: { persona_id: number; estado: string }) => f.persona_id === beto.personaId && f.estado !== 'ausente')).toBe(true);
  });

  it('an employee sees only their own punches, and no HR route', async () => {
    const r = await api.get('/api/v1/mis_fichajes', ana.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.fichajes.every((f: { persona_id: number }) => f.persona_id === ana.personaId)).toBe(true);
    expect(r.json().data.fichajes.length).toBeGreaterThan(0);
    for (const [m, url] of [
      ['GET', '/api/v1/detalle_fichaje?desde=2026-11-01&hasta=2026-11-02'],
      ['POST', `/api/v1/detallar_fichaje?usuario=${beto.id}&desde=2026-11-01&hasta=2026-11-02`],
      ['DELETE', `/api/v1/rrhh/fichaje/kioscos/${kiosco.id}`],
      ['POST', '/api/v1/rrhh/fichaje/dispositivos/1/aprobar'],
      ['GET', '/api/v1/rrhh/fichaje/tablero'],
    ] as const) {
      expect((await api.pedir(m, url, ana.token)).statusCode, url).toBe(403);
    }
  });

  it('imports a biometric export by idfichador: unknown ids listed, a second import adds nothing', async () => {
    const e = await empleado(t, 'Biometrica');
    await db().update(persona).set({ idfichador: '7788' }).where(eq(persona.id, e.personaId));
    const texto = 'idfichador;fecha;hora\n7788;2026-11-10;07:58\n7788;10/11/2026;16:02:10\n9999;2026-11-10;08:00\nroto\n';
    const subir = () => api.post('/api/v1/rrhh/fichaje/importar', rrhh, formulario({}, { nombre: 'reloj.csv', datos: Buffer.from(texto), tipo: 'text/csv' }));
    const r = await subir();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ importados: 2, duplicados: 0, desconocidos: ['9999'], invalidas: [5] });
    expect((await subir()).json().data).toMatchObject({ importados: 0, duplicados: 2 });
    const marcas = await db().select().from(fichaje).where(eq(fichaje.persona_id, e.personaId));
    expect(marcas.map((m) => m.tipo).sort()).toEqual(['entrada', 'salida']);
  });

  it("the whole company's report runs as a job and leaves Reporte-Fichaje CSV", async () => {
    const r = await api.post('/api/v1/detallar_fichaje?desde=2026-11-10&hasta=2026-11-10', rrhh);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.trabajo_id as string;
    // The report is ready when its download answers 200 (the job's own state, asked again and again).
    const csv = await vi.waitFor(
      async () => {
        const r = await api.get(`/api/v1/detallar_fichaje/reporte/${id}`, rrhh);
        if (r.statusCode !== 200) throw new Error(`El reporte todavía no está: ${r.statusCode}`);
        return r;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/Reporte-Fichaje-\d\d-\d\d-\d{4}\.csv/);
    expect(csv.body).toContain('Biometrica');
  });

  describe('without dates (spec §7 calls detalle_fichaje and detallar_fichaje bare)', () => {
    afterEach(() => soltarReloj());

    it('answers the current month, in Argentina; one date alone gives the rest of its month', async () => {
      // 12 March 2025 at 23:30 in Argentina is already the 13th in UTC: the month is Argentina's.
      fijarReloj('2025-03-12T23:30:00-03:00');
      const e = await empleado(t, 'DelMes');
      for (const fecha of ['2025-02-28 08:00:00', '2025-03-01 08:00:00', '2025-03-31 08:00:00', '2025-04-01 08:00:00']) {
        const r = await api.post('/api/v1/rrhh/fichaje/correccion', rrhh, {
          persona_id: e.personaId,
          tipo: 'entrada',
          fecha,
          motivo: 'Carga manual',
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      const dias = (r: { json: () => { data: { persona_id: number; jornadas: { dia: string }[] }[] } }) =>
        r
          .json()
          .data.find((p) => p.persona_id === e.personaId)
          ?.jornadas.map((j) => j.dia);

      const bare = await api.get('/api/v1/detalle_fichaje', rrhh);
      expect(bare.statusCode, bare.body).toBe(200);
      expect(dias(bare)).toEqual(['2025-03-01', '2025-03-31']);
      const propia = await api.get(`/api/v1/detalle_fichaje?persona=${e.personaId}`, rrhh);
      expect(dias(propia)).toEqual(['2025-03-01', '2025-03-31']);
      const csv = await api.get(`/api/v1/detalle_fichaje/csv?persona=${e.personaId}`, rrhh);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('01/03/2025');
      expect(csv.body).not.toContain('28/02/2025');
      expect(csv.body).not.toContain('01/04/2025');

      // One person at once: every day of the month, from the 1st to the 31st.
      const uno = await api.post(`/api/v1/detallar_fichaje?usuario=${e.id}`, rrhh);
      expect(uno.statusCode, uno.body).toBe(200);
      const jornadas = uno.json().data.jornadas as { dia: string }[];
      expect(jornadas).toHaveLength(31);
      expect([jornadas[0]!.dia, jornadas.at(-1)!.dia]).toEqual(['2025-03-01', '2025-03-31']);

      // A single date: the rest of its month (desde), or its month up to it (hasta).
      expect(dias(await api.get(`/api/v1/detalle_fichaje?persona=${e.personaId}&desde=2025-02-10`, rrhh))).toEqual(['2025-02-28']);
      expect(dias(await api.get(`/api/v1/detalle_fichaje?persona=${e.personaId}&hasta=2025-04-20`, rrhh))).toEqual(['2025-04-01']);
      // A bad date is still a 400 in Spanish.
      const mal = await api.get('/api/v1/detalle_fichaje?desde=ayer', rrhh);
      expect(mal.statusCode).toBe(400);
      expect(mal.json().message).toMatch(/AAAA-MM-DD/);
    });
  });
});

describe('position policy, schedules and kiosks', () => {
  // Hall de la guardia: a kiosk with its place; 0.001° of latitude is about 111 m.
  const LUGAR = { lat: -31.6333, lng: -60.7 };
  const aMetros = (m: number) => ({ lat: LUGAR.lat + m / 111_195, lng: LUGAR.lng, precision: 10 });
  let guardia: { id: number; token: string };
  let carla: Empleado;

  const ficharEn = async (e: Empleado, extra: Record<string, unknown> = {}) =>
    api.post('/api/v1/realizar_fichaje', e.token, {
      token: await codigo(guardia.token),
      fecha: horaLocal(Date.now()),
      usuario: e.id,
      dispositivo: telefono(e),
      ...extra,
    });

  beforeAll(async () => {
    const k = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh, { nombre: 'Guardia', ...LUGAR, radio_m: 150 });
    expect(k.statusCode, k.body).toBe(200);
    guardia = { id: k.json().data.id, token: k.json().data.token };
    expect(k.json().data).toMatchObject({ lat: LUGAR.lat, lng: LUGAR.lng, radio_m: 150 });
    carla = await empleado(t, 'Carla');
  });

  it('a schedule that requires the position: refused without it or far away, accepted within the radius; a refusal does not use the code', async () => {
    const h = await api.put('/api/v1/rrhh/fichaje/horario', rrhh, {
      persona_id: carla.personaId,
      turnos: { '1': { entrada: '08:00', salida: '16:00' } },
      exige_ubicacion: true,
    });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().data).toMatchObject({ nombre: 'Carla, Fichaje', exige_ubicacion: true, tolerancia_min: 10 });
    expect((await api.get('/api/v1/mis_fichajes', carla.token)).json().data.exige_ubicacion).toBe(true);
    expect((await api.get('/api/v1/mis_fichajes', ana.token)).json().data.exige_ubicacion).toBe(false);

    const sin = await ficharEn(carla);
    expect(sin.statusCode).toBe(422);
    expect(sin.json().message).toMatch(/exige registrar la ubicación/);
    const token = await codigo(guardia.token);
    const lejos = await api.post('/api/v1/realizar_fichaje', carla.token, {
      token,
      fecha: horaLocal(Date.now()),
      usuario: carla.id,
      dispositivo: telefono(carla),
      ...aMetros(900),
    });
    expect(lejos.statusCode).toBe(422);
    expect(lejos.json().message).toBe('Está a 900 m del kiosco «Guardia» (se admiten 150 m): fiche desde el lugar de trabajo.');
    // The same code still works once she is there: the refused punch did not consume it.
    const cerca = await api.post('/api/v1/realizar_fichaje', carla.token, {
      token,
      fecha: horaLocal(Date.now()),
      usuario: carla.id,
      dispositivo: telefono(carla),
      ...aMetros(40),
    });
    expect(cerca.statusCode, cerca.body).toBe(200);
    const [f] = await db().select().from(fichaje).where(eq(fichaje.id, cerca.json().data.fichaje.id));
    expect(f!.lat).toBeCloseTo(aMetros(40).lat, 6);
    // A kiosk without a place: the position is required but only stored.
    expect((await fichar(carla, { ...aMetros(5000) })).statusCode).toBe(200);
  });

  it("a sector's schedule applies to its people unless they have their own; schedules are listed by name and deleted", async () => {
    const lista = await api.get('/api/v1/rrhh/fichaje/horarios', rrhh);
    const propio = lista.json().data.find((h: { persona_id: number }) => h.persona_id === carla.personaId);
    expect(propio.nombre).toBe('Carla, Fichaje');
    const borrar = await api.delete(`/api/v1/rrhh/fichaje/horarios/${propio.id}`, rrhh);
    expect(borrar.statusCode, borrar.body).toBe(200);
    expect((await ficharEn(carla)).statusCode).toBe(200);
    expect((await api.delete(`/api/v1/rrhh/fichaje/horarios/${propio.id}`, rrhh)).statusCode).toBe(404);
    const [a] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'horario'), eq(auditoria.entidad_id, propio.id), eq(auditoria.accion, 'borrar')));
    expect(a).toBeDefined();
  });

  it('bad schedules and kiosks: 400 or 404 with a message, nothing written', async () => {
    const casos: [string, string, unknown, number, RegExp][] = [
      ['PUT', '/api/v1/rrhh/fichaje/horario', { persona_id: carla.personaId, turnos: {}, tolerancia_min: 999 }, 400, /tolerancia/],
      ['PUT', '/api/v1/rrhh/fichaje/horario', { persona_id: carla.personaId, turnos: { '1': { entrada: '25:00', salida: '06:00' } } }, 400, /HH:mm/],
      ['PUT', '/api/v1/rrhh/fichaje/horario', { persona_id: 999_999, turnos: {} }, 404, /persona no existe/],
      ['PUT', '/api/v1/rrhh/fichaje/horario', { sector_id: 999_999, turnos: {} }, 404, /sector no existe/],
      ['POST', '/api/v1/rrhh/fichaje/kioscos', { nombre: 'Sin longitud', lat: -31 }, 400, /latitud y la longitud juntas/],
      ['POST', '/api/v1/rrhh/fichaje/kioscos', { nombre: 'Radio', lat: -31, lng: -60, radio_m: 1 }, 400, /radio/],
      ['PUT', '/api/v1/rrhh/fichaje/kioscos/999999', { nombre: 'Nadie' }, 404, /kiosco no existe/],
    ];
    for (const [m, url, body, estado, mensaje] of casos) {
      const r = await api.pedir(m as 'PUT', url, rrhh, body);
      expect(r.statusCode, `${url} ${r.body}`).toBe(estado);
      expect(r.json().message).toMatch(mensaje);
    }
    const editado = await api.put(`/api/v1/rrhh/fichaje/kioscos/${guardia.id}`, rrhh, { nombre: 'Guardia central', lat: null, lng: null });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data).toMatchObject({ nombre: 'Guardia central', lat: null, radio_m: null, activo: true });
    // Its token stays the same.
    expect((await api.get('/api/v1/fichaje/kiosco/codigo', undefined, { headers: { 'x-kiosco-token': guardia.token } })).json().data.kiosco).toBe(
      'Guardia central',
    );
  });

  it('a punch tells the open boards (holders of the HR permission), not other employees', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const conectar = (token: string) =>
      new Promise<Socket>((ok, mal) => {
        const s = conectarCliente(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        s.once('connect', () => ok(s));
        s.once('connect_error', mal);
      });
    const deRrhh = await conectar(rrhh);
    const deBeto = await conectar(beto.token);
    const recibidos: string[] = [];
    deBeto.onAny((e: string) => recibidos.push(e));
    const aviso = new Promise((ok) => deRrhh.once('fichaje-tablero', ok));
    const r = await ficharEn(carla);
    expect(r.statusCode, r.body).toBe(200);
    await aviso;
    // Events arrive in order: once a later broadcast reached Beto, the board hint would have too.
    const marca = new Promise((ok) => deBeto.once('marca-fichaje', ok));
    publicarDePrueba(t.app.ctx.realtime, 'todos', 'marca-fichaje');
    await marca;
    expect(recibidos).not.toContain('fichaje-tablero');
    deRrhh.disconnect();
    deBeto.disconnect();
  });
});

describe('veda de cambio de persona (issue 37)', () => {
  it("somebody else's refused attempt on my phone does not lock me out of it", async () => {
    const propia = await empleado(t, 'Vedapropia');
    const ajena = await empleado(t, 'Vedaajena');
    const primero = await fichar(propia);
    expect(primero.statusCode, primero.body).toBe(200);
    const ajeno = await fichar(ajena, { dispositivo: telefono(propia) });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toMatch(/espere 2 min para fichar/);
    const mio = await fichar(propia);
    expect(mio.statusCode, mio.body).toBe(200);
  });
});
