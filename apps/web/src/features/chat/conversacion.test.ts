import { describe, expect, it } from 'vitest';
import type { MensajeChat, PaginaConversacion, Participante } from '@worknet/domain/chat/esquemas';
import {
  anexarMensaje,
  avanzarVisto,
  conCantidad,
  conPresencia,
  conSeparadores,
  estadoDe,
  horaDe,
  iniciales,
  marcarEliminado,
  marcarEntregado,
  mensajesEnOrden,
  ordenarContactos,
  resumenUltimo,
  vistoHasta,
  type Paginas,
} from './conversacion';

// 2026-12-03 10:00 in Buenos Aires (UTC-3).
const AHORA = Date.UTC(2026, 11, 3, 13, 0, 0);
const MIN = 60_000;

function mensaje(id: number, extra: Partial<MensajeChat> = {}): MensajeChat {
  return {
    id,
    conversacion_id: 1,
    fromJID: 'ana@worknet',
    toJID: 'beto@worknet',
    nombre: 'Ana Pérez',
    body: `mensaje ${id}`,
    sentDate: AHORA - (100 - id) * MIN,
    created_at: new Date(AHORA - (100 - id) * MIN).toISOString(),
    eliminado: false,
    propio: true,
    entregado: false,
    visto: false,
    adjuntos: [],
    ...extra,
  };
}

function pagina(mensajes: MensajeChat[], extra: Partial<PaginaConversacion> = {}): PaginaConversacion {
  return { conversacion_id: 1, tipo: 'directa', fromJID: 'beto@worknet', nombre: 'Beto', mensajes, cursor: null, leido_hasta: 0, visto_hasta: 0, ...extra };
}

const datos = (...pages: PaginaConversacion[]): Paginas => ({ pages, pageParams: pages.map(() => null) });

describe('la conversación abierta', () => {
  it('junta las páginas (la más nueva primero) en orden de llegada, sin repetir', () => {
    const d = datos(pagina([mensaje(5), mensaje(4)]), pagina([mensaje(4), mensaje(3)]));
    expect(mensajesEnOrden(d).map((m) => m.id)).toEqual([3, 4, 5]);
    expect(mensajesEnOrden(undefined)).toEqual([]);
  });

  it('un mensaje en vivo se anexa una sola vez (vuelve también por el propio envío)', () => {
    const d = datos(pagina([mensaje(5)]));
    const una = anexarMensaje(d, mensaje(6));
    expect(mensajesEnOrden(una).map((m) => m.id)).toEqual([5, 6]);
    expect(anexarMensaje(una, mensaje(6))).toBe(una);
    expect(anexarMensaje(undefined, mensaje(6))).toBeUndefined();
  });

  it('una conversación abierta antes de su primer mensaje (id 0) toma el id del mensaje', () => {
    const nueva = datos(pagina([], { conversacion_id: 0 }));
    expect(anexarMensaje(nueva, mensaje(1, { conversacion_id: 12 }))!.pages[0]!.conversacion_id).toBe(12);
    expect(anexarMensaje(datos(pagina([])), mensaje(2, { conversacion_id: 12 }))!.pages[0]!.conversacion_id).toBe(1);
  });

  it('un mensaje eliminado conserva su lugar sin texto ni adjuntos', () => {
    const d = datos(
      pagina([
        mensaje(5, { adjuntos: [{ id: 1, nombre: 'a.pdf', content_type: 'application/pdf', tamano: 1, url: 'u', miniatura_url: null, mediana_url: null }] }),
      ]),
    );
    const [m] = mensajesEnOrden(marcarEliminado(d, 5));
    expect(m).toMatchObject({ id: 5, eliminado: true, body: '', adjuntos: [] });
  });

  it('«visto» sale del puntero del otro, que sólo avanza', () => {
    const d = datos(pagina([mensaje(5), mensaje(4)], { visto_hasta: 4 }));
    const [cuatro, cinco] = mensajesEnOrden(d);
    expect(estadoDe(cuatro!, vistoHasta(d))).toBe('visto');
    expect(estadoDe(cinco!, vistoHasta(d))).toBe('enviado');
    const despues = avanzarVisto(d, 5);
    expect(vistoHasta(despues)).toBe(5);
    expect(vistoHasta(avanzarVisto(despues, 3))).toBe(5);
    expect(estadoDe(cinco!, vistoHasta(despues))).toBe('visto');
  });

  it('entregado marca los propios hasta el puntero', () => {
    const d = datos(pagina([mensaje(6), mensaje(5, { propio: false }), mensaje(4)]));
    const m = mensajesEnOrden(marcarEntregado(d, 5));
    expect(m.map((x) => [x.id, x.entregado])).toEqual([
      [4, true],
      [5, false],
      [6, false],
    ]);
    expect(estadoDe(m[0]!, 0)).toBe('entregado');
  });
});

