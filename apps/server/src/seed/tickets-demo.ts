import { eq, inArray } from 'drizzle-orm';
import { ESTADOS_TICKET, type EstadoTicket } from '@worknet/domain/tickets/flujo';
import { PRIORIDADES_TICKET } from '@worknet/domain/tickets/esquemas';
import { inicioDelReloj, sumarMinutosHabiles } from '@worknet/domain/tickets/sla';
import * as reloj from '@worknet/domain/reloj';
import { hashPassword } from '../modules/auth/login.service';
import { crearServicio } from '../modules/tickets/servicios.service';
import { calendarioDe } from '../modules/tickets/tickets.calendario';
import { plazos } from '../modules/tickets/tickets.plazos';
import { ticket, ticketCategoria, ticketEvento } from '../modules/tickets/tickets.table';
import type { Db } from '../platform/db/client';
import { sector, usuario, usuarioSector } from '../platform/identidad/identidad.table';
import { cargarPrincipal } from '../platform/identidad/principal';
import { authAsignacion, authItem } from '../platform/rbac/rbac.table';
import { PASSWORD_DEMO } from './demo';

// The demo's help desk (issue 41 item 8): Sistemas (weekdays with a lunch break) and
// Mantenimiento (24/7 guardia), each with a head and an agent, and 200 tickets over the last
// three months in every state, some breached and some rated, so the queue, the detail and the
// report have content. Deterministic relative to the seed's today (a fixed pseudo-random series).

const AGENTES = [
  { username: 'sistemas', nombre: 'Pablo Quiroga', sector: 'Sistemas', roles: ['Agente de servicio', 'tickets.reporte.ver'] },
  { username: 'soporte', nombre: 'Lucía Benítez', sector: 'Sistemas', roles: ['Agente de servicio'] },
  { username: 'mantenimiento', nombre: 'Jorge Ledesma', sector: 'Mantenimiento', roles: ['Agente de servicio', 'tickets.reporte.ver'] },
  { username: 'tecnico_guardia', nombre: 'Ramiro Paz', sector: 'Mantenimiento', roles: ['Agente de servicio'] },
];

const ASUNTOS: Record<string, string[]> = {
  Sistemas: [
    'No imprime la impresora de admisión',
    'Olvidé mi contraseña del correo',
    'La PC del office no enciende',
    'Sin acceso a la historia clínica',
    'El lector de códigos no lee',
  ],
  Mantenimiento: [
    'Cama 12 no baja el respaldo',
    'Pierde agua el lavatorio del baño 3',
    'No anda el aire del consultorio 2',
    'Luz quemada en el pasillo',
    'Puerta de guardia no cierra',
  ],
};

