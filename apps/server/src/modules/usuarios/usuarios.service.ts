import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { UsuarioActualizar, UsuarioDatos } from '@worknet/domain/usuarios';
import type { PaginaQuery } from '@worknet/domain/http';
import type { Ctx } from '../../platform/context';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { codigoDeBase, filasDe } from '../../platform/db/sql';
import { contiene } from '../../platform/db/texto';
import { conflicto, datosInvalidos, noEncontrado, prohibido } from '../../platform/http/errors';
import {
  administradoresActivos,
  conCandadoDeAdministracion,
  sinQuedarSinAdministradores,
  verificarPuedeActuarSobre,
  verificarSinEscalada,
} from '../../platform/rbac/escalada';
import { authAsignacion, authItem } from '../../platform/rbac/rbac.table';
import { avisarRevocacion, hashPassword, revocarSesionesDeUsuario } from '../auth/login.service';
import { validarPassword } from '../auth/password.service';
import { solicitarRecuperacion } from '../auth/recuperacion.service';
import { alEntrarASectores } from '../chat/chat-miembros.service';
import { avisar } from '../notificaciones/avisos.service';
import type { Correo } from '../../platform/mail/mailer';
import type { Principal } from '../../platform/identidad/principal';
import { sector, usuario, usuarioSector } from '../../platform/identidad/identidad.table';
import { persona } from '../rrhh/persona.table';
import * as reloj from '@worknet/domain/reloj';

const ORDENABLES = {
  username: usuario.username,
  nombre_completo: usuario.nombre_completo,
  email: usuario.email,
  activo: usuario.activo,
  ultimo_login: usuario.ultimo_login,
} as const;

// Sectors and roles of each user as JSON, in the same query (no query per row).
// Qualified by hand: inside select fields Drizzle renders a column without its table.
const idUsuario = sql.raw('"usuario"."id"');
const sectoresJson = sql<{ id: number; nombre: string }[]>`coalesce((select json_agg(json_build_object('id', s.id, 'nombre', s.nombre) order by s.nombre)
  from usuario_sector us join sector s on s.id = us.sector_id where us.usuario_id = ${idUsuario}), '[]'::json)`;
const rolesJson = sql<{ id: number; nombre: string }[]>`coalesce((select json_agg(json_build_object('id', i.id, 'nombre', i.nombre) order by i.nombre)
  from auth_asignacion a join auth_item i on i.id = a.item_id where a.usuario_id = ${idUsuario}), '[]'::json)`;

const columnas = {
  id: usuario.id,
  username: usuario.username,
  nombre_completo: usuario.nombre_completo,
  email: usuario.email,
  activo: usuario.activo,
  debe_cambiar_password: usuario.debe_cambiar_password,
  ultimo_login: usuario.ultimo_login,
  persona_id: usuario.persona_id,
  sectores: sectoresJson,
  roles: rolesJson,
};

export async function listarUsuarios(
  db: Db,
  q: PaginaQuery & { sortBy?: keyof typeof ORDENABLES; descending?: boolean; activo?: 'true' | 'false'; sector_id?: number },
) {
  const condiciones: SQL[] = [isNull(usuario.deleted_at)];
  if (q.filter) {
    condiciones.push(contiene([sql`${usuario.username}`, sql`${usuario.nombre_completo}`, sql`coalesce(${usuario.email}, '')`], q.filter));
  }
  if (q.activo) condiciones.push(eq(usuario.activo, q.activo === 'true'));
  if (q.sector_id) condiciones.push(sql`exists (select 1 from usuario_sector us where us.usuario_id = ${idUsuario} and us.sector_id = ${q.sector_id})`);
  const where = and(...condiciones);
  const orden = ordenDe(ORDENABLES, q, { defecto: 'nombre_completo', desempate: asc(usuario.id) });
  const { filas, total } = await paginar(db, () => db.select(columnas).from(usuario).where(where).$dynamic(), orden, q);
  return { filas, total };
}

export async function obtenerUsuario(db: Db, id: number) {
  const [f] = await db
    .select(columnas)
    .from(usuario)
    .where(and(eq(usuario.id, id), isNull(usuario.deleted_at)));
  if (!f) throw noEncontrado('El usuario no existe.');
  return f;
}

