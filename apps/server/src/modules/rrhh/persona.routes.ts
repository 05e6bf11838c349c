import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCoercido, idNumero, idParam, opcion, respuesta } from '@worknet/domain/http';
import { TIPOS_ALERTA } from '@worknet/domain/rrhh/alertas';
import { itemMedia } from '@worknet/domain/media/item';
import { alertaListada, cuentaBancariaFila, entradaHistorial, legajo, idLegajo } from '@worknet/domain/rrhh/legajo';
import type { NombrePermiso } from '@worknet/domain/permisos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { listarAlertas } from './alertas.service';
import { registrarModeloMedia } from '../media/media.modelos';
import { auditarLectura, familiaVisible, legajoVisible, puedeEditar, puedeVer } from './persona-acceso';
import { REGISTROS, actualizarRegistro, crearRegistro, eliminarRegistro, listarRegistros, obtenerRegistro, reglaDe } from './persona-registros';
import {
  MODELO_MEDIA_PERSONA,
  actualizarPersona,
  crearPersona,
  guardarCuentaBancaria,
  guardarFoto,
  historial,
  obtenerLegajo,
  personaViva,
} from './persona.service';
import { buscarPersonas } from './personas.service';

const tags = ['RRHH: legajo'];
const cuerpo = z.record(z.string(), z.unknown());

/**
 * Calls of spec §7 "HR" for the personnel file. Who reaches a file is each route's record rule
 * (persona-acceso.ts); editing routes need their permission, which covers every file.
 */