describe('separadores de día y horas', () => {
  it('un separador antes del primer mensaje de cada día: Hoy, Ayer o DD/MM/YYYY', () => {
    const hoy = mensaje(2, { sentDate: AHORA - 5 * MIN });
    const ayer = mensaje(1, { sentDate: AHORA - 24 * 60 * MIN });
    const antes = mensaje(0, { sentDate: Date.UTC(2026, 10, 20, 15, 0) });
    const otroHoy = mensaje(3, { sentDate: AHORA - MIN });
    const r = conSeparadores([antes, ayer, hoy, otroHoy], AHORA);
    expect(r.map((x) => (x.tipo === 'dia' ? x.texto : x.mensaje.id))).toEqual(['20/11/2026', 0, 'Ayer', 1, 'Hoy', 2, 3]);
  });

  it('el día es el de Buenos Aires: las 23:30 del día anterior no son «Hoy»', () => {
    // 02:30 UTC of the 3rd is 23:30 of the 2nd in Buenos Aires.
    const r = conSeparadores([mensaje(1, { sentDate: Date.UTC(2026, 11, 3, 2, 30) })], AHORA);
    expect(r[0]).toMatchObject({ tipo: 'dia', texto: 'Ayer' });
  });

  it('la hora es la relativa del dominio mientras la hay, después HH:mm', () => {
    expect(horaDe(AHORA - 10_000, AHORA)).toBe('Hace instantes.');
    expect(horaDe(AHORA - 5 * MIN, AHORA)).toBe('Hace 5 minutos.');
    expect(horaDe(Date.UTC(2026, 10, 20, 15, 7), AHORA)).toBe('12:07');
  });
});

describe('la lista de participantes', () => {
  const p = (extra: Partial<Participante>): Participante => ({
    conversacion_id: 1,
    tipo: 'directa',
    fromJID: 'ana@worknet',
    nombre: 'Ana',
    cantidad: 0,
    usuario_id: 7,
    sector_id: null,
    en_linea: false,
    ultimo: null,
    ...extra,
  });

  it('la presencia y la cuenta propia cambian sólo su entrada; la cuenta nunca baja de cero', () => {
    const l = [p({}), p({ conversacion_id: 2, usuario_id: 8, fromJID: 'beto@worknet', cantidad: 3 })];
    expect(conPresencia(l, 7, true)!.map((x) => x.en_linea)).toEqual([true, false]);
    expect(conCantidad(l, 2, -1)!.map((x) => x.cantidad)).toEqual([0, 0]);
    expect(conCantidad(l, 2, 1)!.map((x) => x.cantidad)).toEqual([0, 1]);
  });

  it('el resumen del último mensaje', () => {
    const ultimo = { id: 1, fromJID: 'yo@worknet', body: 'Hola', sentDate: AHORA, eliminado: false, adjuntos: 0 };
    expect(resumenUltimo(p({ ultimo }), 'yo@worknet')).toBe('Usted: Hola');
    expect(resumenUltimo(p({ ultimo: { ...ultimo, fromJID: 'ana@worknet' } }), 'yo@worknet')).toBe('Hola');
    expect(resumenUltimo(p({ ultimo: { ...ultimo, body: '', adjuntos: 2 } }), null)).toBe('2 archivos adjuntos');
    expect(resumenUltimo(p({ ultimo: { ...ultimo, eliminado: true } }), null)).toBe('Mensaje eliminado');
    expect(resumenUltimo(p({}), null)).toBe('Sin mensajes todavía');
  });

  it('los contactos en línea primero, después por nombre', () => {
    const l = ordenarContactos([
      { nombre: 'Zoe', en_linea: true },
      { nombre: 'Ana', en_linea: false },
      { nombre: 'Beto', en_linea: true },
    ]);
    expect(l.map((x) => x.nombre)).toEqual(['Beto', 'Zoe', 'Ana']);
  });

  it('iniciales', () => {
    expect(iniciales('Ana Pérez')).toBe('AP');
    expect(iniciales('Pérez, Ana María')).toBe('PM');
    expect(iniciales('beto')).toBe('BE');
    expect(iniciales('')).toBe('?');
  });
});
