import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { idsBody, mensajesSistemaFiltro, notificacionNueva } from './esquemas';

z.config(z.locales.es());

const errores = (r: { success: boolean; error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('notificacionNueva', () => {
  it('acepta una notificación para todos y descarta los ids', () => {
    const r = notificacionNueva.parse({ titulo: ' Corte de luz ', texto: 'Mañana de 8 a 9.', audiencia: 'todos', ids: [4] });
    expect(r).toEqual({ titulo: 'Corte de luz', texto: 'Mañana de 8 a 9.', enlace: null, audiencia: 'todos', ids: [] });
  });

  it('ordena y quita repetidos de los ids, y guarda el enlace normalizado', () => {
    const r = notificacionNueva.parse({ titulo: 'T', texto: 'X', audiencia: 'grupos', ids: [3, 1, 3], enlace: '#/novedad/7' });
    expect(r).toMatchObject({ ids: [1, 3], enlace: '/novedad/7' });
  });

  it('sin destinatarios para usuarios, grupos o sectores pide elegir al menos uno', () => {
    expect(errores(notificacionNueva.safeParse({ titulo: 'T', texto: 'X', audiencia: 'usuarios', ids: [] }))).toEqual(['ids: Elija al menos un usuario.']);
    expect(errores(notificacionNueva.safeParse({ titulo: 'T', texto: 'X', audiencia: 'grupos' }))).toEqual(['ids: Elija al menos un grupo.']);
    expect(errores(notificacionNueva.safeParse({ titulo: 'T', texto: 'X', audiencia: 'sectores' }))).toEqual(['ids: Elija al menos un sector.']);
  });

  it('explica en español cada campo inválido', () => {
    const r = notificacionNueva.safeParse({ titulo: '  ', texto: 'x'.repeat(2001), audiencia: 'vecinos', enlace: 'javascript:alert(1)' });
    expect(errores(r)).toEqual([
      'titulo: Ingrese el título.',
      'texto: El texto admite hasta 2000 caracteres.',
      'enlace: El enlace debe ser una ruta de Worknet (por ejemplo #/novedad/12) o una dirección que empiece con http:// o https://.',
      'audiencia: Elija a quién enviarla: todos, usuarios, grupos o sectores.',
    ]);
  });
});

describe('ids de las llamadas masivas y filtros', () => {
  it('ids: al menos uno, sin repetir', () => {
    expect(idsBody.parse({ ids: [5, 5, 2] })).toEqual({ ids: [5, 2] });
    expect(errores(idsBody.safeParse({ ids: [] }))).toEqual(['ids: Elija al menos un mensaje.']);
    expect(idsBody.safeParse({ ids: [0] }).success).toBe(false);
    expect(idsBody.safeParse({}).success).toBe(false);
  });

  it('el filtro de mensajes del sistema convierte leido y valida las fechas', () => {
    expect(mensajesSistemaFiltro.parse({ leido: '0', desde: '2026-11-01' })).toMatchObject({ leido: 0, desde: '2026-11-01', skip: 0, limit: 50 });
    expect(mensajesSistemaFiltro.safeParse({ leido: '2' }).success).toBe(false);
    expect(mensajesSistemaFiltro.safeParse({ desde: '01/11/2026' }).success).toBe(false);
  });
});
