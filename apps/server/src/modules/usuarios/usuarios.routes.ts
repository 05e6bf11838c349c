import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, opcion, respuesta, respuestaLista, respuestaVacia } from '@worknet/domain/http';
import { PERMISOS_ELEGIR_USUARIOS } from '@worknet/domain/permisos';
import {
  authItemChildBody,
  authItemDatos,
  authItem,
  authItemFila,
  userMetaBody,
  usuarioActualizar,
  usuarioCrear,
  usuarioFila,
  usuarioMetaQuery,
} from '@worknet/domain/usuarios';
import type { Ctx } from '../../platform/context';
import { usuarioDe } from '../../platform/auth/guard';
import { lista, ok } from '../../platform/http/envelope';
import { actualizarItem, agregarRelacion, crearRol, eliminarItem, listarItems, quitarRelacion } from './roles.service';
import {
  actualizarUsuario,
  asignarPasswordTemporal,
  buscarUsuarios,
  cambiarActivo,
  crearUsuario,
  enviarRecuperacion,
  listarUsuarios,
  obtenerUsuario,
} from './usuarios.service';

/** Spec §7 "User administration". */
export function rutasUsuarios(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Usuarios'];

  r.get(
    '/api/v1/usuario_meta',
    { config: { permiso: 'admin.usuario.ver' }, schema: { tags, querystring: usuarioMetaQuery, response: { 200: respuestaLista(usuarioFila) } } },
    async (req) => {
      const { filas, total } = await listarUsuarios(ctx.db, req.query);
      return lista(filas, total);
    },
  );
  r.get(
    '/api/v1/usuario_meta/:id',
    { config: { permiso: 'admin.usuario.ver', registro: 'cualquiera' }, schema: { tags, params: idParam, response: { 200: respuesta(usuarioFila) } } },
    async (req) => ok(await obtenerUsuario(ctx.db, req.params.id), 'OK'),
  );
  r.get(
    '/api/v1/sis_usuarios',
    {
      config: { permiso: PERMISOS_ELEGIR_USUARIOS },
      schema: { tags, querystring: z.object({ usuario: z.string().trim().max(100).default('') }), response: { 200: respuesta(z.array(opcion)) } },
    },
    async (req) => ok(await buscarUsuarios(ctx.db, req.query.usuario), 'OK'),
  );
  r.post(
    '/api/v1/admin_usuario',
    { config: { permiso: 'admin.usuario.editar' }, schema: { tags, body: usuarioCrear, response: { 200: respuesta(usuarioFila) } } },
    async (req) => ok(await crearUsuario(ctx, usuarioDe(req), req.body), 'Usuario creado correctamente.'),
  );
  r.post(
    '/api/v1/update_usuario',
    { config: { permiso: 'admin.usuario.editar' }, schema: { tags, body: usuarioActualizar, response: { 200: respuesta(usuarioFila) } } },
    async (req) => ok(await actualizarUsuario(ctx, usuarioDe(req), req.body), 'Usuario actualizado correctamente.'),
  );
  r.post(
    '/api/v1/update_user_meta',
    { config: { permiso: 'admin.usuario.editar' }, schema: { tags, body: userMetaBody, response: { 200: respuesta(usuarioFila).or(respuestaVacia) } } },
    async (req) => {
      const b = req.body;
      const actor = usuarioDe(req);
      if (b.accion === 'activo') {
        const u = await cambiarActivo(ctx, actor, b.id, b.activo);
        return ok(u, b.activo ? 'Usuario activado.' : 'Usuario desactivado: sus sesiones se cerraron.');
      }
      if (b.accion === 'password_temporal') {
        await asignarPasswordTemporal(ctx, actor, b.id, b.password);
        return ok(undefined, 'Contraseña temporal asignada: deberá cambiarla al ingresar.');
      }
      await enviarRecuperacion(ctx, actor, b.id);
      return ok(undefined, 'Se envió el enlace para restablecer la contraseña.');
    },
  );

  const rtags = ['Roles y permisos'];
  r.get(
    '/api/v1/sis_auth_item',
    { config: { permiso: 'admin.rol.ver' }, schema: { tags: rtags, response: { 200: respuestaLista(authItemFila) } } },
    async () => {
      const items = await listarItems(ctx);
      return lista(items, items.length);
    },
  );
  r.post(
    '/api/v1/sis_auth_item',
    { config: { permiso: 'admin.rol.editar' }, schema: { tags: rtags, body: authItemDatos, response: { 200: respuesta(authItem) } } },
    async (req) => ok(await crearRol(ctx, usuarioDe(req), req.body), 'Rol creado correctamente.'),
  );
  r.put(
    '/api/v1/sis_auth_item/:id',
    {
      config: { permiso: 'admin.rol.editar', registro: 'cualquiera' },
      schema: { tags: rtags, params: idParam, body: authItemDatos, response: { 200: respuesta(authItem) } },
    },
    async (req) => ok(await actualizarItem(ctx, usuarioDe(req), req.params.id, req.body), 'Actualizado correctamente.'),
  );
  r.delete(
    '/api/v1/sis_auth_item/:id',
    { config: { permiso: 'admin.rol.editar', registro: 'cualquiera' }, schema: { tags: rtags, params: idParam, response: { 200: respuestaVacia } } },
    async (req) => {
      await eliminarItem(ctx, usuarioDe(req), req.params.id);
      return ok(undefined, 'Eliminado correctamente.');
    },
  );
  r.post(
    '/api/v1/sis_auth_item_child/add',
    { config: { permiso: 'admin.rol.editar' }, schema: { tags: rtags, body: authItemChildBody, response: { 200: respuestaVacia } } },
    async (req) => {
      await agregarRelacion(ctx, usuarioDe(req), req.body.padre_id, req.body.hijo_id);
      return ok(undefined, 'Relación agregada.');
    },
  );
  r.post(
    '/api/v1/sis_auth_item_child/_destroy',
    { config: { permiso: 'admin.rol.editar' }, schema: { tags: rtags, body: authItemChildBody, response: { 200: respuestaVacia } } },
    async (req) => {
      await quitarRelacion(ctx, usuarioDe(req), req.body.padre_id, req.body.hijo_id);
      return ok(undefined, 'Relación quitada.');
    },
  );
}
