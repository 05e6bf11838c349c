import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitirCodigo } from '../src/modules/fichaje/fichaje.codigos';
import { dispositivoFichaje, fichaje } from '../src/modules/fichaje/fichaje.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, tokenCon } from './factories';
import { CLAVE, empleado, horaLocal, type Empleado } from './fichaje-apoyo';
import { formulario } from './media-apoyo';
import { persona } from '../src/modules/rrhh/persona.table';

// Clock-in (issue 21): the kiosk's rotating code, the phone bound to its owner and the swap
// ban, offline punches, kiosk revocation, simultaneous uses of one code, corrections and the
// attendance detail of a night shift.

let t: Prueba;
let rrhh: string;
let kiosco: { id: number; token: string };
let ana: Empleado;
let beto: Empleado;

const db = () => t.database.db;
const pedir = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const telefono = (e: Empleado) => `tel-${e.id}-principal`;

async function codigo(token = kiosco.token): Promise<string> {
  const r = await pedir('GET', '/api/v1/fichaje/kiosco/codigo', { 'x-kiosco-token': token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.codigo as string;
}

const fichar = async (e: Empleado, extra: Record<string, unknown> = {}) =>
  pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
    token: await codigo(),
    fecha: horaLocal(Date.now()),
    usuario: e.id,
    dispositivo: telefono(e),
    ...extra,
  });

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  const k = await pedir('POST', '/api/v1/rrhh/fichaje/kioscos', bearer(rrhh), { nombre: 'Hall central', ubicacion: 'Planta baja' });
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

  it('refuses a usuario other than the session (403)', async () => {
    const r = await fichar(ana, { usuario: beto.id });
    expect(r.statusCode).toBe(403);
  });

  it('refuses a reused, expired or forged code', async () => {
    const c = await codigo();
    const body = { token: c, fecha: horaLocal(Date.now()), usuario: ana.id, dispositivo: telefono(ana) };
    expect((await pedir('POST', '/api/v1/realizar_fichaje', bearer(ana.token), body)).statusCode).toBe(200);
    const otraVez = await pedir('POST', '/api/v1/realizar_fichaje', bearer(ana.token), body);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toMatch(/ya fue usado/);

    const viejo = emitirCodigo(CLAVE, kiosco.id, Date.now() - 60_000).codigo;
    const vencido = await pedir('POST', '/api/v1/realizar_fichaje', bearer(ana.token), { ...body, token: viejo });
    expect(vencido.statusCode).toBe(422);
    expect(vencido.json().message).toMatch(/venció/);

    const falso = `${kiosco.id}.${Math.floor(Date.now() / 20_000)}.AAAAAAAAAAA.${'x'.repeat(22)}`;
    const r = await pedir('POST', '/api/v1/realizar_fichaje', bearer(ana.token), { ...body, token: falso });
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
    expect(d!.ultimo_usuario_id).toBe(beto.id);
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
    const lista = await pedir('GET', '/api/v1/rrhh/fichaje/dispositivos?estado=pendiente', bearer(rrhh));
    const pendiente = lista.json().data.find((d: { usuario_id: number }) => d.usuario_id === beto.id);
    expect(pendiente).toBeTruthy();
    expect((await pedir('POST', `/api/v1/rrhh/fichaje/dispositivos/${pendiente.id}/aprobar`, bearer(rrhh))).statusCode).toBe(200);
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-segundo` })).statusCode).toBe(200);

    // A third phone that HR rejects stays refused.
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-tercero` })).statusCode).toBe(403);
    const otra = await pedir('GET', '/api/v1/rrhh/fichaje/dispositivos?estado=pendiente', bearer(rrhh));
    const tercero = otra.json().data.find((d: { usuario_id: number }) => d.usuario_id === beto.id);
    expect((await pedir('POST', `/api/v1/rrhh/fichaje/dispositivos/${tercero.id}/rechazar`, bearer(rrhh))).statusCode).toBe(200);
    expect((await fichar(beto, { dispositivo: `tel-${beto.id}-tercero` })).statusCode).toBe(403);
  });

  it('20 simultaneous uses of one code: one 200, the rest 409', async () => {
    const personas = await Promise.all(Array.from({ length: 20 }, (_, i) => empleado(t, `Simultaneo${i}`)));
    const c = await codigo();
    const rs = await Promise.all(
      personas.map((e) =>
        pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), { token: c, fecha: horaLocal(Date.now()), usuario: e.id, dispositivo: telefono(e) }),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});

