import { describe, expect, it } from 'vitest';
import { guiaDatos, porcentajeLeido, versionBody } from './esquemas';

describe('porcentajeLeido', () => {
  it('redondea hacia abajo: 100 sólo cuando leyeron todos; sin audiencia, null', () => {
    expect(porcentajeLeido(1, 2)).toBe(50);
    expect(porcentajeLeido(199, 200)).toBe(99);
    expect(porcentajeLeido(200, 200)).toBe(100);
    expect(porcentajeLeido(0, 3)).toBe(0);
    expect(porcentajeLeido(5, 3)).toBe(100);
    expect(porcentajeLeido(0, 0)).toBeNull();
  });
});

describe('versionBody', () => {
  it('el texto exige contenido y descarta el archivo; el PDF exige el archivo y descarta el texto', () => {
    expect(versionBody.parse({ formato: 'texto', contenido: '<p>a</p>', archivo_id: 3, cambios: '  ' })).toEqual({
      formato: 'texto',
      contenido: '<p>a</p>',
      archivo_id: null,
      cambios: null,
    });
    expect(versionBody.parse({ formato: 'pdf', contenido: 'x', archivo_id: 3 })).toEqual({ formato: 'pdf', contenido: null, archivo_id: 3, cambios: null });
    expect(versionBody.safeParse({ formato: 'texto', contenido: '   ' }).error?.issues[0]?.message).toBe('Escriba el contenido de la guía.');
    expect(versionBody.safeParse({ formato: 'pdf' }).error?.issues[0]?.message).toBe('Adjunte el PDF de la guía.');
  });

  it('los sectores repetidos cuentan una vez y faltar el título se explica', () => {
    expect(guiaDatos.parse({ titulo: ' Caídas ', tipo_id: 1, sector_ids: [2, 2, 3] })).toEqual({ titulo: 'Caídas', tipo_id: 1, sector_ids: [2, 3] });
    expect(guiaDatos.safeParse({ tipo_id: 1 }).error?.issues[0]?.message).toBe('Indique el título.');
  });
});
