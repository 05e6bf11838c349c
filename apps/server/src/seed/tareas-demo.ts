import { sql } from 'drizzle-orm';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { ocurrencias, type Recurrencia } from '@worknet/domain/tareas/recurrencia';
import type { Db } from '../platform/db/client';
import { filasDe } from '../platform/db/sql';
import { tarea, tareaAsignado, tareaChecklist, tareaComentario, tareaEscaneo, tareaEvento, tareaProgramada } from '../modules/tareas/tareas.table';
import { Azar } from './demo-personas/azar';
import * as reloj from '@worknet/domain/reloj';

// The demo's tasks (issue 22), so «Tareas de hoy», «Mis tareas» and «Reportes de tareas» show a
// living clinic on the first start: the daily cleaning of Internación's six rooms (the Limpieza
// type asks for the room's QR to finish), the weekly check of Enfermería's crash cart and the
// weekly and monthly tests of the generator, as scheduled tasks; and the last 30 days of their occurrences,
// as the generator would have created them, mostly done on time with the scan, some late, a few
// cancelled with a reason and some left undone (overdue), plus a couple of comments. Carla
// Romero (Internación) cleans; Diego Fernández (who leads Enfermería and Internación) checks the
// cart and cleans now and then. The occurrences from now on are the generator's (the job every
// 15 minutes). Deterministic: the same tasks and minutes on every machine for the same day (the
// demo's seeded PRNG).

const DIAS_ATRAS = 30;
const MIN = 60_000;
const HABITACIONES = ['Habitación 101', 'Habitación 102', 'Habitación 103', 'Habitación 104', 'Habitación 201', 'Habitación 202'];
const CHECKLIST_LIMPIEZA = ['Retirar los residuos', 'Desinfectar superficies y barandas', 'Limpiar el baño', 'Reponer jabón y toallas'];
const CHECKLIST_CARRO = ['Probar el desfibrilador', 'Controlar los vencimientos de la medicación', 'Reponer descartables', 'Precintar el carro'];
const CHECKLIST_GRUPO = ['Arrancar el grupo 15 minutos con carga', 'Registrar tensión y frecuencia', 'Controlar el nivel de combustible'];
const CHECKLIST_GRUPO_SEMANAL = ['Arrancar el grupo 10 minutos sin carga', 'Controlar aceite, refrigerante y baterías', 'Controlar el nivel de combustible'];
const CANCELACIONES = ['Habitación clausurada por una pérdida de agua.', 'Paciente en aislamiento: la limpieza la hizo el equipo de infectología.'];

type Plan = {
  titulo: string;
  tipo: string;
  ubicacion: string;
  sector: string;
  checklist: string[];
  duracion: number;
  recurrencia: Omit<Recurrencia, 'desde'>;
};

const id = (x: unknown) => Number(x);

