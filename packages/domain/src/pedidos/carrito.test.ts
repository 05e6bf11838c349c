import { describe, expect, it } from 'vitest';
import { agregarAlCarrito, MENSAJE_CARRITO_VACIO, mensajeAgregado, problemaDeEnvio, type LineaCarrito } from './carrito';

const gasas: LineaCarrito = { producto_id: 7, nombre: 'Gasas estériles', cantidad: 3 };

describe('carrito de compras', () => {
  it('agrega al final un producto que no estaba', () => {
    const r = agregarAlCarrito([gasas], { producto_id: 8, nombre: 'Guantes', cantidad: 2 });
    expect(r).toEqual({ tipo: 'nuevo', linea: { producto_id: 8, nombre: 'Guantes', cantidad: 2 } });
    expect(mensajeAgregado(r)).toBe('«Guantes» agregado al pedido (cantidad 2).');
  });

  it('un producto que ya estaba sube su cantidad en 1, pida lo que pida la línea nueva', () => {
    const r = agregarAlCarrito([{ producto_id: 1, nombre: 'Alcohol', cantidad: 1 }, gasas], { ...gasas, cantidad: 10 });
    expect(r).toEqual({ tipo: 'sumado', indice: 1, linea: { ...gasas, cantidad: 4 } });
    expect(mensajeAgregado(r)).toBe('«Gasas estériles» ya estaba en el pedido: ahora la cantidad es 4.');
  });

  it('los ítems libres no se juntan aunque se llamen igual', () => {
    const libre: LineaCarrito = { producto_id: null, nombre: 'Silla de ruedas', cantidad: 1 };
    expect(agregarAlCarrito([libre], { ...libre }).tipo).toBe('nuevo');
  });

  it('rechaza enviar un carrito vacío con el texto de la especificación', () => {
    expect(problemaDeEnvio([])).toBe(MENSAJE_CARRITO_VACIO);
    expect(MENSAJE_CARRITO_VACIO).toBe('Oops!! por favor ingresa productos al pedido para continuar');
    expect(problemaDeEnvio([gasas])).toBeNull();
  });

  it('la cantidad con decimales se muestra con coma', () => {
    const r = agregarAlCarrito([{ ...gasas, cantidad: 1.5 }], gasas);
    expect(mensajeAgregado(r)).toContain('ahora la cantidad es 2,5');
  });
});
