import type { TipoDocumento } from './lineas';

/** The words of each kind of document, so one list and one form serve the three. */
export const TEXTOS_TIPO: Record<TipoDocumento, { titulo: string; uno: string; nuevo: string; articulo: 'el' | 'la'; vacio: string; explicacion: string }> = {
  ingreso: {
    titulo: 'Ingresos',
    uno: 'Ingreso',
    nuevo: 'Nuevo ingreso',
    articulo: 'el',
    vacio: 'No hay ingresos',
    explicacion: 'Un ingreso registra lo que llega a un depósito (de un proveedor, con su remito o factura): al confirmarlo, suma stock.',
  },
  egreso: {
    titulo: 'Egresos',
    uno: 'Egreso',
    nuevo: 'Nuevo egreso',
    articulo: 'el',
    vacio: 'No hay egresos',
    explicacion: 'Un egreso registra lo que sale de un depósito (a un sector, a un paciente, por vencimiento o rotura): al confirmarlo, resta stock.',
  },
  movimiento: {
    titulo: 'Movimientos',
    uno: 'Movimiento',
    nuevo: 'Nuevo movimiento',
    articulo: 'el',
    vacio: 'No hay movimientos',
    explicacion: 'Un movimiento pasa stock de un depósito a otro: al confirmarlo, resta en el origen y suma en el destino.',
  },
};

export const ETIQUETA_ESTADO = { borrador: 'Borrador', confirmado: 'Confirmado' } as const;
