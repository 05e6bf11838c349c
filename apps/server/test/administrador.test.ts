import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAdministrador } from '../src/modules/usuarios/administrador.service';
import { appDePrueba, type Prueba } from './app-de-prueba';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

describe('npm run create-admin', () => {
  it('crea el primer administrador (ítem 1), que puede iniciar sesión y tiene todos los permisos', async () => {
    await crearAdministrador(t.database.db, {
      username: 'primera',
      nombre_completo: 'Ana Primera',
      email: 'ana@empresa.com.ar',
      password: 'Clave-Inicial-2026',
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'primera', password: 'Clave-Inicial-2026' } });
    expect(login.statusCode).toBe(200);
    const yo = await t.app.inject({ url: '/api/v1/get_user', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(yo.json().data.asignaciones).toEqual([{ item: { id: 1, nombre: 'Administrador' } }]);
  });

  it('no duplica un usuario existente', async () => {
    await expect(
      crearAdministrador(t.database.db, { username: 'PRIMERA', nombre_completo: 'X', email: null, password: 'Clave-Inicial-2026' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