describe('offline', () => {
  it('accepts a punch whose code was valid at the claimed time, marked as sent late', async () => {
    const e = await empleado(t, 'Offline');
    const cuando = Date.now() - 2 * 3_600_000;
    const token = emitirCodigo(CLAVE, kiosco.id, cuando).codigo;
    const r = await pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
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

  it('refuses a claimed time the code was not shown at, and a queue older than 12 h', async () => {
    const e = await empleado(t, 'Offline2');
    const cuando = Date.now() - 2 * 3_600_000;
    const base = { usuario: e.id, dispositivo: telefono(e), offline: true };
    const forjado = await pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, cuando).codigo,
      fecha: horaLocal(cuando - 3_600_000),
    });
    expect(forjado.statusCode).toBe(422);
    const viejo = Date.now() - 13 * 3_600_000;
    const r = await pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, viejo).codigo,
      fecha: horaLocal(viejo),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/más de 12 horas/);
    const futuro = Date.now() + 10 * 60_000;
    const f = await pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
      ...base,
      token: emitirCodigo(CLAVE, kiosco.id, futuro).codigo,
      fecha: horaLocal(futuro),
    });
    expect(f.statusCode).toBe(422);
  });
});

describe('kiosk', () => {
  it('a revoked kiosk stops at once: no code, and its codes no longer clock in', async () => {
    const k = await pedir('POST', '/api/v1/rrhh/fichaje/kioscos', bearer(rrhh), { nombre: 'Guardia' });
    const token = k.json().data.token as string;
    const c = await codigo(token);
    const e = await empleado(t, 'Revocado');
    expect((await pedir('DELETE', `/api/v1/rrhh/fichaje/kioscos/${k.json().data.id}`, bearer(rrhh))).statusCode).toBe(200);
    expect((await pedir('GET', '/api/v1/fichaje/kiosco/codigo', { 'x-kiosco-token': token })).statusCode).toBe(401);
    const r = await pedir('POST', '/api/v1/realizar_fichaje', bearer(e.token), {
      token: c,
      fecha: horaLocal(Date.now()),
      usuario: e.id,
      dispositivo: telefono(e),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/no está habilitado/);
    const lista = await pedir('GET', '/api/v1/rrhh/fichaje/kioscos', bearer(rrhh));
    expect(lista.json().data.find((x: { id: number }) => x.id === k.json().data.id).activo).toBe(false);
  });

  it('without or with a wrong token: 401', async () => {
    expect((await pedir('GET', '/api/v1/fichaje/kiosco/codigo')).statusCode).toBe(401);
    expect((await pedir('GET', '/api/v1/fichaje/kiosco/codigo', { 'x-kiosco-token': 'nada' })).statusCode).toBe(401);
  });

  it('DNI + PIN at the kiosk', async () => {
    const e = await empleado(t, 'ConPin');
    expect((await pedir('PUT', '/api/v1/mi_pin_fichaje', bearer(e.token), { pin: '4321' })).statusCode).toBe(200);
    const [p] = await db().select().from(persona).where(eq(persona.id, e.personaId));
    const mal = await pedir('POST', '/api/v1/fichaje/kiosco/pin', { 'x-kiosco-token': kiosco.token }, { dni: p!.dni, pin: '1111' });
    expect(mal.statusCode).toBe(401);
    const bien = await pedir('POST', '/api/v1/fichaje/kiosco/pin', { 'x-kiosco-token': kiosco.token }, { dni: p!.dni, pin: '4321' });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json().data.fichaje.origen).toBe('kiosco_pin');

    // HR sets another PIN for the same person: the old one stops working.
    expect((await pedir('PUT', '/api/v1/rrhh/fichaje/pin', bearer(rrhh), { persona_id: e.personaId, pin: '9876' })).statusCode).toBe(200);
    expect((await pedir('POST', '/api/v1/fichaje/kiosco/pin', { 'x-kiosco-token': kiosco.token }, { dni: p!.dni, pin: '4321' })).statusCode).toBe(401);
  });
});

