import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditoriaFila, CuentaBloqueada, PanelControl, auditoriaQuery } from '@worknet/domain/usuarios';
import { auditar } from '../../platform/audit/audit';
import { auditoria } from '../../platform/audit/audit.table';
import type { Ctx } from '../../platform/context';
import { tamanoBaseDeDatos, type Db } from '../../platform/db/client';
import { usuario } from '../identidad/identidad.table';
import { buscarUsuarioPorUsername } from '../identidad/identidad.service';
import { intentoLogin } from '../auth/auth.table';
import { FALLAS_POR_USUARIO, VENTANA_MIN } from '../auth/login.service';
import { contiene } from '../../platform/db/texto';
import { inicioDeHoy, rangoDeDias } from './filtros';
import { filasDe } from '../../platform/db/sql';

// The control panel reads the auth, identity and mail tables directly (read-only,
// except the unlock): it is a view across modules, not the owner of any of them.

const uno = async <T>(p: Promise<unknown>) => filasDe<T>(await p)[0]!;

export const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * Usernames locked now, by the rule of login.service: at least FALLAS_POR_USUARIO
 * failures in the last VENTANA_MIN minutes with no success after them. The lock
 * lifts when the FALLAS_POR_USUARIO-th newest of those failures leaves the window.
 */
export async function cuentasBloqueadas(db: Db): Promise<CuentaBloqueada[]> {
  const r = await db.execute(sql`
    with recientes as (
      select username, exito, created_at from intento_login
      where created_at > now() - make_interval(mins => ${VENTANA_MIN}::int)
    ),
    ultimo_exito as (select username, max(created_at) as at from recientes where exito group by username),
    fallas as (
      select f.username, f.created_at,
        row_number() over (partition by f.username order by f.created_at desc) as n,
        count(*) over (partition by f.username) as total
      from recientes f left join ultimo_exito e on e.username = f.username
      where not f.exito and (e.at is null or f.created_at > e.at)
    )
    select f.username, f.total::int as fallas,
      f.created_at + make_interval(mins => ${VENTANA_MIN}::int) as desbloqueo_at,
      u.id as usuario_id, u.nombre_completo
    from fallas f
    left join usuario u on lower(u.username) = f.username and u.deleted_at is null
    where f.n = ${FALLAS_POR_USUARIO}::int
    order by desbloqueo_at desc, f.username`);
  return filasDe<{ username: string; fallas: number; desbloqueo_at: Date | string; usuario_id: number | null; nombre_completo: string | null }>(r).map(
    (f) => ({
      username: f.username,
      usuario_id: f.usuario_id === null ? null : Number(f.usuario_id),
      nombre_completo: f.nombre_completo,
      fallas: Number(f.fallas),
      desbloqueo_at: new Date(f.desbloqueo_at).toISOString(),
    }),
  );
}

/** Everything an administrator wants at a glance; one round of small aggregate queries. */
export async function panelDeControl(ctx: Pick<Ctx, 'db' | 'dbKind'>, iniciadoAt: Date): Promise<PanelControl> {
  const { db } = ctx;
  const [usuarios, sesiones, logins, correos, bloqueadas, tamano] = await Promise.all([
    uno<{ activos: number; inactivos: number }>(
      db.execute(sql`select count(*) filter (where activo)::int as activos, count(*) filter (where not activo)::int as inactivos
        from usuario where deleted_at is null`),
    ),
    uno<{ abiertas: number; usuarios: number }>(
      db.execute(sql`select count(*)::int as abiertas, count(distinct usuario_id)::int as usuarios
        from sesion where revocada_at is null and expira_at > now()`),
    ),
    uno<{ exitos: number; fallas: number }>(
      db.execute(sql`select count(*) filter (where exito)::int as exitos, count(*) filter (where not exito)::int as fallas
        from intento_login where created_at >= ${inicioDeHoy}`),
    ),
    db.execute(sql`select estado, count(*)::int as n from correo_saliente group by estado`).then((r) => filasDe<{ estado: string; n: number }>(r)),
    cuentasBloqueadas(db),
    tamanoBaseDeDatos(db),
  ]);
  const correo = (estado: string) => Number(correos.find((c) => c.estado === estado)?.n ?? 0);
  return {
    usuarios_activos: Number(usuarios.activos),
    usuarios_inactivos: Number(usuarios.inactivos),
    sesiones_abiertas: Number(sesiones.abiertas),
    usuarios_con_sesion: Number(sesiones.usuarios),
    logins_hoy: Number(logins.exitos),
    fallas_hoy: Number(logins.fallas),
    cuentas_bloqueadas: bloqueadas,
    correos: { pendientes: correo('pendiente'), sin_smtp: correo('sin_smtp'), enviados: correo('enviado'), error: correo('error') },
    base: { tipo: ctx.dbKind, tamano_bytes: tamano },
    version: VERSION,
    node: process.version,
    iniciado_at: iniciadoAt.toISOString(),
  };
}

