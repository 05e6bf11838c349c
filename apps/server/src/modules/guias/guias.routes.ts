import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, respuestaVacia } from '@worknet/domain/http';
import {
  MODELO_MEDIA_GUIA_VERSION,
  MODULO_MEDIA_GUIAS,
  guiaDatos,
  guiaNuevaBody,
  guiasQuery,
  lecturasQuery,
  versionBody,
  respuestasGuias as res,
} from '@worknet/domain/guias/esquemas';
import { usuarioDe } from '../../platform/auth/guard';
import type { Ctx } from '../../platform/context';
import { filasDe } from '../../platform/db/sql';
import { lista, ok } from '../../platform/http/envelope';
import { registrarModeloMedia } from '../media/media.modelos';
import { administraGuias, guiaVisible, legiblesPara, PERMISO_ADMINISTRAR, PERMISO_VER } from './guias.acceso';
import { historialDe, lecturasDe, listarGuias, listarGuiasAdmin, obtenerGuia, obtenerGuiaAdmin } from './guias-lectura.service';
import { confirmarLectura, crearGuia, editarGuia, eliminarGuia, publicarVersion } from './guias.service';

// Guides and protocols (issue 22 item 5) under the spec's names: guias (read and confirm)
// and admin/guias (write, version, see who has not read). tareas.guia.ver goes first on the
// reader's routes: the record sweep calls them as somebody holding only that one.

const tags = ['Guías'];
const VER = [PERMISO_VER, PERMISO_ADMINISTRAR] as const;
const ADMIN = PERMISO_ADMINISTRAR;
const registro = 'cualquiera' as const;

export function rutasGuias(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A version's PDF (media): uploaded by an administrator as a draft and attached when the
  // version is published. Readers reach it while it is their guide's current version;
  // administrators every version (the history).
  registrarModeloMedia(MODELO_MEDIA_GUIA_VERSION, {
    modulo: MODULO_MEDIA_GUIAS,
    puedeVer: async (c, u, versionId) => {
      if (administraGuias(u)) return true;
      if (!u.permisos.has(PERMISO_VER)) return false;
      const f = filasDe(await c.db.execute(sql`select g.id from guia g where g.version_actual_id = ${versionId} and ${legiblesPara(u)}`));
      return f.length > 0;
    },
    puedeEditar: async (_c, u, versionId) => versionId === null && administraGuias(u),
    existe: async (c, id) => filasDe(await c.db.execute(sql`select id from guia_version where id = ${id}`)).length > 0,
  });

  r.get('/api/v1/guias/opciones', { config: { permiso: VER }, schema: { tags, response: { 200: res.opciones } } }, async (req) => {
    const tipos = filasDe<{ value: number; label: string; color: string | null }>(
      await ctx.db.execute(sql`select id as value, nombre as label, color from guia_tipo where deleted_at is null order by nombre, id`),
    );
    const sectores = administraGuias(usuarioDe(req))
      ? filasDe<{ value: number; label: string }>(
          await ctx.db.execute(sql`select id as value, nombre as label from sector where deleted_at is null order by nombre, id`),
        )
      : [];
    return ok({ tipos, sectores }, 'OK');
  });

  r.get('/api/v1/guias', { config: { permiso: VER }, schema: { tags, querystring: guiasQuery, response: { 200: res.guias } } }, async (req) => {
    const { filas, total } = await listarGuias(ctx.db, usuarioDe(req), req.query);
    return lista(filas, total);
  });

  r.get('/api/v1/guias/:id', { config: { permiso: VER, registro: guiaVisible }, schema: { tags, params: idParam, response: { 200: res.guia } } }, async (req) =>
    ok(await obtenerGuia(ctx, usuarioDe(req), req.params.id), 'OK'),
  );

  r.post(
    '/api/v1/guias/:id/leida',
    { config: { permiso: VER, registro: guiaVisible }, schema: { tags, params: idParam, response: { 200: res.guia } } },
    async (req) => {
      const u = usuarioDe(req);
      const { numero, nueva } = await confirmarLectura(ctx, u, req.params.id);
      const mensaje = nueva ? `Confirmó la lectura de la versión ${numero}.` : `Ya había confirmado la lectura de la versión ${numero}.`;
      return ok(await obtenerGuia(ctx, u, req.params.id), mensaje);
    },
  );

  // Administration.
  const ADMIN_GUIAS = '/api/v1/admin/guias';
  r.get(ADMIN_GUIAS, { config: { permiso: ADMIN }, schema: { tags, querystring: guiasQuery, response: { 200: res.adminGuias } } }, async (req) => {
    const { filas, total } = await listarGuiasAdmin(ctx.db, req.query);
    return lista(filas, total);
  });

  r.post(ADMIN_GUIAS, { config: { permiso: ADMIN }, schema: { tags, body: guiaNuevaBody, response: { 200: res.adminGuia } } }, async (req) => {
    const { version, ...datos } = req.body;
    const id = await crearGuia(ctx, usuarioDe(req), datos, version);
    return ok(await obtenerGuiaAdmin(ctx, id), version ? `Guía ${id} creada y publicada (versión 1).` : `Guía ${id} creada. Publique su primera versión.`);
  });

  r.get(`${ADMIN_GUIAS}/:id`, { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, response: { 200: res.adminGuia } } }, async (req) =>
    ok(await obtenerGuiaAdmin(ctx, req.params.id), 'OK'),
  );

  r.put(
    `${ADMIN_GUIAS}/:id`,
    { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, body: guiaDatos, response: { 200: res.adminGuia } } },
    async (req) => {
      await editarGuia(ctx, usuarioDe(req), req.params.id, req.body);
      return ok(await obtenerGuiaAdmin(ctx, req.params.id), `Guía ${req.params.id} modificada.`);
    },
  );

  r.delete(
    `${ADMIN_GUIAS}/:id`,
    { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarGuia(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, `Guía ${req.params.id} eliminada.`);
    },
  );

  r.get(
    `${ADMIN_GUIAS}/:id/versiones`,
    { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, response: { 200: res.versiones } } },
    async (req) => {
      await obtenerGuiaAdmin(ctx, req.params.id);
      return ok(await historialDe(ctx, req.params.id), 'OK');
    },
  );

  r.post(
    `${ADMIN_GUIAS}/:id/versiones`,
    { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, body: versionBody, response: { 200: res.adminGuia } } },
    async (req) => {
      const numero = await publicarVersion(ctx, usuarioDe(req), req.params.id, req.body);
      return ok(
        await obtenerGuiaAdmin(ctx, req.params.id),
        numero === 1 ? 'Versión 1 publicada.' : `Versión ${numero} publicada: todos deben volver a confirmar la lectura.`,
      );
    },
  );

  r.get(
    `${ADMIN_GUIAS}/:id/lecturas`,
    { config: { permiso: ADMIN, registro }, schema: { tags, params: idParam, querystring: lecturasQuery, response: { 200: res.lecturas } } },
    async (req) => {
      const { filas, total } = await lecturasDe(ctx.db, req.params.id, req.query);
      return lista(filas, total);
    },
  );
}
