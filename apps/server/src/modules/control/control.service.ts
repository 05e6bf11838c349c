import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditoriaQuery } from '@worknet/domain/usuarios';
import { auditoria } from '../../platform/audit/audit.table';
import type { Ctx } from '../../platform/context';
import { tamanoBaseDeDatos, type Db } from '../../platform/db/client';
import { usuario } from '../../platform/identidad/identidad.table';
import { correoSaliente } from '../../platform/mail/mail.table';
import { bloqueosVigentes } from '../auth/proteccion-login';
import { paginar, type Pagina } from '../../platform/db/pagina';
import { contiene } from '../../platform/db/texto';
import { inicioDeHoy, rangoDeDias } from './filtros';
import { filasDe } from '../../platform/db/sql';
import * as reloj from '@worknet/domain/reloj';

// The control panel reads the auth, identity and mail tables directly (read-only,
// except lifting login blocks): it is a view across modules, not the owner of any of them.

const uno = async <T>(p: Promise<unknown>) => filasDe<T>(await p)[0]!;

export const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * Usernames locked now (over their budget, or from some address), by the rules of
 * the login itself (auth/proteccion-login.ts), each once: the most failures and the
 * latest time one of its blocks lifts. Names that are not users are listed too: they
 * point at an attack. Lifting is in the login blocks tab (bloqueos-login.routes.ts).
 */
export async function cuentasBloqueadas(db: Db) {
  const porNombre = new Map<string, { username: string; usuario_id: number | null; nombre_completo: string | null; fallas: number; desbloqueo_at: Date }>();
  for (const b of await bloqueosVigentes(db)) {
    if (!b.username) continue;
    const c = porNombre.get(b.username);
    if (!c) {
      porNombre.set(b.username, {
        username: b.username,
        usuario_id: b.usuario_id,
        nombre_completo: b.nombre_completo,
        fallas: b.fallas,
        desbloqueo_at: b.hasta,
      });
    } else {
      c.fallas = Math.max(c.fallas, b.fallas);
      if (b.hasta.getTime() > c.desbloqueo_at.getTime()) c.desbloqueo_at = b.hasta;
    }
  }
  return [...porNombre.values()].sort((a, b) => b.desbloqueo_at.getTime() - a.desbloqueo_at.getTime() || a.username.localeCompare(b.username));
}

/** Everything an administrator wants at a glance; one round of small aggregate queries. */
export async function panelDeControl(ctx: Pick<Ctx, 'db' | 'dbKind'>, iniciadoAt: Date) {
  const { db } = ctx;
  const [usuarios, sesiones, logins, correos, bloqueadas, tamano] = await Promise.all([
    uno<{ activos: number; inactivos: number }>(
      db.execute(sql`select count(*) filter (where activo)::int as activos, count(*) filter (where not activo)::int as inactivos
        from usuario where deleted_at is null`),
    ),
    uno<{ abiertas: number; usuarios: number }>(
      db.execute(sql`select count(*)::int as abiertas, count(distinct usuario_id)::int as usuarios
        from sesion where revocada_at is null and expira_at > ${reloj.ahora()}`),
    ),
    uno<{ exitos: number; fallas: number }>(
      db.execute(sql`select count(*) filter (where exito)::int as exitos, count(*) filter (where not exito)::int as fallas
        from intento_login where created_at >= ${inicioDeHoy()}`),
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
    iniciado_at: iniciadoAt,
  };
}

export type AuditoriaQuery = z.infer<typeof auditoriaQuery>;

/** Audit search, newest first. `filter` matches the record id, the action, the actor or the changed data. */
export async function buscarAuditoria(db: Db, q: AuditoriaQuery) {
  const condiciones: SQL[] = rangoDeDias(sql`${auditoria.fecha}`, q);
  if (q.usuario_id) condiciones.push(eq(auditoria.usuario_id, q.usuario_id));
  if (q.entidad) condiciones.push(eq(auditoria.entidad, q.entidad));
  const texto = q.filter?.trim();
  if (texto) {
    condiciones.push(
      sql`(${auditoria.entidad_id} = ${texto} or ${contiene(
        [
          sql`${auditoria.accion}`,
          sql`${usuario.username}`,
          sql`${usuario.nombre_completo}`,
          sql`coalesce(${auditoria.antes}::text, '')`,
          sql`coalesce(${auditoria.despues}::text, '')`,
        ],
        texto,
      )})`,
    );
  }
  const where = and(...condiciones);
  const { filas: pagina, total } = await paginar(
    db,
    () =>
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
        .$dynamic(),
    [desc(auditoria.fecha), desc(auditoria.id)],
    q,
  );
  return {
    filas: pagina.map((f) => ({
      id: f.id,
      fecha: f.fecha,
      usuario: f.usuario_id === null ? null : { id: f.usuario_id, username: f.username, nombre_completo: f.nombre_completo },
      entidad: f.entidad,
      entidad_id: f.entidad_id,
      accion: f.accion,
      antes: f.antes,
      despues: f.despues,
    })),
    total,
  };
}

/** The entity names present in the audit log, for the search form's select. */
export async function entidadesAuditadas(db: Db): Promise<string[]> {
  const r = await db.selectDistinct({ entidad: auditoria.entidad }).from(auditoria).orderBy(auditoria.entidad);
  return r.map((x) => x.entidad);
}

/** correo_saliente: the outbox, newest first. */
export const listarCorreos = (db: Db, q: Pagina) => paginar(db, () => db.select().from(correoSaliente).$dynamic(), [desc(correoSaliente.id)], q);
