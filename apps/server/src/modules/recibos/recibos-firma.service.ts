import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatoCuit } from '@worknet/domain/cuit';
import { MENSAJES_RECIBOS, type Conformidad, type FirmarBody } from '@worknet/domain/recibos/esquemas';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { leerCompleto } from '../../platform/files/almacen';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { AppError, conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { vincularMedia } from '../media/media.service';
import { recursoMedia } from '../media/media.table';
import { enviarNotificacion } from '../notificaciones/notificaciones.service';
import { claveNueva, liquidacionViva } from './recibos-carga.service';
import { verificarPasswordDeFirma } from './recibos-intentos';
import { etiquetaTipo } from './recibos-lectura.service';
import { abrirPdf, agregarAlFinal, copiaFirmada, sha256 } from './recibos.pdf';
import { liquidacionFirma, recibo, reciboSinAsignar } from './recibos.table';
import * as reloj from '@worknet/domain/reloj';

// Writes on slips: publishing a run (the employer's signature), the employee's signature,
// assigning or discarding unmatched pages, replacing a file and corrections.

const MODELO = 'liquidacion';

const SELLOS = new Set(['image/png', 'image/jpeg']);

type Aviso = { titulo: string; texto: string };

/**
 * Tells each employee their slip is there through the notice pipeline: the bell (and the
 * socket), and always an e-mail, whatever their preference (issue 20: bell + e-mail).
 * After the commit; a failure here never undoes the publication.
 */
async function avisarEmpleados(ctx: Ctx, autorId: number, personaIds: number[], aviso: Aviso) {
  if (personaIds.length === 0) return;
  const destinatarios = filasDe<{ id: number }>(
    await ctx.db.execute(sql`
      select id from usuario
       where persona_id = any(${sql.param(personaIds)}::integer[]) and activo and deleted_at is null order by id`),
  );
  if (destinatarios.length === 0) return;
  const n = { titulo: aviso.titulo, texto: aviso.texto, enlace: '/mis_recibos' };
  await enviarNotificacion(
    ctx,
    autorId,
    { ...n, audiencia: 'usuarios', ids: destinatarios.map((d) => d.id) },
    { correoATodos: { motivo: 'Recibe este correo porque RRHH publicó un recibo de sueldo suyo para ver y firmar.' } },
  );
}

const MOTIVOS_RECHAZO: Record<string, string> = {
  FIRMA_BLOQUEADA: 'firma bloqueada por intentos fallidos',
  PASSWORD_NO_PROPIA: 'contraseña asignada por otra persona',
};
const motivoDelRechazo = (e: unknown) => (e instanceof AppError && MOTIVOS_RECHAZO[e.code]) || 'contraseña incorrecta';

/** POST rrhh/liquidacion/{id}/publicar. */
export async function publicarLiquidacion(
  ctx: Ctx,
  usuarioId: number,
  liquidacionId: number,
  b: { password: string; sello_media_id: number },
  ip: string | null = null,
) {
  const l = await liquidacionViva(ctx.db, liquidacionId);
  try {
    await verificarPasswordDeFirma(ctx.db, usuarioId, b.password, ip);
  } catch (e) {
    // The refused attempt stays in the audit log (who tried to sign a run as employer).
    await auditar(ctx.db, {
      usuarioId,
      entidad: 'liquidacion',
      entidadId: liquidacionId,
      accion: 'publicar_rechazado',
      despues: { motivo: motivoDelRechazo(e) },
    });
    throw e;
  }
  const [sello] = await ctx.db
    .select({ id: recursoMedia.id, modelo: recursoMedia.modelo, content_type: recursoMedia.content_type, modelo_id: recursoMedia.modelo_id })
    .from(recursoMedia)
    .where(and(eq(recursoMedia.id, b.sello_media_id), isNull(recursoMedia.deleted_at)));
  if (!sello || sello.modelo !== MODELO || (sello.modelo_id !== null && sello.modelo_id !== liquidacionId))
    throw datosInvalidos('Suba la imagen del sello de la empresa.', { campos: [{ campo: 'sello_media_id', mensaje: 'Sello inexistente' }] });
  if (!SELLOS.has(sello.content_type))
    throw datosInvalidos('El sello debe ser una imagen PNG o JPG.', { campos: [{ campo: 'sello_media_id', mensaje: 'Formato no admitido' }] });

  const publicados = await ctx.db.transaction(async (tx) => {
    // The run's row locked: simultaneous publications are ordered, the later ones find nothing left.
    await tx.execute(sql`select id from rrhh_liquidacion where id = ${liquidacionId} for update`);
    const [pend] = filasDe<{ n: number }>(await tx.execute(sql`select count(*)::int as n from recibo_sin_asignar where liquidacion_id = ${liquidacionId}`));
    if ((pend?.n ?? 0) > 0) throw conflicto(MENSAJES_RECIBOS.sinAsignarPendientes);
    const ahora = reloj.ahora();
    const filas = await tx
      .update(recibo)
      .set({ publicado_at: ahora, updated_at: ahora })
      .where(and(eq(recibo.liquidacion_id, liquidacionId), eq(recibo.vigente, true), isNull(recibo.publicado_at)))
      .returning({ id: recibo.id, persona_id: recibo.persona_id });
    if (filas.length === 0) throw conflicto('No hay recibos sin publicar en esta liquidación.');
    await vincularMedia(tx, { ids: [b.sello_media_id], modelo: MODELO, modeloId: liquidacionId, usuarioId });
    // The employer's signature is the first publication's; later ones only publish late slips.
    await tx.insert(liquidacionFirma).values({ liquidacion_id: liquidacionId, usuario_id: usuarioId, sello_media_id: b.sello_media_id }).onConflictDoNothing();
    await auditar(tx, {
      usuarioId,
      entidad: 'liquidacion',
      entidadId: liquidacionId,
      accion: 'publicar',
      despues: { recibos: filas.map((f) => f.id), sello_media_id: b.sello_media_id },
    });
    return filas;
  });
  await avisarEmpleados(ctx, usuarioId, [...new Set(publicados.map((p) => p.persona_id))], {
    titulo: 'Nuevo recibo de sueldo',
    texto: `Ya puede ver, descargar y firmar su recibo de sueldo del período ${l.periodo} (${etiquetaTipo(l.tipo)}).`,
  });
  return publicados.length;
}

/** The stamp of a published run: who signed it for the company, when, and the image bytes. */
async function firmaDeEmpleador(ctx: Ctx, liquidacionId: number) {
  const [f] = filasDe<{ firmante: string; publicada_at: unknown; clave: string | null; content_type: string | null }>(
    await ctx.db.execute(sql`
      select u.nombre_completo as firmante, f.publicada_at, m.clave, m.content_type
        from liquidacion_firma f join usuario u on u.id = f.usuario_id
        left join recurso_media m on m.id = f.sello_media_id
       where f.liquidacion_id = ${liquidacionId}`),
  );
  if (!f) return null;
  let sello: { datos: Uint8Array; tipo: string } | null = null;
  if (f.clave && f.content_type && SELLOS.has(f.content_type)) {
    sello = await leerCompleto(ctx.almacen, f.clave)
      .then((d) => ({ datos: new Uint8Array(d), tipo: f.content_type! }))
      .catch(() => null);
  }
  return { firmante: f.firmante, fecha: f.publicada_at instanceof Date ? f.publicada_at : new Date(String(f.publicada_at)), sello };
}

/** POST mis_recibos/{id}/firmar. */
export async function firmarRecibo(ctx: Ctx, u: { id: number }, id: number, b: FirmarBody, cliente: { ip: string; userAgent: string | null }) {
  await verificarPasswordDeFirma(ctx.db, u.id, b.password, cliente.ip);
  const [r] = await ctx.db.select().from(recibo).where(eq(recibo.id, id));
  if (!r) throw noEncontrado('No existe el recibo.');
  if (r.conformidad) throw conflicto('El recibo ya está firmado.');
  if (!r.vigente) throw conflicto('Este recibo fue reemplazado por una corrección: firme el recibo nuevo.');
  const original = await leerCompleto(ctx.almacen, r.clave);
  const huella = sha256(original);
  if (huella !== r.sha256) throw new AppError(500, 'El archivo del recibo no coincide con su huella: avise a RRHH.', 'HUELLA_DISTINTA');
  const l = await liquidacionViva(ctx.db, r.liquidacion_id);
  const [pe] = filasDe<{ nombre: string; cuil: string }>(
    await ctx.db.execute(sql`select apellido || ', ' || nombres as nombre, cuil from persona where id = ${r.persona_id}`),
  );
  const empleador = await firmaDeEmpleador(ctx, r.liquidacion_id);
  const firmadoAt = reloj.ahora();
  const motivo = b.conformidad === 'no_conforme' ? (b.motivo ?? '').trim() : b.motivo?.trim() || null;
  const copia = await copiaFirmada(original, {
    empleado: { nombre: pe!.nombre, cuil: formatoCuit(pe!.cuil), conformidad: b.conformidad, motivo, firmadoAt, ip: cliente.ip, sha256: huella },
    empleador: {
      empresa: l.empresa ?? '',
      cuit: l.cuit ? formatoCuit(l.cuit) : '',
      firmante: empleador?.firmante ?? '',
      fecha: empleador?.fecha ?? firmadoAt,
      sello: empleador?.sello ?? null,
    },
  });
  const claveFirmada = claveNueva(`${r.liquidacion_id}/firmados`);
  await ctx.almacen.guardar(claveFirmada, Buffer.from(copia));
  try {
    await ctx.db.transaction(async (tx) => {
      // Locked and checked again: of simultaneous signatures only the first one holds.
      const [actual] = await tx
        .select({ conformidad: recibo.conformidad, vigente: recibo.vigente, sha256: recibo.sha256 })
        .from(recibo)
        .where(eq(recibo.id, id))
        .for('update');
      if (actual?.conformidad) throw conflicto('El recibo ya está firmado.');
      if (!actual?.vigente) throw conflicto('Este recibo fue reemplazado por una corrección: firme el recibo nuevo.');
      if (actual.sha256 !== huella) throw conflicto('El recibo cambió mientras lo firmaba: ábralo de nuevo.');
      await tx
        .update(recibo)
        .set({
          conformidad: b.conformidad,
          motivo,
          firmado_at: firmadoAt,
          firma_ip: cliente.ip,
          firma_user_agent: cliente.userAgent,
          firmado_sobre_sha256: huella,
          clave_firmada: claveFirmada,
          sha256_firmado: sha256(copia),
          visto_at: sql`coalesce(${recibo.visto_at}, ${reloj.ahora()})`,
          updated_at: firmadoAt,
        })
        .where(eq(recibo.id, id));
      await auditar(tx, {
        usuarioId: u.id,
        entidad: 'recibo',
        entidadId: id,
        accion: 'firmar',
        despues: {
          conformidad: b.conformidad,
          motivo,
          ip: cliente.ip,
          user_agent: cliente.userAgent,
          firmado_sobre_sha256: huella,
          sha256_firmado: sha256(copia),
        },
      });
    });
  } catch (e) {
    await ctx.almacen.borrar(claveFirmada).catch(() => undefined);
    throw e;
  }
}

/**
 * POST verificar_recibo: whether the hash is a signed copy's (with the employee's conformity and
 * when they signed) or a published original's (the company's file, without the employee's
 * signature: it says nothing about conformity). An unpublished slip's hash is unknown.
 */
export async function verificarRecibo(db: Db, huella: string) {
  const [firmada] = filasDe<{ firmado_at: unknown; conformidad: Conformidad }>(
    await db.execute(sql`
      select firmado_at, conformidad from recibo
       where sha256_firmado = ${huella} and firmado_at is not null and conformidad is not null
       order by id limit 1`),
  );
  if (firmada) {
    const firmado_at = firmada.firmado_at instanceof Date ? firmada.firmado_at : new Date(String(firmada.firmado_at));
    return { valido: true, copia: 'firmada' as const, conformidad: firmada.conformidad, firmado_at };
  }
  const [original] = filasDe<{ id: number }>(
    await db.execute(sql`
      select id from recibo
       where publicado_at is not null and (sha256 = ${huella} or firmado_sobre_sha256 = ${huella})
       order by id limit 1`),
  );
  if (original) return { valido: true, copia: 'original' as const, conformidad: null, firmado_at: null };
  return { valido: false, copia: null, conformidad: null, firmado_at: null };
}

/** Reads a slip's copy for a download; the signed copy exists only once signed. */
export async function archivoDeRecibo(ctx: Ctx, id: number, copia: 'original' | 'firmada') {
  const [r] = filasDe<{ clave: string; clave_firmada: string | null; periodo: string; apellido: string }>(
    await ctx.db.execute(sql`
      select r.clave, r.clave_firmada, p.nombre as periodo, pe.apellido
        from recibo r join rrhh_liquidacion l on l.id = r.liquidacion_id join rrhh_periodo p on p.id = l.periodo_id
        join persona pe on pe.id = r.persona_id where r.id = ${id}`),
  );
  if (!r) throw noEncontrado('No existe el recibo.');
  const clave = copia === 'firmada' ? r.clave_firmada : r.clave;
  if (!clave) throw noEncontrado('El recibo todavía no está firmado: no hay copia firmada.');
  const datos = await leerCompleto(ctx.almacen, clave).catch(() => {
    throw noEncontrado('El archivo no se encuentra en el almacenamiento.');
  });
  const nombre = `Recibo-${r.periodo}-${r.apellido}${copia === 'firmada' ? '-firmado' : ''}.pdf`;
  return { datos, nombre };
}

/**
 * Audits one view or download (every call, HR's and the employee's); the employee's first
 * view sets visto_at and a download descargado_at (and visto_at: downloading it is seeing it).
 */
export async function registrarAcceso(db: Db, usuarioId: number, id: number, accion: 'ver' | 'descargar', copia: string, propio: boolean) {
  await db.transaction(async (tx) => {
    if (propio) {
      await tx
        .update(recibo)
        .set(
          accion === 'ver'
            ? { visto_at: sql`coalesce(${recibo.visto_at}, ${reloj.ahora()})` }
            : { visto_at: sql`coalesce(${recibo.visto_at}, ${reloj.ahora()})`, descargado_at: sql`coalesce(${recibo.descargado_at}, ${reloj.ahora()})` },
        )
        .where(eq(recibo.id, id));
    }
    await auditar(tx, { usuarioId, entidad: 'recibo', entidadId: id, accion, despues: { copia, propio } });
  });
}

/** The current slip of a persona in a run, locked. */
async function vigenteDe(tx: Db, liquidacionId: number, personaId: number) {
  const [r] = await tx
    .select()
    .from(recibo)
    .where(and(eq(recibo.liquidacion_id, liquidacionId), eq(recibo.persona_id, personaId), eq(recibo.vigente, true)))
    .for('update');
  return r;
}

/** POST rrhh/recibo_sin_asignar/{id}/asignar: the page becomes (the end of) the persona's unpublished slip. */
export async function asignarSuelta(ctx: Ctx, usuarioId: number, id: number, personaId: number): Promise<number> {
  const [s] = await ctx.db.select().from(reciboSinAsignar).where(eq(reciboSinAsignar.id, id));
  if (!s) throw noEncontrado('No existe la página sin asignar.');
  const [pe] = filasDe<{ id: number }>(await ctx.db.execute(sql`select id from persona where id = ${personaId} and deleted_at is null`));
  if (!pe) throw datosInvalidos('La persona no existe o fue dada de baja.', { campos: [{ campo: 'persona_id', mensaje: 'Inexistente' }] });
  const pagina = await leerCompleto(ctx.almacen, s.clave);
  const previo = await vigenteDe(ctx.db, s.liquidacion_id, personaId);
  if (previo?.publicado_at) throw conflicto('Esa persona ya tiene un recibo publicado en esta liquidación: cargue una corrección.');
  const bytes = previo ? await agregarAlFinal(await leerCompleto(ctx.almacen, previo.clave), pagina) : new Uint8Array(pagina);
  const paginas = (await abrirPdf(bytes)).getPageCount();
  const clave = claveNueva(`${s.liquidacion_id}/recibos`);
  await ctx.almacen.guardar(clave, Buffer.from(bytes));
  try {
    const reciboId = await ctx.db.transaction(async (tx) => {
      const [sigue] = await tx.delete(reciboSinAsignar).where(eq(reciboSinAsignar.id, id)).returning({ id: reciboSinAsignar.id });
      if (!sigue) throw conflicto('Otra persona ya resolvió esta página.');
      const actual = await vigenteDe(tx, s.liquidacion_id, personaId);
      if (actual?.publicado_at) throw conflicto('Esa persona ya tiene un recibo publicado en esta liquidación: cargue una corrección.');
      if ((actual?.id ?? null) !== (previo?.id ?? null) || (actual && actual.sha256 !== previo!.sha256))
        throw conflicto('El recibo cambió mientras se asignaba: intente de nuevo.');
      let rid: number;
      if (actual) {
        await tx
          .update(recibo)
          .set({ clave, sha256: sha256(bytes), paginas, updated_at: reloj.ahora() })
          .where(eq(recibo.id, actual.id));
        rid = actual.id;
      } else {
        const [n] = await tx
          .insert(recibo)
          .values({ liquidacion_id: s.liquidacion_id, persona_id: personaId, carga_id: s.carga_id, clave, sha256: sha256(bytes), paginas })
          .returning({ id: recibo.id });
        rid = n!.id;
      }
      await auditar(tx, { usuarioId, entidad: 'recibo_sin_asignar', entidadId: id, accion: 'asignar', despues: { persona_id: personaId, recibo_id: rid } });
      return rid;
    });
    await ctx.almacen.borrar(s.clave).catch(() => undefined);
    if (previo) await ctx.almacen.borrar(previo.clave).catch(() => undefined);
    return reciboId;
  } catch (e) {
    await ctx.almacen.borrar(clave).catch(() => undefined);
    throw e;
  }
}

/** DELETE rrhh/recibo_sin_asignar/{id}: the page is discarded (not a slip of this run). */
export async function descartarSuelta(ctx: Ctx, usuarioId: number, id: number) {
  const s = await ctx.db.transaction(async (tx) => {
    const [f] = await tx.delete(reciboSinAsignar).where(eq(reciboSinAsignar.id, id)).returning();
    if (!f) throw noEncontrado('No existe la página sin asignar.');
    await auditar(tx, {
      usuarioId,
      entidad: 'recibo_sin_asignar',
      entidadId: id,
      accion: 'eliminar',
      antes: { pagina: f.pagina, nombre: f.nombre, cuils: f.cuils },
    });
    return f;
  });
  await ctx.almacen.borrar(s.clave).catch(() => undefined);
}

export async function clavePaginaSuelta(db: Db, id: number) {
  const [s] = await db.select({ clave: reciboSinAsignar.clave, pagina: reciboSinAsignar.pagina }).from(reciboSinAsignar).where(eq(reciboSinAsignar.id, id));
  if (!s) throw noEncontrado('No existe la página sin asignar.');
  return s;
}

/** PUT rrhh/recibo/{id}/archivo: a new file for an unsigned slip (published: seen again from scratch, and the employee is told). */
export async function reemplazarArchivo(ctx: Ctx, usuarioId: number, id: number, datos: Buffer) {
  const paginas = (await abrirPdf(datos)).getPageCount();
  const clave = claveNueva(`recibo-${id}`);
  await ctx.almacen.guardar(clave, datos);
  try {
    const r = await ctx.db.transaction(async (tx) => {
      const [a] = await tx.select().from(recibo).where(eq(recibo.id, id)).for('update');
      if (!a) throw noEncontrado('No existe el recibo.');
      if (a.conformidad) throw conflicto(MENSAJES_RECIBOS.yaFirmado);
      if (!a.vigente) throw conflicto('El recibo fue reemplazado por una corrección: no se puede cambiar.');
      await tx
        .update(recibo)
        .set({ clave, sha256: sha256(datos), paginas, updated_at: reloj.ahora(), ...(a.publicado_at ? { visto_at: null, descargado_at: null } : {}) })
        .where(eq(recibo.id, id));
      await auditar(tx, {
        usuarioId,
        entidad: 'recibo',
        entidadId: id,
        accion: 'reemplazar_archivo',
        antes: { sha256: a.sha256 },
        despues: { sha256: sha256(datos), paginas },
      });
      return a;
    });
    await ctx.almacen.borrar(r.clave).catch(() => undefined);
    if (r.publicado_at) {
      const l = await liquidacionViva(ctx.db, r.liquidacion_id);
      await avisarEmpleados(ctx, usuarioId, [r.persona_id], {
        titulo: 'Su recibo de sueldo fue reemplazado',
        texto: `RRHH reemplazó su recibo del período ${l.periodo} (${etiquetaTipo(l.tipo)}). Revíselo y fírmelo.`,
      });
    }
  } catch (e) {
    await ctx.almacen.borrar(clave).catch(() => undefined);
    throw e;
  }
}

/** POST rrhh/recibo/{id}/correccion: a new slip supersedes this one (both kept); published at once if the run is. */
export async function corregirRecibo(ctx: Ctx, usuarioId: number, id: number, datos: Buffer): Promise<number> {
  const paginas = (await abrirPdf(datos)).getPageCount();
  const clave = claveNueva(`recibo-${id}`);
  await ctx.almacen.guardar(clave, datos);
  try {
    const { nuevo, viejo, publicado } = await ctx.db.transaction(async (tx) => {
      const [a] = await tx.select().from(recibo).where(eq(recibo.id, id)).for('update');
      if (!a) throw noEncontrado('No existe el recibo.');
      if (!a.vigente) throw conflicto('El recibo ya fue reemplazado por una corrección: corrija el más nuevo.');
      const [firma] = await tx
        .select({ id: liquidacionFirma.liquidacion_id })
        .from(liquidacionFirma)
        .where(eq(liquidacionFirma.liquidacion_id, a.liquidacion_id));
      const ahora = reloj.ahora();
      await tx.update(recibo).set({ vigente: false, updated_at: ahora }).where(eq(recibo.id, id));
      const [n] = await tx
        .insert(recibo)
        .values({
          liquidacion_id: a.liquidacion_id,
          persona_id: a.persona_id,
          clave,
          sha256: sha256(datos),
          paginas,
          reemplaza_id: id,
          publicado_at: firma ? ahora : null,
        })
        .returning({ id: recibo.id });
      await auditar(tx, {
        usuarioId,
        entidad: 'recibo',
        entidadId: n!.id,
        accion: 'corregir',
        despues: { reemplaza_id: id, sha256: sha256(datos), paginas, publicado: !!firma },
      });
      return { nuevo: n!.id, viejo: a, publicado: !!firma };
    });
    if (publicado) {
      const l = await liquidacionViva(ctx.db, viejo.liquidacion_id);
      await avisarEmpleados(ctx, usuarioId, [viejo.persona_id], {
        titulo: 'Corrección de su recibo de sueldo',
        texto: `RRHH cargó una corrección de su recibo del período ${l.periodo} (${etiquetaTipo(l.tipo)}). El anterior queda guardado como reemplazado.`,
      });
    }
    return nuevo;
  } catch (e) {
    await ctx.almacen.borrar(clave).catch(() => undefined);
    throw e;
  }
}
