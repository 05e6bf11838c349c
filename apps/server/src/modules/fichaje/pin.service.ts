import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BLOQUEO_PIN_MIN, FALLAS_PIN, mensajeBloqueoPin, VENTANA_PIN_MIN } from '@worknet/domain/fichaje/pin';
import { horaLocalDe } from '@worknet/domain/fichaje/reloj';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { AppError, noAutenticado } from '../../platform/http/errors';
import { administradoresActivos } from '../../platform/rbac/escalada';
import { usuariosConPermiso } from '../../platform/rbac/titulares';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';
import { persona } from '../rrhh/persona.table';
import { fichajePin, fichajePinIntento } from './fichaje.table';

// The kiosk PIN's lockout (issue 36; the budget in @worknet/domain/fichaje/pin). The same
// mechanism as the login's (auth/proteccion-login.ts): attempts kept in a table, so the budget
// holds across instances, and counted in a sliding window. Per DNI typed, known or not: an
// unknown DNI is checked against a fixed hash, fails, counts and locks exactly like a wrong PIN.
// Race-safe: an attempt is written (as a failure) under the DNI's advisory lock before its PIN is
// checked, so simultaneous guesses queue there and at most FALLAS_PIN of them are ever checked.
// The person's phone clock-in is not affected: only the PIN of that DNI is refused.

const MINUTO_MS = 60_000;
/** Advisory lock class of the kiosk PIN attempts (its second key is the DNI: at most 9 digits, an int). */
const CANDADO_PIN = 7263036;

export const PIN_INCORRECTO = 'DNI o PIN incorrectos.';
const pinIncorrecto = () => noAutenticado(PIN_INCORRECTO);
const pinBloqueado = (hasta: Date) => new AppError(423, mensajeBloqueoPin(hasta.getTime() - reloj.ahoraMs()), 'PIN_BLOQUEADO');

