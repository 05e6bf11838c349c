import { describe, expect, it } from 'vitest';
import { actualizarMediaBody, mediaPorModeloQuery, subidaMediaCampos, tiposMediaQuery } from './esquemas';

describe('esquemas de media', () => {
  it('los campos de la subida llegan como texto: se convierten y los vacíos quedan ausentes', () => {
    expect(subidaMediaCampos.parse({ tipo_id: '3', modulo: 'novedades', modelo: 'novedad', modelo_id: '', descripcion: '', orden: '' })).toEqual({
      tipo_id: 3,
      modulo: 'novedades',
      modelo: 'novedad',
      orden: 0,
    });
    expect(subidaMediaCampos.parse({ tipo_id: '3', modulo: 'n', modelo: 'm', modelo_id: '12', orden: '4' })).toMatchObject({ modelo_id: 12, orden: 4 });
    expect(subidaMediaCampos.safeParse({ tipo_id: '3', modulo: 'n', modelo: 'm', modelo_id: 'null' }).success).toBe(true);
  });

  it('rechaza tipo ausente, orden negativo y módulo vacío', () => {
    const r = subidaMediaCampos.safeParse({ modulo: ' ', modelo: 'm', orden: '-1' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['modulo', 'orden', 'tipo_id']);
  });

  it('deleted_at vale null por defecto y sólo admite null, true o todos', () => {
    expect(tiposMediaQuery.parse({}).deleted_at).toBe('null');
    expect(mediaPorModeloQuery.parse({ modelo: 'novedad', deleted_at: 'todos' }).deleted_at).toBe('todos');
    expect(tiposMediaQuery.safeParse({ deleted_at: '2026-01-01' }).success).toBe(false);
  });

  it('el PUT acepta una fecha o true para eliminar y null para restaurar', () => {
    expect(actualizarMediaBody.parse({ deleted_at: '2026-11-21T10:00:00-03:00' }).deleted_at).toBe('2026-11-21T10:00:00-03:00');
    expect(actualizarMediaBody.parse({ deleted_at: true }).deleted_at).toBe(true);
    expect(actualizarMediaBody.parse({ deleted_at: null }).deleted_at).toBeNull();
    expect(actualizarMediaBody.safeParse({ deleted_at: 'ayer' }).success).toBe(false);
    expect(actualizarMediaBody.safeParse({ orden: 1.5 }).success).toBe(false);
  });
});