/** For selects: users whose name or username contains the text. */
export async function buscarUsuarios(db: Db, texto: string) {
  const filas = await db
    .select({ value: usuario.id, label: usuario.nombre_completo, username: usuario.username })
    .from(usuario)
    .where(and(isNull(usuario.deleted_at), eq(usuario.activo, true), contiene([sql`${usuario.username}`, sql`${usuario.nombre_completo}`], texto)))
    .orderBy(asc(usuario.nombre_completo))
    .limit(20);
  return filas.map((f) => ({ value: f.value, label: `${f.label} (${f.username})` }));
}

/**
 * What a linked account reads and does as the owner of its persona (security issue 37, item 1):
 * the file (rrhh/persona-acceso.ts: the file itself, its family and bank account), the pay
 * slips (recibos.acceso.ts, reciboPropio: view, download and sign) and the clock-in PIN and
 * marks (fichaje). Linking an account to a persona hands all that to whoever holds the
 * account, so the linker must hold every one of these permissions (or be an administrator).
 */
export const PERMISOS_DEL_VINCULO = [
  'rrhh.persona.ver',
  'rrhh.persona.editar',
  'rrhh.persona.familia',
  'rrhh.persona.banco',
  'rrhh.recibo.administrar',
  'rrhh.fichaje.administrar',
] as const;

/**
 * A linked persona is "your own" file for the HR module (rrhh/persona-acceso.ts):
 * bank account and family included. So linking, changing or removing the link is
 * an HR change too, only for who already reaches everything the link grants, and
 * nobody links their own account (they would grant themselves a file). Only checked
 * when the link changes.
 */
function exigirVinculoPermitido(actor: Principal, usuarioId: number | undefined, personaId: number | null, anterior: number | null) {
  if (personaId === anterior) return;
  if (!actor.permisos.has('rrhh.persona.editar')) {
    throw prohibido('Para vincular un usuario con un legajo necesita además el permiso rrhh.persona.editar.');
  }
  const faltan = actor.esAdmin ? [] : PERMISOS_DEL_VINCULO.filter((p) => !actor.permisos.has(p));
  if (faltan.length) {
    throw prohibido(
      `Vincular un usuario con un legajo le da acceso a la cuenta bancaria, la familia, los recibos y el fichaje de esa persona: necesita además ${faltan.join(', ')}. Pídaselo a quien los tenga.`,
    );
  }
  if (usuarioId === actor.id) throw prohibido('No puede cambiar el legajo vinculado a su propio usuario: pídaselo a otro administrador.');
}

/**
 * Active users who hold rrhh.persona.banco through their roles (HR's custodians of the files'
 * sensitive parts); the administrators when nobody does: a new link must reach somebody.
 */
async function rrhhDeLegajos(db: Db): Promise<number[]> {
  const ids = filasDe<{ id: number }>(
    await db.execute(sql`
      with recursive arriba(id) as (
        select id from auth_item where nombre = 'rrhh.persona.banco'
        union
        select c.padre_id from auth_item_child c join arriba a on c.hijo_id = a.id
      )
      select distinct u.id from auth_asignacion x join arriba a on a.id = x.item_id join usuario u on u.id = x.usuario_id
       where u.activo and u.deleted_at is null order by u.id`),
  ).map((f) => Number(f.id));
  return ids.length ? ids : administradoresActivos(db);
}

/**
 * A persona's file was linked to an account (security issue 37, item 1): the persona is told by
 * e-mail at the address of their file (not the account's, which the linker chose) and in the
 * account's messages, and HR by a system message, all through the notice pipeline (the e-mail is
 * retried by the queue). After the commit: a failed notice never undoes the link.
 */