// A fixed hash to check an unknown DNI against, so both paths cost the same (as the login does).
let hashFicticio: Promise<string> | undefined;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const candado = (tx: Tx, dni: string) => tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_PIN}::int, ${Number(dni)}::int)`);

const hace = (ahoraMs: number, minutos: number) => new Date(ahoraMs - minutos * MINUTO_MS).toISOString();

/**
 * The DNI's lockout in force (until when) and the failures that count now: those of the last
 * VENTANA_PIN_MIN minutes, after its last right PIN and after the end of its last lockout. An
 * attempt still being checked counts as a failure. Times come from the clock (`reloj`), never
 * from the database's now(), so a pinned clock holds on PostgreSQL too.
 */
async function estadoPin(tx: Tx, dni: string, ahoraMs: number): Promise<{ hasta: Date | null; fallas: number }> {
  const ahora = new Date(ahoraMs).toISOString();
  const [f] = filasDe<{ hasta: Date | string | null; fallas: number }>(
    await tx.execute(sql`
      with d as (
        select created_at, exito, bloqueo_hasta from fichaje_pin_intento
        where dni = ${dni} and anulado_at is null and created_at > ${hace(ahoraMs, VENTANA_PIN_MIN + BLOQUEO_PIN_MIN)}::timestamptz
      ), corte as (
        select greatest(
          ${hace(ahoraMs, VENTANA_PIN_MIN)}::timestamptz,
          (select max(created_at) from d where exito),
          (select max(bloqueo_hasta) from d where bloqueo_hasta <= ${ahora}::timestamptz)) as desde
      )
      select
        (select max(bloqueo_hasta) from d where bloqueo_hasta > ${ahora}::timestamptz) as hasta,
        (select count(*)::int from d, corte where not d.exito and d.created_at > corte.desde) as fallas`),
  );
  return { hasta: f?.hasta ? new Date(f.hasta) : null, fallas: Number(f?.fallas ?? 0) };
}

/** Active users holding rrhh.fichaje.administrar through their roles; the administrators when nobody does (the warning must reach somebody). */
async function rrhhDeFichaje(tx: Tx): Promise<number[]> {
  const ids = await usuariosConPermiso(tx, 'rrhh.fichaje.administrar');
  return ids.length ? ids : administradoresActivos(tx);
}

type Quien = { id: number; nombre: string } | undefined;

/** The lockout: on the failure that completed the budget, audited and told to HR (a system message) in the same transaction. */
async function bloquear(
  ctx: Avisador,
  tx: Tx,
  d: { intentoId: number; dni: string; quien: Quien; kiosco: { id: number; nombre: string }; ip: string; fallas: number; hasta: Date },
): Promise<Avisado | null> {
  await tx.update(fichajePinIntento).set({ bloqueo_hasta: d.hasta }).where(eq(fichajePinIntento.id, d.intentoId));
  await auditar(tx, {
    usuarioId: null,
    entidad: 'fichaje_pin_bloqueo',
    entidadId: d.intentoId,
    accion: 'bloquear',
    despues: { dni: d.dni, persona_id: d.quien?.id ?? null, kiosco_id: d.kiosco.id, ip: d.ip, fallas: d.fallas, hasta: d.hasta },
  });
  const usuarioIds = await rrhhDeFichaje(tx);
  if (!usuarioIds.length) return null;
  const quien = d.quien ? `${d.quien.nombre}, DNI ${d.dni}` : `DNI ${d.dni}, que no es de ningún legajo con PIN`;
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds,
      titulo: 'Fichaje con PIN bloqueado por intentos fallidos',
      texto: (
        `Hubo ${d.fallas} intentos con un PIN incorrecto para ${quien} en el kiosco «${d.kiosco.nombre}» en menos de ${VENTANA_PIN_MIN} minutos. ` +
        `El fichaje con PIN de ese DNI queda bloqueado hasta las ${horaLocalDe(d.hasta.getTime()).slice(11, 16)}; el fichaje con el teléfono sigue habilitado. ` +
        'Si no fue esa persona, puede ser un intento de fichar por otro. Guardar un PIN nuevo para la persona levanta el bloqueo.'
      ).slice(0, 1000),
      enlace: '/rrhh/fichaje',
      modulo: 'fichaje',
    },
  });
}

/**
 * Checks a DNI and PIN typed at kiosk `kiosco` under the lockout. The right PIN gives the person
 * and the attempt (`intentoId`, to mark right with `pinCorrecto` inside the punch's transaction);
 * anything else throws: 401 «DNI o PIN incorrectos.» or, with the DNI locked, 423.
 */
export async function comprobarPin(
  ctx: { db: Db } & Avisador,
  kiosco: { id: number; nombre: string },
  dni: string,
  pin: string,
  ip: string,
): Promise<{ personaId: number; intentoId: number }> {
  const reserva = await ctx.db.transaction(async (tx): Promise<{ bloqueo: Date } | { intentoId: number }> => {
    await candado(tx, dni);
    const ahoraMs = reloj.ahoraMs();
    const e = await estadoPin(tx, dni, ahoraMs);
    if (e.hasta) return { bloqueo: e.hasta };
    // The budget is spent by attempts still being checked: their outcome decides the lockout.
    if (e.fallas >= FALLAS_PIN) return { bloqueo: new Date(ahoraMs + BLOQUEO_PIN_MIN * MINUTO_MS) };
    const [i] = await tx
      .insert(fichajePinIntento)
      .values({ dni, kiosco_id: kiosco.id, ip, created_at: new Date(ahoraMs) })
      .returning({ id: fichajePinIntento.id });
    return { intentoId: i!.id };
  });
  if ('bloqueo' in reserva) throw pinBloqueado(reserva.bloqueo);

  const [p] = await ctx.db
    .select({ id: persona.id, nombre: sql<string>`${persona.apellido} || ', ' || ${persona.nombres}`, pin_hash: fichajePin.pin_hash })
    .from(persona)
    .innerJoin(fichajePin, eq(fichajePin.persona_id, persona.id))
    .where(and(eq(persona.dni, dni), isNull(persona.deleted_at)));
  hashFicticio ??= hash('pin-ficticio-para-igualar-tiempos');
  const correcto = await verify(p?.pin_hash ?? (await hashFicticio), pin).catch(() => false);
  if (p && correcto) return { personaId: p.id, intentoId: reserva.intentoId };

  const bloqueo = await ctx.db.transaction(async (tx) => {
    await candado(tx, dni);
    const ahoraMs = reloj.ahoraMs();
    const e = await estadoPin(tx, dni, ahoraMs);
    // Locked meanwhile by a simultaneous attempt: HR has already been told.
    if (e.hasta) return { hasta: e.hasta, aviso: null };
    if (e.fallas < FALLAS_PIN) return null;
    const hasta = new Date(ahoraMs + BLOQUEO_PIN_MIN * MINUTO_MS);
    const quien = p ? { id: p.id, nombre: p.nombre } : undefined;
    return { hasta, aviso: await bloquear(ctx, tx, { intentoId: reserva.intentoId, dni, quien, kiosco, ip, fallas: e.fallas, hasta }) };
  });
  bloqueo?.aviso?.entregar();
  throw bloqueo ? pinBloqueado(bloqueo.hasta) : pinIncorrecto();
}

/** The attempt proved right: it stops counting, and so do the DNI's failures before it. Inside the punch's transaction. */
export async function pinCorrecto(tx: Tx, intentoId: number): Promise<void> {
  await tx.update(fichajePinIntento).set({ exito: true }).where(eq(fichajePinIntento.id, intentoId));
}

/** A new PIN for the person: the failures of their DNI stop counting and a lockout in force ends. How many were voided. */
export async function anularIntentosPin(tx: Tx, personaId: number): Promise<number> {
  const filas = await tx
    .update(fichajePinIntento)
    .set({ anulado_at: reloj.ahora() })
    .where(
      and(
        sql`${fichajePinIntento.dni} = (select dni from persona where id = ${personaId})`,
        eq(fichajePinIntento.exito, false),
        isNull(fichajePinIntento.anulado_at),
      ),
    )
    .returning({ id: fichajePinIntento.id });
  return filas.length;
}
