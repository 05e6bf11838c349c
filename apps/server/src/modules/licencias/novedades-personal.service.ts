import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DIAS_MAXIMOS_NOVEDAD, MODELO_MEDIA_NOVEDAD, type NovedadBody, type NovedadEditarBody } from '@worknet/domain/licencias/esquemas';
import { contarDias, diaLegible, enTemporadaVacaciones, numeroDeDia, problemaInicioVacaciones, sumarDiasIso } from '@worknet/domain/licencias/dias';
import { diasDisponiblesTotales, periodoParaTomar, type SaldoPeriodo } from '@worknet/domain/licencias/vacaciones';
import {
  CLAVE_VACACIONES,
  ESTADOS_VIGENTES,
  ETIQUETA_ESTADO_NOVEDAD,
  FLUJO_NOVEDAD,
  estadoInicial,
  estadoTrasAprobar,
  siguientePaso,
  type AccionNovedad,
  type EstadoNovedad,
} from '@worknet/domain/licencias/estados';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { anotarPaso } from '../../platform/flujo/historial';
import { transicionar } from '../../platform/flujo/transicion';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import { recursoMedia } from '../media/media.table';
import { vincularMedia } from '../media/media.service';
import { persona } from '../rrhh/persona.table';
import { conjuntoNoLaborables } from './feriados';
import { relacionConPersona } from './licencias.acceso';
import { novedadPersonal, novedadPersonalEvento } from './licencias.table';
import { Avisos, textoRango, type DatosAviso } from './novedades-personal-aviso';
import { tipoPorId, type Tipo } from './novedades-personal.lectura';
import { aprobadorDe, datosDe, esPropia, papelesEn, puedeEditar, type Relacion, type Situacion } from './novedades-personal.reglas';
import { saldosVacaciones } from './saldos.service';
import * as reloj from '@worknet/domain/reloj';

// Writing personnel events (issue 19 items 1–3): request or load, edit, approve, reject and
// withdraw. Every write runs in one transaction that first locks the person's row (FOR
// UPDATE), so two simultaneous requests of one person are checked one after the other:
// overlaps, the type's yearly cap and the vacation balance cannot be beaten by a race.
// Each change writes its step in novedad_personal_evento, the audit log, and the messages
// to the person and to whoever approves next.
//
// The certificate (types with requiere_certificado): a request may go without it (the
// person attaches it later, until the final approval); an event never becomes 'aprobada'
// without it, whether HR loads it approved or a step approves it.

type Novedad = typeof novedadPersonal.$inferSelect;

const vigente = (e: string) => (ESTADOS_VIGENTES as readonly string[]).includes(e);

/** The person's row locked for the rest of the transaction; 400 when there is no such person. */
async function bloquearPersona(tx: Db, personaId: number): Promise<{ nombre: string }> {
  const [p] = await tx
    .select({ apellido: persona.apellido, nombres: persona.nombres })
    .from(persona)
    .where(and(eq(persona.id, personaId), isNull(persona.deleted_at)))
    .for('update');
  if (!p) throw datosInvalidos(`No existe la persona ${personaId}.`, { campos: [{ campo: 'persona_id', mensaje: 'Persona inexistente' }] });
  return { nombre: `${p.apellido}, ${p.nombres}` };
}

async function tipoValido(db: Db, id: number): Promise<Tipo> {
  const tipo = await tipoPorId(db, id);
  if (!tipo) throw datosInvalidos(`No existe el tipo de novedad ${id}.`, { campos: [{ campo: 'tipo_id', mensaje: 'Tipo inexistente' }] });
  return tipo;
}

type Calculo = { dias: number; periodo: number | null; fuera_de_temporada: boolean; motivo_fuera_de_temporada: string | null };
type Campos = Pick<NovedadEditarBody, 'desde' | 'hasta' | 'periodo' | 'fuera_de_temporada' | 'motivo_fuera_de_temporada'>;

const anioDe = (dia: string) => Number(dia.slice(0, 4));

