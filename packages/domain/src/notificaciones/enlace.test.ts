import { describe, expect, it } from 'vitest';
import { enlaceDe, leerEnlace } from './enlace';

describe('enlace de una notificación', () => {
  it('una ruta de Worknet con o sin # se guarda como /ruta', () => {
    expect(leerEnlace('#/novedad/12')).toEqual({ tipo: 'interno', ruta: '/novedad/12' });
    expect(leerEnlace('  /notificaciones/mensajes_sistema ')).toEqual({ tipo: 'interno', ruta: '/notificaciones/mensajes_sistema' });
    expect(leerEnlace('/rrhh/nomina?filtro=activos')).toEqual({ tipo: 'interno', ruta: '/rrhh/nomina?filtro=activos' });
  });

  it('una dirección http o https se guarda normalizada', () => {
    expect(leerEnlace('https://www.argentina.gob.ar/salud')).toEqual({ tipo: 'externo', url: 'https://www.argentina.gob.ar/salud' });
    expect(leerEnlace('HTTP://Ejemplo.com')).toEqual({ tipo: 'externo', url: 'http://ejemplo.com/' });
  });

  it('rechaza esquemas peligrosos, direcciones disfrazadas y textos que no son enlaces', () => {
    for (const v of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//otro.sitio/x',
      '#//otro.sitio',
      'https://usuario:clave@banco.com',
      'ftp://archivos.local',
      'https://',
      'novedad/12',
      '/ruta con espacios',
      '/x"onmouseover="alert(1)',
      '',
      '   ',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(leerEnlace(v), v).toBeNull();
    }
  });

  it('un enlace guardado se vuelve a validar al leerlo', () => {
    expect(enlaceDe('/novedad/3')).toEqual({ tipo: 'interno', ruta: '/novedad/3' });
    expect(enlaceDe('javascript:alert(1)')).toBeNull();
    expect(enlaceDe(null)).toBeNull();
  });
});