/** Seeds once (nothing when any task or scheduled task exists). Returns how many tasks it created. */
export async function sembrarTareasDemo(db: Db, ahoraMs = reloj.ahoraMs()): Promise<number> {
  const [hay] = filasDe<{ n: number }>(await db.execute(sql`select (select count(*) from tarea) + (select count(*) from tarea_programada) as n`));
  if (Number(hay?.n ?? 0) > 0) return 0;
  const mapa = async (q: ReturnType<typeof sql>) => new Map(filasDe<{ id: number; nombre: string }>(await db.execute(q)).map((f) => [f.nombre, id(f.id)]));
  const [sectores, tipos, ubicaciones, usuarios] = await Promise.all([
    mapa(sql`select id, nombre from sector where deleted_at is null`),
    mapa(sql`select id, nombre from tarea_tipo where deleted_at is null`),
    mapa(sql`select id, nombre from ubicacion where deleted_at is null`),
    mapa(sql`select id, username as nombre from usuario`),
  ]);
  const carla = usuarios.get('empleado');
  const diego = usuarios.get('referente');
  const laura = usuarios.get('admin');
  const necesarios = [
    carla,
    diego,
    laura,
    sectores.get('Internación'),
    sectores.get('Enfermería'),
    sectores.get('Mantenimiento'),
    tipos.get('Limpieza'),
    tipos.get('Control de carro de paro'),
    tipos.get('Electricidad'),
    ubicaciones.get('Office de enfermería'),
    ubicaciones.get('Sala de máquinas'),
    ...HABITACIONES.map((h) => ubicaciones.get(h)),
  ];
  if (necesarios.some((x) => x === undefined)) return 0;

  const desde = diaLocal(ahoraMs - DIAS_ATRAS * 24 * 60 * MIN);
  const planes: Plan[] = [
    ...HABITACIONES.map((h) => ({
      titulo: `Limpieza de la ${h.toLowerCase()}`,
      tipo: 'Limpieza',
      ubicacion: h,
      sector: 'Internación',
      checklist: CHECKLIST_LIMPIEZA,
      duracion: 180,
      recurrencia: { frecuencia: 'diaria' as const, cada: 1, horas: ['07:00'], hasta: null },
    })),
    {
      titulo: 'Control semanal del carro de paro',
      tipo: 'Control de carro de paro',
      ubicacion: 'Office de enfermería',
      sector: 'Enfermería',
      checklist: CHECKLIST_CARRO,
      duracion: 8 * 60,
      recurrencia: { frecuencia: 'semanal', cada: 1, horas: ['08:00'], dias_semana: [1], hasta: null },
    },
    // Mantenimiento's weekly run keeps its sector in every 30-day report, whatever the day: the
    // monthly test alone has no occurrence inside the window on some days (on the 1st, before
    // its own 10:00 is due, the last one is 30 days and some hours back).
    {
      titulo: 'Prueba semanal del grupo electrógeno',
      tipo: 'Electricidad',
      ubicacion: 'Sala de máquinas',
      sector: 'Mantenimiento',
      checklist: CHECKLIST_GRUPO_SEMANAL,
      duracion: 24 * 60,
      recurrencia: { frecuencia: 'semanal', cada: 1, horas: ['10:00'], dias_semana: [3], hasta: null },
    },
    {
      titulo: 'Prueba mensual del grupo electrógeno',
      tipo: 'Electricidad',
      ubicacion: 'Sala de máquinas',
      sector: 'Mantenimiento',
      checklist: CHECKLIST_GRUPO,
      duracion: 24 * 60,
      recurrencia: { frecuencia: 'mensual', cada: 1, horas: ['10:00'], dia_mes: 1, hasta: null },
    },
  ];

  const azar = new Azar(22);
  let creadas = 0;
  await db.transaction(async (tx) => {
    // The demo's cleaning proves presence: finishing a room asks for its QR.
    await tx.execute(sql`update tarea_tipo set escanear_al_finalizar = true where nombre = 'Limpieza' and deleted_at is null`);
    const programadas = await tx
      .insert(tareaProgramada)
      .values(
        planes.map((p) => ({
          titulo: p.titulo,
          tipo_id: tipos.get(p.tipo)!,
          ubicacion_id: ubicaciones.get(p.ubicacion)!,
          prioridad: p.tipo === 'Limpieza' ? 'media' : 'alta',
          sector_ids: [sectores.get(p.sector)!],
          checklist: p.checklist,
          duracion_minutos: p.duracion,
          recurrencia: { ...p.recurrencia, desde },
          creado_por: laura!,
          created_at: new Date(ahoraMs - (DIAS_ATRAS + 1) * 24 * 60 * MIN),
        })),
      )
      .returning({ id: tareaProgramada.id });

    // Every occurrence from the first day until now, with what happened to it.
    type Caso = {
      plan: Plan;
      programada: number;
      instante: number;
      estado: 'pendiente' | 'en_curso' | 'hecha' | 'cancelada';
      quien: number;
      inicio: number;
      fin: number;
      escaneo: boolean;
      motivo: string | null;
    };
    const casos: Caso[] = [];
    planes.forEach((plan, i) => {
      const r = { ...plan.recurrencia, desde };
      for (const instante of ocurrencias(r, ahoraMs - DIAS_ATRAS * 24 * 60 * MIN, ahoraMs)) {
        const limpieza = plan.tipo === 'Limpieza';
        const quien = plan.tipo === 'Electricidad' ? laura! : limpieza && !azar.si(0.15) ? carla! : diego!;
        const suerte = azar.entero(0, 99);
        const hace = ahoraMs - instante;
        // Today's: done when there was time for it, else in progress or still waiting.
        const estado =
          hace < 90 * MIN
            ? suerte < 30
              ? 'en_curso'
              : 'pendiente'
            : hace < plan.duracion * MIN
              ? suerte < 60
                ? 'hecha'
                : 'pendiente'
              : suerte < 6
                ? 'pendiente'
                : suerte < 10 && limpieza
                  ? 'cancelada'
                  : 'hecha';
        // 1 in 8 finished after the due time (up to two hours late), the rest within it.
        const tarde = estado === 'hecha' && suerte % 8 === 3 && hace > (plan.duracion + 120) * MIN;
        const fin =
          instante +
          (tarde ? plan.duracion + azar.entero(10, 120) : azar.entero(25, Math.floor(Math.min(plan.duracion - 5, Math.max(30, hace / MIN - 5))))) * MIN;
        const inicio = Math.min(fin - 5 * MIN, instante + azar.entero(0, 20) * MIN, ahoraMs - 2 * MIN);
        casos.push({
          plan,
          programada: programadas[i]!.id,
          instante,
          estado,
          quien,
          inicio,
          fin: Math.min(fin, ahoraMs - MIN),
          // The cleaning always carries the room's scan (the type demands it); the cart, often.
          escaneo: limpieza || (plan.tipo !== 'Electricidad' && azar.si(0.6)),
          motivo: estado === 'cancelada' ? azar.elegir(CANCELACIONES) : null,
        });
      }
    });
    if (!casos.length) return;

    const tareas = await tx
      .insert(tarea)
      .values(
        casos.map((c) => ({
          titulo: c.plan.titulo,
          tipo_id: tipos.get(c.plan.tipo)!,
          sector_id: sectores.get(c.plan.sector)!,
          ubicacion_id: ubicaciones.get(c.plan.ubicacion)!,
          prioridad: c.plan.tipo === 'Limpieza' ? 'media' : 'alta',
          vence_at: new Date(c.instante + c.plan.duracion * MIN),
          estado: c.estado,
          motivo_cancelacion: c.motivo,
          programada_id: c.programada,
          instante: new Date(c.instante),
          // The generator creates each task up to 48 hours ahead.
          created_at: new Date(c.instante - 36 * 60 * MIN),
          updated_at: new Date(c.estado === 'pendiente' ? c.instante - 36 * 60 * MIN : c.estado === 'en_curso' ? c.inicio : c.fin),
        })),
      )
      .returning({ id: tarea.id });
    creadas = tareas.length;

    // The scans that proved presence, one per finished task that has one (in the same order).
    const conEscaneo = casos.map((c, i) => ({ c, i })).filter(({ c }) => c.estado === 'hecha' && c.escaneo);
    const escaneos = conEscaneo.length
      ? await tx
          .insert(tareaEscaneo)
          .values(conEscaneo.map(({ c }) => ({ usuario_id: c.quien, ubicacion_id: ubicaciones.get(c.plan.ubicacion)!, created_at: new Date(c.fin - 2 * MIN) })))
          .returning({ id: tareaEscaneo.id })
      : [];
    const escaneoDe = new Map(conEscaneo.map(({ i }, k) => [i, escaneos[k]!.id]));

    const asignados: (typeof tareaAsignado.$inferInsert)[] = [];
    const items: (typeof tareaChecklist.$inferInsert)[] = [];
    const eventos: (typeof tareaEvento.$inferInsert)[] = [];
    casos.forEach((c, i) => {
      const t = tareas[i]!.id;
      asignados.push({ tarea_id: t, sector_id: sectores.get(c.plan.sector)! });
      c.plan.checklist.forEach((texto, k) => {
        const hecho = c.estado === 'hecha';
        items.push({
          tarea_id: t,
          orden: k + 1,
          texto,
          hecho,
          hecho_por: hecho ? c.quien : null,
          hecho_at: hecho ? new Date(c.fin - (c.plan.checklist.length - k) * MIN) : null,
        });
      });
      eventos.push({
        tarea_id: t,
        estado: 'pendiente',
        detalle: `Generada por la tarea programada n.º ${c.programada}`,
        created_at: new Date(c.instante - 36 * 60 * MIN),
      });
      if (c.estado === 'en_curso' || c.estado === 'hecha') eventos.push({ tarea_id: t, estado: 'en_curso', autor_id: c.quien, created_at: new Date(c.inicio) });
      if (c.estado === 'hecha')
        eventos.push({ tarea_id: t, estado: 'hecha', autor_id: c.quien, escaneo_id: escaneoDe.get(i) ?? null, created_at: new Date(c.fin) });
      if (c.estado === 'cancelada')
        eventos.push({ tarea_id: t, estado: 'cancelada', autor_id: diego!, detalle: c.motivo, created_at: new Date(c.instante + 15 * MIN) });
    });
    await tx.insert(tareaAsignado).values(asignados);
    await tx.insert(tareaChecklist).values(items);
    await tx.insert(tareaEvento).values(eventos);

    // A couple of comments on the latest finished cleanings.
    const ultimas = casos
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.estado === 'hecha' && c.plan.tipo === 'Limpieza')
      .slice(-2);
    const textos = [
      { autor: carla!, texto: 'Faltaba jabón en el baño: lo repuse y avisé al depósito de enfermería.' },
      { autor: diego!, texto: 'El paciente sigue en aislamiento de contacto: entrar con camisolín y guantes.' },
    ];
    if (ultimas.length) {
      await tx.insert(tareaComentario).values(
        ultimas.map(({ c, i }, k) => ({
          tarea_id: tareas[i]!.id,
          autor_id: textos[k]!.autor,
          texto: textos[k]!.texto,
          created_at: new Date(c.fin + 5 * MIN),
        })),
      );
    }
  });
  return creadas;
}