/**
 * The days, period and season of an event, after every rule: length, overlap, yearly cap,
 * and for vacations start day, season and balance. `excluir`: the event being edited.
 * Call inside the transaction, after bloquearPersona.
 */
async function calcular(tx: Db, p: { personaId: number; tipo: Tipo; b: Campos; excluir: Novedad | null; esRrhh: boolean }): Promise<Calculo> {
  const { personaId, tipo, b, excluir } = p;
  if (numeroDeDia(b.hasta) - numeroDeDia(b.desde) + 1 > DIAS_MAXIMOS_NOVEDAD) {
    throw datosInvalidos(`Una novedad abarca hasta ${DIAS_MAXIMOS_NOVEDAD} días: cárguela en partes.`, {
      campos: [{ campo: 'hasta', mensaje: 'Rango muy largo' }],
    });
  }
  // From a week before (the Monday of vacations that start on a Tuesday after a holiday).
  const noLaborables = await conjuntoNoLaborables(tx, sumarDiasIso(b.desde, -7), b.hasta);
  const dias = contarDias(b.desde, b.hasta, tipo.computo, noLaborables);
  if (dias === 0) throw reglaDeNegocio(`Del ${diaLegible(b.desde)} al ${diaLegible(b.hasta)} no hay días hábiles: «${tipo.nombre}» cuenta días hábiles.`);

  // Overlap with another event in force of the same person (the person's row is locked).
  const [otra] = filasDe<{ id: number; tipo: string; desde: string; hasta: string }>(
    await tx.execute(sql`
      select n.id, t.nombre as tipo, n.desde::text as desde, n.hasta::text as hasta
        from novedad_personal n join rrhh_tipo_novedad t on t.id = n.tipo_id
       where n.persona_id = ${personaId} and n.deleted_at is null and n.estado in ('pendiente', 'aprobada_referente', 'aprobada')
         and n.desde <= ${b.hasta} and n.hasta >= ${b.desde} ${excluir ? sql`and n.id <> ${excluir.id}` : sql``}
       order by n.desde, n.id limit 1`),
  );
  if (otra) throw conflicto(`Se superpone con ${otra.tipo} del ${diaLegible(otra.desde)} al ${diaLegible(otra.hasta)} (n.º ${otra.id}).`);

  if (tipo.clave_sistema === CLAVE_VACACIONES) return { dias, ...(await reglasVacaciones(tx, { ...p, dias, noLaborables })) };
  await topeAnual(tx, { personaId, tipo, b, excluir, dias });
  return { dias, periodo: null, fuera_de_temporada: false, motivo_fuera_de_temporada: null };
}

/** The type's yearly cap (dias_maximos per calendar year, counting each event's days inside the year). Vacations go by their balance instead. */
async function topeAnual(tx: Db, p: { personaId: number; tipo: Tipo; b: Campos; excluir: Novedad | null; dias: number }): Promise<void> {
  const { tipo, b } = p;
  if (tipo.dias_maximos === null) return;
  for (let anio = anioDe(b.desde); anio <= anioDe(b.hasta); anio++) {
    const [ini, fin] = [`${anio}-01-01`, `${anio}-12-31`];
    const otras = filasDe<{ desde: string; hasta: string }>(
      await tx.execute(sql`
        select greatest(desde, ${ini}::date)::text as desde, least(hasta, ${fin}::date)::text as hasta from novedad_personal
         where persona_id = ${p.personaId} and tipo_id = ${tipo.id} and deleted_at is null
           and estado in ('pendiente', 'aprobada_referente', 'aprobada') and desde <= ${fin} and hasta >= ${ini}
           ${p.excluir ? sql`and id <> ${p.excluir.id}` : sql``}`),
    );
    const noLaborables = tipo.computo === 'habiles' ? await conjuntoNoLaborables(tx, ini, fin) : new Set<string>();
    const usados = otras.reduce((s, o) => s + contarDias(o.desde, o.hasta, tipo.computo, noLaborables), 0);
    const estos = contarDias(b.desde > ini ? b.desde : ini, b.hasta < fin ? b.hasta : fin, tipo.computo, noLaborables);
    if (usados + estos > tipo.dias_maximos) {
      const quedan = Math.max(0, tipo.dias_maximos - usados);
      throw reglaDeNegocio(
        `«${tipo.nombre}» admite hasta ${tipo.dias_maximos} días por año: en ${anio} ya tiene ${usados} y esta novedad suma ${estos} (le quedan ${quedan}).`,
      );
    }
  }
}