/**
 * Lifts a lockout by deleting the username's failed attempts (as a password reset
 * does). Audited only when there was something to delete.
 */
export async function desbloquearCuenta(db: Db, actorId: number, username: string): Promise<{ username: string; fallas: number }> {
  const nombre = username.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const borradas = await tx
      .delete(intentoLogin)
      .where(and(eq(intentoLogin.username, nombre), eq(intentoLogin.exito, false)))
      .returning({ id: intentoLogin.id });
    if (borradas.length > 0) {
      const u = await buscarUsuarioPorUsername(tx, nombre);
      await auditar(tx, {
        usuarioId: actorId,
        entidad: 'usuario',
        entidadId: u?.id ?? nombre,
        accion: 'desbloquear',
        antes: { username: nombre, fallas: borradas.length },
        despues: { username: nombre, fallas: 0 },
      });
    }
    return { username: nombre, fallas: borradas.length };
  });
}

export type AuditoriaQuery = z.infer<typeof auditoriaQuery>;

/** Audit search, newest first. `filter` matches the record id, the action, the actor or the changed data. */
export async function buscarAuditoria(db: Db, q: AuditoriaQuery): Promise<{ filas: AuditoriaFila[]; total: number }> {
  const condiciones: SQL[] = rangoDeDias(sql`${auditoria.fecha}`, q);
  if (q.usuario_id) condiciones.push(eq(auditoria.usuario_id, q.usuario_id));
  if (q.entidad) condiciones.push(eq(auditoria.entidad, q.entidad));
  const texto = q.filter?.trim();
  if (texto) {
    condiciones.push(
      sql`(${auditoria.entidad_id} = ${texto} or ${contiene(
        [sql`${auditoria.accion}`, sql`${usuario.username}`, sql`${usuario.nombre_completo}`, sql`coalesce(${auditoria.antes}::text, '')`, sql`coalesce(${auditoria.despues}::text, '')`],
        texto,
      )})`,
    );
  }
  const where = and(...condiciones);
  const [pagina, [total]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        fecha: auditoria.fecha,
        usuario_id: auditoria.usuario_id,
        username: usuario.username,
        nombre_completo: usuario.nombre_completo,
        entidad: auditoria.entidad,
        entidad_id: auditoria.entidad_id,
        accion: auditoria.accion,
        antes: auditoria.antes,
        despues: auditoria.despues,
      })
      .from(auditoria)
      .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
      .where(where)
      .orderBy(desc(auditoria.fecha), desc(auditoria.id))
      .limit(q.limit)
      .offset(q.skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
      .where(where),
  ]);
  return {
    filas: pagina.map((f) => ({
      id: f.id,
      fecha: f.fecha.toISOString(),
      usuario: f.usuario_id === null ? null : { id: f.usuario_id, username: f.username, nombre_completo: f.nombre_completo },
      entidad: f.entidad,
      entidad_id: f.entidad_id,
      accion: f.accion,
      antes: f.antes,
      despues: f.despues,
    })),
    total: total?.n ?? 0,
  };
}

/** The entity names present in the audit log, for the search form's select. */
export async function entidadesAuditadas(db: Db): Promise<string[]> {
  const r = await db.selectDistinct({ entidad: auditoria.entidad }).from(auditoria).orderBy(auditoria.entidad);
  return r.map((x) => x.entidad);
}
