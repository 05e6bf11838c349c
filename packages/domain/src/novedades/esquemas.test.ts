import { describe, expect, it } from 'vitest';
import { adminNovedadesQuery, novedadDatos } from './esquemas';

const mensajes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('novedadDatos', () => {
  it('completa lo que falta: para todos, borrador, sin fijar, textos vacíos como null', () => {
    const r = novedadDatos.parse({ titulo: '  Aviso  ', resumen: '   ', video_url: '' });
    expect(r).toMatchObject({
      titulo: 'Aviso',
      resumen: null,
      video_url: null,
      cuerpo: '',
      audiencia: 'todos',
      publicada: false,
      fijada: false,
      sectores: [],
      grupos: [],
      adjuntos: [],
      portada_id: null,
      fecha_publicacion: null,
    });
  });

  it('el título es obligatorio y tiene máximo', () => {
    expect(mensajes(novedadDatos.safeParse({}))).toContain('titulo: El título es obligatorio');
    expect(mensajes(novedadDatos.safeParse({ titulo: '  ' }))).toContain('titulo: El título es obligatorio');
    expect(mensajes(novedadDatos.safeParse({ titulo: 'x'.repeat(151) }))).toContain('titulo: El título admite hasta 150 caracteres');
  });

  it('audiencia por sectores o grupos exige al menos uno', () => {
    expect(mensajes(novedadDatos.safeParse({ titulo: 'A', audiencia: 'sectores' }))).toEqual(['sectores: Elija al menos un sector']);
    expect(mensajes(novedadDatos.safeParse({ titulo: 'A', audiencia: 'grupos', sectores: [1] }))).toEqual(['grupos: Elija al menos un grupo']);
    expect(novedadDatos.safeParse({ titulo: 'A', audiencia: 'grupos', grupos: [1] }).success).toBe(true);
  });

  it('el video debe ser de YouTube', () => {
    expect(mensajes(novedadDatos.safeParse({ titulo: 'A', video_url: 'https://vimeo.com/1' }))[0]).toMatch(
      /^video_url: El video debe ser un enlace de YouTube/,
    );
    expect(novedadDatos.safeParse({ titulo: 'A', video_url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
  });

  it('la fecha de publicación es una fecha ISO con zona', () => {
    expect(mensajes(novedadDatos.safeParse({ titulo: 'A', fecha_publicacion: '21/11/2026' }))).toEqual(['fecha_publicacion: Ingrese una fecha y hora válidas']);
    expect(novedadDatos.safeParse({ titulo: 'A', fecha_publicacion: '2026-11-21T10:00:00-03:00' }).success).toBe(true);
  });
});

describe('adminNovedadesQuery', () => {
  it('sólo acepta los estados y órdenes conocidos', () => {
    expect(adminNovedadesQuery.safeParse({ estado: 'programada', sortBy: 'titulo' }).success).toBe(true);
    expect(adminNovedadesQuery.safeParse({ estado: 'archivada' }).success).toBe(false);
    expect(adminNovedadesQuery.safeParse({ sortBy: 'cuerpo; drop table' }).success).toBe(false);
  });
});
