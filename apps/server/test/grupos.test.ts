import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { authItem, authItemChild } from '../src/platform/rbac/rbac.table';
import { sector, usuario } from '../src/platform/identidad/identidad.table';
import { grupo } from '../src/modules/grupos/grupos.table';
import { miembrosDeGrupos } from '../src/modules/grupos/grupos.service';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
const api = peticiones(() => t);
let admin: { id: number; username: string };
let token: string;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await crearUsuario(t.database.db, { items: ['Administrador'] });
  token = await iniciarSesion(t.app, admin.username);
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const unico = () => randomBytes(3).toString('hex');
const crearRol = async (nombre = `Rol ${unico()}`) => (await db().insert(authItem).values({ nombre, tipo: 'rol' }).returning())[0]!;
const conNombre = async (id: number, nombre_completo: string) => db().update(usuario).set({ nombre_completo }).where(eq(usuario.id, id));
const auditoriaDe = (id: number) =>
  db()
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'grupo'), eq(auditoria.entidad_id, String(id))))
    .orderBy(auditoria.id);

describe('POST /api/v1/grupos', () => {
  it('crea el grupo con usuarios, sectores y roles, lo devuelve con sus listas y lo audita', async () => {
    const s = await crearSector(db(), { nombre: 'Guardia', edificio: 'Clínica Norte' });
    const u = await crearUsuario(db());
    await conNombre(u.id, 'Ana Álvarez');
    const rol = await crearRol();
    const r = await api.post('/api/v1/grupos', token, {
      nombre: `  Enfermería ${unico()} `,
      descripcion: 'Todo el personal de enfermería',
      usuarios: [u.id, u.id],
      sectores: [s.sector.id],
      roles: [rol.id],
    });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(r.json()).toMatchObject({ success: true, message: 'Grupo creado.' });
    expect(d.nombre).toMatch(/^Enfermería [0-9a-f]+$/);
    expect(d).toMatchObject({
      descripcion: 'Todo el personal de enfermería',
      usuarios: [{ id: u.id, nombre: 'Ana Álvarez', username: u.username, activo: true }],
      sectores: [{ id: s.sector.id, nombre: 'Guardia', edificio: 'Clínica Norte' }],
      roles: [{ id: rol.id, nombre: rol.nombre }],
      miembros: 1,
    });
    const audit = await auditoriaDe(d.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ usuario_id: admin.id, accion: 'crear', antes: null });
    expect(audit[0]!.despues).toMatchObject({ nombre: d.nombre, usuarios: [u.id], sectores: [s.sector.id], roles: [rol.id] });
  });

  it('sin miembros ni descripción también se crea (se completa después)', async () => {
    const r = await api.post('/api/v1/grupos', token, { nombre: `Vacío ${unico()}`, descripcion: '   ' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ descripcion: null, usuarios: [], sectores: [], roles: [], miembros: 0 });
  });

  it('rechaza con 409 un nombre repetido sin distinguir mayúsculas, nombrando el grupo existente', async () => {
    const nombre = `Mantenimiento ${unico()}`;
    expect((await api.post('/api/v1/grupos', token, { nombre })).statusCode).toBe(200);
    const r = await api.post('/api/v1/grupos', token, { nombre: nombre.toUpperCase() });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ success: false, code: 'CONFLICTO', message: `Ya existe un grupo llamado "${nombre}".` });
  });

  it('ids inexistentes dan 400 nombrando cuáles, por campo, sin escribir nada', async () => {
    const permiso = (await db().select().from(authItem).where(eq(authItem.nombre, 'admin.grupo.ver')))[0]!;
    const borrado = await crearSector(db());
    await db().update(sector).set({ deleted_at: new Date() }).where(eq(sector.id, borrado.sector.id));
    const nombre = `Fantasma ${unico()}`;
    const r = await api.post('/api/v1/grupos', token, { nombre, usuarios: [999_991], sectores: [999_992, borrado.sector.id], roles: [permiso.id, 999_993] });
    expect(r.statusCode).toBe(400);
    const b = r.json();
    expect(b.message).toBe(
      `No existen los usuarios: 999991. No existen los sectores: ${[borrado.sector.id, 999_992].sort((a, c) => a - c).join(', ')}. No existen los roles: ${[permiso.id, 999_993].sort((a, c) => a - c).join(', ')}.`,
    );
    expect(b.data.campos.map((c: { campo: string }) => c.campo)).toEqual(['usuarios', 'sectores', 'roles']);
    expect(await db().select().from(grupo).where(eq(grupo.nombre, nombre))).toHaveLength(0);
  });

  it('valida el cuerpo: falta el nombre, tipos equivocados y textos de 10 kB dan 400', async () => {
    const malos = [
      {},
      { nombre: '   ' },
      { nombre: 123 },
      { nombre: 'x'.repeat(10_240) },
      { nombre: 'Ok', descripcion: 'x'.repeat(10_240) },
      { nombre: 'Ok', usuarios: 'todos' },
      { nombre: 'Ok', usuarios: ['abc'] },
      { nombre: 'Ok', sectores: [1.5] },
      { nombre: 'Ok', roles: [-1] },
      { nombre: 'Ok', usuarios: Array.from({ length: 201 }, (_, i) => i + 1) },
    ];
    for (const payload of malos) {
      const r = await api.post('/api/v1/grupos', token, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
    }
  });

  it('quien sólo puede ver grupos no puede crearlos (403)', async () => {
    const lector = await crearUsuario(db(), { items: ['admin.grupo.ver'] });
    const tk = await iniciarSesion(t.app, lector.username);
    expect((await api.get('/api/v1/grupos', tk)).statusCode).toBe(200);
    expect((await api.post('/api/v1/grupos', tk, { nombre: `Intruso ${unico()}` })).statusCode).toBe(403);
  });
});

