import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/platform/db/client';
import { authAsignacion, authItem } from '../src/platform/rbac/rbac.table';
import { hashPassword } from '../src/modules/auth/login.service';
import { edificio, sector, usuario, usuarioSector } from '../src/platform/identidad/identidad.table';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { tablaDe } from '../src/modules/catalogos/catalogos.tablas';
import { persona, personaLaboral } from '../src/modules/rrhh/persona.table';
import { deposito, depositoProducto, depositoResponsable, producto } from '../src/modules/inventario/inventario.table';
import type { Prueba } from './app-de-prueba';
import { peticiones } from './peticion';

export const PASSWORD = 'worknet123';
let hashComun: Promise<string> | undefined;
const unico = () => randomBytes(4).toString('hex');

export async function crearSector(db: Db, o: { nombre?: string; edificio?: string } = {}) {
  const [e] = await db
    .insert(edificio)
    .values({ nombre: o.edificio ?? `Edificio ${unico()}` })
    .returning();
  const [s] = await db
    .insert(sector)
    .values({ nombre: o.nombre ?? `Sector ${unico()}`, raiz_id: e!.id })
    .returning();
  return { edificio: e!, sector: s! };
}

export type UsuarioDePrueba = { id: number; username: string; sectores: number[] };

/** A user with the given roles or permissions (by name) and sectors (created when not given). */
export async function crearUsuario(
  db: Db,
  o: { username?: string; activo?: boolean; email?: string | null; items?: string[]; sectores?: number[]; password?: string } = {},
): Promise<UsuarioDePrueba> {
  const username = o.username ?? `u_${unico()}`;
  hashComun ??= hashPassword(PASSWORD);
  const password_hash = o.password ? await hashPassword(o.password) : await hashComun;
  const [u] = await db
    .insert(usuario)
    .values({
      username,
      nombre_completo: `Persona ${username}`,
      email: o.email === undefined ? `${username}@prueba.local` : o.email,
      activo: o.activo ?? true,
      password_hash,
      // The test person chose it (a pay slip needs the owner's own password, issue 37).
      password_propia: true,
    })
    .returning();
  const sectores = o.sectores ?? [(await crearSector(db)).sector.id];
  if (sectores.length) await db.insert(usuarioSector).values(sectores.map((s) => ({ usuario_id: u!.id, sector_id: s })));
  if (o.items?.length) {
    const items = await db.select().from(authItem).where(inArray(authItem.nombre, o.items));
    if (items.length !== o.items.length) throw new Error(`Items inexistentes en ${o.items.join(', ')}`);
    await db.insert(authAsignacion).values(items.map((i) => ({ usuario_id: u!.id, item_id: i.id })));
  }
  return { id: u!.id, username, sectores };
}

export async function iniciarSesion(app: App, username: string, password = PASSWORD): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });
  if (r.statusCode !== 200) throw new Error(`login de ${username} falló: ${r.body}`);
  return r.json().token as string;
}

/** The token of a user of the demo seed (`admin`, `rrhh`, `referente`, `empleado`, …), whose password is the demo one. */
export const comoDemo = (app: App, username: string) => iniciarSesion(app, username, PASSWORD);

export type ConSesion = UsuarioDePrueba & { token: string };

/** A user (roles or permissions by name, sectors) already logged in: most API tests start with a few. */
export async function conSesion(t: { app: App; database: { db: Db } }, o: Parameters<typeof crearUsuario>[1] = {}): Promise<ConSesion> {
  const u = await crearUsuario(t.database.db, o);
  return { ...u, token: await iniciarSesion(t.app, u.username) };
}

let direccion = 0;
/**
 * The same, logged in from an address of its own: the login route allows 30 a minute per
 * address, and a test file that logs in many people would otherwise hit it.
 */
export async function conSesionPropia(t: { app: App; database: { db: Db } }, o: Parameters<typeof crearUsuario>[1] = {}): Promise<ConSesion> {
  const u = await crearUsuario(t.database.db, o);
  direccion += 1;
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: u.username, password: PASSWORD },
    remoteAddress: `10.200.${direccion >> 8}.${direccion & 255}`,
  });
  if (r.statusCode !== 200) throw new Error(`login de ${u.username} falló: ${r.body}`);
  return { ...u, token: r.json().token as string };
}

