import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UsuarioFila } from '@worknet/domain/usuarios';
import { tokenRecuperacion } from '../src/modules/auth/auth.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { authItem, authItemChild } from '../src/platform/rbac/rbac.table';
import type { Prueba } from './app-de-prueba';
import { bearer, documentos } from './factories';

// Shared by the user-administration tests (usuarios-*.test.ts).

/** A role holding the given items (roles or permissions, by name). */
export async function crearRol(t: Prueba, nombre: string, hijos: string[]): Promise<number> {
  const db = t.database.db;
  const [rol] = await db.insert(authItem).values({ nombre, tipo: 'rol' }).returning();
  const items = await db.select().from(authItem).where(inArray(authItem.nombre, hijos));
  if (items.length !== hijos.length) throw new Error(`Items inexistentes en ${hijos.join(', ')}`);
  await db.insert(authItemChild).values(items.map((i) => ({ padre_id: rol!.id, hijo_id: i.id })));
  return rol!.id;
}

/** An HR persona created through its call (the token needs rrhh.persona.editar). */
export async function crearPersona(t: Prueba, token: string): Promise<number> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/persona_rrhh',
    headers: bearer(token),
    payload: { apellido: 'Vinculada', nombres: 'Persona', sexo: 'F', fecha_nacimiento: '1990-05-17', ...documentos() },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

export async function leerUsuario(t: Prueba, token: string, id: number): Promise<UsuarioFila> {
  const r = await t.app.inject({ url: `/api/v1/usuario_meta/${id}`, headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as UsuarioFila;
}

/** The whole update_usuario body that leaves the user as it is. */
export const cuerpoCompleto = (u: UsuarioFila) => ({
  id: u.id,
  username: u.username,
  nombre_completo: u.nombre_completo,
  email: u.email,
  sectores: u.sectores.map((s) => s.id),
  roles: u.roles.map((r) => r.id),
  persona_id: u.persona_id,
});

/** Everything an action could change on an account: its row (password hash included), sectors, roles and recovery links. */
export async function estadoDe(t: Prueba, tokenAdmin: string, id: number) {
  const [fila] = await t.database.db.select().from(usuario).where(eq(usuario.id, id));
  const meta = await leerUsuario(t, tokenAdmin, id);
  const tokens = await t.database.db.select({ id: tokenRecuperacion.id }).from(tokenRecuperacion).where(eq(tokenRecuperacion.usuario_id, id));
  return { fila, sectores: meta.sectores, roles: meta.roles, enlaces: tokens.length };
}