/** Why the latest days of these periods expired, to explain a refused request; '' when none did. */
function porQueVencieron(saldos: readonly SaldoPeriodo[]): string {
  const [ultimo] = saldos
    .flatMap((s) => s.vencimientos.map((v) => ({ ...v, periodo: s.periodo })))
    .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.periodo - a.periodo);
  return ultimo ? ` Del período ${ultimo.periodo} vencieron ${ultimo.dias} ${ultimo.dias === 1 ? 'día' : 'días'}. ${ultimo.motivo}` : '';
}

/** Vacations (LCT arts. 151–154): start day, season (or HR's recorded override) and the period's balance. */
async function reglasVacaciones(
  tx: Db,
  p: { personaId: number; b: Campos; excluir: Novedad | null; esRrhh: boolean; dias: number; noLaborables: ReadonlySet<string> },
): Promise<Omit<Calculo, 'dias'>> {
  const { b } = p;
  const inicio = problemaInicioVacaciones(b.desde, p.noLaborables);
  if (inicio) throw reglaDeNegocio(inicio);

  let fuera = false;
  let motivo: string | null = null;
  if (!enTemporadaVacaciones(b.desde, b.hasta)) {
    const aviso = 'Las vacaciones se otorgan entre el 1 de octubre y el 30 de abril (LCT art. 154)';
    if (!b.fuera_de_temporada) throw reglaDeNegocio(`${aviso}: fuera de ese período sólo RRHH las otorga, indicando el motivo.`);
    if (!p.esRrhh) throw prohibido(`${aviso}: sólo RRHH las otorga fuera de temporada.`);
    if (!b.motivo_fuera_de_temporada) {
      throw datosInvalidos('Indique el motivo para otorgar vacaciones fuera de temporada.', {
        campos: [{ campo: 'motivo_fuera_de_temporada', mensaje: 'Obligatorio fuera de temporada' }],
      });
    }
    fuera = true;
    motivo = b.motivo_fuera_de_temporada;
  }

  // The balance at the request's last day (the rule the screens show: days that expire before
  // it ends are not available to it), without the event being edited, whose days are free again.
  const saldos = await saldosVacaciones(tx, p.personaId, { al: b.hasta, sinNovedad: p.excluir?.id });
  const hasta = diaLegible(b.hasta);
  let periodo: number;
  if (b.periodo === null || b.periodo === undefined) {
    const elegido = periodoParaTomar(saldos, p.dias);
    if (elegido === null) {
      const total = diasDisponiblesTotales(saldos);
      throw reglaDeNegocio(
        total === 0
          ? `No tiene días de vacaciones disponibles para una toma que termina el ${hasta}.${porQueVencieron(saldos)}`
          : `Ningún período tiene ${p.dias} días disponibles para una toma que termina el ${hasta} (en total le quedan ${total}, por período: ${saldos
              .filter((s) => s.dias_disponibles > 0)
              .map((s) => `${s.periodo}: ${s.dias_disponibles}`)
              .join(', ')}). Una toma sale de un solo período.`,
      );
    }
    periodo = elegido;
  } else {
    periodo = b.periodo;
    const s = saldos.find((x) => x.periodo === periodo);
    if (!s || s.dias_corresponden === 0) throw reglaDeNegocio(`El período ${periodo} no le da días de vacaciones.`);
    if (p.dias > s.dias_disponibles) {
      throw reglaDeNegocio(
        `Del período ${periodo} le quedan ${Math.max(0, s.dias_disponibles)} días de vacaciones y esta novedad toma ${p.dias} (hasta el ${hasta}).${porQueVencieron([s])}`,
      );
    }
  }
  return { periodo, fuera_de_temporada: fuera, motivo_fuera_de_temporada: motivo };
}

