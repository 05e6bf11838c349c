import { and, desc, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import { alertasDePersona } from '@worknet/domain/rrhh/alertas';
import { edad } from '@worknet/domain/rrhh/fechas-rrhh';
import { TIPO_MEDIA_FOTO } from '@worknet/domain/media/tipos-referencia';
import { cuentaBancariaSchema, datosPersonalesSchema } from '@worknet/domain/rrhh/persona';
import { fechaIso } from '@worknet/domain/fechas';
import type { Ref } from '@worknet/domain/rrhh/legajo';
import { auditar } from '../../platform/audit/audit';
import { auditoria } from '../../platform/audit/audit.table';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { conflicto, issuesInvalidos, noEncontrado } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { reemplazarImagen, ultimoDeTipo } from '../media/media.service';
import { ACCION_VER, exigirEditar, puedeVer } from './persona-acceso';
import { nombresDeRefs, refJson, verificarRefs } from './persona-refs';
import { CONTACTO, FAMILIARES, FORMACION, LABORAL, MATRICULAS, REGISTROS, listarRegistros, type Registro } from './persona-registros';
import { persona, personaCuentaBancaria } from './persona.table';
import * as reloj from '@worknet/domain/reloj';

// The personnel file as one document (spec §3 Persona) and its own writes:
// personal data, bank account, photo. Child records live in persona-registros.

const REFS_PERSONA = { estado_civil_id: 'estado-civil', nacionalidad_id: 'nacionalidad', localidad_id: 'localidad' };

const { busqueda: _busqueda, ...columnasPersona } = getTableColumns(persona);

async function filaPersona(db: Db, id: number) {
  const [p] = await db
    .select({
      ...columnasPersona,
      estado_civil: refJson<Ref>('estado-civil', persona.estado_civil_id),
      nacionalidad: refJson<Ref>('nacionalidad', persona.nacionalidad_id),
      localidad: refJson<Ref>('localidad', persona.localidad_id),
    })
    .from(persona)
    .where(eq(persona.id, id));
  return p ?? null;
}

type Legajo = Awaited<ReturnType<typeof obtenerLegajo>>;

/**
 * GET persona_rrhh/{id}: the whole file. Who may open it is the route's rule (legajoVisible);
 * here, the parts with their own permission (family, bank account) come as null to others.
 */
export async function obtenerLegajo(ctx: Ctx, p: Principal, id: number) {
  const db = ctx.db;
  const d = await filaPersona(db, id);
  if (!d || d.deleted_at) throw noEncontrado(`No existe la persona ${id}.`);
  const verFamilia = puedeVer(p, id, 'familia');
  const verBanco = puedeVer(p, id, 'banco');
  const [familiares, formacion, matriculas, laboral, contacto, [cuenta], foto] = await Promise.all([
    verFamilia ? listarRegistros(db, FAMILIARES, id) : Promise.resolve(null),
    listarRegistros(db, FORMACION, id),
    listarRegistros(db, MATRICULAS, id),
    listarRegistros(db, LABORAL, id),
    listarRegistros(db, CONTACTO, id),
    verBanco ? db.select().from(personaCuentaBancaria).where(eq(personaCuentaBancaria.persona_id, id)) : Promise.resolve([null]),
    ultimoDeTipo(ctx, MODELO_MEDIA_PERSONA, id, TIPO_MEDIA_FOTO),
  ]);
  const hoy = fechaIso(reloj.ahora());
  // The photo as media answers it elsewhere: signed links, so <img src> needs no header.
  const datosPersonales = {
    ...d,
    edad: edad(d.fecha_nacimiento, hoy),
    foto: foto ? { id: foto.id, url: foto.url, miniatura_url: foto.miniatura_url } : null,
  };
  const legajo = {
    datosPersonales,
    familiares,
    formacion,
    matriculas,
    laboral,
    contacto,
    cuentaBancaria: verBanco ? (cuenta ?? null) : null,
    idfichador: d.idfichador,
    permisos: { familia: verFamilia, banco: verBanco, editar: p.permisos.has('rrhh.persona.editar') },
  };
  return { ...legajo, alertas: alertasDePersona(paraAlertas(id, legajo), hoy) };
}

type LegajoParcial = {
  familiares: ({ id: number; nombres: string; fin_sala: string | null; familiar_tipo: Ref } & Record<string, unknown>)[] | null;
  formacion: ({ id: number; titulo: string; fecha_vencimiento: string | null } & Record<string, unknown>)[];
  matriculas: ({ id: number; numero: string; fecha_vencimiento: string | null; matricula_tipo: Ref } & Record<string, unknown>)[];
  laboral: ({ id: number; fecha_alta: string; fecha_baja: string | null; contrato_tipo: Ref } & Record<string, unknown>)[];
};

/** The shape the domain's alert rules read. */
export function paraAlertas(id: number, f: LegajoParcial) {
  return {
    id,
    laboral: f.laboral.map((l) => ({
      id: l.id,
      fecha_alta: l.fecha_alta,
      fecha_baja: l.fecha_baja,
      contrato_codigo: l.contrato_tipo?.codigo ?? null,
      duracion_meses: l.contrato_tipo?.duracion_meses ?? null,
    })),
    matriculas: f.matriculas.map((m) => ({
      id: m.id,
      fecha_vencimiento: m.fecha_vencimiento,
      descripcion: `${m.matricula_tipo?.nombre ?? 'Matrícula'} ${m.numero}`,
    })),
    familiares: (f.familiares ?? []).map((x) => ({ id: x.id, nombres: x.nombres, familiar_tipo_value: x.familiar_tipo?.value ?? null, fin_sala: x.fin_sala })),
    formacion: f.formacion.map((x) => ({ id: x.id, titulo: x.titulo, fecha_vencimiento: x.fecha_vencimiento })),
  };
}

async function documentosLibres(tx: Db, v: { dni: string; cuil: string; idfichador?: string | null; legajo?: string | null }, id: number | null) {
  const choques = await tx
    .select({
      id: persona.id,
      dni: persona.dni,
      cuil: persona.cuil,
      idfichador: persona.idfichador,
      legajo: persona.legajo,
      apellido: persona.apellido,
      nombres: persona.nombres,
    })
    .from(persona)
    .where(
      and(
        isNull(persona.deleted_at),
        or(
          eq(persona.dni, v.dni),
          eq(persona.cuil, v.cuil),
          v.idfichador ? eq(persona.idfichador, v.idfichador) : undefined,
          v.legajo ? eq(persona.legajo, v.legajo) : undefined,
        ),
        id === null ? undefined : sql`${persona.id} <> ${id}`,
      ),
    )
    .limit(1);
  const c = choques[0];
  if (!c) return;
  const dato =
    c.dni === v.dni
      ? `el DNI ${v.dni}`
      : c.cuil === v.cuil
        ? `el CUIL ${v.cuil}`
        : c.legajo && c.legajo === v.legajo
          ? `el número de legajo ${v.legajo}`
          : `el id de fichador ${v.idfichador}`;
  throw conflicto(`Ya existe un legajo con ${dato}: ${c.apellido}, ${c.nombres}.`);
}

type DatosPersona = Record<string, unknown> & {
  dni: string;
  cuil: string;
  idfichador?: string | null;
  legajo?: string | null;
  domicilio?: Record<string, unknown> | null;
  cuentaBancaria?: unknown;
};

/** Flat columns from the personal-data payload (domicilio is a group in the contract). */
function columnas(v: DatosPersona) {
  const { domicilio, cuentaBancaria: _c, ...resto } = v;
  return { ...resto, ...(domicilio ?? {}) };
}

async function guardarCuenta(tx: Db, p: Principal, personaId: number, datos: unknown) {
  if (datos === undefined) return;
  exigirEditar(p, 'banco');
  const [antes] = await tx.select().from(personaCuentaBancaria).where(eq(personaCuentaBancaria.persona_id, personaId));
  if (datos === null) {
    await tx.delete(personaCuentaBancaria).where(eq(personaCuentaBancaria.persona_id, personaId));
  } else {
    const r = cuentaBancariaSchema.safeParse(datos);
    if (!r.success) throw issuesInvalidos(r.error.issues, 'cuentaBancaria.');
    await tx
      .insert(personaCuentaBancaria)
      .values({ persona_id: personaId, ...r.data })
      .onConflictDoUpdate({ target: personaCuentaBancaria.persona_id, set: { ...r.data, updated_at: reloj.ahora() } });
  }
  await auditar(tx, { usuarioId: p.id, entidad: 'persona_cuenta_bancaria', entidadId: personaId, accion: 'editar', antes: antes ?? null, despues: datos });
}

/** PUT / DELETE persona/{id}/cuenta_bancaria: the salary account alone (its own permission). */
export function guardarCuentaBancaria(db: Db, p: Principal, id: number, datos: unknown) {
  exigirEditar(p, 'banco');
  return db.transaction(async (tx) => {
    const [existe] = await tx
      .select({ id: persona.id })
      .from(persona)
      .where(and(eq(persona.id, id), isNull(persona.deleted_at)));
    if (!existe) throw noEncontrado(`No existe la persona ${id}.`);
    await guardarCuenta(tx, p, id, datos);
    const [cuenta] = await tx.select().from(personaCuentaBancaria).where(eq(personaCuentaBancaria.persona_id, id));
    return cuenta ?? null;
  });
}

/** POST persona_rrhh: a new file with its personal data (and, optionally, bank account). */
export function crearPersona(db: Db, p: Principal, datos: DatosPersona) {
  exigirEditar(p);
  return db.transaction(async (tx) => {
    const r = datosPersonalesSchema.safeParse(datos);
    if (!r.success) throw issuesInvalidos(r.error.issues);
    const v = r.data as DatosPersona;
    await verificarRefs(tx, REFS_PERSONA, columnas(v));
    await documentosLibres(tx, v, null);
    const [nueva] = await tx
      .insert(persona)
      .values(columnas(v) as typeof persona.$inferInsert)
      .returning({ id: persona.id });
    await guardarCuenta(tx, p, nueva!.id, datos.cuentaBancaria);
    await auditar(tx, { usuarioId: p.id, entidad: 'persona', entidadId: nueva!.id, accion: 'crear', despues: columnas(v) });
    return { id: nueva!.id };
  });
}

/** PUT persona/{id}: personal data; `cuentaBancaria` too when sent (its own permission). */
export function actualizarPersona(db: Db, p: Principal, id: number, datos: DatosPersona) {
  exigirEditar(p);
  return db.transaction(async (tx) => {
    const antes = await filaPersona(tx, id);
    if (!antes || antes.deleted_at) throw noEncontrado(`No existe la persona ${id}.`);
    const r = datosPersonalesSchema.safeParse(datos);
    if (!r.success) throw issuesInvalidos(r.error.issues);
    const v = r.data as DatosPersona;
    await verificarRefs(tx, REFS_PERSONA, columnas(v));
    await documentosLibres(tx, v, id);
    await tx
      .update(persona)
      .set({ ...(columnas(v) as Partial<typeof persona.$inferInsert>), updated_at: reloj.ahora() })
      .where(eq(persona.id, id));
    await guardarCuenta(tx, p, id, datos.cuentaBancaria);
    const { estado_civil: _e, nacionalidad: _n, localidad: _l, ...previos } = antes;
    await auditar(tx, { usuarioId: p.id, entidad: 'persona', entidadId: id, accion: 'editar', antes: previos, despues: columnas(v) });
    return { id };
  });
}

/** The media model of the personnel file (registered in rutasPersona); its photo is tipo TIPO_MEDIA_FOTO. */
export const MODELO_MEDIA_PERSONA = 'persona';

/**
 * PUT persona/{id}/foto: makes an uploaded image (POST recurso_media_worknet as
 * rrhh/persona, tipo Foto) the file's photo. The previous photo is deleted
 * (soft, restorable from media).
 */
export function guardarFoto(ctx: Ctx, p: Principal, id: number, mediaId: number) {
  exigirEditar(p);
  return fijarFoto(ctx, p, id, mediaId);
}

/**
 * The photo change itself, without the editing permission: guardarFoto after its check, and
 * «Mi perfil» (PUT mi_perfil/foto) for the caller's own file with the caller's own draft.
 */
export function fijarFoto(ctx: Ctx, p: Pick<Principal, 'id'>, id: number, mediaId: number) {
  return ctx.db.transaction(async (tx) => {
    if (!(await personaViva(tx, id))) throw noEncontrado(`No existe la persona ${id}.`);
    await reemplazarImagen(tx, {
      id: mediaId,
      modelo: MODELO_MEDIA_PERSONA,
      modeloId: id,
      tipoLabel: TIPO_MEDIA_FOTO,
      usuarioId: p.id,
      mensaje: 'La foto debe ser una imagen subida como foto del legajo.',
    });
    await auditar(tx, { usuarioId: p.id, entidad: 'persona', entidadId: id, accion: 'foto', despues: { media_id: mediaId } });
    return { id, foto: await ultimoDeTipo({ ...ctx, db: tx }, MODELO_MEDIA_PERSONA, id, TIPO_MEDIA_FOTO) };
  });
}

/** Whether the persona exists and is not deleted (media asks before attaching a file). */
export async function personaViva(db: Db, id: number): Promise<boolean> {
  const [f] = await db
    .select({ id: persona.id })
    .from(persona)
    .where(and(eq(persona.id, id), isNull(persona.deleted_at)));
  return !!f;
}

/** An audited change's before or after: the columns written (objects only for these entities). */
type Lado = Record<string, unknown> | null;

/** The file's history: every audited change to the persona or its records (the route asks rrhh.persona.ver). */
export async function historial(db: Db, p: Principal, id: number) {
  const rutas = REGISTROS.filter((r: Registro) => puedeVer(p, id, r.parte)).map((r) => r.ruta);
  const entradas = await db
    .select({
      id: auditoria.id,
      fecha: auditoria.fecha,
      usuario: usuario.nombre_completo,
      entidad: auditoria.entidad,
      entidad_id: auditoria.entidad_id,
      accion: auditoria.accion,
      antes: sql`${auditoria.antes}`.mapWith((v) => auditoria.antes.mapFromDriverValue(v) as Lado),
      despues: sql`${auditoria.despues}`.mapWith((v) => auditoria.despues.mapFromDriverValue(v) as Lado),
    })
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
    .where(
      or(
        // Changes only: the reads of the file (ACCION_VER) are in the audit screen, not here.
        and(
          sql`${auditoria.entidad} in ('persona', ${puedeVer(p, id, 'banco') ? 'persona_cuenta_bancaria' : 'persona'})`,
          eq(auditoria.entidad_id, String(id)),
          ne(auditoria.accion, ACCION_VER),
        ),
        and(
          sql`${auditoria.entidad} in (${sql.join(
            rutas.map((r) => sql`${r}`),
            sql`, `,
          )})`,
          sql`coalesce(${auditoria.despues}->>'persona_id', ${auditoria.antes}->>'persona_id') = ${String(id)}`,
        ),
      ),
    )
    .orderBy(desc(auditoria.id))
    .limit(200);
  return nombresDeRefs(db, entradas, (e) => (e.entidad === 'persona' ? REFS_PERSONA : REGISTROS.find((r) => r.ruta === e.entidad)?.refs));
}

export type { Legajo };
