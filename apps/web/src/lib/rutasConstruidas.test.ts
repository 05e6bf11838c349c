import { describe, expect, it } from 'vitest';
import { esRutaConstruida, registrarRutasConstruidas, rutaDeEntrada } from './rutasConstruidas';

describe('rutas construidas', () => {
  it('solo reconoce las rutas montadas, con parámetros', () => {
    registrarRutasConstruidas(['opciones', 'rrhh/persona/:id']);
    expect(esRutaConstruida('opciones')).toBe(true);
    expect(esRutaConstruida('/opciones')).toBe(true);
    expect(esRutaConstruida('#/opciones?x=1')).toBe(true);
    expect(esRutaConstruida('rrhh/persona/12')).toBe(true);
    expect(esRutaConstruida('rrhh/dashboard')).toBe(false);
    expect(esRutaConstruida('chat')).toBe(false);
    expect(rutaDeEntrada('#/opciones')).toBe('/opciones');
  });
});