/** The event's current certificate files. */
async function certificados(tx: Db, id: number): Promise<number[]> {
  const r = await tx
    .select({ id: recursoMedia.id })
    .from(recursoMedia)
    .where(and(eq(recursoMedia.modelo, MODELO_MEDIA_NOVEDAD), eq(recursoMedia.modelo_id, id), isNull(recursoMedia.deleted_at)));
  return r.map((x) => x.id);
}

/**
 * Sets the certificate from `media_id`: undefined leaves it, null removes it, an id (a draft
 * upload of the caller or the one it has) becomes the only one. Returns whether it has one.
 */
async function ponerCertificado(tx: Db, p: { id: number; mediaId: number | null | undefined; usuarioId: number }): Promise<boolean> {
  if (p.mediaId !== undefined) {
    if (p.mediaId !== null) await vincularMedia(tx, { ids: [p.mediaId], modelo: MODELO_MEDIA_NOVEDAD, modeloId: p.id, usuarioId: p.usuarioId });
    const quitar = (await certificados(tx, p.id)).filter((x) => x !== p.mediaId);
    if (quitar.length) {
      await tx.update(recursoMedia).set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() }).where(inArray(recursoMedia.id, quitar));
      for (const m of quitar)
        await auditar(tx, { usuarioId: p.usuarioId, entidad: 'recurso_media', entidadId: m, accion: 'eliminar', antes: { novedad_id: p.id } });
    }
  }
  return (await certificados(tx, p.id)).length > 0;
}

const faltaCertificado = (tipo: Tipo) =>
  reglaDeNegocio(`«${tipo.nombre}» requiere certificado: adjúntelo antes de que la novedad quede aprobada.`, {
    campos: [{ campo: 'media_id', mensaje: 'Falta el certificado' }],
  });

const datosAviso = (n: Pick<Novedad, 'id' | 'persona_id' | 'desde' | 'hasta'>, tipo: Tipo): DatosAviso => ({
  id: n.id,
  personaId: n.persona_id,
  tipo: tipo.nombre,
  desde: n.desde,
  hasta: n.hasta,
});

const auditable = (n: Partial<Novedad>) => ({ ...n, created_at: undefined, updated_at: undefined, deleted_at: undefined });

/**
 * POST novedad-personal. HR loads for anybody (approved at once, except their own, which
 * follows the chain); a referente for the people of the sectors they lead (their load is
 * the referente's step); anybody for themselves, only the types employees request.
 */
