import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { aplanarGrupos, conListas, erroresDeZod, erroresDelServidor, mostrarErroresDeCampo } from './erroresDeCampo';

describe('errores de zod como errores de campo', () => {
  it('agrupa por el primer tramo de la ruta, sin repetir mensajes', () => {
    expect(
      erroresDeZod([
        { path: ['nombre'], message: 'Es obligatorio' },
        { path: ['hasta'], message: 'No puede ser anterior a «Desde»' },
        { path: ['nombre'], message: 'Es obligatorio' },
        { path: ['sector_ids', 0], message: 'Elija opciones de la lista' },
        { path: [], message: 'sin campo' },
      ]),
    ).toEqual([
      { name: 'nombre', errors: ['Es obligatorio'] },
      { name: 'hasta', errors: ['No puede ser anterior a «Desde»'] },
      { name: 'sector_ids', errors: ['Elija opciones de la lista'] },
    ]);
  });

  it('otra correspondencia de rutas agrupa por el nombre que devuelve', () => {
    const aCampo = aplanarGrupos('domicilio');
    expect(
      erroresDeZod(
        [
          { path: ['domicilio', 'calle'], message: 'Es obligatorio' },
          { path: ['checklist', 2], message: 'Indique el paso' },
          { path: ['calle'], message: 'Admite hasta 10 caracteres' },
        ],
        aCampo,
      ),
    ).toEqual([
      { name: 'calle', errors: ['Es obligatorio', 'Admite hasta 10 caracteres'] },
      { name: 'checklist', errors: ['Indique el paso'] },
    ]);
    expect(erroresDeZod([{ path: ['checklist', 2], message: 'x' }], (r) => ['checklist', Number(r[1])])).toEqual([{ name: ['checklist', 2], errors: ['x'] }]);
  });
});

describe('errores que devuelve el servidor', () => {
  const cuerpo = (campos: unknown) => ({ success: false, message: 'Revise los datos', code: 400, data: { campos } });

  it('un 400 con data.campos se vuelve errores de campo', () => {
    const error = new ApiError('Revise los datos', 400, 'servidor', 4, 'Revise los datos', cuerpo([{ campo: 'nombre', mensaje: 'Ya existe' }]));
    expect(erroresDelServidor(error)).toEqual([{ name: 'nombre', errors: ['Ya existe'] }]);
  });

  it('una ruta anidada del validador marca el campo del formulario', () => {
    const error = new ApiError('Hay errores', 400, 'servidor', 4, 'Hay errores', cuerpo([{ campo: 'sector_ids.0', mensaje: 'Invalid input' }]));
    expect(erroresDelServidor(error)).toEqual([{ name: 'sector_ids', errors: ['Invalid input'] }]);
  });

  it('un 409 o un error de conexión no marca campos (ya hubo aviso)', () => {
    expect(erroresDelServidor(new ApiError('Ya existe', 409, 'servidor', 4, 'Ya existe', cuerpo([{ campo: 'nombre', mensaje: 'x' }])))).toEqual([]);
    expect(erroresDelServidor(new ApiError('Sin conexión', 0, 'conexion', 4))).toEqual([]);
    expect(erroresDelServidor(new Error('otra cosa'))).toEqual([]);
  });
});

describe('correspondencias de rutas', () => {
  it('una línea de un Form.List recibe su error en su campo; la lista entera, en su nombre', () => {
    const aCampo = conListas('items');
    expect(aCampo(['items', '2', 'cantidad'])).toEqual(['items', 2, 'cantidad']);
    expect(aCampo(['items', 0, 'producto_id'])).toEqual(['items', 0, 'producto_id']);
    expect(aCampo(['items'])).toBe('items');
    expect(aCampo(['deposito_id'])).toBe('deposito_id');
    expect(aCampo([''])).toBeNull();
  });

  it('un grupo aplanado nombra el campo de adentro; fuera del grupo, la primera parte', () => {
    const aCampo = aplanarGrupos('version');
    expect(aCampo(['version', 'contenido'])).toBe('contenido');
    expect(aCampo(['version'])).toBe('version');
    expect(aCampo(['sector_ids', '0'])).toBe('sector_ids');
  });
});

describe('mostrar los errores en el formulario', () => {
  const error = new ApiError('Hay errores', 400, 'servidor', 4, 'Hay errores', {
    success: false,
    data: {
      campos: [
        { campo: 'nombre', mensaje: 'Ya existe' },
        { campo: '', mensaje: 'Sin campo' },
      ],
    },
  });

  it('marca los campos de un 400 y dice que marcó', () => {
    const marcados: unknown[] = [];
    const form = { setFields: (f: unknown[]) => void marcados.push(...f) };
    expect(mostrarErroresDeCampo(form, error)).toBe(true);
    expect(marcados).toEqual([{ name: 'nombre', errors: ['Ya existe'] }]);
  });

  it('un error sin campos no toca el formulario (queda el aviso)', () => {
    const form = { setFields: () => expect.unreachable('no debía marcar campos') };
    expect(mostrarErroresDeCampo(form, new ApiError('Ya existe', 409, 'servidor', 4, 'Ya existe'))).toBe(false);
  });
});
