import { inArray, sql } from 'drizzle-orm';
import { notificacionNueva } from '@worknet/domain/notificaciones/esquemas';
import type { Db } from '../platform/db/client';
import { sector, usuario } from '../platform/identidad/identidad.table';
import { enviarMensajeSistema } from '../modules/notificaciones/avisos.service';
import { enviarNotificacion } from '../modules/notificaciones/notificaciones.service';
import * as reloj from '@worknet/domain/reloj';

// A few notifications and system messages so the demo's bell is not empty, with
// ages that show each relative time ("Hace instantes.", "Hace N horas.") and a date.

const HORA_MS = 3_600_000;

/** Moves a notification or message back in time (the services stamp now()). */
async function antiguedad(db: Db, tabla: 'notificacion' | 'mensaje_sistema', ids: number[], horas: number) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${sql.identifier(tabla)} set created_at = ${new Date(reloj.ahoraMs() - horas * HORA_MS).toISOString()}::timestamptz where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

export async function sembrarNotificacionesDemo(db: Db): Promise<void> {
  const usuarios = await db
    .select({ id: usuario.id, username: usuario.username })
    .from(usuario)
    .where(inArray(usuario.username, ['admin', 'rrhh', 'compras', 'referente', 'empleado']));
  const id = (username: string) => usuarios.find((u) => u.username === username)?.id;
  const admin = id('admin');
  const empleado = id('empleado');
  const rrhh = id('rrhh');
  if (!admin || !empleado || !rrhh) return;
  const [enfermeria] = await db
    .select({ id: sector.id })
    .from(sector)
    .where(inArray(sector.nombre, ['Enfermería']));

  const notificar = async (horas: number, d: Record<string, unknown>) => {
    const { id: n } = await enviarNotificacion({ db }, admin, notificacionNueva.parse(d));
    await antiguedad(db, 'notificacion', [n], horas);
  };
  await notificar(50, {
    titulo: 'Simulacro de evacuación',
    texto: 'El jueves a las 10 h se realiza un simulacro de evacuación en todos los edificios. Sigan las indicaciones de los brigadistas de cada piso.',
    audiencia: 'todos',
  });
  if (enfermeria) {
    await notificar(3, {
      titulo: 'Capacitación en higiene de manos',
      texto: 'Mañana a las 14 h, en el aula del primer piso. La asistencia es obligatoria para el personal de Enfermería.',
      audiencia: 'sectores',
      ids: [enfermeria.id],
    });
  }
  await notificar(0, {
    titulo: 'Actualice sus datos de contacto',
    texto: 'Recursos Humanos pide revisar el teléfono y el domicilio cargados en su legajo antes del cierre del mes.',
    audiencia: 'usuarios',
    ids: [empleado, rrhh],
    enlace: '#/mis_mensajes',
  });

  const escribir = async (horas: number, usuarioIds: number[], d: { titulo: string; texto: string; modulo: string; enlace?: string }) =>
    antiguedad(db, 'mensaje_sistema', await enviarMensajeSistema({ db }, { usuarioIds, ...d }), horas);
  await escribir(72, [admin, rrhh, empleado], {
    titulo: 'Bienvenida a Worknet',
    texto: 'Desde aquí va a recibir los avisos del sistema: pedidos, vencimientos y novedades de su legajo.',
    modulo: 'sistema',
  });
  await escribir(26, [empleado], {
    titulo: 'Matrícula por vencer',
    texto: 'Su matrícula profesional vence en 31 días. Presente la renovación en Recursos Humanos.',
    modulo: 'rrhh',
  });
  await escribir(5, [rrhh], {
    titulo: 'Contratos por vencer',
    texto: 'Hay contratos de período de prueba que vencen en los próximos 75 días.',
    modulo: 'rrhh',
    enlace: '#/rrhh/nomina',
  });
  await escribir(1, [empleado], {
    titulo: 'Pedido confirmado',
    texto: 'Su pedido interno de insumos de enfermería fue confirmado por Compras.',
    modulo: 'pedidos',
  });
}
