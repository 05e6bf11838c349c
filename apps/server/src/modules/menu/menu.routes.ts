import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuEntrada, menuGrupo, type MenuEntrada, type MenuGrupo } from '@worknet/domain/auth';
import { respuesta } from '@worknet/domain/http';
import type { Acceso } from '@worknet/domain/permisos';
import { usuarioDe } from '../../platform/auth/guard';
import { ok } from '../../platform/http/envelope';
import type { Principal } from '../../platform/identidad/principal';
import { CLAVES_FUERA_DEL_INDICE, MENU, type EntradaMenu } from './menu.definition';

const puede = (p: Principal, permiso: Acceso | Acceso[]): boolean =>
  Array.isArray(permiso) ? permiso.some((x) => puede(p, x)) : permiso === 'publico' || permiso === 'autenticado' || p.permisos.has(permiso);
const publica = ({ permiso: _p, ...e }: EntradaMenu, modulo: string): MenuEntrada => ({ ...e, modulo });

export function menuDe(p: Principal): MenuGrupo[] {
  return MENU.map((g) => ({
    modulo: g.modulo,
    label: g.label,
    icono: g.icono,
    items: g.items.filter((i) => puede(p, i.permiso)).map((i) => publica(i, g.modulo)),
  })).filter((g) => g.items.length > 0);
}

export function rutasMenu(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sesión'];
  r.get(
    '/api/v1/get_menu',
    { config: { permiso: 'autenticado', conPasswordTemporal: true }, schema: { tags, response: { 200: respuesta(z.array(menuGrupo)) } } },
    async (req) => ok(menuDe(usuarioDe(req)), 'OK'),
  );
  r.get(
    '/api/v1/get_index',
    { config: { permiso: 'autenticado', conPasswordTemporal: true }, schema: { tags, response: { 200: respuesta(z.array(menuEntrada)) } } },
    async (req) =>
      ok(
        menuDe(usuarioDe(req)).flatMap((g) => g.items.filter((i) => !CLAVES_FUERA_DEL_INDICE.has(i.clave))),
        'OK',
      ),
  );
}