/** Only the token of such a user (`tokenCon(t, ['RRHH'])`). */
export const tokenCon = async (t: { app: App; database: { db: Db } }, items: string[] = []) => (await conSesion(t, { items })).token;

/**
 * A reply's body without its request id, which differs on every request by design: two answers
 * that must not tell cases apart (a wrong password and a disabled account) are equal without it.
 */
export function cuerpoSinId(r: { json: () => unknown }): Record<string, unknown> {
  const { request_id: _, ...resto } = r.json() as Record<string, unknown>;
  return resto;
}

export const bearer = (token: string, sector?: number) => ({
  authorization: `Bearer ${token}`,
  ...(sector ? { 'x-sector': String(sector) } : {}),
});

/** A DNI and a CUIL that belong together. */
export function documentos(): { dni: string; cuil: string } {
  for (;;) {
    const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const dv = digitoVerificadorCuit(`20${dni}`);
    if (dv !== null) return { dni, cuil: `20-${dni}-${dv}` };
  }
}

/** The id of a row of a catalog (the test template carries the reference data), e.g. 'contacto-tipo'. */
export async function primerIdDeCatalogo(db: Db, clave: string): Promise<number> {
  const tabla = tablaDe(catalogoPorClave(clave)!);
  const [f] = (await db.select({ id: tabla.id! }).from(tabla).limit(1)) as { id: number }[];
  if (!f) throw new Error(`El catálogo ${clave} no tiene filas en la base de prueba`);
  return f.id;
}

export type EmpleoDePrueba = { sectorId: number; alta?: string; baja?: string | null; empresaId?: number; contratoTipoId?: number };

export type PersonaDePrueba = { id: number; dni: string; cuil: string; apellido: string; legajo: string | null };

let personas = 0;
/**
 * A persona (an HR file) straight in the table, with the required columns filled and a DNI and
 * CUIL that belong together; with `empleos`, its jobs (the first contract type of the catalog
 * unless given); with `usuarioId`, the user it belongs to. Its API is tested in persona.test.ts.
 */
export async function crearPersona(
  db: Db,
  o: {
    apellido?: string;
    nombres?: string;
    sexo?: 'F' | 'M' | 'X';
    fecha_nacimiento?: string;
    legajo?: string;
    dni?: string;
    cuil?: string;
    idfichador?: string;
    empleos?: EmpleoDePrueba[];
    usuarioId?: number;
  } = {},
): Promise<PersonaDePrueba> {
  const docs = o.dni && o.cuil ? { dni: o.dni, cuil: o.cuil } : documentos();
  const apellido = o.apellido ?? `Persona${++personas}`;
  const [p] = await db
    .insert(persona)
    .values({
      apellido,
      nombres: o.nombres ?? 'Prueba',
      sexo: o.sexo ?? 'F',
      fecha_nacimiento: o.fecha_nacimiento ?? '1990-01-01',
      ...(o.legajo === undefined ? {} : { legajo: o.legajo }),
      ...(o.idfichador === undefined ? {} : { idfichador: o.idfichador }),
      ...docs,
    })
    .returning({ id: persona.id });
  if (o.empleos?.length) {
    const porDefecto = o.empleos.some((e) => e.contratoTipoId === undefined) ? await primerIdDeCatalogo(db, 'contrato-tipo') : 0;
    for (const e of o.empleos) {
      await db.insert(personaLaboral).values({
        persona_id: p!.id,
        sector_id: e.sectorId,
        contrato_tipo_id: e.contratoTipoId ?? porDefecto,
        fecha_alta: e.alta ?? '2020-01-01',
        ...(e.baja === undefined ? {} : { fecha_baja: e.baja }),
        ...(e.empresaId === undefined ? {} : { empresa_id: e.empresaId }),
      });
    }
  }
  if (o.usuarioId !== undefined) await db.update(usuario).set({ persona_id: p!.id }).where(eq(usuario.id, o.usuarioId));
  return { id: p!.id, ...docs, apellido, legajo: o.legajo ?? null };
}

// Inventory: warehouses, products and their catalogs straight in the tables (their API is
// tested in inventario-maestros*), stock and documents through the API (the ledger's own path).

let n = 0;
const unicoInventario = () => `${process.pid}-${Date.now()}-${++n}`;
export const BASE_INVENTARIO = '/api/v1/compras/producto';

