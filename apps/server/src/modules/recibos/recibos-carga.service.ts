import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { claveDeNombre, cuilsEnTexto } from '@worknet/domain/recibos/cuil';
import { digitosCuit } from '@worknet/domain/cuit';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { leerCompleto } from '../../platform/files/almacen';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { AppError, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import type { TrabajoEnCurso } from '../../platform/trabajos/trabajos';
import { recibo, reciboCarga, reciboSinAsignar } from './recibos.table';
import { abrirPdf, ceder, formatoDe, sha256, unirPaginas } from './recibos.pdf';
import { entradasPdfDeZip, verificarZip, ZipInvalido } from './recibos.zip';
import * as reloj from '@worknet/domain/reloj';

/** What is wrong with the uploaded file, in words for HR (any other failure gets a generic message). */
class CargaInvalida extends Error {}

// Bulk upload (issue 20 item 2): the bureau's PDF (or a ZIP of PDFs) is stored as a «carga»
// and split by a background job: one slip per employee found by the CUIL printed on each
// page (or the ZIP entry's name), the rest listed in recibo_sin_asignar for HR.

export const TRABAJO_DIVIDIR = 'recibos_dividir_carga';
/** How often (in points of progress) the upload's row is updated, so a reload shows where it is. */
const PASO_PROGRESO = 2;
const ILEGIBLE = 'El archivo subido no es un PDF válido o está protegido.';

/** A fresh storage key under recibos/ (never derived from a name the user chose). */
export const claveNueva = (carpeta: string, ext = 'pdf') => `recibos/${carpeta}/${randomUUID()}.${ext}`;

/** The run (live) with its empresa's CUIT, or 404. */
export async function liquidacionViva(db: Db, id: number) {
  const [l] = filasDe<{ id: number; empresa_id: number | null; cuit: string | null; empresa: string | null; periodo: string; tipo: string }>(
    await db.execute(sql`
      select l.id, l.empresa_id, e.cuit, e.nombre as empresa, p.nombre as periodo, l.tipo
        from rrhh_liquidacion l join rrhh_periodo p on p.id = l.periodo_id left join rrhh_empresa e on e.id = l.empresa_id
       where l.id = ${id} and l.deleted_at is null`),
  );
  if (!l) throw noEncontrado('No existe la liquidación.');
  return l;
}

/** A ZIP too large once inflated is a 413, a damaged or lying one a 400, before anything is stored (issue 37, item 5). */
async function zipAdmitido(datos: Buffer): Promise<void> {
  try {
    await verificarZip(datos);
  } catch (e) {
    if (!(e instanceof ZipInvalido)) throw e;
    throw e.demasiadoGrande ? new AppError(413, e.message, 'ZIP_DEMASIADO_GRANDE') : datosInvalidos(e.message);
  }
}

/** POST rrhh/liquidacion/{id}/cargas: stores the file, writes the upload row and enqueues its split. */
export async function crearCarga(ctx: Ctx, usuarioId: number, liquidacionId: number, archivo: { nombre: string; datos: Buffer }) {
  await liquidacionViva(ctx.db, liquidacionId);
  const formato = formatoDe(archivo.datos);
  if (!formato) throw datosInvalidos('El archivo debe ser un PDF o un ZIP con PDF (se reconoce por su contenido).');
  if (formato === 'zip') await zipAdmitido(archivo.datos);
  const clave = claveNueva(`${liquidacionId}/cargas`, formato);
  await ctx.almacen.guardar(clave, archivo.datos);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [k] = await tx
        .insert(reciboCarga)
        .values({ liquidacion_id: liquidacionId, nombre: archivo.nombre || `carga.${formato}`, formato, clave, usuario_id: usuarioId })
        .returning({ id: reciboCarga.id });
      await auditar(tx, {
        usuarioId,
        entidad: 'recibo_carga',
        entidadId: k!.id,
        accion: 'crear',
        despues: { liquidacion_id: liquidacionId, nombre: archivo.nombre, formato, tamano: archivo.datos.length },
      });
      return k!.id;
    });
  } catch (e) {
    await ctx.almacen.borrar(clave).catch(() => undefined);
    throw e;
  }
  const trabajoId = await ctx.trabajos.encolar(TRABAJO_DIVIDIR, { cargaId: id }, { usuarioId });
  await ctx.db.update(reciboCarga).set({ trabajo_id: trabajoId }).where(eq(reciboCarga.id, id));
  return id;
}

type Personas = { porCuil: Map<string, number>; porLegajo: Map<string, number> };

async function personasVivas(db: Db): Promise<Personas> {
  const filas = filasDe<{ id: number; cuil: string; legajo: string | null }>(
    await db.execute(sql`select id, cuil, legajo from persona where deleted_at is null`),
  );
  const porCuil = new Map<string, number>();
  const porLegajo = new Map<string, number>();
  for (const f of filas) {
    porCuil.set(digitosCuit(f.cuil), f.id);
    if (f.legajo) porLegajo.set(f.legajo.trim().toLowerCase(), f.id);
  }
  return { porCuil, porLegajo };
}

