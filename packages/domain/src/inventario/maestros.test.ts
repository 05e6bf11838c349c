import { describe, expect, it } from 'vitest';
import { catalogoDepositoBody, cuit, errorValorAtributo, productoBody, proveedorBody, stockMinimo, stockMinimoBody } from './maestros';

describe('valores de atributos según su tipo', () => {
  it('número, fecha y lista se validan; texto acepta cualquier valor', () => {
    expect(errorValorAtributo('numero', '12', null)).toBeNull();
    expect(errorValorAtributo('numero', '12,5', null)).toBeNull();
    expect(errorValorAtributo('numero', '-0.25', null)).toBeNull();
    expect(errorValorAtributo('numero', 'doce', null)).toBe('Debe ser un número');
    expect(errorValorAtributo('fecha', '2026-02-28', null)).toBeNull();
    expect(errorValorAtributo('fecha', '2026-02-30', null)).toBe('Debe ser una fecha AAAA-MM-DD');
    expect(errorValorAtributo('lista', 'Azul', 'Rojo\r\nAzul\n')).toBeNull();
    expect(errorValorAtributo('lista', 'Verde', 'Rojo\nAzul')).toBe('Debe ser uno de: Rojo, Azul');
    expect(errorValorAtributo('texto', 'lo que sea', null)).toBeNull();
  });
});

describe('producto', () => {
  const base = { nombre_producto: ' Gasa ', categoria_id: '3' };

  it('completa los valores por defecto y acepta ids como texto', () => {
    expect(productoBody.parse(base)).toEqual({
      nombre_producto: 'Gasa',
      categoria_id: 3,
      unidad: 'unidad',
      controla_lote: false,
      controla_vencimiento: false,
      controla_serie: false,
      activo: true,
      atributos: [],
    });
  });

  it('rechaza un código de barras con espacios y un nombre vacío, en español', () => {
    const r = productoBody.safeParse({ ...base, nombre_producto: '', codigo_barras: '779 123' });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Es obligatorio', 'El código de barras admite sólo letras, números y guiones']);
  });

  it('rechaza un atributo repetido', () => {
    const atributos = [
      { atributo_id: 1, valor: 'a' },
      { atributo_id: 1, valor: 'b' },
    ];
    const r = productoBody.safeParse({ ...base, atributos });
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ['atributos', 1, 'atributo_id'], message: 'El atributo está repetido' })]);
  });
});

describe('proveedor y CUIT', () => {
  it('guarda el CUIT en once dígitos y rechaza el dígito verificador equivocado', () => {
    expect(cuit.parse('30-70918237-0')).toBe('30709182370');
    expect(cuit.safeParse('30-70918237-1').error?.issues[0]?.message).toMatch(/El CUIT no es válido/);
    expect(cuit.safeParse(undefined).error?.issues[0]?.message).toBe('Es obligatorio');
  });

  it('pide la condición frente al IVA y un correo válido', () => {
    const r = proveedorBody.safeParse({ razon_social: 'X', cuit: '30-70918237-0', condicion_iva: 'otra', contacto_email: 'x' });
    expect(r.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['Elija la condición frente al IVA', 'Ingrese un correo electrónico válido']));
  });
});

describe('depósito: catálogo y stock mínimo', () => {
  it('el catálogo quita repetidos y no deja agregar y quitar el mismo producto', () => {
    expect(catalogoDepositoBody.parse({ productosAgregados: [1, 1, 2] })).toEqual({ productosAgregados: [1, 2], productosQuitados: [] });
    expect(catalogoDepositoBody.safeParse({ productosAgregados: [1], productosQuitados: [1] }).error?.issues[0]?.message).toBe(
      'Un producto no puede agregarse y quitarse a la vez',
    );
  });

  it('el stock mínimo es cero o más, con hasta tres decimales; null lo borra', () => {
    expect(stockMinimo.parse(0)).toBe(0);
    expect(stockMinimo.parse(12.125)).toBe(12.125);
    expect(stockMinimo.parse(null)).toBeNull();
    expect(stockMinimo.safeParse(-1).error?.issues[0]?.message).toBe('El stock mínimo no puede ser negativo');
    expect(stockMinimo.safeParse(1.0001).error?.issues[0]?.message).toBe('Admite hasta tres decimales');
    expect(stockMinimoBody.safeParse({ producto_id: 'x', stock_minimo: 1 }).success).toBe(false);
  });
});
