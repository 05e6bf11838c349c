import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { authItem } from '../src/platform/rbac/rbac.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let sectorId: number;
const rol = async (nombre: string) => (await t.database.db.select().from(authItem).where(eq(authItem.nombre, nombre)))[0]!.id;

beforeAll(async () => {
  t = await appDePrueba();
  const a = await crearUsuario(t.database.db, { items: ['Administrador'] });
  admin = await iniciarSesion(t.app, a.username);
  sectorId = (await crearSector(t.database.db, { nombre: 'Farmacia' })).sector.id;
});
afterAll(() => t.cerrar());
let n = 0;
const nuevo = async (extra: object = {}) => {
  const r = await api.post('/api/v1/admin_usuario', admin, {
    username: `nuevo${++n}`,
    nombre_completo: `Nuevo Usuario ${n}`,
    email: `nuevo${n}@prueba.local`,
    sectores: [sectorId],
    roles: [await rol('Empleado')],
    password_temporal: 'Guardia-Noche-77',
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; username: string };
};

describe('usuarios', () => {
  it('crea un usuario con sector y rol; la lista lo muestra con sectores y roles, sin contraseña', async () => {
    const u = await nuevo();
    const l = await api.get(`/api/v1/usuario_meta?filter=${u.username}`, admin);
    expect(l.json().total).toBe(1);
    expect(l.json().data[0]).toMatchObject({
      username: u.username,
      activo: true,
      debe_cambiar_password: true,
      sectores: [{ id: sectorId, nombre: 'Farmacia' }],
      roles: [{ nombre: 'Empleado' }],
    });
    expect(l.body).not.toMatch(/password_hash|argon2/);
    const [aud] = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'usuario'), eq(auditoria.entidad_id, String(u.id))));
    expect(aud?.accion).toBe('crear');
    expect(JSON.stringify(aud?.despues)).not.toContain('Guardia-Noche-77');
  });

  it('la contraseña temporal obliga a cambiarla: hasta entonces sólo get_user y cambiar_password', async () => {
    const u = await nuevo();
    const token = await iniciarSesion(t.app, u.username, 'Guardia-Noche-77');
    expect((await api.get('/api/v1/get_user', token)).json().data.debe_cambiar_password).toBe(true);
    const bloqueado = await api.get('/api/v1/sectores', token);
    expect(bloqueado.statusCode).toBe(403);
    expect(bloqueado.json().message).toBe('Debe cambiar su contraseña temporal antes de continuar.');
    const mal = await api.post('/api/v1/cambiar_password', token, { password_actual: 'otra', password: 'MiClaveNueva-2026' });
    expect(mal.statusCode).toBe(400);
    const bien = await api.post('/api/v1/cambiar_password', token, { password_actual: 'Guardia-Noche-77', password: 'MiClaveNueva-2026' });
    expect(bien.statusCode).toBe(200);
    expect((await api.get('/api/v1/sectores', token)).statusCode).toBe(200);
  });

  it('sin contraseña temporal envía el enlace de acceso por e-mail', async () => {
    const antes = t.correos.length;
    await nuevo({ password_temporal: undefined });
    expect(t.correos.length).toBe(antes + 1);
  });

  it.each([
    ['sin campos', {}],
    ['tipos incorrectos', { username: 5, nombre_completo: [], sectores: 'x' }],
    ['usuario de 10 kB', { username: 'a'.repeat(10_240), nombre_completo: 'X', sectores: [1] }],
    ['usuario con HTML', { username: '<b>x</b>', nombre_completo: 'X', sectores: [1] }],
    ['sin sectores', { username: 'sinsector', nombre_completo: 'X', sectores: [] }],
  ])('admin_usuario rechaza %s con 400', async (_n, body) => {
    const r = await api.post('/api/v1/admin_usuario', admin, body);
    expect(r.statusCode).toBe(400);
    expect(r.json().success).toBe(false);
  });

  it('rechaza sectores o roles inexistentes, usuario o e-mail repetidos y contraseñas débiles', async () => {
    const base = { nombre_completo: 'X', email: null, sectores: [sectorId], password_temporal: 'Guardia-Noche-77' };
    expect((await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'conflicto1', sectores: [99999] })).json().message).toBe(
      'No existen los sectores: 99999.',
    );
    expect((await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'conflicto2', roles: [99999] })).json().message).toBe(
      'No existen los roles: 99999.',
    );
    const permisoComoRol = await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'conflicto3', roles: [await rol('admin.usuario.ver')] });
    expect(permisoComoRol.statusCode).toBe(400);
    const u = await nuevo();
    const repetido = await api.post('/api/v1/admin_usuario', admin, { ...base, username: u.username.toUpperCase() });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(`Ya existe un usuario "${u.username.toUpperCase()}".`);
    const mail = await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'otromail', email: `NUEVO${n}@prueba.local` });
    expect(mail.statusCode).toBe(409);
    const debil = await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'debil1', password_temporal: '12345678' });
    expect(debil.json().message).toBe('Esa contraseña es demasiado común: elija otra');
    const igual = await api.post('/api/v1/admin_usuario', admin, { ...base, username: 'igualito', password_temporal: 'IGUALITO' });
    expect(igual.json().message).toBe('La contraseña no puede ser igual al nombre de usuario');
  });

  it('desactivar cierra sus sesiones al instante y el login responde como a una contraseña incorrecta', async () => {
    const u = await nuevo();
    await api.post('/api/v1/cambiar_password', await iniciarSesion(t.app, u.username, 'Guardia-Noche-77'), {
      password_actual: 'Guardia-Noche-77',
      password: 'MiClaveNueva-2026',
    });
    const token = await iniciarSesion(t.app, u.username, 'MiClaveNueva-2026');
    const r = await api.post('/api/v1/update_user_meta', admin, { id: u.id, accion: 'activo', activo: false });
    expect(r.json()).toMatchObject({ success: true, data: { activo: false } });
    expect((await api.get('/api/v1/get_user', token)).statusCode).toBe(401);
    const login = await api.post('/api/v1/login', admin, { username: u.username, password: 'MiClaveNueva-2026' });
    // The same answer as a wrong password: it must not confirm the password to a guesser.
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Usuario o contraseña incorrectos.');
    await api.post('/api/v1/update_user_meta', admin, { id: u.id, accion: 'activo', activo: true });
    expect((await api.post('/api/v1/login', admin, { username: u.username, password: 'MiClaveNueva-2026' })).statusCode).toBe(200);
  });

  it('el último administrador activo no puede desactivarse ni perder el rol', async () => {
    const yo = (await api.get('/api/v1/get_user', admin)).json().data;
    const d = await api.post('/api/v1/update_user_meta', admin, { id: yo.id, accion: 'activo', activo: false });
    expect(d.statusCode).toBe(409);
    expect(d.json().message).toMatch(/último administrador activo/);
    const sinRol = await api.post('/api/v1/update_usuario', admin, {
      id: yo.id,
      username: yo.username,
      nombre_completo: yo.nombre_completo,
      sectores: yo.sector.map((s: { id: number }) => s.id),
      roles: [],
    });
    expect(sinRol.statusCode).toBe(409);
    // With a second administrator, the first may step down.
    await nuevo({ roles: [1] });
    expect((await api.post('/api/v1/update_user_meta', admin, { id: yo.id, accion: 'activo', activo: false })).statusCode).toBe(200);
    await t.database.db.execute(`update usuario set activo = true where id = ${Number(yo.id)}` as never);
    t.app.ctx.cache.invalidar({ tipo: 'usuario', id: yo.id });
    admin = await iniciarSesion(t.app, yo.username);
  });

  it('cambiar los roles de un usuario vale desde su próxima solicitud, sin volver a iniciar sesión', async () => {
    const u = await nuevo();
    const token = await iniciarSesion(t.app, u.username, 'Guardia-Noche-77');
    await api.post('/api/v1/cambiar_password', token, { password_actual: 'Guardia-Noche-77', password: 'MiClaveNueva-2026' });
    expect((await api.get('/api/v1/usuario_meta', token)).statusCode).toBe(403);
    const datos = (await api.get(`/api/v1/usuario_meta/${u.id}`, admin)).json().data;
    await api.post('/api/v1/update_usuario', admin, {
      ...datos,
      sectores: [sectorId],
      roles: [await rol('Empleado'), await rol('admin.usuario.ver')].slice(0, 1),
    });
    const conRol = await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Mesa de ayuda' });
    await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: conRol.json().data.id, hijo_id: await rol('admin.usuario.ver') });
    await api.post('/api/v1/update_usuario', admin, { ...datos, sectores: [sectorId], roles: [conRol.json().data.id] });
    expect((await api.get('/api/v1/usuario_meta', token)).statusCode).toBe(200);
  });

  it('un administrador de usuarios que no es Administrador no puede escalar', async () => {
    const mesa = await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Alta de usuarios' });
    await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: mesa.json().data.id, hijo_id: await rol('admin.usuario.editar') });
    await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: mesa.json().data.id, hijo_id: await rol('admin.usuario.ver') });
    const jefe = await crearUsuario(t.database.db, { items: ['Alta de usuarios'], sectores: [sectorId] });
    const tj = await iniciarSesion(t.app, jefe.username);
    const base = { nombre_completo: 'X', sectores: [sectorId], password_temporal: 'Guardia-Noche-77' };
    const aAdmin = await api.post('/api/v1/admin_usuario', tj, { ...base, username: 'escala1', roles: [1] });
    expect(aAdmin.statusCode).toBe(403);
    const aRrhh = await api.post('/api/v1/admin_usuario', tj, { ...base, username: 'escala2', roles: [mesa.json().data.id] });
    expect(aRrhh.statusCode).toBe(200);
    const conPanel = await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Con panel' });
    await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: conPanel.json().data.id, hijo_id: await rol('admin.panel.ver') });
    const r = await api.post('/api/v1/admin_usuario', tj, { ...base, username: 'escala3', roles: [conPanel.json().data.id] });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No puede otorgar permisos que usted no tiene: admin.panel.ver.');
  });

  it('sis_usuarios busca por nombre para los selects', async () => {
    const u = await nuevo({ nombre_completo: 'Zulema Quiroga' });
    const r = await api.get('/api/v1/sis_usuarios?usuario=zulema', admin);
    expect(r.json().data).toEqual([{ value: u.id, label: `Zulema Quiroga (${u.username})` }]);
  });

  it('update_user_meta envía el enlace de recuperación y asigna contraseña temporal', async () => {
    const u = await nuevo();
    const antes = t.correos.length;
    expect((await api.post('/api/v1/update_user_meta', admin, { id: u.id, accion: 'enviar_recuperacion' })).statusCode).toBe(200);
    expect(t.correos.length).toBe(antes + 1);
    expect((await api.post('/api/v1/update_user_meta', admin, { id: u.id, accion: 'password_temporal', password: 'Temporal-Nueva-88' })).statusCode).toBe(200);
    expect((await api.post('/api/v1/login', admin, { username: u.username, password: 'Temporal-Nueva-88' })).statusCode).toBe(200);
    expect((await api.post('/api/v1/update_user_meta', admin, { id: 99999, accion: 'enviar_recuperacion' })).statusCode).toBe(404);
    expect((await api.post('/api/v1/update_user_meta', admin, { id: u.id, accion: 'otra' })).statusCode).toBe(400);
  });
});