describe('GET /api/v1/grupos', () => {
  it('pagina, filtra sin distinguir acentos ni mayúsculas y cuenta usuarios, sectores, roles y miembros', async () => {
    const marca = unico();
    const s = await crearSector(db());
    const enSector = await crearUsuario(db(), { sectores: [s.sector.id] });
    const manual = await crearUsuario(db());
    const rol = await crearRol();
    for (const nombre of [`Cocina ${marca} A`, `Cocina ${marca} B`, `Cócina ${marca} C`]) {
      const r = await api.post('/api/v1/grupos', token, { nombre, usuarios: [manual.id, enSector.id], sectores: [s.sector.id], roles: [rol.id] });
      expect(r.statusCode).toBe(200);
    }
    const r = await api.get(`/api/v1/grupos?filter=${encodeURIComponent(`COCINA ${marca}`)}&limit=2`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(3);
    const filas = r.json().data;
    expect(filas.map((f: { nombre: string }) => f.nombre)).toEqual([`Cocina ${marca} A`, `Cocina ${marca} B`]);
    expect(filas[0]).toMatchObject({ usuarios: 2, sectores: 1, roles: 1, miembros: 2, descripcion: null });
    const segunda = await api.get(`/api/v1/grupos?filter=${encodeURIComponent(`cocina ${marca}`)}&limit=2&skip=2`, token);
    expect(segunda.json().data.map((f: { nombre: string }) => f.nombre)).toEqual([`Cócina ${marca} C`]);
    const desc = await api.get(`/api/v1/grupos?filter=${marca}&sortBy=nombre&descending=true`, token);
    expect(desc.json().data[0].nombre).toBe(`Cócina ${marca} C`);
  });

  it('el filtro trata % y _ como texto y una consulta inválida da 400', async () => {
    const r = await api.get('/api/v1/grupos?filter=%25%25_', token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    expect((await api.get(`/api/v1/grupos?filter=${'x'.repeat(10_240)}`, token)).statusCode).toBe(400);
    expect((await api.get('/api/v1/grupos?limit=abc', token)).statusCode).toBe(400);
    expect((await api.get('/api/v1/grupos?skip=-1', token)).statusCode).toBe(400);
  });

  it('ordenar por algo que no es una columna da 400 con las posibles (__proto__ daba 500)', async () => {
    for (const malo of ['__proto__', 'constructor', 'miembros']) {
      const r = await api.get(`/api/v1/grupos?sortBy=${malo}`, token);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe(
        `Hay errores en la consulta enviada: sortBy: No se puede ordenar por «${malo}». Columnas posibles: nombre, id, created_at, updated_at.`,
      );
    }
    expect((await api.get('/api/v1/grupos?sortBy=created_at&descending=true', token)).statusCode).toBe(200);
  });
});

describe('GET, PUT y DELETE /api/v1/grupos/:id', () => {
  it('PUT reemplaza nombre, descripción y miembros y audita antes y después', async () => {
    const a = await crearUsuario(db());
    const b = await crearUsuario(db());
    const creado = (await api.post('/api/v1/grupos', token, { nombre: `Farmacia ${unico()}`, usuarios: [a.id] })).json().data;
    const nuevo = `Farmacia central ${unico()}`;
    const r = await api.put(`/api/v1/grupos/${creado.id}`, token, { nombre: nuevo, descripcion: 'Turno mañana', usuarios: [b.id] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Grupo actualizado.', data: { id: creado.id, nombre: nuevo, descripcion: 'Turno mañana' } });
    expect(r.json().data.usuarios.map((u: { id: number }) => u.id)).toEqual([b.id]);
    const audit = await auditoriaDe(creado.id);
    expect(audit.map((x) => x.accion)).toEqual(['crear', 'editar']);
    expect(audit[1]).toMatchObject({
      antes: { nombre: creado.nombre, descripcion: null, usuarios: [a.id], sectores: [], roles: [] },
      despues: { nombre: nuevo, descripcion: 'Turno mañana', usuarios: [b.id], sectores: [], roles: [] },
    });
    expect((await api.get(`/api/v1/grupos/${creado.id}`, token)).json().data.nombre).toBe(nuevo);
  });

  it('PUT puede cambiar mayúsculas del propio nombre pero no tomar el de otro grupo (409)', async () => {
    const uno = (await api.post('/api/v1/grupos', token, { nombre: `Uno ${unico()}` })).json().data;
    const dos = (await api.post('/api/v1/grupos', token, { nombre: `Dos ${unico()}` })).json().data;
    expect((await api.put(`/api/v1/grupos/${uno.id}`, token, { nombre: uno.nombre.toUpperCase() })).statusCode).toBe(200);
    const r = await api.put(`/api/v1/grupos/${uno.id}`, token, { nombre: dos.nombre.toLowerCase() });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Ya existe un grupo llamado "${dos.nombre}".`);
  });

  it('PUT valida como el alta: 400 con ids inexistentes o cuerpo inválido, 404 si el grupo no existe', async () => {
    const g = (await api.post('/api/v1/grupos', token, { nombre: `Validar ${unico()}` })).json().data;
    const r = await api.put(`/api/v1/grupos/${g.id}`, token, { nombre: g.nombre, roles: [999_994] });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('No existen los roles: 999994.');
    expect((await api.put(`/api/v1/grupos/${g.id}`, token, { descripcion: 'sin nombre' })).statusCode).toBe(400);
    expect((await api.put('/api/v1/grupos/999995', token, { nombre: `Otro ${unico()}` })).statusCode).toBe(404);
    expect((await api.put('/api/v1/grupos/abc', token, { nombre: 'x' })).statusCode).toBe(400);
    expect(await auditoriaDe(g.id)).toHaveLength(1);
  });

  it('DELETE es un borrado lógico: deja de listarse, da 404, libera el nombre y queda auditado', async () => {
    const nombre = `Temporal ${unico()}`;
    const g = (await api.post('/api/v1/grupos', token, { nombre })).json().data;
    const r = await api.delete(`/api/v1/grupos/${g.id}`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Grupo eliminado.' });
    const [fila] = await db().select().from(grupo).where(eq(grupo.id, g.id));
    expect(fila?.deleted_at).toBeInstanceOf(Date);
    expect((await api.get(`/api/v1/grupos?filter=${encodeURIComponent(nombre)}`, token)).json().total).toBe(0);
    expect((await api.get(`/api/v1/grupos/${g.id}`, token)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/grupos/${g.id}/miembros`, token)).statusCode).toBe(404);
    expect((await api.delete(`/api/v1/grupos/${g.id}`, token)).statusCode).toBe(404);
    expect((await api.put(`/api/v1/grupos/${g.id}`, token, { nombre })).statusCode).toBe(404);
    expect((await api.post('/api/v1/grupos', token, { nombre })).statusCode).toBe(200);
    const audit = await auditoriaDe(g.id);
    expect(audit.map((x) => x.accion)).toEqual(['crear', 'eliminar']);
    expect(audit[1]).toMatchObject({ usuario_id: admin.id, antes: { nombre }, despues: null });
  });

  it('GET de un id inexistente da 404 y uno no numérico 400', async () => {
    const r = await api.get('/api/v1/grupos/999996', token);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ success: false, message: 'El grupo no existe.' });
    expect((await api.get('/api/v1/grupos/abc', token)).statusCode).toBe(400);
    expect((await api.get('/api/v1/grupos/0', token)).statusCode).toBe(400);
  });
});