describe('HR: corrections and detail', () => {
  it('a correction annuls the original (kept) and adds the new punch, both audited', async () => {
    const e = await empleado(t, 'Corregida');
    const r = await fichar(e);
    const original = r.json().data.fichaje;
    const c = await pedir('POST', '/api/v1/rrhh/fichaje/correccion', bearer(rrhh), {
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
    expect(
      (await pedir('POST', '/api/v1/rrhh/fichaje/correccion', bearer(e.token), { persona_id: e.personaId, fichaje_id: original.id, motivo: 'yo' })).statusCode,
    ).toBe(403);
  });

  it('details a night shift across midnight on the day it starts', async () => {
    const e = await empleado(t, 'Nocturna');
    expect(
      (
        await pedir('PUT', '/api/v1/rrhh/fichaje/horario', bearer(rrhh), {
          persona_id: e.personaId,
          turnos: { '1': { entrada: '22:00', salida: '06:00' }, '2': { entrada: '22:00', salida: '06:00' } },
          tolerancia_min: 10,
        })
      ).statusCode,
    ).toBe(200);
    // Monday 2026-11-16 22:20 → Tuesday 06:05.
    for (const [tipo, fecha] of [
      ['entrada', '2026-11-16 22:20:00'],
      ['salida', '2026-11-17 06:05:00'],
    ]) {
      const r = await pedir('POST', '/api/v1/rrhh/fichaje/correccion', bearer(rrhh), { persona_id: e.personaId, tipo, fecha, motivo: 'Carga manual' });
      expect(r.statusCode, r.body).toBe(200);
    }
    const r = await pedir('POST', `/api/v1/detallar_fichaje?usuario=${e.id}&desde=2026-11-16&hasta=2026-11-17`, bearer(rrhh));
    expect(r.statusCode, r.body).toBe(200);
    const [lunes, martes] = r.json().data.jornadas;
    expect(lunes.dia).toBe('2026-11-16');
    expect(lunes.minutos).toBe(465);
    expect(lunes.tardeMin).toBe(20);
    expect(lunes.pares).toHaveLength(1);
    expect(martes.pares).toHaveLength(0);
    expect(martes.ausente).toBe(true);
    const lista = await pedir('GET', `/api/v1/detalle_fichaje?desde=2026-11-16&hasta=2026-11-17&persona=${e.personaId}`, bearer(rrhh));
    expect(lista.json().data[0].jornadas[0].minutos).toBe(465);
    const csv = await pedir('GET', `/api/v1/detalle_fichaje/csv?desde=2026-11-16&hasta=2026-11-17&persona=${e.personaId}`, bearer(rrhh));
    expect(csv.headers['content-disposition']).toMatch(/Reporte-Fichaje-\d\d-\d\d-\d{4}\.csv/);
    expect(csv.body).toContain('16/11/2026');
  });

  it('the board shows who is in', async () => {
    const r = await pedir('GET', '/api/v1/rrhh/fichaje/tablero', bearer(rrhh));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.some((f: { persona_id: number; estado: string }) => f.persona_id === beto.personaId && f.estado !== 'ausente')).toBe(true);
  });

  it('an employee sees only their own punches, and no HR route', async () => {
    const r = await pedir('GET', '/api/v1/mis_fichajes', bearer(ana.token));
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
      expect((await pedir(m, url, bearer(ana.token))).statusCode, url).toBe(403);
    }
  });

  it('imports a biometric export by idfichador: unknown ids listed, a second import adds nothing', async () => {
    const e = await empleado(t, 'Biometrica');
    await db().update(persona).set({ idfichador: '7788' }).where(eq(persona.id, e.personaId));
    const texto = 'idfichador;fecha;hora\n7788;2026-11-10;07:58\n7788;10/11/2026;16:02:10\n9999;2026-11-10;08:00\nroto\n';
    const subir = () =>
      pedir('POST', '/api/v1/rrhh/fichaje/importar', bearer(rrhh), formulario({}, { nombre: 'reloj.csv', datos: Buffer.from(texto), tipo: 'text/csv' }));
    const r = await subir();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ importados: 2, duplicados: 0, desconocidos: ['9999'], invalidas: [5] });
    expect((await subir()).json().data).toMatchObject({ importados: 0, duplicados: 2 });
    const marcas = await db().select().from(fichaje).where(eq(fichaje.persona_id, e.personaId));
    expect(marcas.map((m) => m.tipo).sort()).toEqual(['entrada', 'salida']);
  });

  it("the whole company's report runs as a job and leaves Reporte-Fichaje CSV", async () => {
    const r = await pedir('POST', '/api/v1/detallar_fichaje?desde=2026-11-10&hasta=2026-11-10', bearer(rrhh));
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.trabajo_id as string;
    let csv;
    for (let i = 0; i < 60; i++) {
      csv = await pedir('GET', `/api/v1/detallar_fichaje/reporte/${id}`, bearer(rrhh));
      if (csv.statusCode === 200) break;
      await new Promise((ok) => setTimeout(ok, 500));
    }
    expect(csv!.statusCode).toBe(200);
    expect(csv!.headers['content-disposition']).toMatch(/Reporte-Fichaje-\d\d-\d\d-\d{4}\.csv/);
    expect(csv!.body).toContain('Biometrica');
  });
});