describe('roles y permisos (sis_auth_item)', () => {
  it('lista roles y permisos con hijos, usuarios y si una ruta usa el permiso', async () => {
    const r = await api.get('/api/v1/sis_auth_item', admin);
    const items = r.json().data as { id: number; nombre: string; tipo: string; en_uso_por_rutas: boolean }[];
    expect(items.find((i) => i.id === 1)).toMatchObject({ nombre: 'Administrador', tipo: 'rol' });
    expect(items.find((i) => i.nombre === 'admin.usuario.ver')).toMatchObject({ tipo: 'permiso', en_uso_por_rutas: true });
  });

  it('el ítem 1, AdministradorCompras y los permisos en uso no se eliminan; un rol asignado tampoco', async () => {
    const del = (id: number) => api.delete(`/api/v1/sis_auth_item/${id}`, admin);
    expect((await del(1)).json().message).toBe('El rol Administrador (ítem 1) no se puede eliminar.');
    expect((await del(await rol('AdministradorCompras'))).statusCode).toBe(409);
    expect((await del(await rol('admin.usuario.ver'))).json().message).toMatch(/en uso por rutas/);
    expect((await del(await rol('Empleado'))).json().message).toMatch(/asignado a \d+ usuario/);
    const libre = await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Temporal borrable' });
    expect((await del(libre.json().data.id)).statusCode).toBe(200);
    expect((await del(99999)).statusCode).toBe(404);
  });

  it('un ciclo se rechaza nombrándolo y un nombre repetido da 409', async () => {
    const a = (await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Rol A' })).json().data.id;
    const b = (await api.post('/api/v1/sis_auth_item', admin, { nombre: 'Rol B' })).json().data.id;
    await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: a, hijo_id: b });
    const ciclo = await api.post('/api/v1/sis_auth_item_child/add', admin, { padre_id: b, hijo_id: a });
    expect(ciclo.statusCode).toBe(409);
    expect(ciclo.json().message).toBe('No se puede agregar: se formaría un ciclo (Rol A → Rol B → Rol A).');
    expect((await api.post('/api/v1/sis_auth_item', admin, { nombre: 'rol a' })).statusCode).toBe(409);
    expect((await api.post('/api/v1/sis_auth_item_child/_destroy', admin, { padre_id: a, hijo_id: b })).statusCode).toBe(200);
    expect((await api.post('/api/v1/sis_auth_item_child/_destroy', admin, { padre_id: a, hijo_id: b })).statusCode).toBe(404);
  });

  it('un permiso no cambia de nombre, sólo de descripción', async () => {
    const id = await rol('admin.grupo.ver');
    const r = await api.put(`/api/v1/sis_auth_item/${id}`, admin, { nombre: 'otro.nombre.x' });
    expect(r.statusCode).toBe(409);
    const ok = await api.put(`/api/v1/sis_auth_item/${id}`, admin, { nombre: 'admin.grupo.ver', descripcion: 'Ver grupos' });
    expect(ok.json().data.descripcion).toBe('Ver grupos');
  });
});
