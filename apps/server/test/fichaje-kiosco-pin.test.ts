import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOQUEO_PIN_MIN, FALLAS_PIN } from '@worknet/domain/fichaje/pin';
import * as reloj from '@worknet/domain/reloj';
import { adelantarReloj, fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { fichajePinIntento } from '../src/modules/fichaje/fichaje.table';
import { mensajeSistema } from '../src/modules/notificaciones/notificaciones.table';
import { persona } from '../src/modules/rrhh/persona.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesion, cuerpoSinId, documentos, type ConSesion } from './factories';
import { peticiones } from './peticion';
import { empleado, horaLocal, type Empleado } from './fichaje-apoyo';

// The kiosk PIN's lockout per DNI (issue 36 item 4): 5 wrong PINs for one DNI in 15 minutes
// refuse that DNI's PIN for 15 minutes, whatever the address; HR hears of it once per lockout
// and it is audited; an unknown DNI answers (and locks) exactly like a wrong PIN; the person's
// phone keeps working. The clock is pinned, so "15 minutes later" is a step of the clock.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: ConSesion;
let kiosco: { id: number; token: string };

const db = () => t.database.db;
let direccion = 0;
/** Each attempt from an address of its own: the route's limit per address (20 a minute) is not what these tests are about. */
const conPin = (dni: string, pin: string) => {
  direccion += 1;
  return api.post(
    '/api/v1/fichaje/kiosco/pin',
    null,
    { dni, pin },
    { headers: { 'x-kiosco-token': kiosco.token }, remoteAddress: `10.36.${direccion >> 8}.${direccion & 255}` },
  );
};

type ConPin = Empleado & { dni: string; pin: string };
async function conPinPropio(apellido: string, pin: string): Promise<ConPin> {
  const e = await empleado(t, apellido);
  const r = await api.put('/api/v1/mi_pin_fichaje', e.token, { pin });
  expect(r.statusCode, r.body).toBe(200);
  const [p] = await db().select({ dni: persona.dni }).from(persona).where(eq(persona.id, e.personaId));
  return { ...e, dni: p!.dni, pin };
}

/** A DNI no person has. */
async function dniDesconocido(): Promise<string> {
  for (;;) {
    const { dni } = documentos();
    if (!(await db().select({ id: persona.id }).from(persona).where(eq(persona.dni, dni))).length) return dni;
  }
}

/** HR's system messages about a DNI's lockout. */
const avisosDe = async (dni: string) =>
  db()
    .select()
    .from(mensajeSistema)
    .where(and(eq(mensajeSistema.usuario_id, rrhh.id), eq(mensajeSistema.modulo, 'fichaje'), like(mensajeSistema.texto, `%DNI ${dni}%`)));

const bloqueosAuditados = async (dni: string) =>
  (await db().select().from(auditoria).where(eq(auditoria.entidad, 'fichaje_pin_bloqueo'))).filter((a) => (a.despues as { dni: string }).dni === dni);

const fallar = async (dni: string, veces: number) => {
  for (let i = 0; i < veces; i++) await conPin(dni, '0000');
};

beforeAll(async () => {
  // A Monday morning at the clinic (Argentina), before the app starts: everything runs on this clock.
  fijarReloj('2026-03-16T08:00:00-03:00');
  t = await appDePrueba();
  rrhh = await conSesion(t, { items: ['RRHH'] });
  const k = await api.post('/api/v1/rrhh/fichaje/kioscos', rrhh.token, { nombre: 'Entrada principal' });
  expect(k.statusCode, k.body).toBe(200);
  kiosco = { id: k.json().data.id, token: k.json().data.token };
});
afterAll(async () => {
  await t?.cerrar();
  soltarReloj();
});

describe('kiosk PIN lockout per DNI', () => {
  it('5 wrong PINs lock the DNI: the right PIN is refused, another DNI and the phone keep working; HR is told once, and it is audited', async () => {
    const ana = await conPinPropio('PinAna', '4321');
    const beto = await conPinPropio('PinBeto', '8642');
    const desconocido = await dniDesconocido();

    // Wrong PIN and unknown DNI, side by side: the same status and the same body at every step.
    for (let i = 1; i <= FALLAS_PIN; i++) {
      const mal = await conPin(ana.dni, '1111');
      const nadie = await conPin(desconocido, '1111');
      expect(mal.statusCode, `intento ${i}`).toBe(i < FALLAS_PIN ? 401 : 423);
      expect(nadie.statusCode).toBe(mal.statusCode);
      expect(cuerpoSinId(nadie)).toEqual(cuerpoSinId(mal));
    }
    const bloqueada = await conPin(ana.dni, ana.pin);
    expect(bloqueada.statusCode).toBe(423);
    expect(bloqueada.json()).toMatchObject({ success: false, code: 'PIN_BLOQUEADO' });
    expect(bloqueada.json().message).toMatch(/Intente nuevamente en 15 minutos o fiche con su teléfono\.$/);
    // The right PIN of a locked DNI and any PIN of a locked unknown DNI: indistinguishable.
    expect(cuerpoSinId(await conPin(desconocido, '4321'))).toEqual(cuerpoSinId(bloqueada));

    // Another DNI still works, from the same kiosk.
    const b = await conPin(beto.dni, beto.pin);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data.fichaje.persona_id).toBe(beto.personaId);

    // The locked person's own phone still clocks in.
    const c = await t.app.inject({ method: 'GET', url: '/api/v1/fichaje/kiosco/codigo', headers: { 'x-kiosco-token': kiosco.token } });
    const tel = await api.post('/api/v1/realizar_fichaje', ana.token, {
      token: c.json().data.codigo,
      fecha: horaLocal(reloj.ahoraMs()),
      usuario: ana.id,
      dispositivo: `tel-${ana.id}-pin`,
    });
    expect(tel.statusCode, tel.body).toBe(200);
    expect(tel.json().data.fichaje.origen).toBe('telefono');

    // More attempts during the lockout: no new message, no new audit row, nothing new counted.
    await fallar(ana.dni, 3);
    await fallar(desconocido, 3);
    const [aviso, ...otros] = await avisosDe(ana.dni);
    expect(otros).toHaveLength(0);
    expect(aviso!.titulo).toBe('Fichaje con PIN bloqueado por intentos fallidos');
    expect(aviso!.texto).toContain('PinAna, Fichaje');
    expect(aviso!.texto).toContain('«Entrada principal»');
    expect(aviso!.texto).toContain('el fichaje con el teléfono sigue habilitado');
    expect(aviso!.enlace).toBe('/rrhh/fichaje');
    // The unknown DNI locked too (the same guessing), and HR hears of it once, told that it is nobody's.
    const [avisoDesconocido, ...mas] = await avisosDe(desconocido);
    expect(mas).toHaveLength(0);
    expect(avisoDesconocido!.texto).toContain('que no es de ningún legajo con PIN');
    for (const dni of [ana.dni, desconocido]) {
      const [a, ...resto] = await bloqueosAuditados(dni);
      expect(resto).toHaveLength(0);
      expect(a!.accion).toBe('bloquear');
      expect(a!.despues).toMatchObject({ dni, kiosco_id: kiosco.id, fallas: FALLAS_PIN });
      expect((await db().select().from(fichajePinIntento).where(eq(fichajePinIntento.dni, dni))).length).toBe(FALLAS_PIN);
    }

    // 15 minutes after the failure that locked it, the lockout ends: the right PIN clocks in, and the budget starts over.
    const bloqueoDe = async (dni: string) => {
      const [b] = await db()
        .select()
        .from(fichajePinIntento)
        .where(and(eq(fichajePinIntento.dni, dni), isNotNull(fichajePinIntento.bloqueo_hasta)));
      expect(Math.abs(b!.bloqueo_hasta!.getTime() - b!.created_at.getTime() - BLOQUEO_PIN_MIN * 60_000)).toBeLessThan(5_000);
      return b!.bloqueo_hasta!.getTime();
    };
    const hasta = await bloqueoDe(ana.dni);
    fijarReloj(hasta - 10_000);
    expect((await conPin(ana.dni, ana.pin)).statusCode).toBe(423);
    // The unknown DNI locked a moment later than Ana's: both are over at the later end.
    fijarReloj(Math.max(hasta, await bloqueoDe(desconocido)));
    const otraVez = await conPin(ana.dni, ana.pin);
    expect(otraVez.statusCode, otraVez.body).toBe(200);
    expect(otraVez.json().data.fichaje.origen).toBe('kiosco_pin');
    expect((await conPin(ana.dni, '1111')).statusCode).toBe(401);
    expect((await conPin(desconocido, '1111')).statusCode).toBe(401);
    expect(await avisosDe(ana.dni)).toHaveLength(1);
  });

  it('a right PIN starts the count again; a fresh lockout is a second message', async () => {
    const e = await conPinPropio('PinCarla', '2468');
    await fallar(e.dni, FALLAS_PIN - 1);
    expect((await conPin(e.dni, e.pin)).statusCode).toBe(200);
    await fallar(e.dni, FALLAS_PIN - 1);
    expect((await conPin(e.dni, '1111')).statusCode).toBe(423);
    expect(await avisosDe(e.dni)).toHaveLength(1);
    adelantarReloj(BLOQUEO_PIN_MIN * 60_000);
    await fallar(e.dni, FALLAS_PIN);
    expect((await conPin(e.dni, e.pin)).statusCode).toBe(423);
    expect(await avisosDe(e.dni)).toHaveLength(2);
    expect(await bloqueosAuditados(e.dni)).toHaveLength(2);
  });

  it('the window is 15 minutes: failures older than that do not count', async () => {
    const e = await conPinPropio('PinDiego', '1357');
    await fallar(e.dni, FALLAS_PIN - 1);
    adelantarReloj(10 * 60_000);
    expect((await conPin(e.dni, '1111')).statusCode).toBe(423);
    const f = await conPinPropio('PinElena', '9753');
    await fallar(f.dni, FALLAS_PIN - 1);
    adelantarReloj(15 * 60_000 + 1_000);
    expect((await conPin(f.dni, '1111')).statusCode).toBe(401);
    expect((await conPin(f.dni, f.pin)).statusCode).toBe(200);
  });

  it('a new PIN (HR, or the person from their phone) lifts the lockout', async () => {
    const e = await conPinPropio('PinFabio', '1122');
    await fallar(e.dni, FALLAS_PIN);
    expect((await conPin(e.dni, e.pin)).statusCode).toBe(423);
    const r = await api.put('/api/v1/rrhh/fichaje/pin', rrhh.token, { persona_id: e.personaId, pin: '3344' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await conPin(e.dni, '3344')).statusCode).toBe(200);
    const [a] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'fichaje_pin'), eq(auditoria.entidad_id, String(e.personaId))));
    expect(a).toBeDefined();
    const ultimo = (await db().select().from(auditoria).where(eq(auditoria.entidad, 'fichaje_pin'))).filter((x) => x.entidad_id === String(e.personaId)).at(-1);
    expect(ultimo!.despues).toEqual({ intentos_anulados: FALLAS_PIN });

    await fallar(e.dni, FALLAS_PIN);
    expect((await conPin(e.dni, '3344')).statusCode).toBe(423);
    expect((await api.put('/api/v1/mi_pin_fichaje', e.token, { pin: '5566' })).statusCode).toBe(200);
    expect((await conPin(e.dni, '5566')).statusCode).toBe(200);
  });

  it('20 simultaneous wrong PINs for one DNI: at most 5 are checked, one lockout, one message', async () => {
    const e = await conPinPropio('PinGrupo', '7788');
    const rs = await Promise.all(Array.from({ length: 20 }, () => conPin(e.dni, '0000')));
    for (const r of rs) expect([401, 423], r.body).toContain(r.statusCode);
    expect(rs.filter((r) => r.statusCode === 423).length).toBeGreaterThanOrEqual(20 - FALLAS_PIN);
    const intentos = await db().select().from(fichajePinIntento).where(eq(fichajePinIntento.dni, e.dni));
    expect(intentos.length).toBe(FALLAS_PIN);
    expect(intentos.filter((i) => i.bloqueo_hasta !== null)).toHaveLength(1);
    expect(await avisosDe(e.dni)).toHaveLength(1);
    expect(await bloqueosAuditados(e.dni)).toHaveLength(1);
    expect((await conPin(e.dni, e.pin)).statusCode).toBe(423);
  });
});