describe('miembros de un grupo', () => {
  it('la vista previa resuelve manuales, sectores y roles (también por el árbol), sólo activos, ordenados por nombre', async () => {
    const s = await crearSector(db());
    const rol = await crearRol();
    const padre = await crearRol();
    await db().insert(authItemChild).values({ padre_id: padre.id, hijo_id: rol.id });
    const manual = await crearUsuario(db());
    const porSector = await crearUsuario(db(), { sectores: [s.sector.id] });
    const porRol = await crearUsuario(db(), { items: [rol.nombre] });
    const porArbol = await crearUsuario(db(), { items: [padre.nombre] });
    const ambos = await crearUsuario(db(), { sectores: [s.sector.id], items: [rol.nombre] });
    const inactivo = await crearUsuario(db(), { sectores: [s.sector.id], activo: false });
    await conNombre(manual.id, 'Zulema Zárate');
    await conNombre(porSector.id, 'Bruno Benítez');
    await conNombre(porRol.id, 'Carla Castro');
    await conNombre(porArbol.id, 'Ángel Acosta');
    await conNombre(ambos.id, 'Darío Díaz');
    const g = (
      await api.post('/api/v1/grupos', token, { nombre: `Vista ${unico()}`, usuarios: [manual.id, inactivo.id], sectores: [s.sector.id], roles: [rol.id] })
    ).json().data;
    expect(g.miembros).toBe(5);
    const r = await api.get(`/api/v1/grupos/${g.id}/miembros`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(5);
    expect(r.json().data).toEqual([
      { id: porArbol.id, username: porArbol.username, nombre_completo: 'Ángel Acosta', motivo: 'rol' },
      { id: porSector.id, username: porSector.username, nombre_completo: 'Bruno Benítez', motivo: 'sector' },
      { id: porRol.id, username: porRol.username, nombre_completo: 'Carla Castro', motivo: 'rol' },
      { id: ambos.id, username: ambos.username, nombre_completo: 'Darío Díaz', motivo: 'sector' },
      { id: manual.id, username: manual.username, nombre_completo: 'Zulema Zárate', motivo: 'manual' },
    ]);
    const pagina = await api.get(`/api/v1/grupos/${g.id}/miembros?skip=1&limit=2`, token);
    expect(pagina.json().data.map((m: { id: number }) => m.id)).toEqual([porSector.id, porRol.id]);
    expect(pagina.json().total).toBe(5);
    const filtrado = await api.get(`/api/v1/grupos/${g.id}/miembros?filter=DIAZ`, token);
    expect(filtrado.json()).toMatchObject({ total: 1, data: [{ id: ambos.id }] });
    // The manual member who is inactive is still listed in the group, marked inactive.
    const detalle = (await api.get(`/api/v1/grupos/${g.id}`, token)).json().data;
    expect(detalle.usuarios.find((u: { id: number }) => u.id === inactivo.id)).toMatchObject({ activo: false });
  });

  it('miembrosDeGrupos une varios grupos sin repetir y deja fuera inactivos, grupos borrados y sectores borrados', async () => {
    const s1 = await crearSector(db());
    const s2 = await crearSector(db());
    const a = await crearUsuario(db(), { sectores: [s1.sector.id] });
    const b = await crearUsuario(db(), { sectores: [s1.sector.id, s2.sector.id] });
    const c = await crearUsuario(db(), { sectores: [s2.sector.id] });
    const inactivo = await crearUsuario(db(), { sectores: [s1.sector.id], activo: false });
    const g1 = (await api.post('/api/v1/grupos', token, { nombre: `G1 ${unico()}`, sectores: [s1.sector.id] })).json().data;
    const g2 = (await api.post('/api/v1/grupos', token, { nombre: `G2 ${unico()}`, sectores: [s2.sector.id], usuarios: [a.id, inactivo.id] })).json().data;
    expect(await miembrosDeGrupos(db(), [g1.id, g2.id, g1.id])).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    expect(await miembrosDeGrupos(db(), [])).toEqual([]);
    expect(await miembrosDeGrupos(db(), [999_997])).toEqual([]);
    await db().update(sector).set({ deleted_at: new Date() }).where(eq(sector.id, s2.sector.id));
    expect(await miembrosDeGrupos(db(), [g2.id])).toEqual([a.id]);
    await api.delete(`/api/v1/grupos/${g1.id}`, token);
    expect(await miembrosDeGrupos(db(), [g1.id])).toEqual([]);
  });

  it('un ciclo en el árbol de roles no cuelga la resolución', async () => {
    const x = await crearRol();
    const y = await crearRol();
    await db()
      .insert(authItemChild)
      .values([
        { padre_id: x.id, hijo_id: y.id },
        { padre_id: y.id, hijo_id: x.id },
      ]);
    const conY = await crearUsuario(db(), { items: [y.nombre] });
    const g = (await api.post('/api/v1/grupos', token, { nombre: `Ciclo ${unico()}`, roles: [x.id] })).json().data;
    expect(await miembrosDeGrupos(db(), [g.id])).toEqual([conY.id]);
  });
});
