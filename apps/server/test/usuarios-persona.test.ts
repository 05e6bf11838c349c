import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISOS_DEL_VINCULO } from '../src/modules/usuarios/usuarios.service';
import { usuario } from '../src/platform/identidad/identidad.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion, tokenCon } from './factories';
import { crearPersona, crearRol, cuerpoCompleto, leerUsuario } from './usuarios-apoyo';
import { peticiones } from './peticion';

// Security issue, item 12: a linked persona is the account's "own" HR file (bank
// account included, rrhh/persona-acceso.ts). Linking needs rrhh.persona.editar,
// never one's own account, an existing persona, and one live account per persona.

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let adminId: number;
let delegado: string;
let delegadoRrhh: string;
let delegadoVinculo: string;
let sectorId: number;
let n = 0;

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  const a = await crearUsuario(db, { items: ['Administrador'] });
  adminId = a.id;
  admin = await iniciarSesion(t.app, a.username);
  await crearRol(t, 'Delegado de usuarios', ['admin.usuario.ver', 'admin.usuario.editar']);
  await crearRol(t, 'Delegado de usuarios con RRHH', ['admin.usuario.ver', 'admin.usuario.editar', 'rrhh.persona.editar']);
  delegado = await tokenCon(t, ['Delegado de usuarios']);
  delegadoRrhh = await tokenCon(t, ['Delegado de usuarios con RRHH']);
  await crearRol(t, 'Delegado de usuarios con todo lo del vínculo', ['admin.usuario.ver', 'admin.usuario.editar', ...PERMISOS_DEL_VINCULO]);
  delegadoVinculo = await tokenCon(t, ['Delegado de usuarios con todo lo del vínculo']);
  sectorId = (await crearSector(db)).sector.id;
});
afterAll(() => t.cerrar());
const alta = (extra: object = {}) => ({
  username: `vinculo${++n}`,
  nombre_completo: `Cuenta Vinculada ${n}`,
  email: `vinculo${n}@prueba.local`,
  sectores: [sectorId],
  password_temporal: 'Guardia-Noche-77',
  ...extra,
});
const personaDe = async (id: number) => (await t.database.db.select({ p: usuario.persona_id }).from(usuario).where(eq(usuario.id, id)))[0]!.p;
const vincular = async (id: number, persona_id: number | null, token = admin) =>
  api.post('/api/v1/update_usuario', token, { ...cuerpoCompleto(await leerUsuario(t, admin, id)), persona_id });

