import { describe, expect, it } from 'vitest';
import { permisoDe } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { rutasCatalogos } from './routes';

const rutas = new Map(rutasCatalogos.map((r) => [r.path, r]));

describe('rutas de los catálogos', () => {
  it('cada catálogo tiene su lista con el permiso .ver', () => {
    for (const c of CATALOGOS) {
      expect(rutas.get(c.pantalla), c.clave).toMatchObject({ titulo: c.plural, permiso: permisoDe(c, 'ver') });
    }
  });

  it('los de formulario tienen alta (.crear) y edición (.editar)', () => {
    const conFormulario = CATALOGOS.filter((c) => !('edicion' in c && c.edicion === 'enLinea'));
    expect(conFormulario.length).toBe(CATALOGOS.length - 1);
    for (const c of conFormulario) {
      expect(rutas.get(`${c.pantalla}/form`)?.permiso, c.clave).toBe(permisoDe(c, 'crear'));
      expect(rutas.get(`${c.pantalla}/form/:id`)?.permiso, c.clave).toBe(permisoDe(c, 'editar'));
    }
    expect(rutas.get('rrhh/configuracion/art/form')?.titulo).toBe('Nueva ART');
    expect(rutas.get('rrhh/configuracion/contrato-tipo/form/:id')?.titulo).toBe('Editar tipo de contrato');
  });

  it('ubicaciones se edita en la lista: no tiene ruta de formulario', () => {
    expect(rutas.get('admin/ubicaciones')?.permiso).toBe('tareas.ubicacion.ver');
    expect([...rutas.keys()].filter((p) => p.startsWith('admin/ubicaciones/'))).toEqual([]);
  });

  it('no hay rutas repetidas', () => {
    expect(rutas.size).toBe(rutasCatalogos.length);
    expect(rutasCatalogos.length).toBe(2 + CATALOGOS.length * 3 - 2);
  });

  it('los índices de RRHH y compras se abren con cualquiera de los .ver de su grupo', () => {
    const rrhh = rutas.get('rrhh/configuracion');
    expect(rrhh?.titulo).toBe('Configuración de RRHH');
    expect(rrhh?.permiso).toBeUndefined();
    expect(rrhh?.permisos?.sort()).toEqual(
      CATALOGOS.filter((c) => c.grupo === 'rrhh')
        .map((c) => permisoDe(c, 'ver'))
        .sort(),
    );
    const compras = rutas.get('compras/configuracion');
    expect(compras?.titulo).toBe('Configuración de compras');
    expect(compras?.permisos).toEqual(['compras.categoria.ver', 'compras.atributo.ver', 'compras.deposito_tipo.ver', 'compras.droga.ver']);
  });
});