export async function crearDeposito(t: Prueba, responsables: number[] = [], nombre = `Depósito ${unicoInventario()}`): Promise<number> {
  const db = t.database.db;
  const tipos = tablaDe(catalogoPorClave('deposito-tipo')!);
  const [tipo] = await db
    .insert(tipos)
    .values({ nombre: `Tipo ${unicoInventario()}` } as never)
    .returning({ id: tipos.id! });
  const [d] = await db
    .insert(deposito)
    .values({ nombre, tipo_id: tipo!.id as number })
    .returning({ id: deposito.id });
  if (responsables.length) await db.insert(depositoResponsable).values(responsables.map((u) => ({ deposito_id: d!.id, usuario_id: u })));
  return d!.id;
}

/** One product category per database: with isolate off, a worker's next file has a base of its own. */
const categorias = new WeakMap<object, number>();
export async function crearProducto(
  t: Prueba,
  o: { nombre?: string; lote?: boolean; vencimiento?: boolean; serie?: boolean; minimo?: { deposito: number; cantidad: number } } = {},
): Promise<number> {
  const db = t.database.db;
  let categoria = categorias.get(db);
  if (!categoria) {
    const cats = tablaDe(catalogoPorClave('categorias')!);
    const [c] = await db
      .insert(cats)
      .values({ nombre: `Categoría ${unicoInventario()}` } as never)
      .returning({ id: cats.id! });
    categoria = c!.id as number;
    categorias.set(db, categoria);
  }
  const [p] = await db
    .insert(producto)
    .values({
      nombre_producto: o.nombre ?? `Producto ${unicoInventario()}`,
      categoria_id: categoria,
      controla_lote: o.lote ?? false,
      controla_vencimiento: o.vencimiento ?? false,
      controla_serie: o.serie ?? false,
    })
    .returning({ id: producto.id });
  if (o.minimo) await db.insert(depositoProducto).values({ deposito_id: o.minimo.deposito, producto_id: p!.id, stock_minimo: o.minimo.cantidad });
  return p!.id;
}

export type Linea = { producto_id: number; cantidad: number; lote?: string | null; serie?: string | null; fecha_vencimiento?: string | null };
export const HOY = () => new Date().toISOString().slice(0, 10);

/** Creates and confirms an entry; returns the document id. */
export async function ingresar(t: Prueba, token: string, depositoId: number, items: Linea[]): Promise<number> {
  const c = peticiones(() => t, BASE_INVENTARIO);
  const r = await c.post('producto_ingreso', token, { deposito_id: depositoId, fecha: HOY(), items });
  if (r.statusCode !== 200) throw new Error(`ingreso: ${r.body}`);
  const id = r.json().data.id as number;
  const k = await c.post(`confirmar_ingreso/${id}`, token, {});
  if (k.statusCode !== 200) throw new Error(`confirmar ingreso: ${k.body}`);
  return id;
}

/** An exit draft; returns its id. */
export async function borradorEgreso(t: Prueba, token: string, depositoId: number, items: Linea[], destino = 'rotura'): Promise<number> {
  const r = await peticiones(() => t, BASE_INVENTARIO).post('producto_egreso', token, { deposito_id: depositoId, fecha: HOY(), destino, items });
  if (r.statusCode !== 200) throw new Error(`egreso: ${r.body}`);
  return r.json().data.id as number;
}

/**
 * Stock to work with: a new product (with lots and expiry when `lote` is given) in `deposito`
 * (a new one, of `responsables`, unless given), entered with a confirmed entry of `cantidad`.
 */
export async function crearStock(
  t: Prueba,
  token: string,
  o: { cantidad: number; deposito?: number; responsables?: number[]; lote?: string; vencimiento?: string; producto?: Parameters<typeof crearProducto>[1] },
): Promise<{ producto: number; deposito: number; ingreso: number }> {
  const deposito = o.deposito ?? (await crearDeposito(t, o.responsables));
  const producto = await crearProducto(t, { ...(o.lote ? { lote: true, vencimiento: o.vencimiento !== undefined } : {}), ...o.producto });
  const linea: Linea = {
    producto_id: producto,
    cantidad: o.cantidad,
    ...(o.lote ? { lote: o.lote } : {}),
    ...(o.vencimiento ? { fecha_vencimiento: o.vencimiento } : {}),
  };
  const ingreso = await ingresar(t, token, deposito, [linea]);
  return { producto, deposito, ingreso };
}