export async function crearNovedad(ctx: Ctx, u: Principal, b: NovedadBody): Promise<number> {
  const relacion = await relacionConPersona(ctx.db, u, b.persona_id);
  if (!relacion) throw prohibido('Sólo puede cargar novedades propias o de las personas de los sectores que lidera.');
  const propia = esPropia({ u, personaId: b.persona_id });
  const comoRrhh = relacion === 'rrhh' && !propia;
  const tipo = await tipoValido(ctx.db, b.tipo_id);
  if (!tipo.solicitable && !comoRrhh) throw reglaDeNegocio(`«${tipo.nombre}» la carga RRHH: no se solicita.`);

  const { id, avisos } = await ctx.db.transaction(async (tx) => {
    const { nombre } = await bloquearPersona(tx, b.persona_id);
    const c = await calcular(tx, { personaId: b.persona_id, tipo, b, excluir: null, esRrhh: u.permisos.has('rrhh.licencia.administrar') });
    let estado: EstadoNovedad = estadoInicial(tipo.aprobacion, comoRrhh);
    // The referente who loads it for somebody of their sector gives the referente's step.
    const porReferente = relacion === 'referente' && !propia && siguientePaso(estado, tipo.aprobacion) === 'referente';
    if (porReferente) estado = estadoTrasAprobar(estado, tipo.aprobacion, 'referente');
    const [n] = await tx
      .insert(novedadPersonal)
      .values({
        persona_id: b.persona_id,
        tipo_id: tipo.id,
        desde: b.desde,
        hasta: b.hasta,
        observaciones: b.observaciones ?? null,
        estado,
        creado_por: u.id,
        ...c,
      })
      .returning();
    const conCertificado = await ponerCertificado(tx, { id: n!.id, mediaId: b.media_id ?? undefined, usuarioId: u.id });
    if (estado === 'aprobada' && tipo.requiere_certificado && !conCertificado) throw faltaCertificado(tipo);
    const detalle = comoRrhh ? 'Cargada por RRHH.' : porReferente ? 'Cargada por el referente del sector.' : null;
    await anotarPaso(tx, HISTORIAL_NOVEDAD, n!.id, { estado, autorId: u.id, detalle });
    await auditar(tx, { usuarioId: u.id, entidad: 'novedad_personal', entidadId: n!.id, accion: 'crear', despues: auditable(n!) });

    const avisos = new Avisos(ctx, tx, u.id);
    const d = datosAviso(n!, tipo);
    if (!propia) {
      await avisos.aPersona(
        d,
        `${tipo.nombre}: ${ETIQUETA_ESTADO_NOVEDAD[estado]}`,
        `${u.nombre_completo} cargó ${tipo.nombre} ${textoRango(d)} a su nombre (${c.dias} días).`,
      );
    }
    const paso = siguientePaso(estado, tipo.aprobacion);
    if (paso) await avisos.aAprobadores(d, paso, nombre);
    return { id: n!.id, avisos };
  });
  avisos.entregar();
  return id;
}

/** The event locked for the change, with its type and how the caller reaches it. */
async function situacion(tx: Db, u: Principal, id: number): Promise<{ n: Novedad; tipo: Tipo; s: Situacion }> {
  const [actual] = await tx
    .select({ persona_id: novedadPersonal.persona_id })
    .from(novedadPersonal)
    .where(and(eq(novedadPersonal.id, id), isNull(novedadPersonal.deleted_at)));
  if (!actual) throw noEncontrado(`No existe la novedad ${id}.`);
  // Person first, then the event: every write of a person's events takes the locks in this order.
  await bloquearPersona(tx, actual.persona_id);
  const [n] = await tx
    .select()
    .from(novedadPersonal)
    .where(and(eq(novedadPersonal.id, id), isNull(novedadPersonal.deleted_at)))
    .for('update');
  if (!n) throw noEncontrado(`No existe la novedad ${id}.`);
  const tipo = await tipoSinFiltro(tx, n.tipo_id);
  const relacion: Relacion = await relacionConPersona(tx, u, n.persona_id);
  return { n, tipo, s: { u, relacion, personaId: n.persona_id, creadoPor: n.creado_por, estado: n.estado as EstadoNovedad, aprobacion: tipo.aprobacion } };
}

/** A type even if it was deleted from the catalog later (its events keep it). */
async function tipoSinFiltro(tx: Db, id: number): Promise<Tipo> {
  const [t] = filasDe<Tipo>(
    await tx.execute(
      sql`select id, codigo, nombre, computo, aprobacion, dias_maximos, requiere_certificado, solicitable, color from rrhh_tipo_novedad where id = ${id}`,
    ),
  );
  return t!;
}

