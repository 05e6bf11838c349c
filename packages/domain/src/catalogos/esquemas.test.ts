import { describe, expect, it } from 'vitest';
import { esquemasDe } from './esquemas';
import { conArticulo, definirCatalogo, indefinido } from './motor';
import { catalogoPorClave } from './registro';

const prueba = definirCatalogo({
  clave: 'prueba',
  grupo: 'rrhh',
  singular: 'Cosa',
  plural: 'Cosas',
  femenino: true,
  campos: {
    nombre: { tipo: 'texto', etiqueta: 'Nombre', requerido: true, max: 10 },
    nota: { tipo: 'texto', etiqueta: 'Nota' },
    activo: { tipo: 'booleano', etiqueta: 'Activo' },
    cuit: { tipo: 'cuit', etiqueta: 'CUIT' },
    monto: { tipo: 'dinero', etiqueta: 'Monto' },
    dias: { tipo: 'numero', etiqueta: 'Días', min: 1, max: 30 },
    peso: { tipo: 'numero', etiqueta: 'Peso', decimales: 2 },
    cantidad: { tipo: 'numero', etiqueta: 'Cantidad' },
    desde: { tipo: 'fecha', etiqueta: 'Desde' },
    sectores: { tipo: 'referencias', a: 'sector', etiqueta: 'Sectores' },
    color: { tipo: 'color', etiqueta: 'Color' },
  },
  columnas: ['nombre'],
});

const errores = (v: unknown) => {
  const r = esquemasDe(prueba).alta.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('esquemas de un catálogo', () => {
  it('un campo obligatorio vacío dice «Es obligatorio»; un texto vacío opcional se guarda como null', () => {
    expect(errores({ nombre: '' })).toEqual({ nombre: 'Es obligatorio' });
    expect(errores({ nombre: '   ' })).toEqual({ nombre: 'Es obligatorio' });
    expect(esquemasDe(prueba).alta.parse({ nombre: 'Uno', nota: '' })).toMatchObject({ nombre: 'Uno', nota: null, activo: false, sectores: [] });
  });

  it('cada tipo valida con un mensaje en español', () => {
    expect(errores({ nombre: 'x'.repeat(11) })).toEqual({ nombre: 'Admite hasta 10 caracteres' });
    expect(errores({ nombre: 'a', cuit: '20-12345678-5' })).toEqual({ cuit: 'El CUIT no es válido (revise el dígito verificador)' });
    expect(errores({ nombre: 'a', dias: 0 })).toEqual({ dias: 'Debe ser al menos 1' });
    expect(errores({ nombre: 'a', dias: 2.5 })).toEqual({ dias: 'Ingrese un número entero' });
    expect(errores({ nombre: 'a', peso: 1.234 })).toEqual({ peso: 'Admite hasta 2 decimales' });
    // Without a declared bound, the column's own (integer; numeric(14, 2)): the database never sees an overflow.
    expect(errores({ nombre: 'a', cantidad: 2147483648 })).toEqual({ cantidad: 'Debe ser como máximo 2.147.483.647' });
    expect(errores({ nombre: 'a', cantidad: -2147483648 })).toEqual({ cantidad: 'Debe ser al menos -2.147.483.647' });
    expect(errores({ nombre: 'a', peso: 1e12 })).toEqual({ peso: 'Debe ser como máximo 999.999.999.999,99' });
    expect(errores({ nombre: 'a', cantidad: 2147483647, peso: 999999999999.99 })).toEqual({});
    expect(errores({ nombre: 'a', monto: -1 })).toEqual({ monto: 'El importe no puede ser negativo' });
    expect(errores({ nombre: 'a', desde: '2026-02-30' })).toEqual({ desde: 'Ingrese una fecha válida' });
    expect(errores({ nombre: 'a', color: 'rojo' })).toEqual({ color: 'Elija un color (#RRGGBB)' });
  });

  it('normaliza: CUIT con guiones y montos a dos decimales', () => {
    // Money leaves as its decimal string (issue 38, item 3), from a number or a string.
    expect(esquemasDe(prueba).alta.parse({ nombre: 'a', cuit: '33693450239', monto: 10.005 })).toMatchObject({ cuit: '33-69345023-9', monto: '10.01' });
    expect(esquemasDe(prueba).alta.parse({ nombre: 'a', monto: '1234.5' })).toMatchObject({ monto: '1234.50' });
  });

  it('la edición es parcial y sin valores por defecto: lo que no se envía no cambia', () => {
    expect(esquemasDe(prueba).edicion.parse({ nota: 'x' })).toEqual({ nota: 'x' });
  });

  it('los campos derivados no se piden y las reglas entre campos se aplican (período)', () => {
    const periodo = catalogoPorClave('periodo')!;
    const r = esquemasDe(periodo).alta.safeParse({ anio: 2026, mes: 11, desde: '2026-11-30', hasta: '2026-11-01', estado: 'abierto', nombre: 'ignorado' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['hasta', 'No puede ser anterior a «Desde»']]);
    const ok = esquemasDe(periodo).alta.parse({ anio: 2026, mes: 11, desde: '2026-11-01', hasta: '2026-11-30', estado: 'abierto' });
    expect(ok).not.toHaveProperty('nombre');
    expect(periodo.derivados!.calcular(ok)).toEqual({ nombre: '2026-11' });
  });

  it('los mensajes nombran el catálogo con su artículo, sin achicar siglas', () => {
    expect(conArticulo(prueba)).toBe('la cosa');
    expect(indefinido(catalogoPorClave('art')!)).toBe('una ART');
    expect(conArticulo(catalogoPorClave('puesto')!)).toBe('el puesto');
  });
});
