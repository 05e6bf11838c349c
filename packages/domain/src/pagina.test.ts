import { describe, expect, it } from 'vitest';
import { consultaDe } from './catalogos/consulta';
import { catalogoPorClave } from './catalogos/registro';
import { LIMITE_PAGINA, paginaQuery } from './http';
import { mensajesSistemaFiltro, notificacionesQuery } from './notificaciones/esquemas';
import { adminNovedadesQuery, feedQuery } from './novedades/esquemas';
import { consultaNomina } from './rrhh/nomina-esquemas';
import { auditoriaQuery, logAccesoQuery, usuarioMetaQuery } from './usuarios';

// One paging rule: every list's query comes from paginaQuery, so every list caps a
// page at the same LIMITE_PAGINA rows, and a sortBy outside its columns is a 400.
const LISTAS = {
  paginaQuery,
  usuarioMetaQuery,
  auditoriaQuery,
  logAccesoQuery,
  adminNovedadesQuery,
  feedQuery,
  consultaNomina,
  notificacionesQuery,
  mensajesSistemaFiltro,
  catalogo: consultaDe(catalogoPorClave('provincia')!),
};

describe('paginado de las listas', () => {
  it(`toda lista acepta hasta ${LIMITE_PAGINA} filas por página y rechaza una más`, () => {
    for (const [nombre, esquema] of Object.entries(LISTAS)) {
      expect(esquema.safeParse({ limit: String(LIMITE_PAGINA) }).success, nombre).toBe(true);
      expect(esquema.safeParse({ limit: String(LIMITE_PAGINA + 1) }).success, nombre).toBe(false);
      expect(esquema.safeParse({ limit: '0' }).success, nombre).toBe(false);
    }
  });

  it('las opciones de un catálogo (format=1) no son una página: llegan a 1000', () => {
    expect(LISTAS.catalogo.safeParse({ format: '1', limit: '1000' }).success).toBe(true);
    expect(LISTAS.catalogo.safeParse({ limit: '1000' }).error?.issues[0]?.message).toBe(`Una página trae hasta ${LIMITE_PAGINA} filas.`);
  });

  it('un sortBy desconocido es un 400 en español en toda lista que ordena', () => {
    const ordenan = [usuarioMetaQuery, logAccesoQuery, adminNovedadesQuery, consultaNomina, LISTAS.catalogo];
    for (const esquema of ordenan) {
      const r = esquema.safeParse({ sortBy: '__proto__' });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/^No se puede ordenar por «__proto__»\. Columnas posibles: /);
    }
  });
});
