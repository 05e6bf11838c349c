import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { binario, idParam } from '@worknet/domain/http';
import {
  correccionBody,
  detallarQuery,
  detalleQuery,
  dispositivosQuery,
  horarioBody,
  kioscoBody,
  misFichajesQuery,
  pinBody,
  pinKioscoBody,
  pinPersonaBody,
  rangoQuery,
  realizarFichajeBody,
  respuestas as res,
  IMPORTACION_MAX_BYTES,
  respuestaImportacion,
} from '@worknet/domain/fichaje/esquemas';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { leerCompleto } from '../../platform/files/almacen';
import { enviarCsv, nombreCsv } from '../../platform/http/csv';
import { ok } from '../../platform/http/envelope';
import { conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';
import { claveDeCodigos, emitirCodigo } from './fichaje.codigos';
import {
  corregir,
  crearKiosco,
  decidirDispositivo,
  editarKiosco,
  fichajeConPin,
  guardarPin,
  kioscoDeToken,
  listarDispositivos,
  listarKioscos,
  mensajeFichaje,
  realizarFichaje,
  revocarKiosco,
} from './fichaje.service';
import { conAsistencia, csvDetalle, detallar, jornadaAlCable, marcasDePersona, personasDelDetalle, tablero } from './detalle.service';
import { borrarHorario, guardarHorario, listarHorarios, politicaDeFichaje } from './horarios.service';
import { importarBiometrico } from './biometrico.service';
import { programarLimpiezaDeCodigos } from './fichaje.limpieza';
import { leerFormulario } from '../../platform/http/formulario';
import * as reloj from '@worknet/domain/reloj';

const TRABAJO_REPORTE = 'fichaje_reporte';
const claveReporte = (id: string) => `fichaje-reportes/${id}.csv`;

const ADMIN = 'rrhh.fichaje.administrar' as const;
const FICHAR = 'rrhh.fichaje.fichar' as const;

const cabeceraKiosco = z.object({ 'x-kiosco-token': z.string().max(100).optional() });

const alCable = <T extends { jornadas: Parameters<typeof jornadaAlCable>[0][] }>(p: T) => ({ ...p, jornadas: p.jornadas.map(jornadaAlCable) });

/** Clock-in (issue 21, spec §3 and §7 "Clock-in"). */
export function rutasFichaje(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  programarLimpiezaDeCodigos(ctx);
  const tags = ['Fichaje'];
  const clave = claveDeCodigos(ctx.config.jwtSecret);
  // An open «Hoy» board refetches when a punch (or a schedule) changes who is in: a hint
  // without data, to the sockets of those who may read the board.
  const avisarTablero = () => ctx.realtime.publish({ permiso: ADMIN }, 'fichaje-tablero');

  // ---- Clocking in ----

  r.post(
    '/api/v1/realizar_fichaje',
    {
      config: {
        permiso: FICHAR,
        sinAuditoria:
          'El fichaje es un registro que sólo se agrega (quién, cuándo, teléfono, kiosco); se auditan las correcciones y los intentos con un teléfono ajeno.',
      },
      schema: { tags, body: realizarFichajeBody, response: { 200: res.fichaje } },
    },
    async (req) => {
      const f = await realizarFichaje(ctx.db, clave, usuarioDe(req), req.body);
      avisarTablero();
      const mensaje = mensajeFichaje(f.tipo, f.instante.getTime());
      return ok({ fichaje: f, mensaje }, mensaje);
    },
  );

  r.get('/api/v1/mis_fichajes', { config: { permiso: FICHAR }, schema: { tags, querystring: misFichajesQuery, response: { 200: res.mis } } }, async (req) => {
    const u = usuarioDe(req);
    if (!u.persona_id) throw conflicto('Su usuario no tiene un legajo asociado.');
    const hoy = diaLocal(reloj.ahoraMs());
    const q = rangoQuery.safeParse({ desde: req.query.desde ?? diaLocal(reloj.ahoraMs() - 30 * 86_400_000), hasta: req.query.hasta ?? hoy });
    if (!q.success) throw datosInvalidos(q.error.issues[0]?.message ?? 'Rango inválido.');
    const [fichajes, [detalle], politica] = await Promise.all([
      marcasDePersona(ctx.db, u.persona_id, q.data.desde, q.data.hasta),
      personasDelDetalle(ctx.db, { persona: u.persona_id }).then((ps) => detallar(ctx.db, ps, q.data.desde, q.data.hasta)),
      politicaDeFichaje(ctx.db, u.persona_id),
    ]);
    return ok({ fichajes, jornadas: (detalle?.jornadas ?? []).map(jornadaAlCable), ...politica }, 'OK');
  });

  r.put('/api/v1/mi_pin_fichaje', { config: { permiso: FICHAR }, schema: { tags, body: pinBody, response: { 200: res.vacia } } }, async (req) => {
    const u = usuarioDe(req);
    if (!u.persona_id) throw conflicto('Su usuario no tiene un legajo asociado.');
    await guardarPin(ctx.db, u, u.persona_id, req.body.pin);
    return ok(undefined, 'PIN guardado.');
  });

  // ---- Kiosk screen: authenticated by its own token (X-Kiosco-Token), not by a user session ----

  r.get(
    '/api/v1/fichaje/kiosco/codigo',
    {
      // 'publico' for the guard: the kiosk has no user; kioscoDeToken checks the kiosk's token on every call.
      config: { permiso: 'publico' },
      schema: { tags, headers: cabeceraKiosco, response: { 200: res.codigo } },
    },
    async (req) => {
      const k = await kioscoDeToken(ctx.db, req.headers['x-kiosco-token'], req.ip);
      return ok({ ...emitirCodigo(clave, k.id, reloj.ahoraMs()), kiosco: k.nombre }, 'OK');
    },
  );

  r.post(
    '/api/v1/fichaje/kiosco/pin',
    {
      config: {
        permiso: 'publico',
        // Per address here; per DNI, the PIN's lockout (pin.service.ts: 5 wrong in 15 minutes lock that DNI's PIN for 15).
        rateLimit: { max: 20, timeWindow: '1 minute' },
        sinAuditoria: 'El fichaje es un registro que sólo se agrega, con su kiosco; se audita el bloqueo del PIN de un DNI.',
      },
      schema: { tags, headers: cabeceraKiosco, body: pinKioscoBody, response: { 200: res.fichaje } },
    },
    async (req) => {
      const k = await kioscoDeToken(ctx.db, req.headers['x-kiosco-token'], req.ip);
      const f = await fichajeConPin(ctx, k, req.body, req.ip);
      avisarTablero();
      const mensaje = mensajeFichaje(f.tipo, f.instante.getTime());
      return ok({ fichaje: f, mensaje }, mensaje);
    },
  );

  // ---- HR ----

  r.post('/api/v1/rrhh/fichaje/kioscos', { config: { permiso: ADMIN }, schema: { tags, body: kioscoBody, response: { 200: res.kiosco } } }, async (req) =>
    ok(await crearKiosco(ctx.db, usuarioDe(req), req.body), 'Kiosco creado. Copie el token ahora: no se vuelve a mostrar.'),
  );

  r.put(
    '/api/v1/rrhh/fichaje/kioscos/:id',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, body: kioscoBody, response: { 200: res.kioscoFila } } },
    async (req) => ok(await editarKiosco(ctx.db, usuarioDe(req), req.params.id, req.body), 'Kiosco guardado.'),
  );

  r.get('/api/v1/rrhh/fichaje/kioscos', { config: { permiso: ADMIN }, schema: { tags, response: { 200: res.kioscos } } }, async () =>
    ok(await listarKioscos(ctx.db), 'OK'),
  );

  r.delete(
    '/api/v1/rrhh/fichaje/kioscos/:id',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.vacia } } },
    async (req) => {
      await revocarKiosco(ctx.db, usuarioDe(req), req.params.id);
      return ok(undefined, 'Kiosco revocado.');
    },
  );

  r.get(
    '/api/v1/rrhh/fichaje/dispositivos',
    { config: { permiso: ADMIN }, schema: { tags, querystring: dispositivosQuery, response: { 200: res.dispositivos } } },
    async (req) => ok(await listarDispositivos(ctx.db, req.query.estado), 'OK'),
  );

  for (const [accion, estado, mensaje] of [
    ['aprobar', 'aprobado', 'Teléfono autorizado.'],
    ['rechazar', 'rechazado', 'Teléfono rechazado.'],
  ] as const) {
    r.post(
      `/api/v1/rrhh/fichaje/dispositivos/:id/${accion}`,
      { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.dispositivo } } },
      async (req) => ok(await decidirDispositivo(ctx.db, usuarioDe(req), req.params.id, estado), mensaje),
    );
  }

  r.put('/api/v1/rrhh/fichaje/pin', { config: { permiso: ADMIN }, schema: { tags, body: pinPersonaBody, response: { 200: res.vacia } } }, async (req) => {
    await guardarPin(ctx.db, usuarioDe(req), req.body.persona_id, req.body.pin);
    return ok(undefined, 'PIN guardado.');
  });

  r.post(
    '/api/v1/rrhh/fichaje/correccion',
    { config: { permiso: ADMIN }, schema: { tags, body: correccionBody, response: { 200: res.fichajes } } },
    async (req) => {
      const filas = await corregir(ctx.db, usuarioDe(req), req.body);
      avisarTablero();
      return ok(filas, 'Corrección guardada.');
    },
  );

  r.get('/api/v1/rrhh/fichaje/horarios', { config: { permiso: ADMIN }, schema: { tags, response: { 200: res.horarios } } }, async () =>
    ok(await listarHorarios(ctx.db), 'OK'),
  );

  r.put('/api/v1/rrhh/fichaje/horario', { config: { permiso: ADMIN }, schema: { tags, body: horarioBody, response: { 200: res.horario } } }, async (req) => {
    const h = await guardarHorario(ctx.db, usuarioDe(req), req.body);
    avisarTablero();
    return ok(h, 'Horario guardado.');
  });

  r.delete(
    '/api/v1/rrhh/fichaje/horarios/:id',
    { config: { permiso: ADMIN, registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: res.vacia } } },
    async (req) => {
      await borrarHorario(ctx.db, usuarioDe(req), req.params.id);
      avisarTablero();
      return ok(undefined, 'Horario eliminado.');
    },
  );

  // The biometric clock's export as a form with one file (field «file»), CSV or TXT.
  r.post(
    '/api/v1/rrhh/fichaje/importar',
    { config: { permiso: ADMIN }, bodyLimit: IMPORTACION_MAX_BYTES + 64 * 1024, schema: { tags, response: { 200: respuestaImportacion } } },
    async (req) => {
      if (!req.isMultipart()) throw datosInvalidos('Envíe el archivo del reloj biométrico como formulario.');
      const { archivo } = await leerFormulario(req, IMPORTACION_MAX_BYTES, 'Envíe un solo archivo por vez.');
      if (!archivo?.datos.length) throw datosInvalidos('Adjunte el archivo del reloj biométrico.');
      const r = await importarBiometrico(ctx.db, usuarioDe(req), archivo.datos.toString('utf8'), archivo.nombre);
      avisarTablero();
      return ok(r, `${r.importados} fichajes importados.`);
    },
  );

  r.get('/api/v1/rrhh/fichaje/tablero', { config: { permiso: ADMIN }, schema: { tags, response: { 200: res.tablero } } }, async () =>
    ok(await tablero(ctx.db), 'OK'),
  );

  // Spec §7: GET detalle_fichaje (JSON) and its CSV flavour (the "optional suffix").
  r.get('/api/v1/detalle_fichaje', { config: { permiso: ADMIN }, schema: { tags, querystring: detalleQuery, response: { 200: res.detalle } } }, async (req) => {
    const ps = await personasDelDetalle(ctx.db, req.query);
    return ok(conAsistencia(await detallar(ctx.db, ps, req.query.desde, req.query.hasta)).map(alCable), 'OK');
  });

  r.get(
    '/api/v1/detalle_fichaje/csv',
    { config: { permiso: ADMIN }, schema: { tags, querystring: detalleQuery, response: { 200: binario } } },
    async (req, reply) => {
      const ps = await personasDelDetalle(ctx.db, req.query);
      return enviarCsv(reply, {
        csv: csvDetalle(conAsistencia(await detallar(ctx.db, ps, req.query.desde, req.query.hasta))),
        nombreArchivo: nombreCsv('Reporte-Fichaje'),
      });
    },
  );

  // Spec §7: one person answers at once; the whole company runs as a job (progress by socket,
  // CSV at detallar_fichaje/reporte/:trabajo when done).
  r.post(
    '/api/v1/detallar_fichaje',
    {
      config: { permiso: ADMIN, sinAuditoria: 'Sólo calcula o encola un reporte; no cambia datos.' },
      schema: { tags, querystring: detallarQuery, response: { 200: z.union([res.detalleUno, res.encolado]) } },
    },
    async (req) => {
      const q = req.query;
      if (q.usuario !== undefined) {
        const [u] = await ctx.db
          .select({ persona_id: usuario.persona_id })
          .from(usuario)
          .where(and(eq(usuario.id, q.usuario), isNull(usuario.deleted_at)));
        if (!u?.persona_id) throw noEncontrado('El usuario no existe o no tiene legajo.');
        const [d] = await detallar(ctx.db, await personasDelDetalle(ctx.db, { persona: u.persona_id }), q.desde, q.hasta);
        return ok(alCable(d!), 'OK');
      }
      const trabajo_id = await ctx.trabajos.encolar(TRABAJO_REPORTE, { desde: q.desde, hasta: q.hasta }, { usuarioId: usuarioDe(req).id });
      return ok({ trabajo_id }, 'El reporte se está preparando.');
    },
  );

  r.get(
    '/api/v1/detallar_fichaje/reporte/:trabajo',
    { config: { permiso: ADMIN }, schema: { tags, params: z.object({ trabajo: z.uuid('El reporte no existe.') }), response: { 200: binario } } },
    async (req, reply) => {
      const datos = await leerCompleto(ctx.almacen, claveReporte(req.params.trabajo)).catch(() => null);
      if (!datos) throw noEncontrado('El reporte no existe o todavía se está preparando.');
      return enviarCsv(reply, { csv: datos.toString('utf8'), nombreArchivo: nombreCsv('Reporte-Fichaje') });
    },
  );

  ctx.trabajos.definir<{ desde: string; hasta: string }>(
    TRABAJO_REPORTE,
    async (t) => {
      const ps = await personasDelDetalle(ctx.db, {});
      const partes: Awaited<ReturnType<typeof detallar>> = [];
      const LOTE = 200;
      for (let i = 0; i < ps.length; i += LOTE) {
        partes.push(...conAsistencia(await detallar(ctx.db, ps.slice(i, i + LOTE), t.datos.desde, t.datos.hasta)));
        t.progreso(Math.round(((i + LOTE) / Math.max(ps.length, 1)) * 95));
      }
      await ctx.almacen.guardar(claveReporte(t.id), Buffer.from(csvDetalle(partes), 'utf8'));
      t.progreso(100);
      return { personas: ps.length };
    },
    { reintentos: 0, vencimientoSegundos: 600 },
  );
}
