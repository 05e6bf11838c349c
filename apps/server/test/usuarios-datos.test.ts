import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../src/platform/identidad/identidad.table';
import { authItem } from '../src/platform/rbac/rbac.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, tokenCon } from './factories';
import { crearPersona, leerUsuario } from './usuarios-apoyo';
import { peticiones } from './peticion';

// Security issue, items 4 and 13: one e-mail per live account also under
// concurrent requests (twenty creations made five accounts), e-mails stored
// trimmed, and an update that omits a field keeps it (it used to unlink the HR file).

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let sectorId: number;
let empleado: number;

beforeAll(async () => {
  t = await appDePrueba();
  admin = await tokenCon(t, ['Administrador']);
  sectorId = (await crearSector(t.database.db)).sector.id;
  empleado = (await t.database.db.select({ id: authItem.id }).from(authItem).where(eq(authItem.nombre, 'Empleado')))[0]!.id;
});
afterAll(() => t.cerrar());
const alta = (username: string, email: string | null) => ({
  username,
  nombre_completo: `Cuenta ${username}`,
  email,
  sectores: [sectorId],
  roles: [empleado],
  password_temporal: 'Guardia-Noche-77',
});

describe('un e-mail por usuario vivo', () => {
  it('veinte altas simultáneas con el mismo e-mail: una sola cuenta, las demás 409 con el nombre de la que quedó, ningún 500', async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/v1/admin_usuario', admin, alta(`simultaneo${i}`, i % 2 ? 'Mismo@Prueba.local' : ' mismo@prueba.local ')),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const creada = rs.find((r) => r.statusCode === 200)!.json().data as { username: string };
    for (const r of rs.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(`El e-mail ya lo usa el usuario "${creada.username}".`);
    const cuentas = await t.database.db
      .select({ username: usuario.username })
      .from(usuario)
      .where(sql`lower(${usuario.email}) = 'mismo@prueba.local'`);
    expect(cuentas).toEqual([{ username: creada.username }]);
  });

  it('diez ediciones simultáneas hacia el mismo e-mail: una sola lo toma', async () => {
    const cuentas = await Promise.all(Array.from({ length: 10 }, () => crearUsuario(t.database.db)));
    const rs = await Promise.all(
      cuentas.map((c) =>
        api.post('/api/v1/update_usuario', admin, {
          id: c.id,
          username: c.username,
          nombre_completo: 'X',
          sectores: c.sectores,
          email: 'disputado@prueba.local',
        }),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ganadora = cuentas[rs.findIndex((r) => r.statusCode === 200)]!;
    for (const r of rs.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(`El e-mail ya lo usa el usuario "${ganadora.username}".`);
  });

  it('el e-mail se guarda sin espacios alrededor', async () => {
    const r = await api.post('/api/v1/admin_usuario', admin, alta('conespacios', '  espacios@prueba.local\t'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.email).toBe('espacios@prueba.local');
    const u = await crearUsuario(t.database.db);
    const e = await api.post('/api/v1/update_usuario', admin, {
      id: u.id,
      username: u.username,
      nombre_completo: 'X',
      sectores: u.sectores,
      email: ' editado@prueba.local ',
    });
    expect(e.json().data.email).toBe('editado@prueba.local');
  });
});

describe('update_usuario actualiza sólo lo que se envía', () => {
  it('sin persona_id, email ni roles los deja como estaban; con null (o []) los borra', async () => {
    const u = await crearUsuario(t.database.db, { items: ['Empleado'] });
    const persona = await crearPersona(t, admin);
    const base = { id: u.id, username: u.username, nombre_completo: 'Con Legajo', sectores: u.sectores };
    expect((await api.post('/api/v1/update_usuario', admin, { ...base, persona_id: persona })).statusCode).toBe(200);

    const sinCampos = await api.post('/api/v1/update_usuario', admin, { ...base, nombre_completo: 'Sigue Con Legajo' });
    expect(sinCampos.statusCode, sinCampos.body).toBe(200);
    expect(sinCampos.json().data).toMatchObject({
      nombre_completo: 'Sigue Con Legajo',
      persona_id: persona,
      email: `${u.username}@prueba.local`,
      roles: [{ id: empleado }],
    });

    const conNull = await api.post('/api/v1/update_usuario', admin, { ...base, persona_id: null, email: null, roles: [] });
    expect(conNull.statusCode, conNull.body).toBe(200);
    expect(conNull.json().data).toMatchObject({ persona_id: null, email: null, roles: [] });
    const [fila] = await t.database.db.select().from(usuario).where(eq(usuario.id, u.id));
    expect(fila).toMatchObject({ persona_id: null, email: null });
  });

  it('lo que envía el formulario web (sin persona_id) no desvincula el legajo', async () => {
    const u = await crearUsuario(t.database.db);
    const persona = await crearPersona(t, admin);
    await api.post('/api/v1/update_usuario', admin, { id: u.id, username: u.username, nombre_completo: 'X', sectores: u.sectores, persona_id: persona });
    // The body UsuarioFormPage.tsx builds: every field but persona_id.
    const form = { id: u.id, username: u.username, nombre_completo: 'Desde la Web', email: null, sectores: u.sectores, roles: [] };
    expect((await api.post('/api/v1/update_usuario', admin, form)).statusCode).toBe(200);
    expect((await leerUsuario(t, admin, u.id)).persona_id).toBe(persona);
  });
});