/** PUT novedad-personal/{id}: dates, notes, period and certificate; the days are computed again. */
export async function editarNovedad(ctx: Ctx, u: Principal, id: number, b: NovedadEditarBody): Promise<void> {
  const avisos = await ctx.db.transaction(async (tx) => {
    const { n, tipo: tipoAntes, s } = await situacion(tx, u, id);
    if (!puedeEditar(s)) {
      throw vigente(n.estado)
        ? prohibido(`La novedad está «${ETIQUETA_ESTADO_NOVEDAD[s.estado]}»: sólo RRHH la modifica.`)
        : reglaDeNegocio(`La novedad está «${ETIQUETA_ESTADO_NOVEDAD[s.estado]}»: ya no se modifica.`);
    }
    const comoRrhh = s.relacion === 'rrhh' && !esPropia(s);
    const tipo = b.tipo_id === n.tipo_id ? tipoAntes : await tipoValido(tx, b.tipo_id);
    if (tipo.id !== tipoAntes.id && !tipo.solicitable && !comoRrhh) throw reglaDeNegocio(`«${tipo.nombre}» la carga RRHH: no se solicita.`);
    const c = await calcular(tx, { personaId: n.persona_id, tipo, b, excluir: n, esRrhh: u.permisos.has('rrhh.licencia.administrar') });
    const conCertificado = await ponerCertificado(tx, { id, mediaId: b.media_id, usuarioId: u.id });
    if (n.estado === 'aprobada' && tipo.requiere_certificado && !conCertificado) throw faltaCertificado(tipo);
    // The person changing what the referente approved (type, days, period) asks again: back to 'pendiente'.
    // Notes and the certificate do not undo a step; HR's changes never do.
    const cambiaLoAprobado = tipo.id !== n.tipo_id || b.desde !== n.desde || b.hasta !== n.hasta || c.periodo !== n.periodo;
    const vuelve = !comoRrhh && n.estado === 'aprobada_referente' && cambiaLoAprobado;
    const estado: EstadoNovedad = vuelve ? 'pendiente' : (n.estado as EstadoNovedad);
    const cambios = { tipo_id: tipo.id, desde: b.desde, hasta: b.hasta, observaciones: b.observaciones ?? null, ...c, estado, updated_at: reloj.ahora() };
    await tx.update(novedadPersonal).set(cambios).where(eq(novedadPersonal.id, id));
    const detalle =
      `Modificada: ${tipo.nombre} ${textoRango({ id, personaId: n.persona_id, tipo: tipo.nombre, desde: b.desde, hasta: b.hasta })} (${c.dias} días).` +
      (vuelve ? ' Vuelve a la aprobación del referente.' : '');
    await anotarPaso(tx, HISTORIAL_NOVEDAD, id, { estado, autorId: u.id, detalle });
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'novedad_personal',
      entidadId: id,
      accion: 'editar',
      antes: auditable(n),
      despues: { ...auditable(cambios), media_id: b.media_id },
    });
    const avisos = new Avisos(ctx, tx, u.id);
    const d = datosAviso({ id, persona_id: n.persona_id, desde: b.desde, hasta: b.hasta }, tipo);
    await avisos.aPersona(d, `Novedad ${id} modificada`, `${u.nombre_completo} modificó su novedad: ${tipo.nombre} ${textoRango(d)} (${c.dias} días).`);
    const paso = siguientePaso(estado, tipo.aprobacion);
    if (vuelve && paso) {
      const [p] = await tx.select({ apellido: persona.apellido, nombres: persona.nombres }).from(persona).where(eq(persona.id, n.persona_id));
      await avisos.aAprobadores(d, paso, `${p!.apellido}, ${p!.nombres}`);
    }
    return avisos;
  });
  avisos.entregar();
}

const HISTORIAL_NOVEDAD = { tabla: novedadPersonalEvento, fk: 'novedad_id' };

