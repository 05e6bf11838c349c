import { eq } from 'drizzle-orm';
import { usuario } from '../src/platform/identidad/identidad.table';
import type { Db } from '../src/platform/db/client';
import { claveDeCodigos } from '../src/modules/fichaje/fichaje.codigos';
import { configDePrueba, type Prueba } from './app-de-prueba';
import * as fabricas from './factories';
import { crearUsuario, PASSWORD } from './factories';

// Clock-in tests' helpers: people with an account, kiosks and local times.

export const CLAVE = claveDeCodigos(configDePrueba().jwtSecret);

/** 'YYYY-MM-DD HH:mm:ss' in Argentina (UTC−3) of an instant, as the phone sends it. */
export { horaLocalDe as horaLocal } from '@worknet/domain/fichaje/reloj';

export async function crearPersona(db: Db, apellido: string): Promise<number> {
  return (await fabricas.crearPersona(db, { apellido, nombres: 'Fichaje', fecha_nacimiento: '1985-06-20', legajo: `F-${apellido}` })).id;
}

let ip = 0;
/**
 * A login from an address of its own: a file with many employees would otherwise meet the login
 * route's limit per address (30 a minute), which is not what these tests are about.
 */
async function sesionPropia(t: Prueba, username: string): Promise<string> {
  ip += 1;
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username, password: PASSWORD },
    remoteAddress: `10.21.${ip >> 8}.${ip & 255}`,
  });
  if (r.statusCode !== 200) throw new Error(`login de ${username} falló: ${r.body}`);
  return r.json().token as string;
}

export type Empleado = { id: number; personaId: number; token: string };

export async function empleado(t: Prueba, apellido: string, items = ['Empleado']): Promise<Empleado> {
  const personaId = await crearPersona(t.database.db, apellido);
  const u = await crearUsuario(t.database.db, { items });
  await t.database.db.update(usuario).set({ persona_id: personaId }).where(eq(usuario.id, u.id));
  return { id: u.id, personaId, token: await sesionPropia(t, u.username) };
}