describe('vincular un usuario con un legajo', () => {
  it('sin rrhh.persona.editar, un administrador de usuarios no vincula (ni al editar ni al crear): 403 y nada cambia', async () => {
    const u = await crearUsuario(t.database.db);
    const p = await crearPersona(t, admin);
    const r = await vincular(u.id, p, delegado);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe('Para vincular un usuario con un legajo necesita además el permiso rrhh.persona.editar.');
    expect(await personaDe(u.id)).toBeNull();
    const c = await api.post('/api/v1/admin_usuario', delegado, alta({ persona_id: p }));
    expect(c.statusCode, c.body).toBe(403);
    expect((await api.get(`/api/v1/usuario_meta?filter=vinculo${n}`, admin)).json().total).toBe(0);
  });

  it('tampoco lo desvincula: quitar el legajo también es un cambio de RRHH', async () => {
    const u = await crearUsuario(t.database.db);
    const p = await crearPersona(t, admin);
    expect((await vincular(u.id, p)).statusCode).toBe(200);
    const r = await vincular(u.id, null, delegado);
    expect(r.statusCode, r.body).toBe(403);
    expect(await personaDe(u.id)).toBe(p);
  });

  it('con rrhh.persona.editar pero sin banco, familia ni recibos (issue 37, punto 1): 403 al crear y al editar, y nada cambia', async () => {
    // The HR clerk who creates the accounts of new hires: a second account linked to a file
    // would read its bank account and family and sign its pay slips as the owner.
    const p = await crearPersona(t, admin);
    const c = await api.post('/api/v1/admin_usuario', delegadoRrhh, alta({ persona_id: p }));
    expect(c.statusCode, c.body).toBe(403);
    expect(c.json().message).toBe(
      'Vincular un usuario con un legajo le da acceso a la cuenta bancaria, la familia, los recibos y el fichaje de esa persona: necesita además ' +
        'rrhh.persona.ver, rrhh.persona.familia, rrhh.persona.banco, rrhh.recibo.administrar, rrhh.fichaje.administrar. Pídaselo a quien los tenga.',
    );
    expect((await api.get(`/api/v1/usuario_meta?filter=vinculo${n}`, admin)).json().total).toBe(0);
    const u = await crearUsuario(t.database.db);
    const r = await vincular(u.id, p, delegadoRrhh);
    expect(r.statusCode, r.body).toBe(403);
    expect(await personaDe(u.id)).toBeNull();
    // Without a link the same clerk still creates accounts.
    expect((await api.post('/api/v1/admin_usuario', delegadoRrhh, alta())).statusCode).toBe(200);
  });

  it('con todo lo que el vínculo da (o Administrador) vincula al editar y al crear', async () => {
    const u = await crearUsuario(t.database.db);
    const p = await crearPersona(t, admin);
    expect((await vincular(u.id, p, delegadoVinculo)).statusCode).toBe(200);
    expect(await personaDe(u.id)).toBe(p);
    const otra = await crearPersona(t, admin);
    const c = await api.post('/api/v1/admin_usuario', delegadoVinculo, alta({ persona_id: otra }));
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.persona_id).toBe(otra);
    const tercera = await crearPersona(t, admin);
    expect((await api.post('/api/v1/admin_usuario', admin, alta({ persona_id: tercera }))).statusCode).toBe(200);
  });

  it('nadie vincula su propio usuario, ni un Administrador', async () => {
    const p = await crearPersona(t, admin);
    const r = await vincular(adminId, p);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe('No puede cambiar el legajo vinculado a su propio usuario: pídaselo a otro administrador.');
    expect(await personaDe(adminId)).toBeNull();
    // Editing the rest of one's own data, link untouched, still works.
    const u = await leerUsuario(t, admin, adminId);
    expect((await api.post('/api/v1/update_usuario', admin, { ...cuerpoCompleto(u), nombre_completo: 'Admin Renombrado' })).statusCode).toBe(200);
  });

  it('una persona inexistente (o borrada) da 400 en el campo, no el error de la clave foránea', async () => {
    const u = await crearUsuario(t.database.db);
    for (const r of [await vincular(u.id, 999999), await api.post('/api/v1/admin_usuario', admin, alta({ persona_id: 999999 }))]) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({
        message: 'No existe la persona indicada.',
        data: { campos: [{ campo: 'persona_id', mensaje: 'No existe la persona indicada.' }] },
      });
    }
    const borrada = await crearPersona(t, admin);
    await t.database.db.execute(`update persona set deleted_at = now() where id = ${borrada}` as never);
    expect((await vincular(u.id, borrada)).statusCode).toBe(400);
  });

  it('una persona tiene a lo sumo un usuario vivo: 409 nombrando al otro, al editar y al crear', async () => {
    const p = await crearPersona(t, admin);
    const uno = await crearUsuario(t.database.db);
    const otro = await crearUsuario(t.database.db);
    expect((await vincular(uno.id, p)).statusCode).toBe(200);
    const r = await vincular(otro.id, p);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(`Esa persona ya está vinculada al usuario "${uno.username}".`);
    const c = await api.post('/api/v1/admin_usuario', admin, alta({ persona_id: p }));
    expect(c.statusCode, c.body).toBe(409);
    expect(c.json().message).toBe(`Esa persona ya está vinculada al usuario "${uno.username}".`);
    // Once the first account is deleted, the persona is free again.
    await t.database.db.update(usuario).set({ deleted_at: new Date() }).where(eq(usuario.id, uno.id));
    expect((await vincular(otro.id, p)).statusCode).toBe(200);
  });

  it('diez altas simultáneas con la misma persona: una sola cuenta la toma, las demás 409 con el nombre de ésa', async () => {
    // Creations hash a password between the checks and the insert: the requests really cross.
    const p = await crearPersona(t, admin);
    const rs = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/v1/admin_usuario', admin, alta({ persona_id: p }))));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ganadora = rs.find((r) => r.statusCode === 200)!.json().data as { id: number; username: string };
    for (const r of rs.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(`Esa persona ya está vinculada al usuario "${ganadora.username}".`);
    const vinculadas = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.persona_id, p));
    expect(vinculadas).toEqual([{ id: ganadora.id }]);
  });
});
