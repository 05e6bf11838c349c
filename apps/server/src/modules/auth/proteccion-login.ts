import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { AppError } from '../../platform/http/errors';
import { intentoLogin } from './auth.table';
import * as reloj from '@worknet/domain/reloj';
import { minutosQueFaltan } from '@worknet/domain/bloqueos';

// Login protection (decisions.md). A lockout must not be a denial-of-service tool:
// failures from anywhere must not lock the owner out, nor one noisy address a whole
// site behind one NAT. Hence three budgets, all counted in `intento_login` (so they
// hold across instances), ignoring failures an administrator lifted (`anulado_at`):
// - a username from one address (the pair): FALLAS_POR_PAR in VENTANA_PAR_MIN
//   lock that pair, for everybody, known device or not (otherwise an attacker on
//   a known device or address would get unlimited guesses);
// - a username from every address: FALLAS_POR_USUARIO in VENTANA_USUARIO_MIN lock
//   it for unknown devices only;
// - an address, any usernames: FALLAS_POR_DIRECCION in VENTANA_DIRECCION_MIN block
//   it (429) for unknown devices only.
// "Known" = this username succeeded in the last DIAS_CONOCIDO days from the same
// device cookie or the same address; only the right password gets through.
// The owner on a new device is not locked out for the hour: the e-mailed reset link
// (recuperacion.service.ts) is the unlock link, it voids the username's failures.
export const FALLAS_POR_PAR = 5;
export const VENTANA_PAR_MIN = 15;
export const FALLAS_POR_USUARIO = 30;
export const VENTANA_USUARIO_MIN = 60;
export const FALLAS_POR_DIRECCION = 100;
export const VENTANA_DIRECCION_MIN = 15;
export const DIAS_CONOCIDO = 30;
/** The widest window: lifting a block voids the failures that still count anywhere. */
export const VENTANA_MAXIMA_MIN = Math.max(VENTANA_PAR_MIN, VENTANA_USUARIO_MIN, VENTANA_DIRECCION_MIN);

/** The device cookie: a random id the browser sends only to the login call. */
export const COOKIE_DISPOSITIVO = 'worknet_dispositivo';
const FORMATO_DISPOSITIVO = /^[A-Za-z0-9_-]{43}$/;

export const nuevoDispositivo = () => randomBytes(32).toString('base64url');
/** Only this hash is stored: a leaked table does not give anybody a known device. */
export const hashDispositivo = (id: string | undefined): string | null =>
  id && FORMATO_DISPOSITIVO.test(id) ? createHash('sha256').update(id).digest('hex') : null;

/**
 * Cookie options. Recognition lasts DIAS_CONOCIDO days from the last success and
 * every success issues a new id, so a longer life would buy nothing. `Secure` only
 * over https: plain-http LAN installs exist (see helmet in app.ts).
 */