/** One step of the event's machine (FLUJO_NOVEDAD) under the person's lock, then the event's (transicionar). */
async function pasar(
  tx: Db,
  u: Principal,
  id: number,
  accion: AccionNovedad,
  o: { motivo?: string | null; detalle: string | null; alPasar: (paso: { n: Novedad; tipo: Tipo; s: Situacion; hacia: EstadoNovedad }) => Promise<void> },
) {
  const { n, tipo, s } = await situacion(tx, u, id);
  return transicionar(tx, {
    flujo: FLUJO_NOVEDAD,
    tabla: novedadPersonal,
    id,
    accion,
    autorId: u.id,
    roles: () => papelesEn(s),
    datos: datosDe(s, o.motivo),
    detalle: o.detalle,
    historial: HISTORIAL_NOVEDAD,
    entidad: 'novedad_personal',
    borrado: novedadPersonal.deleted_at,
    noExiste: `No existe la novedad ${id}.`,
    alPasar: async (tx, { hacia }) => {
      await o.alPasar({ n, tipo, s, hacia });
      return {
        fila: accion === 'anular' ? {} : { motivo_rechazo: accion === 'rechazar' ? (o.motivo ?? null) : null },
        auditoria: accion === 'anular' ? { motivo: o.motivo } : { como: aprobadorDe(s) },
      };
    },
  });
}

/** Approving or rejecting (one at a time: the person and the event are locked). */
async function decidir(ctx: Ctx, u: Principal, id: number, d: { aprobar: true; detalle?: string | null } | { aprobar: false; motivo: string }): Promise<void> {
  const avisos = await ctx.db.transaction(async (tx) => {
    const avisos = new Avisos(ctx, tx, u.id);
    await pasar(tx, u, id, d.aprobar ? 'aprobar' : 'rechazar', {
      motivo: d.aprobar ? null : d.motivo,
      detalle: d.aprobar ? (d.detalle ?? null) : d.motivo,
      alPasar: async ({ n, tipo, s, hacia: estado }) => {
        if (estado === 'aprobada' && tipo.requiere_certificado && (await certificados(tx, id)).length === 0) throw faltaCertificado(tipo);
        const datos = datosAviso(n, tipo);
        const como = aprobadorDe(s) === 'rrhh' ? 'RRHH' : 'su referente';
        const texto = d.aprobar
          ? `${u.nombre_completo} (${como}) aprobó su ${tipo.nombre} ${textoRango(datos)}.${estado === 'aprobada' ? '' : ' Falta la aprobación de RRHH.'}`
          : `${u.nombre_completo} (${como}) rechazó su ${tipo.nombre} ${textoRango(datos)}. Motivo: ${d.motivo}`;
        await avisos.aPersona(datos, `${tipo.nombre}: ${ETIQUETA_ESTADO_NOVEDAD[estado]}`, texto);
        const paso = siguientePaso(estado, tipo.aprobacion);
        if (d.aprobar && paso) {
          const [p] = await tx.select({ apellido: persona.apellido, nombres: persona.nombres }).from(persona).where(eq(persona.id, n.persona_id));
          await avisos.aAprobadores(datos, paso, `${p!.apellido}, ${p!.nombres}`);
        }
      },
    });
    return avisos;
  });
  avisos.entregar();
}

export const aprobarNovedad = (ctx: Ctx, u: Principal, id: number, detalle?: string | null) => decidir(ctx, u, id, { aprobar: true, detalle });
export const rechazarNovedad = (ctx: Ctx, u: Principal, id: number, motivo: string) => decidir(ctx, u, id, { aprobar: false, motivo });

/** POST novedad-personal/{id}/anular: the person (or who loaded it) until the final approval; HR any event in force. */
export async function anularNovedad(ctx: Ctx, u: Principal, id: number, motivo?: string | null): Promise<void> {
  const avisos = await ctx.db.transaction(async (tx) => {
    const avisos = new Avisos(ctx, tx, u.id);
    await pasar(tx, u, id, 'anular', {
      motivo,
      detalle: motivo ?? null,
      alPasar: async ({ n, tipo }) => {
        const d = datosAviso(n, tipo);
        await avisos.aPersona(
          d,
          `${tipo.nombre}: Anulada`,
          `${u.nombre_completo} anuló su ${tipo.nombre} ${textoRango(d)}.${motivo ? ` Motivo: ${motivo}` : ''}`,
        );
      },
    });
    return avisos;
  });
  avisos.entregar();
}