async function avisarVinculo(ctx: Ctx, actor: Principal, usuarioId: number, personaId: number) {
  const [p] = await ctx.db
    .select({ apellido: persona.apellido, nombres: persona.nombres, email: persona.email })
    .from(persona)
    .where(eq(persona.id, personaId));
  const [u] = await ctx.db.select({ username: usuario.username, email: usuario.email }).from(usuario).where(eq(usuario.id, usuarioId));
  if (!p || !u) return;
  const quien = `${actor.nombre_completo} (${actor.username})`;
  const texto =
    `${quien} vinculó el legajo de ${p.apellido}, ${p.nombres} al usuario «${u.username}» de Worknet. ` +
    'Con ese usuario se ven los datos del legajo, su cuenta bancaria y su familia, y se firman sus recibos de sueldo. ' +
    'Si la persona no pidió este usuario, revise el vínculo cuanto antes.';
  const email = p.email?.trim();
  const correo: Correo | null = email
    ? {
        para: email,
        asunto: 'Worknet: su legajo quedó vinculado a un usuario',
        texto:
          `Hola ${p.nombres}:\n\n${quien} vinculó su legajo de RRHH al usuario «${u.username}» de Worknet` +
          `${u.email && u.email.toLowerCase() !== email.toLowerCase() ? ` (e-mail ${u.email})` : ''}.\n` +
          'Con ese usuario se ven sus datos personales, su cuenta bancaria y su familia, y se firman sus recibos de sueldo.\n\n' +
          'Si usted no pidió este usuario, avise a RRHH cuanto antes.\n\nWorknet',
      }
    : null;
  // Two messages with their own words and the e-mail, queued together and retried by the queue.
  const avisos = await ctx.db.transaction(async (tx) => [
    await avisar(ctx, tx, {
      mensaje: { usuarioIds: await rrhhDeLegajos(tx), titulo: 'Un legajo quedó vinculado a un usuario', texto, modulo: 'admin' },
      correos: correo ? [correo] : [],
    }),
    await avisar(ctx, tx, {
      mensaje: {
        usuarioIds: [usuarioId],
        titulo: 'Su legajo quedó vinculado a su usuario',
        texto: `${quien} vinculó su legajo de RRHH a este usuario. Si no lo pidió, avise a RRHH.`,
        modulo: 'admin',
      },
    }),
  ]);
  for (const a of avisos) a.entregar();
}

const noExistePersona = 'No existe la persona indicada.';

/** `personaAnterior`: the stored link (undefined when creating); the persona is checked only when it changes. */
async function verificarReferencias(db: Db, d: UsuarioDatos, id?: number, personaAnterior?: number | null) {
  const [mismo] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(sql`lower(${usuario.username}) = ${d.username.toLowerCase()}`));
  if (mismo && mismo.id !== id) throw conflicto(`Ya existe un usuario "${d.username}".`);
  if (d.email) {
    const [conMail] = await db
      .select({ id: usuario.id, username: usuario.username })
      .from(usuario)
      .where(and(sql`lower(${usuario.email}) = ${d.email.toLowerCase()}`, isNull(usuario.deleted_at)));
    if (conMail && conMail.id !== id) throw conflicto(`El e-mail ya lo usa el usuario "${conMail.username}".`);
  }
  if (d.persona_id != null && d.persona_id !== personaAnterior) {
    // Checked here so the answer is a 400 on the field, not the foreign key's error.
    const [p] = await db
      .select({ id: persona.id })
      .from(persona)
      .where(and(eq(persona.id, d.persona_id), isNull(persona.deleted_at)));
    if (!p) throw datosInvalidos(noExistePersona, { campos: [{ campo: 'persona_id', mensaje: noExistePersona }] });
    const [otro] = await db
      .select({ id: usuario.id, username: usuario.username })
      .from(usuario)
      .where(and(eq(usuario.persona_id, d.persona_id), isNull(usuario.deleted_at)));
    if (otro && otro.id !== id) throw conflicto(`Esa persona ya está vinculada al usuario "${otro.username}".`);
  }
  const sectores = await db
    .select({ id: sector.id })
    .from(sector)
    .where(and(inArray(sector.id, d.sectores), isNull(sector.deleted_at)));
  const faltan = d.sectores.filter((s) => !sectores.some((x) => x.id === s));
  if (faltan.length) throw datosInvalidos(`No existen los sectores: ${faltan.join(', ')}.`);
  if (d.roles.length) {
    const roles = await db
      .select({ id: authItem.id })
      .from(authItem)
      .where(and(inArray(authItem.id, d.roles), eq(authItem.tipo, 'rol')));
    const noRoles = d.roles.filter((r) => !roles.some((x) => x.id === r));
    if (noRoles.length) throw datosInvalidos(`No existen los roles: ${noRoles.join(', ')}.`);
  }
}

