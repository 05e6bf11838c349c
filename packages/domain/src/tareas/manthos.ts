import { z } from 'zod';
import { idCoercido, idNumero, instante, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { ESTADOS_TAREA, PRIORIDADES, type EstadoTarea } from './esquemas';

// Maintenance requests, «Manthos» (issue 22 item 6): anybody reports a problem at a location;
// the request IS a task (tarea) of a type marked pedido_manthos, for that type's sector, with
// solicitante_id = the reporter. The reporter follows it in their own words (Recibido, En curso,
// Resuelto, Cancelado), is told when it is done and may reopen it for DIAS_REAPERTURA days.

/** Photos: media items of the task (modulo 'tareas', modelo 'tarea'), like any attachment. */
export const DIAS_REAPERTURA = 7;
export const MS_REAPERTURA = DIAS_REAPERTURA * 24 * 60 * 60 * 1000;

/**
 * Whether a request finished at `resueltoAt` may be reopened at `ahora` (ms). The window is
 * closed at both ends: exactly DIAS_REAPERTURA × 24 h after it was done it still may, one
 * millisecond later it may not. Only a finished («hecha») request is reopened.
 */
export function puedeReabrirse(estado: EstadoTarea, resueltoAt: Date | null, ahora: number): boolean {
  if (estado !== 'hecha' || !resueltoAt) return false;
  const pasado = ahora - resueltoAt.getTime();
  return pasado >= 0 && pasado <= MS_REAPERTURA;
}

/** The last instant it may be reopened (what the screen says: «puede reabrirlo hasta el …»). */
export const reabrirHasta = (resueltoAt: Date) => new Date(resueltoAt.getTime() + MS_REAPERTURA);

/** The task's state as the reporter reads it. */
export const ESTADOS_PEDIDO_MANTHOS = ['recibido', 'en_curso', 'resuelto', 'cancelado'] as const;
export type EstadoPedidoManthos = (typeof ESTADOS_PEDIDO_MANTHOS)[number];
export const ESTADO_PEDIDO_DE_TAREA: Record<EstadoTarea, EstadoPedidoManthos> = {
  pendiente: 'recibido',
  en_curso: 'en_curso',
  hecha: 'resuelto',
  cancelada: 'cancelado',
};
export const TAREA_DE_ESTADO_PEDIDO: Record<EstadoPedidoManthos, EstadoTarea> = {
  recibido: 'pendiente',
  en_curso: 'en_curso',
  resuelto: 'hecha',
  cancelado: 'cancelada',
};
export const ETIQUETA_ESTADO_PEDIDO_MANTHOS: Record<EstadoPedidoManthos, string> = {
  recibido: 'Recibido',
  en_curso: 'En curso',
  resuelto: 'Resuelto',
  cancelado: 'Cancelado',
};

/** «Luz quemada» at «Habitación 101», category «Electricidad»: «Electricidad en Habitación 101». */
export const tituloDePedido = (categoria: string, ubicacion: string) => `${categoria} en ${ubicacion}`.slice(0, 200);

const camposPedido = {
  ubicacion_id: idNumero('Elija la ubicación del problema.'),
  /** The category: a task type marked pedido_manthos. */
  tipo_id: idNumero('Elija la categoría del problema.'),
  descripcion: z.string({ error: 'Describa el problema.' }).trim().min(1, 'Describa el problema.').max(5000, 'La descripción admite hasta 5000 caracteres.'),
  /** Optional: «<Categoría> en <Ubicación>» when not given. */
  titulo: textoOpcional(200, 'El título'),
  prioridad: z.enum(PRIORIDADES, { error: 'La prioridad es baja, media, alta o urgente.' }).default('media'),
};

/** POST crear_pedido: the reporter is the caller. */
export const pedidoManthosBody = z.object(camposPedido);
export type PedidoManthosBody = z.output<typeof pedidoManthosBody>;

/** POST crear_tarea_manthos: maintenance records a request somebody made by phone or in person. */
export const tareaManthosBody = z.object({ ...camposPedido, solicitante_id: idNumero('Indique quién pidió el arreglo.') });
export type TareaManthosBody = z.output<typeof tareaManthosBody>;

export const reabrirPedidoBody = z.object({
  motivo: z.string({ error: 'Indique por qué lo reabre.' }).trim().min(1, 'Indique por qué lo reabre.').max(1000, 'El motivo admite hasta 1000 caracteres.'),
});

export const misPedidosQuery = paginaOrdenadaPor(['created_at', 'estado'] as const).extend({
  estado: z.enum(ESTADOS_PEDIDO_MANTHOS, { error: 'El estado es recibido, en_curso, resuelto o cancelado.' }).optional(),
});
export type MisPedidosQuery = z.output<typeof misPedidosQuery>;

export const categoriasQuery = z.object({ filter: z.string().max(200).optional() });

/** GET solicitantes_manthos and ubicaciones_manthos: a search, or one by id (the selector's current value). */
export const solicitantesQuery = z.object({ filter: z.string().max(200).optional(), id: idCoercido().optional() });

// Replies.
export const categoriaManthos = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  color: z.string().nullable(),
  sector_id: z.number().nullable(),
  sector: z.string().nullable(),
});

export const pedidoManthosFila = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo_id: z.number(),
  categoria: z.string(),
  ubicacion_id: z.number().nullable(),
  ubicacion: z.string().nullable(),
  sector: z.string().nullable(),
  prioridad: z.enum(PRIORIDADES),
  estado_tarea: z.enum(ESTADOS_TAREA),
  estado: z.enum(ESTADOS_PEDIDO_MANTHOS),
  created_at: instante,
  /** When it was last done (null unless «resuelto»). */
  resuelto_at: instante.nullable(),
  /** Until when the reporter may reopen it (null unless «resuelto»). */
  reabrir_hasta: instante.nullable(),
  puede_reabrir: z.boolean(),
});

export const pedidoManthosDetalle = pedidoManthosFila.extend({
  descripcion: z.string().nullable(),
  motivo_cancelacion: z.string().nullable(),
  solicitante: z.string().nullable(),
  /** Who recorded it when it was not the reporter (maintenance, on the phone). */
  registrado_por: z.string().nullable(),
  historial: z.array(
    z.object({
      estado: z.enum(ESTADOS_PEDIDO_MANTHOS),
      autor: z.string().nullable(),
      detalle: z.string().nullable(),
      created_at: instante,
    }),
  ),
  fotos: z.array(itemMedia),
});

export const solicitante = z.object({ id: z.number(), nombre: z.string(), username: z.string() });
export const ubicacionManthos = z.object({ id: z.number(), nombre: z.string(), piso: z.string().nullable() });

export const respuestasManthos = {
  categorias: respuesta(z.array(categoriaManthos)),
  pedidos: respuestaLista(pedidoManthosFila),
  pedido: respuesta(pedidoManthosDetalle),
  solicitantes: respuesta(z.array(solicitante)),
  ubicaciones: respuesta(z.array(ubicacionManthos)),
  /** crear_tarea_manthos: the new task's id (maintenance opens it at tareas/{id}). */
  creada: respuesta(z.object({ id: z.number() })),
};

export type CategoriaManthos = Cable<typeof categoriaManthos>;
export type PedidoManthosFila = Cable<typeof pedidoManthosFila>;
export type PedidoManthosDetalle = Cable<typeof pedidoManthosDetalle>;
export type Solicitante = Cable<typeof solicitante>;
export type UbicacionManthos = Cable<typeof ubicacionManthos>;
