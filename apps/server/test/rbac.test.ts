import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ITEM_ID, ASISTENTES_ITEM_ID } from '@worknet/domain/auth';
import { PERMISOS, ROLES_BASE } from '@worknet/domain/permisos';
import { agregarHijo, permisosEfectivos, sincronizarRbac } from '../src/platform/rbac/rbac.service';
import { authAsignacion, authItem, authItemChild } from '../src/platform/rbac/rbac.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearUsuario } from './factories';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const item = async (nombre: string, tipo: 'rol' | 'permiso' = 'rol') => (await t.database.db.insert(authItem).values({ nombre, tipo }).returning())[0]!;
const idDe = async (nombre: string) => (await t.database.db.select().from(authItem).where(eq(authItem.nombre, nombre)))[0]!.id;

describe('roles y permisos', () => {
  it('el ítem 1 es Administrador y existen los roles base, AdministradorCompras incluido', async () => {
    const [uno] = await t.database.db.select().from(authItem).where(eq(authItem.id, ADMIN_ITEM_ID));
    expect(uno).toMatchObject({ nombre: 'Administrador', tipo: 'rol' });
    const roles = await t.database.db.select().from(authItem).where(eq(authItem.tipo, 'rol'));
    expect(roles.map((r) => r.nombre)).toEqual(expect.arrayContaining(ROLES_BASE.map((r) => r.nombre)));
    expect(roles.map((r) => r.nombre)).toContain('AdministradorCompras');
  });

  it('en una instalación nueva «Asistentes» es el ítem 33 (spec §6): una asignación del 33 da su permiso', async () => {
    expect(ASISTENTES_ITEM_ID).toBe(33);
    const [r] = await t.database.db.select().from(authItem).where(eq(authItem.id, ASISTENTES_ITEM_ID));
    expect(r).toMatchObject({ nombre: 'Asistentes', tipo: 'rol' });
    // Data migrated from the original assigns the item by its id.
    const u = await crearUsuario(t.database.db);
    await t.database.db.insert(authAsignacion).values({ usuario_id: u.id, item_id: ASISTENTES_ITEM_ID });
    const { esAdmin, permisos } = await permisosEfectivos(t.database.db, u.id);
    expect(esAdmin).toBe(false);
    expect([...permisos]).toEqual(['asistentes.reporte.ver']);
    // The sequence moved past the fixed ids: the next item is not one of them.
    expect((await item('Después del 33')).id).toBeGreaterThan(ASISTENTES_ITEM_ID);
  });

  it('sincronizar es idempotente: cada permiso del catálogo existe una sola vez', async () => {
    await sincronizarRbac(t.database.db);
    await sincronizarRbac(t.database.db);
    const permisos = await t.database.db.select().from(authItem).where(eq(authItem.tipo, 'permiso'));
    expect(permisos.map((p) => p.nombre).sort()).toEqual(Object.keys(PERMISOS).sort());
  });

  it('los permisos efectivos son la clausura transitiva del árbol', async () => {
    const jefe = await item('Jefe de prueba');
    const medio = await item('Intermedio de prueba');
    await agregarHijo(t.database.db, jefe.id, medio.id);
    await agregarHijo(t.database.db, medio.id, await idDe('admin.auditoria.ver'));
    const u = await crearUsuario(t.database.db, { items: ['Jefe de prueba'] });
    const { esAdmin, permisos } = await permisosEfectivos(t.database.db, u.id);
    expect(esAdmin).toBe(false);
    expect([...permisos]).toEqual(['admin.auditoria.ver']);
  });

  it('el administrador (ítem 1) tiene todos los permisos sin asignarlos', async () => {
    const u = await crearUsuario(t.database.db, { items: ['Administrador'] });
    const { esAdmin, permisos } = await permisosEfectivos(t.database.db, u.id);
    expect(esAdmin).toBe(true);
    expect([...permisos].sort()).toEqual(Object.keys(PERMISOS).sort());
  });

  it('rechaza un ciclo y lo nombra', async () => {
    const a = await item('Ciclo A');
    const b = await item('Ciclo B');
    const c = await item('Ciclo C');
    await agregarHijo(t.database.db, a.id, b.id);
    await agregarHijo(t.database.db, b.id, c.id);
    await expect(agregarHijo(t.database.db, c.id, a.id)).rejects.toMatchObject({
      status: 409,
      message: 'No se puede agregar: se formaría un ciclo (Ciclo A → Ciclo B → Ciclo C → Ciclo A).',
    });
    await expect(agregarHijo(t.database.db, a.id, a.id)).rejects.toMatchObject({ status: 409 });
    const hijosDeC = await t.database.db.select().from(authItemChild).where(eq(authItemChild.padre_id, c.id));
    expect(hijosDeC).toHaveLength(0);
  });

  it('un permiso no puede tener hijos', async () => {
    const p = await idDe('admin.correo.ver');
    const r = await item('Rol hijo de permiso');
    await expect(agregarHijo(t.database.db, p, r.id)).rejects.toMatchObject({ status: 409 });
  });

  // Last: it changes the base roles of this file's database.
  it('una instalación anterior con el 33 ocupado por otro ítem lo conserva y crea «Asistentes» con otro id', async () => {
    const db = t.database.db;
    // Before the dashboards (issue 23): neither the role nor its permission, and item 33 is someone else's.
    await db.delete(authItem).where(inArray(authItem.nombre, ['Asistentes', 'asistentes.reporte.ver']));
    await db.insert(authItem).values({ id: ASISTENTES_ITEM_ID, nombre: 'Rol traído del original', tipo: 'rol' });
    await sincronizarRbac(db);
    const [treinta] = await db.select().from(authItem).where(eq(authItem.id, ASISTENTES_ITEM_ID));
    expect(treinta?.nombre).toBe('Rol traído del original');
    const asistentes = await idDe('Asistentes');
    expect(asistentes).not.toBe(ASISTENTES_ITEM_ID);
    const u = await crearUsuario(db, { items: ['Asistentes'] });
    expect([...(await permisosEfectivos(db, u.id)).permisos]).toEqual(['asistentes.reporte.ver']);
  });
});