/**
 * Two requests can both pass the checks and race to the unique indexes (twenty
 * concurrent creations with one e-mail made five accounts before migration 0011).
 * The loser's unique violation is answered with the checks' own message, run
 * again now that the winner is committed; if they find nothing, the generic 409.
 */
async function guardarSinCruce<T>(guardar: () => Promise<T>, verificarOtraVez: () => Promise<void>): Promise<T> {
  try {
    return await guardar();
  } catch (e) {
    if (codigoDeBase(e) === '23505') await verificarOtraVez();
    throw e;
  }
}

async function guardarRelaciones(db: Db, id: number, d: UsuarioDatos) {
  const antes = await db.delete(usuarioSector).where(eq(usuarioSector.usuario_id, id)).returning({ sector_id: usuarioSector.sector_id });
  await db.insert(usuarioSector).values([...new Set(d.sectores)].map((s) => ({ usuario_id: id, sector_id: s })));
  await alEntrarASectores(
    db,
    id,
    d.sectores.filter((s) => !antes.some((a) => a.sector_id === s)),
  );
  await db.delete(authAsignacion).where(eq(authAsignacion.usuario_id, id));
  if (d.roles.length) await db.insert(authAsignacion).values([...new Set(d.roles)].map((r) => ({ usuario_id: id, item_id: r })));
}

/** admin_usuario. With a temporary password the user must change it at first login; without one, the recovery e-mail goes out. */
export async function crearUsuario(ctx: Ctx, actor: Principal, d: UsuarioDatos & { password_temporal?: string }) {
  exigirVinculoPermitido(actor, undefined, d.persona_id ?? null, null);
  await verificarReferencias(ctx.db, d);
  await verificarSinEscalada(ctx.db, actor, d.roles); // answered before the slow hash, and again under the lock
  if (d.password_temporal) validarPassword(d.password_temporal, d.username);
  else if (!d.email) throw datosInvalidos('Indique un e-mail para enviar el enlace de acceso, o una contraseña temporal.');
  const password_hash = d.password_temporal ? await hashPassword(d.password_temporal) : null;
  const id = await guardarSinCruce(
    () =>
      conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
        await verificarSinEscalada(tx, yo, d.roles);
        const [u] = await tx
          .insert(usuario)
          .values({
            username: d.username,
            nombre_completo: d.nombre_completo,
            email: d.email ?? null,
            persona_id: d.persona_id ?? null,
            password_hash,
            debe_cambiar_password: Boolean(password_hash),
            // Set by the administrator (or none yet): the person's own only through the mailed link.
            password_propia: false,
          })
          .returning({ id: usuario.id });
        await guardarRelaciones(tx, u!.id, d);
        await auditar(tx, { usuarioId: actor.id, entidad: 'usuario', entidadId: u!.id, accion: 'crear', despues: { ...d, password_temporal: undefined } });
        return u!.id;
      }),
    () => verificarReferencias(ctx.db, d),
  );
  if (!d.password_temporal && d.email) await solicitarRecuperacion(ctx, d.email);
  if (d.persona_id != null) await avisarVinculo(ctx, actor, id, d.persona_id);
  return obtenerUsuario(ctx.db, id);
}

const ULTIMO_ADMINISTRADOR = 'Es el último administrador activo: no puede perder el rol ni ser desactivado. Designe otro administrador antes.';

/**
 * update_usuario: data, sectors, roles and the HR link. An omitted optional field
 * keeps its stored value; an explicit null (or [] for roles) clears it. Role
 * changes apply on the user's next request. Read, checked and written in one
 * transaction under the administration lock (escalada.ts): the account as it is
 * now, not as it was before another change committed.
 */