type Parte = { doc: PDFDocument; paginas: number[] };
type Grupo = { personaId: number; partes: Parte[]; cuil: string | null; primeraPagina: number | null; nombre: string | null };
type Suelta = { partes: Parte[]; pagina: number | null; nombre: string | null; cuils: string[] };

/** Keeps the upload row's progress and tells the uploader (over the socket), every PASO_PROGRESO points. */
function avisador(ctx: Ctx, t: TrabajoEnCurso<{ cargaId: number }>) {
  let ultimo = -PASO_PROGRESO;
  return async (p: number) => {
    const v = Math.floor(Math.max(0, Math.min(99, p)));
    if (v - ultimo < PASO_PROGRESO) return;
    ultimo = v;
    t.progreso(v);
    await ctx.db.update(reciboCarga).set({ progreso: v, updated_at: reloj.ahora() }).where(eq(reciboCarga.id, t.datos.cargaId));
  };
}

async function gruposDePdf(datos: Buffer, cuitEmpresa: string | null, personas: Personas, avanzar: (p: number) => Promise<void>) {
  const doc = await abrirPdf(datos, 'El archivo subido').catch(() => {
    throw new CargaInvalida(ILEGIBLE);
  });
  // verbosity 0: pdf.js writes its repair warnings to the console otherwise (the outcome is what matters here).
  const lector = await getDocumentProxy(new Uint8Array(datos), { verbosity: 0 }).catch(() => {
    throw new CargaInvalida(ILEGIBLE);
  });
  const total = lector.numPages;
  if (total === 0 || doc.getPageCount() !== total) throw new CargaInvalida(ILEGIBLE);
  const grupos = new Map<number, Grupo>();
  const sueltas: Suelta[] = [];
  for (let i = 1; i <= total; i++) {
    const pagina = await lector.getPage(i);
    const texto = (await pagina.getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(' ');
    pagina.cleanup();
    const cuils = cuilsEnTexto(texto, cuitEmpresa ? [cuitEmpresa] : []);
    const cuil = cuils.find((c) => personas.porCuil.has(c));
    if (cuil) {
      const personaId = personas.porCuil.get(cuil)!;
      const g = grupos.get(personaId) ?? { personaId, partes: [{ doc, paginas: [] }], cuil, primeraPagina: i, nombre: null };
      g.partes[0]!.paginas.push(i - 1);
      grupos.set(personaId, g);
    } else {
      sueltas.push({ partes: [{ doc, paginas: [i - 1] }], pagina: i, nombre: null, cuils });
    }
    await avanzar((i / total) * 50);
    await ceder();
  }
  await lector.destroy();
  return { grupos: [...grupos.values()], sueltas, paginas: total };
}

async function gruposDeZip(datos: Buffer, personas: Personas, avanzar: (p: number) => Promise<void>) {
  // The caps (recibos.zip.ts): the declared sizes together, and each entry inflated to at most what it declares.
  const entradas = await entradasPdfDeZip(datos);
  const grupos = new Map<number, Grupo>();
  const sueltas: Suelta[] = [];
  let paginas = 0;
  for (const [n, e] of entradas.entries()) {
    const bytes = await e.bytes();
    let doc: PDFDocument;
    try {
      doc = await abrirPdf(bytes);
    } catch {
      throw new CargaInvalida(`«${e.nombre}» no es un PDF válido.`);
    }
    const indices = doc.getPageIndices();
    paginas += indices.length;
    const clave = claveDeNombre(e.nombre);
    const personaId = !clave ? undefined : 'cuil' in clave ? personas.porCuil.get(clave.cuil) : personas.porLegajo.get(clave.legajo.toLowerCase());
    if (personaId !== undefined) {
      const g = grupos.get(personaId) ?? { personaId, partes: [], cuil: clave && 'cuil' in clave ? clave.cuil : null, primeraPagina: null, nombre: e.nombre };
      g.partes.push({ doc, paginas: indices });
      grupos.set(personaId, g);
    } else {
      sueltas.push({ partes: [{ doc, paginas: indices }], pagina: null, nombre: e.nombre, cuils: clave && 'cuil' in clave ? [clave.cuil] : [] });
    }
    await avanzar(((n + 1) / Math.max(1, entradas.length)) * 50);
    await ceder();
  }
  if (entradas.length === 0) throw new CargaInvalida('El ZIP no contiene archivos PDF.');
  return { grupos: [...grupos.values()], sueltas, paginas };
}

/**
 * Writes one employee's slip of this upload. No current slip: a new draft. A current one not
 * yet published: its file is replaced (a second upload fixes the first). A published one
 * (signed or not): nothing is overwritten, the pages wait in recibo_sin_asignar and HR uses
 * «corrección» on that slip.
 */
async function guardarGrupo(ctx: Ctx, carga: { id: number; liquidacion_id: number }, g: Grupo): Promise<'recibo' | 'sin_asignar'> {
  const bytes = await unirPaginas(g.partes);
  const paginas = g.partes.reduce((n, p) => n + p.paginas.length, 0);
  const clave = claveNueva(`${carga.liquidacion_id}/recibos`);
  await ctx.almacen.guardar(clave, Buffer.from(bytes));
  let viejaClave: string | null = null;
  const destino = await ctx.db.transaction(async (tx) => {
    const [actual] = await tx
      .select({ id: recibo.id, publicado_at: recibo.publicado_at, clave: recibo.clave })
      .from(recibo)
      .where(and(eq(recibo.liquidacion_id, carga.liquidacion_id), eq(recibo.persona_id, g.personaId), eq(recibo.vigente, true)))
      .for('update');
    if (!actual) {
      await tx
        .insert(recibo)
        .values({ liquidacion_id: carga.liquidacion_id, persona_id: g.personaId, carga_id: carga.id, clave, sha256: sha256(bytes), paginas });
      return 'recibo' as const;
    }
    if (actual.publicado_at === null) {
      viejaClave = actual.clave;
      await tx
        .update(recibo)
        .set({ clave, sha256: sha256(bytes), paginas, carga_id: carga.id, updated_at: reloj.ahora() })
        .where(eq(recibo.id, actual.id));
      return 'recibo' as const;
    }
    await tx.insert(reciboSinAsignar).values({
      carga_id: carga.id,
      liquidacion_id: carga.liquidacion_id,
      pagina: g.primeraPagina,
      nombre: g.nombre,
      cuils: g.cuil ? [g.cuil] : [],
      clave,
    });
    return 'sin_asignar' as const;
  });
  if (viejaClave) await ctx.almacen.borrar(viejaClave).catch(() => undefined);
  return destino;
}

async function guardarSuelta(ctx: Ctx, carga: { id: number; liquidacion_id: number }, s: Suelta) {
  const bytes = await unirPaginas(s.partes);
  const clave = claveNueva(`${carga.liquidacion_id}/sin_asignar`);
  await ctx.almacen.guardar(clave, Buffer.from(bytes));
  await ctx.db
    .insert(reciboSinAsignar)
    .values({ carga_id: carga.id, liquidacion_id: carga.liquidacion_id, pagina: s.pagina, nombre: s.nombre, cuils: s.cuils, clave });
}

/** The job: splits one upload. A failure leaves the upload «fallida» with its reason in Spanish. */
export async function dividirCarga(ctx: Ctx, t: TrabajoEnCurso<{ cargaId: number }>) {
  const [carga] = await ctx.db.select().from(reciboCarga).where(eq(reciboCarga.id, t.datos.cargaId));
  if (!carga || carga.estado !== 'procesando') return { omitida: true };
  const avanzar = avisador(ctx, t);
  try {
    const l = await liquidacionViva(ctx.db, carga.liquidacion_id);
    const datos = await leerCompleto(ctx.almacen, carga.clave);
    const personas = await personasVivas(ctx.db);
    const r = carga.formato === 'zip' ? await gruposDeZip(datos, personas, avanzar) : await gruposDePdf(datos, l.cuit, personas, avanzar);
    const total = r.grupos.length + r.sueltas.length;
    let hechos = 0;
    let recibos = 0;
    let sinAsignar = r.sueltas.length;
    for (const g of r.grupos) {
      if ((await guardarGrupo(ctx, carga, g)) === 'recibo') recibos++;
      else sinAsignar++;
      await avanzar(50 + (++hechos / total) * 50);
      await ceder();
    }
    for (const s of r.sueltas) {
      await guardarSuelta(ctx, carga, s);
      await avanzar(50 + (++hechos / total) * 50);
      await ceder();
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(reciboCarga)
        .set({ estado: 'terminada', progreso: 100, paginas: r.paginas, updated_at: reloj.ahora() })
        .where(eq(reciboCarga.id, carga.id));
      await auditar(tx, {
        usuarioId: carga.usuario_id,
        entidad: 'recibo_carga',
        entidadId: carga.id,
        accion: 'procesar',
        despues: { paginas: r.paginas, recibos, sin_asignar: sinAsignar },
      });
    });
    return { paginas: r.paginas, recibos, sin_asignar: sinAsignar };
  } catch (e) {
    const mensaje = e instanceof CargaInvalida || e instanceof ZipInvalido ? e.message : 'No se pudo dividir el archivo: revise que sea un PDF o ZIP válido.';
    await ctx.db.update(reciboCarga).set({ estado: 'fallida', error: mensaje, updated_at: reloj.ahora() }).where(eq(reciboCarga.id, carga.id));
    throw e;
  } finally {
    // An open liquidacion/{id} screen of the uploader refetches (the web's data-reload).
    ctx.realtime.publish({ usuario: carga.usuario_id }, 'data-reload');
  }
}
