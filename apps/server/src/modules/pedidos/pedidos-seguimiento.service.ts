import { and, eq, isNull } from 'drizzle-orm';
import { esFinal, FLUJO_PEDIDO, type EstadoPedido } from '@worknet/domain/pedidos/estados';
import type { CambioEstadoBody } from '@worknet/domain/pedidos/esquemas';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { escribirComentario } from '../../platform/flujo/comentarios';
import { transicionar } from '../../platform/flujo/transicion';
import type { Principal } from '../../platform/identidad/principal';
import { datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import { documentoStock, proveedor } from '../inventario/inventario.table';
import { administraPedidos } from './pedidos.acceso';
import { avisarEstado, avisarRespuesta } from './pedidos-aviso';
import { HILO_PEDIDO, HISTORIAL_PEDIDO, pedido, pedidoEvento, pedidoRespuesta } from './pedidos.table';
import * as reloj from '@worknet/domain/reloj';

// Following an order (issue 18 item 4): the thread of replies and purchasing's state changes,
// each told to the requester live (a system message written in the same transaction).

/** POST crear_respuesta/{id}: a reply in the thread; the other side (requester or purchasing's last voice) is told. */
export async function crearRespuesta(ctx: Ctx, u: Principal, id: number, b: { texto: string; interno?: boolean }) {
  const interno = b.interno ?? false;
  if (interno && !administraPedidos(u)) throw prohibido('Sólo Compras escribe notas internas.');
  const { fila, aviso } = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ persona_id: pedido.persona_id, creado_por: pedido.creado_por, estado: pedido.estado })
      .from(pedido)
      .where(and(eq(pedido.id, id), isNull(pedido.deleted_at)));
    if (!p) throw noEncontrado(`No existe el pedido ${id}.`);
    if (p.estado === 'borrador') throw reglaDeNegocio('Envíe el pedido antes de escribir respuestas.');
    const fila = await escribirComentario(tx, HILO_PEDIDO, id, { autorId: u.id, texto: b.texto, interno });
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'pedido_respuesta',
      entidadId: fila.id,
      accion: 'crear',
      despues: { pedido_id: id, texto: b.texto, interno },
    });
    // An internal note is purchasing's own: nobody is told. Otherwise the requester hears of
    // purchasing's replies; purchasing's users who already wrote hear of the requester's.
    const otros = new Set<number>();
    if (interno) return { fila, aviso: null };
    if (u.id !== p.persona_id) otros.add(p.persona_id);
    else {
      const previas = await tx
        .selectDistinct({ autor_id: pedidoRespuesta.autor_id })
        .from(pedidoRespuesta)
        .where(and(eq(pedidoRespuesta.pedido_id, id), eq(pedidoRespuesta.interno, false)));
      for (const x of previas) if (x.autor_id !== u.id) otros.add(x.autor_id);
      const eventos = await tx.selectDistinct({ autor_id: pedidoEvento.autor_id }).from(pedidoEvento).where(eq(pedidoEvento.pedido_id, id));
      for (const x of eventos) if (x.autor_id !== u.id) otros.add(x.autor_id);
    }
    const aviso = otros.size ? await avisarRespuesta(ctx, tx, { pedidoId: id, usuarioIds: [...otros], autor: u.nombre_completo }) : null;
    return { fila, aviso };
  });
  aviso?.entregar();
  return fila;
}

async function validarReferencias(db: Db, a: EstadoPedido, b: CambioEstadoBody): Promise<void> {
  if (a === 'pedido_proveedor' && b.proveedor_id) {
    const [p] = await db
      .select({ id: proveedor.id })
      .from(proveedor)
      .where(and(eq(proveedor.id, b.proveedor_id), eq(proveedor.activo, true), isNull(proveedor.deleted_at)));
    if (!p)
      throw datosInvalidos(`El proveedor ${b.proveedor_id} no existe o no está activo.`, {
        campos: [{ campo: 'proveedor_id', mensaje: 'Proveedor inexistente' }],
      });
  }
  if (a === 'recibido' && b.ingreso_id) {
    const [d] = await db
      .select({ estado: documentoStock.estado })
      .from(documentoStock)
      .where(and(eq(documentoStock.id, b.ingreso_id), eq(documentoStock.tipo, 'ingreso'), isNull(documentoStock.deleted_at)));
    if (!d) throw datosInvalidos(`No existe el ingreso de stock ${b.ingreso_id}.`, { campos: [{ campo: 'ingreso_id', mensaje: 'Ingreso inexistente' }] });
    if (d.estado !== 'confirmado')
      throw datosInvalidos(`El ingreso ${b.ingreso_id} todavía no está confirmado.`, { campos: [{ campo: 'ingreso_id', mensaje: 'Sin confirmar' }] });
  }
}

/** POST cambiar_estado_pedido/{id}: the next step of the machine (FLUJO_PEDIDO), once even if two people click at once. */
export async function cambiarEstado(ctx: Ctx, u: Principal, id: number, b: CambioEstadoBody): Promise<void> {
  const a = b.estado;
  await validarReferencias(ctx.db, a, b);
  const detalle = a === 'rechazado' ? b.motivo : b.detalle;
  // The row is locked (transicionar): a simultaneous change waits and then reads the new state,
  // so it gets the machine's 422 rather than depending on who reached the update first.
  const paso = await ctx.db.transaction((tx) =>
    transicionar(tx, {
      flujo: FLUJO_PEDIDO,
      tabla: pedido,
      borrado: pedido.deleted_at,
      id,
      accion: a,
      autorId: u.id,
      roles: () => [],
      datos: b,
      detalle,
      historial: HISTORIAL_PEDIDO,
      entidad: 'pedido',
      accionAuditada: 'cambiar_estado',
      noExiste: `No existe el pedido ${id}.`,
      alPasar: async (tx, { fila: p }: { fila: typeof pedido.$inferSelect }) => {
        const cambios: Partial<typeof pedido.$inferInsert> = {};
        if (a === 'pedido_proveedor') Object.assign(cambios, { proveedor_id: b.proveedor_id, fecha_esperada: b.fecha_esperada });
        if (a === 'recibido') cambios.ingreso_id = b.ingreso_id ?? null;
        if (a === 'rechazado') cambios.motivo_rechazo = b.motivo;
        if (esFinal(a)) cambios.cerrado_en = reloj.ahora();
        return {
          fila: cambios,
          historial: {
            proveedor_id: a === 'pedido_proveedor' ? b.proveedor_id : null,
            fecha_esperada: a === 'pedido_proveedor' ? b.fecha_esperada : null,
            ingreso_id: a === 'recibido' ? (b.ingreso_id ?? null) : null,
          },
          auditoria: cambios,
          despues: await avisarEstado(ctx, tx, {
            pedidoId: id,
            personaId: p.persona_id,
            estado: a,
            detalle: a === 'rechazado' ? `Motivo: ${b.motivo}` : detalle,
          }),
        };
      },
    }),
  );
  paso.despues?.entregar();
}