export async function actualizarUsuario(ctx: Ctx, actor: Principal, cambios: UsuarioActualizar) {
  let verificarOtraVez = async () => {};
  const id = cambios.id;
  const vinculo = await guardarSinCruce(
    () =>
      conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
        const antes = await obtenerUsuario(tx, id);
        await verificarPuedeActuarSobre(tx, yo, id);
        const d: UsuarioDatos & { id: number } = {
          ...cambios,
          email: cambios.email === undefined ? antes.email : cambios.email,
          persona_id: cambios.persona_id === undefined ? antes.persona_id : cambios.persona_id,
          roles: cambios.roles ?? antes.roles.map((r) => r.id),
        };
        exigirVinculoPermitido(yo, id, d.persona_id ?? null, antes.persona_id);
        verificarOtraVez = () => verificarReferencias(ctx.db, d, id, antes.persona_id);
        await verificarReferencias(tx, d, id, antes.persona_id);
        const nuevos = d.roles.filter((r) => !antes.roles.some((x) => x.id === r));
        const quitados = antes.roles.filter((r) => !d.roles.includes(r.id)).map((r) => r.id);
        await verificarSinEscalada(tx, yo, [...nuevos, ...quitados]);
        await sinQuedarSinAdministradores(tx, ULTIMO_ADMINISTRADOR, async () => {
          await tx
            .update(usuario)
            .set({
              username: d.username,
              nombre_completo: d.nombre_completo,
              email: d.email ?? null,
              persona_id: d.persona_id ?? null,
              updated_at: reloj.ahora(),
            })
            .where(eq(usuario.id, id));
          await guardarRelaciones(tx, id, d);
        });
        await auditar(tx, { usuarioId: actor.id, entidad: 'usuario', entidadId: id, accion: 'editar', antes, despues: d });
        return d.persona_id != null && d.persona_id !== antes.persona_id ? d.persona_id : null;
      }),
    () => verificarOtraVez(),
  );
  await ctx.cache.invalidar({ tipo: 'usuario', id });
  ctx.realtime.publish({ usuario: id }, 'data-reload');
  if (vinculo !== null) await avisarVinculo(ctx, actor, id, vinculo);
  return obtenerUsuario(ctx.db, id);
}

/** Activate or deactivate. Deactivation closes every session at once and logs the open app out. */
export async function cambiarActivo(ctx: Ctx, actor: Principal, id: number, activo: boolean) {
  const cambio = await conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
    const antes = await obtenerUsuario(tx, id);
    await verificarPuedeActuarSobre(tx, yo, id);
    if (antes.activo === activo) return null;
    await sinQuedarSinAdministradores(tx, ULTIMO_ADMINISTRADOR, () => tx.update(usuario).set({ activo, updated_at: reloj.ahora() }).where(eq(usuario.id, id)));
    if (!activo) await revocarSesionesDeUsuario(tx, id);
    await auditar(tx, {
      usuarioId: actor.id,
      entidad: 'usuario',
      entidadId: id,
      accion: activo ? 'activar' : 'desactivar',
      antes: { activo: antes.activo },
      despues: { activo },
    });
    return antes;
  });
  if (!cambio) nadaQueAuditar();
  else if (activo) await ctx.cache.invalidar({ tipo: 'usuario', id });
  else await avisarRevocacion(ctx, id, 'desactivado');
  return obtenerUsuario(ctx.db, id);
}

/** A temporary password set by an administrator: sessions close and the user must change it at next login. */
export async function asignarPasswordTemporal(ctx: Ctx, actor: Principal, id: number, password: string) {
  const u = await obtenerUsuario(ctx.db, id);
  await verificarPuedeActuarSobre(ctx.db, actor, id);
  validarPassword(password, u.username);
  const password_hash = await hashPassword(password);
  // Checked above before the slow hash, and again under the lock: the account may have been promoted meanwhile.
  await conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
    await verificarPuedeActuarSobre(tx, yo, id);
    await tx.update(usuario).set({ password_hash, debe_cambiar_password: true, password_propia: false, updated_at: reloj.ahora() }).where(eq(usuario.id, id));
    await revocarSesionesDeUsuario(tx, id);
    await auditar(tx, { usuarioId: actor.id, entidad: 'usuario', entidadId: id, accion: 'password_temporal' });
  });
  await avisarRevocacion(ctx, id, 'password');
}

export async function enviarRecuperacion(ctx: Ctx, actor: Principal, id: number) {
  const u = await obtenerUsuario(ctx.db, id);
  await verificarPuedeActuarSobre(ctx.db, actor, id);
  if (!u.email) throw datosInvalidos('El usuario no tiene e-mail cargado.');
  if (!u.activo) throw conflicto('El usuario está inactivo: actívelo antes de enviarle el enlace.');
  await solicitarRecuperacion(ctx, u.email);
  await auditar(ctx.db, { usuarioId: actor.id, entidad: 'usuario', entidadId: id, accion: 'enviar_recuperacion' });
}
