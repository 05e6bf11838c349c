import { describe, expect, it } from 'vitest';
import { claveColumnas, COLUMNAS_POR_DEFECTO, guardarColumnas, leerColumnas, normalizarColumnas } from './columnas';

describe('columnas elegidas, recordadas por usuario', () => {
  it('sin nada guardado (o sin usuario todavía): las columnas por defecto', () => {
    expect(leerColumnas(7)).toEqual(COLUMNAS_POR_DEFECTO);
    expect(leerColumnas(undefined)).toEqual(COLUMNAS_POR_DEFECTO);
  });

  it('cada usuario tiene la suya en este navegador', () => {
    guardarColumnas(7, ['sector', 'apellido_nombre']);
    guardarColumnas(8, ['dni']);
    // Always in the table's order, whatever order they were ticked in.
    expect(leerColumnas(7)).toEqual(['apellido_nombre', 'sector']);
    expect(leerColumnas(8)).toEqual(['dni']);
    expect(window.localStorage.getItem(claveColumnas(7))).toBe('["apellido_nombre","sector"]');
  });

  it('antes de conocer al usuario no se guarda nada', () => {
    expect(guardarColumnas(undefined, ['dni'])).toEqual(['dni']);
    expect(window.localStorage.length).toBe(0);
  });

  it('lo guardado roto, vacío o con columnas que ya no existen no rompe la pantalla', () => {
    window.localStorage.setItem(claveColumnas(7), '{no es json');
    expect(leerColumnas(7)).toEqual(COLUMNAS_POR_DEFECTO);
    window.localStorage.setItem(claveColumnas(7), '[]');
    expect(leerColumnas(7)).toEqual(COLUMNAS_POR_DEFECTO);
    window.localStorage.setItem(claveColumnas(7), '["password_hash","edad","edad"]');
    expect(leerColumnas(7)).toEqual(['edad']);
    expect(normalizarColumnas('dni')).toBeNull();
  });

  it('quitar todas deja las de por defecto (siempre queda al menos una)', () => {
    expect(guardarColumnas(7, [])).toEqual(COLUMNAS_POR_DEFECTO);
  });
});
