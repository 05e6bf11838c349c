import * as reloj from '@worknet/domain/reloj';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { formatoFecha } from '@worknet/domain/fechas';
import { sumarDias } from '@worknet/domain/inventario/cantidades';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';
import { cantidadTexto } from '@worknet/domain/inventario/cantidades';
import { stockBajoMinimo } from './stock.service';

// The daily inventory alert (issue 17 item 8): a system message to each warehouse's
// responsables listing its products under their minimum and the lots that entered the
// 30-day expiry window since the last alert. A job of the queue (ctx.trabajos, pg-boss in
// the same database): the cron runs it once across instances. It is also idempotent per
// day and warehouse: the message's link carries the day (…&alerta=YYYY-MM-DD), and a
// warehouse that already has today's alert is skipped, under an advisory lock per warehouse
// (two runs at once on PostgreSQL wait for each other and the second sends nothing).

export const TRABAJO_ALERTAS = 'inventario_alertas_diarias';
/** 10:00 UTC = 07:00 in Buenos Aires, before the pharmacy opens. */
export const CRON_ALERTAS = '0 10 * * *';
const VENTANA = 30;
const MAX_TEXTO = 2000;
const CLAVE_LOCK = 7263017;

const enlace = (depositoId: number, dia: string) => `/admin-inventario?deposito=${depositoId}&alerta=${dia}`;

/** Lines up to the message's limit, with «… y N más.» when some do not fit. */
function recortar(lineas: string[], limite: number): string {
  const fuera: string[] = [];
  let texto = lineas.join('\n');
  while (texto.length > limite && lineas.length > 1) {
    fuera.push(lineas.pop()!);
    texto = `${lineas.join('\n')}\n… y ${fuera.length} más.`;
  }
  return texto.slice(0, limite);
}

type Lote = { nombre_producto: string; lote: string; serie: string; fecha_vencimiento: string; cantidad: string; unidad: string };

/** The alert of one warehouse, inside `tx`; null when it already has today's or there is nothing to say. */
async function alertaDeDeposito(ctx: Avisador, tx: Db, d: { id: number; nombre: string }, hoy: string): Promise<Avisado | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAVE_LOCK}, ${d.id})`);
  const [u] = filasDe<{ ultimo: string | null }>(
    await tx.execute(sql`
      select max(substring(enlace from 'alerta=([0-9]{4}-[0-9]{2}-[0-9]{2})$')) as ultimo
      from mensaje_sistema where modulo = 'inventario' and enlace like ${`/admin-inventario?deposito=${d.id}&alerta=%`}`),
  );
  const ultimo = u?.ultimo ?? null;
  if (ultimo && ultimo >= hoy) return null;
  // Lots entering the window since the last alert (yesterday when there was none), at most 30 days back.
  const desde = [ultimo ?? sumarDias(hoy, -1), sumarDias(hoy, -VENTANA)].sort().at(-1)!;
  const responsables = filasDe<{ id: number }>(
    await tx.execute(sql`
      select r.usuario_id as id from deposito_responsable r join usuario u on u.id = r.usuario_id
      where r.deposito_id = ${d.id} and u.deleted_at is null and u.activo order by 1`),
  ).map((r) => Number(r.id));
  if (!responsables.length) return null;
  const lotes = filasDe<Lote>(
    await tx.execute(sql`
      select p.nombre_producto, s.lote, s.serie, s.fecha_vencimiento::text as fecha_vencimiento, s.cantidad::text as cantidad, p.unidad
      from saldo_stock s join producto p on p.id = s.producto_id
      where s.deposito_id = ${d.id} and s.cantidad > 0
        and s.fecha_vencimiento > ${sumarDias(desde, VENTANA)}::date and s.fecha_vencimiento <= ${sumarDias(hoy, VENTANA)}::date
      order by s.fecha_vencimiento, p.nombre_producto collate "und-x-icu", s.lote`),
  );
  const { filas: bajos } = await stockBajoMinimo(tx, d.id);
  if (!lotes.length && !bajos.length) return null;

  const lineas: string[] = [];
  if (bajos.length) {
    lineas.push(`Productos bajo el stock mínimo (${bajos.length}):`);
    for (const b of bajos)
      lineas.push(
        `- ${b.nombreProducto}: hay ${cantidadTexto(b.cantidad)} de ${cantidadTexto(b.stockMinimo)} ${b.unidad} (faltan ${cantidadTexto(b.faltante)}).`,
      );
  }
  if (lotes.length) {
    lineas.push(`Lotes que entran en los ${VENTANA} días previos a su vencimiento (${lotes.length}):`);
    for (const l of lotes) {
      const lote = l.lote ? `, lote ${l.lote}` : '';
      lineas.push(`- ${l.nombre_producto}${lote}: vence el ${formatoFecha(l.fecha_vencimiento)} (${cantidadTexto(Number(l.cantidad))} ${l.unidad}).`);
    }
  }
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: responsables,
      titulo: `Inventario de «${d.nombre}»: alertas del ${formatoFecha(hoy)}`.slice(0, 150),
      texto: recortar(lineas, MAX_TEXTO),
      enlace: enlace(d.id, hoy),
      modulo: 'inventario',
    },
  });
}

/** Runs the day's alerts (each warehouse in its own transaction); how many warehouses got one. */
export async function enviarAlertasInventario(ctx: { db: Db } & Avisador, hoy = reloj.hoy()): Promise<{ depositos: number; mensajes: number }> {
  const depositos = filasDe<{ id: number; nombre: string }>(
    await ctx.db.execute(sql`
      select d.id, d.nombre from deposito d
      where d.deleted_at is null and d.activo and exists (select 1 from deposito_responsable r where r.deposito_id = d.id)
      order by d.id`),
  );
  let enviados = 0;
  let mensajes = 0;
  for (const d of depositos) {
    const escritos = await ctx.db.transaction((tx) => alertaDeDeposito(ctx, tx, { id: Number(d.id), nombre: d.nombre }, hoy));
    if (!escritos) continue;
    enviados++;
    mensajes += escritos.mensajes.length;
    escritos.entregar();
  }
  return { depositos: enviados, mensajes };
}

/** Defines the alert job and schedules it daily, once across instances. */
export function programarAlertasInventario(ctx: Ctx, log: FastifyBaseLogger): void {
  ctx.trabajos.definir(
    TRABAJO_ALERTAS,
    async () => {
      const r = await enviarAlertasInventario(ctx);
      if (r.depositos) log.info(`Alertas de inventario: ${r.mensajes} mensajes a los responsables de ${r.depositos} depósitos.`);
      return r;
    },
    // A retry later the same day is harmless: warehouses already alerted today are skipped.
    { reintentos: 3, esperaSegundos: 300, vencimientoSegundos: 15 * 60 },
  );
  ctx.trabajos.programar(TRABAJO_ALERTAS, CRON_ALERTAS);
}
