import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idCoercido, idNumero, idParam } from '@worknet/domain/http';
import type { NombrePermiso } from '@worknet/domain/permisos';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { listarAlertas } from './alertas.service';
import { registrarModeloMedia } from '../media/media.modelos';
import { auditarLectura, exigirVer, puedeEditar, puedeVer } from './persona-acceso';
import { REGISTROS, actualizarRegistro, crearRegistro, eliminarRegistro, listarRegistros, obtenerRegistro } from './persona-registros';
import {
  MODELO_MEDIA_PERSONA,
  actualizarPersona,
  crearPersona,
  guardarCuentaBancaria,
  guardarFoto,
  historial,
  obtenerFicha,
  personaViva,
} from './persona.service';
import { buscarPersonas } from './personas.service';

const tags = ['RRHH: legajo'];
const cuerpo = z.record(z.string(), z.unknown());

/** Calls of spec §7 "HR" for the personnel file. Reads of a file are checked per persona in the service. */
export function rutasPersona(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The photo is a media item of the file: who may see the file sees its photo,
  // who edits files (rrhh.persona.editar) uploads and changes it.
  registrarModeloMedia(MODELO_MEDIA_PERSONA, {
    modulo: 'rrhh',
    puedeVer: async (_ctx, u, id) => puedeVer(u, id),
    puedeEditar: async (_ctx, u) => puedeEditar(u),
    existe: (c, id) => personaViva(c.db, id),
  });

  // Every read of a file is audited (auditarLectura): the whole file here, which is
  // what the web reads; the records' own GETs below too, for a client that reads them apart.
  // The photo (a media download) is not: the web shows it with every opening of the file.
  r.get('/api/v1/persona_rrhh/:id', { config: { permiso: 'autenticado' }, schema: { tags, params: idParam } }, async (req) => {
    const p = usuarioDe(req);
    const ficha = await obtenerFicha(ctx, p, req.params.id);
    await auditarLectura(ctx.db, p, req.params.id, { lectura: 'legajo', familia: ficha.permisos.familia, banco: ficha.permisos.banco });
    return ok(ficha, 'OK');
  });
  r.post('/api/v1/persona_rrhh', { config: { permiso: 'rrhh.persona.editar' }, schema: { tags, body: cuerpo } }, async (req) =>
    ok(await crearPersona(ctx.db, usuarioDe(req), req.body as Parameters<typeof crearPersona>[2]), 'Legajo creado correctamente.'),
  );
  r.put('/api/v1/persona/:id', { config: { permiso: 'rrhh.persona.editar' }, schema: { tags, params: idParam, body: cuerpo } }, async (req) =>
    ok(await actualizarPersona(ctx.db, usuarioDe(req), req.params.id, req.body as Parameters<typeof actualizarPersona>[3]), 'Datos personales actualizados.'),
  );
  r.put('/api/v1/persona/:id/cuenta_bancaria', { config: { permiso: 'rrhh.persona.banco' }, schema: { tags, params: idParam, body: cuerpo } }, async (req) =>
    ok(await guardarCuentaBancaria(ctx.db, usuarioDe(req), req.params.id, req.body), 'Cuenta bancaria guardada.'),
  );
  r.delete('/api/v1/persona/:id/cuenta_bancaria', { config: { permiso: 'rrhh.persona.banco' }, schema: { tags, params: idParam } }, async (req) =>
    ok(await guardarCuentaBancaria(ctx.db, usuarioDe(req), req.params.id, null), 'Cuenta bancaria quitada.'),
  );
  r.get(
    '/api/v1/rrhh/personas',
    {
      config: { permiso: 'rrhh.persona.ver' },
      schema: { tags, querystring: z.object({ filter: z.string().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(20) }) },
    },
    async (req) => ok(await buscarPersonas(ctx.db, req.query.filter, req.query.limit), 'OK'),
  );

  // The photo is uploaded like any media file (POST recurso_media_worknet, rrhh/persona, tipo Foto) and
  // made the file's photo here; it is read through the signed links of datosPersonales.foto.
  r.put(
    '/api/v1/persona/:id/foto',
    { config: { permiso: 'rrhh.persona.editar' }, schema: { tags, params: idParam, body: z.object({ media_id: idNumero('Indique la foto subida') }) } },
    async (req) => ok(await guardarFoto(ctx, usuarioDe(req), req.params.id, req.body.media_id), 'Foto actualizada.'),
  );

  r.get('/api/v1/rrhh/persona/:id/historial', { config: { permiso: 'rrhh.persona.ver' }, schema: { tags, params: idParam } }, async (req) => {
    const p = usuarioDe(req);
    const entradas = await historial(ctx.db, p, req.params.id);
    await auditarLectura(ctx.db, p, req.params.id, { lectura: 'historial' });
    return ok(entradas, 'OK');
  });
  r.get(
    '/api/v1/rrhh/alertas',
    {
      config: { permiso: 'rrhh.persona.ver' },
      schema: {
        tags,
        querystring: z.object({
          tipo: z
            .enum(['contrato_prueba', 'contrato_dependencia', 'matricula', 'sala_maternal', 'formacion'], { error: 'Tipo de alerta desconocido' })
            .optional(),
          sector_id: idCoercido().optional(),
        }),
      },
    },
    async (req) => ok(await listarAlertas(ctx.db, req.query), 'OK'),
  );

  for (const reg of REGISTROS) {
    const base = `/api/v1/rrhh/${reg.ruta}`;
    const permisoEditar: NombrePermiso = reg.parte === 'familia' ? 'rrhh.persona.familia' : 'rrhh.persona.editar';
    const rt = [`RRHH: ${reg.singular.toLowerCase()}`];
    r.get(
      base,
      {
        config: { permiso: 'autenticado' },
        schema: { tags: rt, querystring: z.object({ persona: idCoercido('Indique la persona'), deleted_at: z.literal('null').optional() }) },
      },
      async (req) => {
        const p = usuarioDe(req);
        exigirVer(p, req.query.persona, reg.parte);
        const filas = await listarRegistros(ctx.db, reg, req.query.persona);
        await auditarLectura(ctx.db, p, req.query.persona, { lectura: reg.ruta });
        return ok(filas, 'OK');
      },
    );
    r.get(`${base}/:id`, { config: { permiso: 'autenticado' }, schema: { tags: rt, params: idParam } }, async (req) => {
      const p = usuarioDe(req);
      const fila = await obtenerRegistro(ctx.db, p, reg, req.params.id);
      await auditarLectura(ctx.db, p, fila.persona_id, { lectura: reg.ruta, id: fila.id });
      return ok(fila, 'OK');
    });
    r.post(base, { config: { permiso: permisoEditar }, schema: { tags: rt, body: cuerpo } }, async (req) =>
      ok(await crearRegistro(ctx.db, usuarioDe(req), reg, req.body), `${reg.singular} ${reg.femenino ? 'agregada' : 'agregado'} correctamente.`),
    );
    r.put(`${base}/:id`, { config: { permiso: permisoEditar }, schema: { tags: rt, params: idParam, body: cuerpo } }, async (req) =>
      ok(await actualizarRegistro(ctx.db, usuarioDe(req), reg, req.params.id, req.body), 'Cambios guardados.'),
    );
    r.delete(`${base}/:id`, { config: { permiso: permisoEditar }, schema: { tags: rt, params: idParam } }, async (req) =>
      ok(await eliminarRegistro(ctx.db, usuarioDe(req), reg, req.params.id), 'Registro eliminado.'),
    );
  }
}