/** A fixed series (mulberry32): the same demo on every fresh database. */
function serie(semilla: number) {
  let a = semilla;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function sembrarTicketsDemo(db: Db): Promise<void> {
  const [admin] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.username, 'admin'));
  const [compras] = await db.select({ raiz_id: sector.raiz_id }).from(sector).where(eq(sector.nombre, 'Compras'));
  const [mant] = await db.select({ id: sector.id }).from(sector).where(eq(sector.nombre, 'Mantenimiento'));
  if (!admin || !compras || !mant) return;
  const [sis] = await db.insert(sector).values({ nombre: 'Sistemas', raiz_id: compras.raiz_id }).returning({ id: sector.id });
  const sectores: Record<string, number> = { Sistemas: sis!.id, Mantenimiento: mant.id };
  const hash = await hashPassword(PASSWORD_DEMO);
  const ids: Record<string, number> = {};
  for (const a of AGENTES) {
    const [u] = await db
      .insert(usuario)
      .values({ username: a.username, nombre_completo: a.nombre, email: `${a.username}@worknet.local`, password_hash: hash, password_propia: true })
      .returning({ id: usuario.id });
    ids[a.username] = u!.id;
    await db.insert(usuarioSector).values({ usuario_id: u!.id, sector_id: sectores[a.sector]! });
    const items = await db.select({ id: authItem.id }).from(authItem).where(inArray(authItem.nombre, a.roles));
    await db.insert(authAsignacion).values(items.map((i) => ({ usuario_id: u!.id, item_id: i.id })));
  }
  const p = (await cargarPrincipal(db, admin.id))!;
  const objetivos = (['baja', 'media', 'alta', 'urgente'] as const).map((prioridad, i) => ({
    categoria: null,
    prioridad,
    primera_respuesta_min: [480, 240, 60, 15][i]!,
    resolucion_min: [2880, 1440, 480, 120][i]!,
  }));
  const semana = [1, 2, 3, 4, 5].flatMap((dia) => [
    { dia, desde: '08:00', hasta: '12:00' },
    { dia, desde: '13:00', hasta: '17:00' },
  ]);
  const servicios = {
    Sistemas: await crearServicio(db, p, {
      nombre: 'Sistemas',
      sector_id: sis!.id,
      jefe_id: ids.sistemas!,
      activo: true,
      todo_el_dia: false,
      ventanas: semana,
      dias_cierre: 3,
      agente_sector_ids: [sis!.id],
      agente_usuario_ids: [],
      categorias: ['Impresoras', 'Accesos y contraseñas', 'Equipos', 'Sistemas clínicos'].map((nombre) => ({ nombre, activo: true })),
      objetivos,
    }),
    Mantenimiento: await crearServicio(db, p, {
      nombre: 'Mantenimiento',
      sector_id: mant.id,
      jefe_id: ids.mantenimiento!,
      activo: true,
      todo_el_dia: true,
      ventanas: [],
      dias_cierre: 5,
      agente_sector_ids: [mant.id],
      agente_usuario_ids: [],
      categorias: ['Camas y mobiliario', 'Plomería', 'Climatización', 'Electricidad'].map((nombre) => ({ nombre, activo: true })),
      objetivos,
    }),
  };
  const pidenIds = (
    await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(inArray(usuario.username, ['empleado', 'referente', 'rrhh', 'compras']))
  ).map((u) => u.id);
  const azar = serie(41);
  const elegir = <T>(xs: readonly T[]) => xs[Math.floor(azar() * xs.length)]!;
  const ahora = reloj.ahoraMs();
  for (const [nombre, servicioId] of Object.entries(servicios)) {
    const cal = await calendarioDe(db, servicioId);
    const categorias = (await db.select({ id: ticketCategoria.id }).from(ticketCategoria).where(eq(ticketCategoria.servicio_id, servicioId))).map((c) => c.id);
    const agentes = nombre === 'Sistemas' ? [ids.sistemas!, ids.soporte!] : [ids.mantenimiento!, ids.tecnico_guardia!];
    for (let i = 0; i < 100; i++) {
      const prioridad = elegir(PRIORIDADES_TICKET);
      const o = objetivos.find((x) => x.prioridad === prioridad)!;
      const creado = inicioDelReloj(cal, ahora - Math.floor(azar() * 90 * 86_400_000));
      // Recent tickets are still open; older ones mostly resolved or closed.
      const edadDias = (ahora - creado) / 86_400_000;
      const estado: EstadoTicket =
        edadDias < 3
          ? elegir(['abierto', 'en_curso', 'en_espera'] as const)
          : edadDias < 8
            ? elegir(ESTADOS_TICKET)
            : elegir(['resuelto', 'cerrado', 'cerrado', 'cerrado'] as const);
      // About one in five takes longer than its target (breached).
      const factor = azar() < 0.2 ? 1.2 + azar() : 0.2 + azar() * 0.7;
      const primera = Math.max(1, Math.round(o.primera_respuesta_min * factor));
      const resolucion = Math.max(primera + 1, Math.round(o.resolucion_min * factor));
      const respondido = sumarMinutosHabiles(cal, creado, primera);
      const resuelto = Math.min(sumarMinutosHabiles(cal, creado, resolucion), ahora - 60_000);
      const atendido = estado !== 'abierto';
      const termino = estado === 'resuelto' || estado === 'cerrado';
      const [n] = await db
        .insert(ticket)
        .values({
          servicio_id: servicioId,
          categoria_id: elegir(categorias),
          prioridad,
          asunto: elegir(ASUNTOS[nombre]!),
          descripcion: 'Cargado como ejemplo de la demostración.',
          estado,
          motivo_pausa: estado === 'en_espera' ? elegir(['respuesta', 'proveedor', 'obra_social'] as const) : null,
          solicitante_id: elegir(pidenIds),
          asignado_id: atendido ? elegir(agentes) : null,
          objetivo_primera_min: o.primera_respuesta_min,
          objetivo_resolucion_min: o.resolucion_min,
          ...(estado === 'en_espera'
            ? { vence_primera_respuesta: null, vence_resolucion: null, alerta_resolucion: null }
            : plazos(cal, creado, { primera: o.primera_respuesta_min, resolucion: o.resolucion_min }, [])),
          primera_respuesta_en: atendido && respondido < ahora ? new Date(respondido) : null,
          primera_respuesta_habiles: atendido && respondido < ahora ? primera : null,
          resuelto_en: termino ? new Date(resuelto) : null,
          resolucion_habiles: termino ? resolucion : null,
          cierre_en: estado === 'resuelto' ? new Date(ahora + 2 * 86_400_000) : null,
          cerrado_en: estado === 'cerrado' ? new Date(Math.min(resuelto + 3 * 86_400_000, ahora)) : null,
          puntaje: termino && azar() < 0.6 ? 1 + Math.floor(azar() * 5) : null,
          calificado_en: null,
          created_at: new Date(creado),
          updated_at: new Date(creado),
        })
        .returning({ id: ticket.id, puntaje: ticket.puntaje, resuelto_en: ticket.resuelto_en });
      if (n!.puntaje !== null) await db.update(ticket).set({ calificado_en: n!.resuelto_en }).where(eq(ticket.id, n!.id));
      await db
        .insert(ticketEvento)
        .values([
          { ticket_id: n!.id, estado: 'abierto', autor_id: null, created_at: new Date(creado) },
          ...(estado === 'abierto' ? [] : [{ ticket_id: n!.id, estado, autor_id: null, created_at: new Date(termino ? resuelto : creado + 60_000) }]),
        ]);
    }
  }
}
