import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { authAsignacion, authItem } from '../platform/rbac/rbac.table';
import { hashPassword } from '../modules/auth/login.service';
import { edificio, sector, usuario, usuarioSector } from '../platform/identidad/identidad.table';
import { TIPO_MEDIA_IMAGEN } from '@worknet/domain/media/tipos-referencia';
import { recursoMediaAnterior } from '../modules/media/media.table';
import { imagenEdificio } from './edificio-svg';
import { sembrarNotificacionesDemo } from './notificaciones-demo';
import { sembrarInventarioDemo } from './inventario-demo';
import { sembrarNovedadesDemo } from './novedades-demo';
import { sembrarArchivosDemo } from './archivos-demo';

export const PASSWORD_DEMO = 'worknet123';

const EDIFICIOS = [
  {
    nombre: 'Sanatorio San Martín',
    direccion: 'Av. San Martín 1450, Córdoba',
    color: '#1d39c4',
    sectores: ['Dirección Médica', 'Enfermería', 'Farmacia', 'Recursos Humanos', 'Compras'],
  },
  {
    nombre: 'Clínica del Parque',
    direccion: 'Bv. Oroño 2230, Rosario',
    color: '#08979c',
    sectores: ['Guardia', 'Internación', 'Laboratorio', 'Mantenimiento'],
  },
  { nombre: 'Hogar Los Aromos', direccion: 'Calle 12 N° 845, La Plata', color: '#7cb305', sectores: ['Administración', 'Cocina', 'Enfermería del Hogar'] },
];

export const USUARIOS_DEMO = [
  { username: 'admin', nombre_completo: 'Laura Giménez', email: 'admin@worknet.local', rol: 'Administrador', sectores: ['Recursos Humanos', 'Guardia'] },
  { username: 'rrhh', nombre_completo: 'Martín Sosa', email: 'rrhh@worknet.local', rol: 'RRHH', sectores: ['Recursos Humanos'] },
  { username: 'compras', nombre_completo: 'Valeria Domínguez', email: 'compras@worknet.local', rol: 'AdministradorCompras', sectores: ['Compras'] },
  { username: 'referente', nombre_completo: 'Diego Fernández', email: 'referente@worknet.local', rol: 'Referente de área', sectores: ['Enfermería'] },
  { username: 'empleado', nombre_completo: 'Carla Romero', email: 'empleado@worknet.local', rol: 'Empleado', sectores: ['Internación'] },
];

/** The demo organisation, only on an empty database. Returns whether it seeded. */
export async function sembrarDemo(db: Db): Promise<boolean> {
  const [hay] = await db.select({ n: sql<number>`count(*)::int` }).from(usuario);
  if ((hay?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(USUARIOS_DEMO.map(() => hashPassword(PASSWORD_DEMO)));
  await db.transaction(async (tx) => {
    const sectorPorNombre = new Map<string, number>();
    let autorId: number | undefined;
    for (const e of EDIFICIOS) {
      const [ed] = await tx.insert(edificio).values({ nombre: e.nombre, direccion: e.direccion }).returning({ id: edificio.id });
      // Drawn as SVG; the media import job (media_importar_anteriores) turns it into a PNG media item after start.
      await tx.insert(recursoMediaAnterior).values({
        modulo: 'identidad',
        modelo: 'edificio',
        modelo_id: ed!.id,
        tipo_label: TIPO_MEDIA_IMAGEN,
        nombre: `edificio-${ed!.id}`,
        content_type: 'image/svg+xml',
        datos: imagenEdificio(e.nombre, e.color),
      });
      const creados = await tx
        .insert(sector)
        .values(e.sectores.map((nombre) => ({ nombre, raiz_id: ed!.id })))
        .returning({ id: sector.id, nombre: sector.nombre });
      for (const s of creados) sectorPorNombre.set(s.nombre, s.id);
    }
    const roles = await tx
      .select({ id: authItem.id, nombre: authItem.nombre })
      .from(authItem)
      .where(
        inArray(
          authItem.nombre,
          USUARIOS_DEMO.map((u) => u.rol),
        ),
      );
    for (const [i, u] of USUARIOS_DEMO.entries()) {
      const [creado] = await tx
        .insert(usuario)
        // The demo accounts count as having chosen their password (they sign pay slips in the e2e journeys).
        .values({ username: u.username, nombre_completo: u.nombre_completo, email: u.email, password_hash: hashes[i], password_propia: true })
        .returning({ id: usuario.id });
      await tx.insert(usuarioSector).values(u.sectores.map((s) => ({ usuario_id: creado!.id, sector_id: sectorPorNombre.get(s)! })));
      const rol = roles.find((r) => r.nombre === u.rol);
      if (rol) await tx.insert(authAsignacion).values({ usuario_id: creado!.id, item_id: rol.id });
      if (u.username === 'admin') autorId = creado!.id;
    }
    if (autorId !== undefined) await sembrarNovedadesDemo(tx, { autorId, sectores: sectorPorNombre });
  });
  await sembrarNotificacionesDemo(db);
  // Warehouses, products, suppliers and confirmed documents (it loads the purchasing catalogs it needs).
  await sembrarInventarioDemo(db);
  await sembrarArchivosDemo(db);
  return true;
}

export async function idDeUsuario(db: Db, username: string): Promise<number | undefined> {
  const [u] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, username));
  return u?.id;
}