export function rutasPersona(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The photo is a media item of the file: who may see the file sees its photo,
  // who edits files (rrhh.persona.editar) uploads and changes it. A person with a file also
  // uploads a draft (no record yet): only PUT mi_perfil/foto can make it their own photo.
  registrarModeloMedia(MODELO_MEDIA_PERSONA, {
    modulo: 'rrhh',
    puedeVer: async (_ctx, u, id) => puedeVer(u, id),
    puedeEditar: async (_ctx, u, id) => puedeEditar(u) || (id === null && u.persona_id !== null),
    existe: (c, id) => personaViva(c.db, id),
  });

  // Every read of a file is audited (auditarLectura): the whole file here, which is
  // what the web reads; the records' own GETs below too, for a client that reads them apart.
  // The photo (a media download) is not: the web shows it with every opening of the file.
  r.get(
    '/api/v1/persona_rrhh/:id',
    { config: { permiso: 'autenticado', registro: legajoVisible }, schema: { tags, params: idParam, response: { 200: respuesta(legajo) } } },
    async (req) => {
      const p = usuarioDe(req);
      const f = await obtenerLegajo(ctx, p, req.params.id);
      await auditarLectura(ctx.db, p, req.params.id, { lectura: 'legajo', familia: f.permisos.familia, banco: f.permisos.banco });
      return ok(f, 'OK');
    },
  );
  r.post(
    '/api/v1/persona_rrhh',
    { config: { permiso: 'rrhh.persona.editar' }, schema: { tags, body: cuerpo, response: { 200: respuesta(idLegajo) } } },
    async (req) => ok(await crearPersona(ctx.db, usuarioDe(req), req.body as Parameters<typeof crearPersona>[2]), 'Legajo creado correctamente.'),
  );
  r.put(
    '/api/v1/persona/:id',
    {
      config: { permiso: 'rrhh.persona.editar', registro: 'cualquiera' },
      schema: { tags, params: idParam, body: cuerpo, response: { 200: respuesta(idLegajo) } },
    },
    async (req) =>
      ok(await actualizarPersona(ctx.db, usuarioDe(req), req.params.id, req.body as Parameters<typeof actualizarPersona>[3]), 'Datos personales actualizados.'),
  );
  // The answer is the account as saved (null once removed).
  r.put(
    '/api/v1/persona/:id/cuenta_bancaria',
    {
      config: { permiso: 'rrhh.persona.banco', registro: 'cualquiera' },
      schema: { tags, params: idParam, body: cuerpo, response: { 200: respuesta(cuentaBancariaFila.nullable()) } },
    },
    async (req) => ok(await guardarCuentaBancaria(ctx.db, usuarioDe(req), req.params.id, req.body), 'Cuenta bancaria guardada.'),
  );
  r.delete(
    '/api/v1/persona/:id/cuenta_bancaria',
    {
      config: { permiso: 'rrhh.persona.banco', registro: 'cualquiera' },
      schema: { tags, params: idParam, response: { 200: respuesta(cuentaBancariaFila.nullable()) } },
    },
    async (req) => ok(await guardarCuentaBancaria(ctx.db, usuarioDe(req), req.params.id, null), 'Cuenta bancaria quitada.'),
  );
  r.get(
    '/api/v1/rrhh/personas',
    {
      config: { permiso: 'rrhh.persona.ver' },
      schema: {
        tags,
        querystring: z.object({ filter: z.string().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: respuesta(z.array(opcion)) },
      },
    },
    async (req) => ok(await buscarPersonas(ctx.db, req.query.filter, req.query.limit), 'OK'),
  );

  // The photo is uploaded like any media file (POST recurso_media_worknet, rrhh/persona, tipo Foto) and
  // made the file's photo here; it is read through the signed links of datosPersonales.foto.
  r.put(
    '/api/v1/persona/:id/foto',
    {
      config: { permiso: 'rrhh.persona.editar', registro: 'cualquiera' },
      schema: {
        tags,
        params: idParam,
        body: z.object({ media_id: idNumero('Indique la foto subida') }),
        response: { 200: respuesta(z.object({ id: z.number(), foto: itemMedia.nullable() })) },
      },
    },
    async (req) => ok(await guardarFoto(ctx, usuarioDe(req), req.params.id, req.body.media_id), 'Foto actualizada.'),
  );

  r.get(
    '/api/v1/rrhh/persona/:id/historial',
    {
      config: { permiso: 'rrhh.persona.ver', registro: 'cualquiera' },
      schema: { tags, params: idParam, response: { 200: respuesta(z.array(entradaHistorial)) } },
    },
    async (req) => {
      const p = usuarioDe(req);
      const entradas = await historial(ctx.db, p, req.params.id);
      await auditarLectura(ctx.db, p, req.params.id, { lectura: 'historial' });
      return ok(entradas, 'OK');
    },
  );
  r.get(
    '/api/v1/rrhh/alertas',
    {
      config: { permiso: 'rrhh.persona.ver' },
      schema: {
        tags,
        querystring: z.object({
          tipo: z.enum(TIPOS_ALERTA, { error: 'Tipo de alerta desconocido' }).optional(),
          sector_id: idCoercido().optional(),
        }),
        response: { 200: respuesta(z.array(alertaListada)) },
      },
    },
    async (req) => ok(await listarAlertas(ctx.db, req.query), 'OK'),
  );

  for (const reg of REGISTROS) {
    const base = `/api/v1/rrhh/${reg.ruta}`;
    const permisoEditar: NombrePermiso = reg.parte === 'familia' ? 'rrhh.persona.familia' : 'rrhh.persona.editar';
    const rt = [`RRHH: ${reg.singular.toLowerCase()}`];
    const fila = respuesta(reg.fila);
    r.get(
      base,
      {
        // The list names its persona in the query: the file (for the family, with its permission) must be visible.
        config: { permiso: 'autenticado', registro: reg.parte === 'familia' ? familiaVisible : legajoVisible },
        schema: {
          tags: rt,
          querystring: z.object({ persona: idCoercido('Indique la persona'), deleted_at: z.literal('null').optional() }),
          response: { 200: respuesta(z.array(reg.fila)) },
        },
      },
      async (req) => {
        const p = usuarioDe(req);
        const filas = await listarRegistros(ctx.db, reg, req.query.persona);
        await auditarLectura(ctx.db, p, req.query.persona, { lectura: reg.ruta });
        return ok(filas, 'OK');
      },
    );
    r.get(
      `${base}/:id`,
      { config: { permiso: 'autenticado', registro: reglaDe(reg) }, schema: { tags: rt, params: idParam, response: { 200: fila } } },
      async (req) => {
        const p = usuarioDe(req);
        const f = await obtenerRegistro(ctx.db, reg, req.params.id);
        await auditarLectura(ctx.db, p, f.persona_id, { lectura: reg.ruta, id: f.id });
        return ok(f, 'OK');
      },
    );
    r.post(base, { config: { permiso: permisoEditar }, schema: { tags: rt, body: cuerpo, response: { 200: fila } } }, async (req) =>
      ok(await crearRegistro(ctx.db, usuarioDe(req), reg, req.body), `${reg.singular} ${reg.femenino ? 'agregada' : 'agregado'} correctamente.`),
    );
    r.put(
      `${base}/:id`,
      { config: { permiso: permisoEditar, registro: 'cualquiera' }, schema: { tags: rt, params: idParam, body: cuerpo, response: { 200: fila } } },
      async (req) => ok(await actualizarRegistro(ctx.db, usuarioDe(req), reg, req.params.id, req.body), 'Cambios guardados.'),
    );
    r.delete(
      `${base}/:id`,
      { config: { permiso: permisoEditar, registro: 'cualquiera' }, schema: { tags: rt, params: idParam, response: { 200: respuesta(idLegajo) } } },
      async (req) => ok(await eliminarRegistro(ctx.db, usuarioDe(req), reg, req.params.id), 'Registro eliminado.'),
    );
  }
}