export const opcionesCookieDispositivo = (https: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/api/v1/login', maxAge: DIAS_CONOCIDO * 86_400, secure: https }) as const;

const hace = (ahora: number, minutos: number) => new Date(ahora - minutos * 60_000).toISOString();
const comoFecha = (v: Date | string | null) => (v === null ? null : new Date(v));

/** When each budget that is spent now frees up (null: not spent), and whether the device or address is known. */
export type EstadoLogin = { par: Date | null; usuario: Date | null; direccion: Date | null; conocido: boolean };

/**
 * A budget of N failures in a window is spent while N failures are inside it: it
 * frees up when the N-th newest leaves, so each query returns that failure's time.
 */
export async function estadoLogin(db: Db, username: string, ip: string, dispositivo: string | null, ahora = reloj.ahoraMs()): Promise<EstadoLogin> {
  const r = await db.execute(sql`
    select
      (select f.created_at from intento_login f
        where f.username = ${username} and f.ip = ${ip} and not f.exito and f.anulado_at is null
          and f.created_at > ${hace(ahora, VENTANA_PAR_MIN)}::timestamptz
          -- a success of the pair starts its count again
          and not exists (select 1 from intento_login e where e.username = f.username and e.ip = f.ip and e.exito and e.created_at > f.created_at)
        order by f.created_at desc offset ${FALLAS_POR_PAR - 1}::int limit 1) as par,
      (select created_at from intento_login
        where username = ${username} and not exito and anulado_at is null and created_at > ${hace(ahora, VENTANA_USUARIO_MIN)}::timestamptz
        order by created_at desc offset ${FALLAS_POR_USUARIO - 1}::int limit 1) as usuario,
      (select created_at from intento_login
        where ip = ${ip} and not exito and anulado_at is null and created_at > ${hace(ahora, VENTANA_DIRECCION_MIN)}::timestamptz
        order by created_at desc offset ${FALLAS_POR_DIRECCION - 1}::int limit 1) as direccion,
      exists (select 1 from intento_login
        where username = ${username} and exito and created_at > ${hace(ahora, DIAS_CONOCIDO * 1440)}::timestamptz
          and (ip = ${ip} or dispositivo = ${dispositivo})) as conocido`);
  const f = filasDe<{ par: Date | string | null; usuario: Date | string | null; direccion: Date | string | null; conocido: boolean }>(r)[0]!;
  const hasta = (v: Date | string | null, minutos: number) => {
    const d = comoFecha(v);
    return d ? new Date(d.getTime() + minutos * 60_000) : null;
  };
  return {
    par: hasta(f.par, VENTANA_PAR_MIN),
    usuario: hasta(f.usuario, VENTANA_USUARIO_MIN),
    direccion: hasta(f.direccion, VENTANA_DIRECCION_MIN),
    conocido: f.conocido === true,
  };
}

const minutosHasta = (hasta: Date, ahora = reloj.ahoraMs()) => minutosQueFaltan(hasta.getTime() - ahora);

export const bloqueoPar = (hasta: Date) =>
  new AppError(
    423,
    `Demasiados intentos fallidos: por seguridad, el ingreso con este usuario desde esta dirección quedó bloqueado. Intente nuevamente en ${minutosHasta(hasta)}.`,
    'CUENTA_BLOQUEADA',
  );

export const bloqueoUsuario = (hasta: Date) =>
  new AppError(
    423,
    `La cuenta está bloqueada por demasiados intentos fallidos desde distintas direcciones. Intente nuevamente en ${minutosHasta(hasta)}, ingrese desde un equipo en el que ya haya iniciado sesión o restablezca la contraseña con «¿Olvidó su contraseña?»: el enlace que llega por correo levanta el bloqueo.`,
    'USUARIO_BLOQUEADO',
  );

export const bloqueoDireccion = (hasta: Date) =>
  new AppError(
    429,
    `Demasiados intentos fallidos desde esta dirección. Intente nuevamente en ${minutosHasta(hasta)} o consulte con el administrador del sistema.`,
    'BLOQUEO_DIRECCION',
  );

/** Advisory lock classes of the login attempts: one per username, one per address (keys: hashtext of each). */
const CANDADO_USUARIO = 7263037;
const CANDADO_DIRECCION = 7263038;

/**
 * The login's race-safe count (the kiosk PIN's mechanism, fichaje/pin.service.ts): under the
 * username's and the address's advisory locks (always in that order: no deadlock), the budgets
 * are read and, if none stops this attempt, it is written as a failure before its password is
 * checked. Simultaneous guesses queue at the locks and an attempt still being checked counts, so
 * at most FALLAS_POR_PAR of a burst ever reach argon2. A right password marks it with `intentoCorrecto`.
 */
export async function reservarIntento(
  db: Db,
  i: { username: string; ip: string; dispositivo: string | null },
): Promise<{ estado: EstadoLogin; intentoId: number | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_USUARIO}::int, hashtext(${i.username}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_DIRECCION}::int, hashtext(${i.ip}))`);
    const ahora = reloj.ahoraMs();
    const estado = await estadoLogin(tx, i.username, i.ip, i.dispositivo, ahora);
    if (estado.par || ((estado.direccion || estado.usuario) && !estado.conocido)) return { estado, intentoId: null };
    const [fila] = await tx
      .insert(intentoLogin)
      .values({ ...i, exito: false, created_at: new Date(ahora) })
      .returning({ id: intentoLogin.id });
    return { estado, intentoId: fila!.id };
  });
}

/** The reserved attempt proved right: a success, with the new device's hash (the failure it replaces stops counting). */
export const intentoCorrecto = (db: Db, intentoId: number, dispositivo: string | null) =>
  db.update(intentoLogin).set({ exito: true, dispositivo }).where(eq(intentoLogin.id, intentoId));

/**
 * Voids failures so they stop counting, keeping them as a record of the attack: those
 * of an address, of a username or of that pair, since `desde` when given. Lifting a
 * block and resetting a password both use it.
 */
export function anularFallas(db: Db, f: { ip?: string | null; username?: string | null; desde?: Date }, ahora = reloj.ahora()) {
  const condiciones: SQL[] = [eq(intentoLogin.exito, false), isNull(intentoLogin.anulado_at)];
  if (f.desde) condiciones.push(gt(intentoLogin.created_at, f.desde));
  if (f.ip) condiciones.push(eq(intentoLogin.ip, f.ip));
  if (f.username) condiciones.push(eq(intentoLogin.username, f.username));
  return db
    .update(intentoLogin)
    .set({ anulado_at: ahora })
    .where(and(...condiciones))
    .returning({ id: intentoLogin.id });
}

type TipoBloqueo = 'direccion' | 'usuario' | 'par';

type FilaBloqueo = {
  ip: string | null;
  username: string | null;
  fallas: number;
  otros: number | null;
  enesima: Date | string;
  usuario_id: number | null;
  nombre_completo: string | null;
};

/**
 * Every block in force now, by the same rules as `estadoLogin`: addresses and
 * usernames over their budget and locked pairs, the one that lifts last first.
 */
export async function bloqueosVigentes(db: Db, ahora = reloj.ahoraMs()) {
  const persona = (col: string) => sql.raw(`left join usuario u on lower(u.username) = ${col} and u.deleted_at is null`);
  const [direcciones, usuarios, pares] = await Promise.all([
    db.execute(sql`
      select ip, null as username, count(*)::int as fallas, count(distinct username)::int as otros,
        (array_agg(created_at order by created_at desc))[${FALLAS_POR_DIRECCION}::int] as enesima, null as usuario_id, null as nombre_completo
      from intento_login
      where not exito and anulado_at is null and created_at > ${hace(ahora, VENTANA_DIRECCION_MIN)}::timestamptz
      group by ip having count(*) >= ${FALLAS_POR_DIRECCION}::int`),
    db.execute(sql`
      select null as ip, f.username, f.fallas, f.otros, f.enesima, u.id as usuario_id, u.nombre_completo
      from (
        select username, count(*)::int as fallas, count(distinct ip)::int as otros,
          (array_agg(created_at order by created_at desc))[${FALLAS_POR_USUARIO}::int] as enesima
        from intento_login
        where not exito and anulado_at is null and created_at > ${hace(ahora, VENTANA_USUARIO_MIN)}::timestamptz
        group by username having count(*) >= ${FALLAS_POR_USUARIO}::int
      ) f ${persona('f.username')}`),
    db.execute(sql`
      select p.ip, p.username, p.fallas, null as otros, p.enesima, u.id as usuario_id, u.nombre_completo
      from (
        select f.ip, f.username, count(*)::int as fallas, (array_agg(f.created_at order by f.created_at desc))[${FALLAS_POR_PAR}::int] as enesima
        from intento_login f
        where not f.exito and f.anulado_at is null and f.created_at > ${hace(ahora, VENTANA_PAR_MIN)}::timestamptz
          and not exists (select 1 from intento_login e where e.username = f.username and e.ip = f.ip and e.exito and e.created_at > f.created_at)
        group by f.ip, f.username having count(*) >= ${FALLAS_POR_PAR}::int
      ) p ${persona('p.username')}`),
  ]);
  const armar = (tipo: TipoBloqueo, r: unknown, minutos: number) =>
    filasDe<FilaBloqueo>(r).map((f) => ({
      tipo,
      ip: f.ip,
      username: f.username,
      usuario_id: f.usuario_id === null ? null : Number(f.usuario_id),
      nombre_completo: f.nombre_completo,
      fallas: Number(f.fallas),
      usuarios_distintos: tipo === 'direccion' ? Number(f.otros) : null,
      direcciones_distintas: tipo === 'usuario' ? Number(f.otros) : null,
      hasta: new Date(new Date(f.enesima).getTime() + minutos * 60_000),
    }));
  return [
    ...armar('direccion', direcciones, VENTANA_DIRECCION_MIN),
    ...armar('usuario', usuarios, VENTANA_USUARIO_MIN),
    ...armar('par', pares, VENTANA_PAR_MIN),
  ].sort((a, b) => b.hasta.getTime() - a.hasta.getTime() || (a.username ?? '').localeCompare(b.username ?? '') || (a.ip ?? '').localeCompare(b.ip ?? ''));
}
