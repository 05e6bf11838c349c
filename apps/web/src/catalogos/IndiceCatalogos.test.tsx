import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PantallaModulo } from '../app/PantallaModulo';
import { IndiceCatalogos } from './IndiceCatalogos';
import { montar, servidorFalso } from './pruebas';
import { rutasCatalogos } from './routes';

afterEach(() => vi.unstubAllGlobals());

describe('índice de configuración', () => {
  it('muestra solo las tablas del grupo que el usuario puede ver, con su enlace', async () => {
    servidorFalso(['rrhh.puesto.ver', 'rrhh.art.ver', 'rrhh.art.editar', 'compras.droga.ver']);
    montar(<IndiceCatalogos grupo="rrhh" />);
    expect(await screen.findByRole('heading', { name: 'Configuración de RRHH' })).toBeTruthy();
    const lista = await screen.findByRole('list', { name: 'Configuración de RRHH' });
    const enlaces = within(lista).getAllByRole('link');
    expect(enlaces.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['ART', '/rrhh/configuracion/art'],
      ['Puestos', '/rrhh/configuracion/puesto'],
    ]);
  });

  it('compras lleva a sus pantallas propias', async () => {
    servidorFalso(['compras.droga.ver', 'compras.categoria.ver', 'rrhh.art.ver']);
    montar(<IndiceCatalogos grupo="compras" />);
    const lista = await screen.findByRole('list', { name: 'Configuración de compras' });
    expect(
      within(lista)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin_categorias', '/valores_drogas']);
  });

  it('sin ninguna lo dice', async () => {
    servidorFalso(['rrhh.art.ver']);
    montar(<IndiceCatalogos grupo="compras" />);
    expect(await screen.findByText('No tiene permiso para ver ninguna de estas tablas.')).toBeTruthy();
  });
});

describe('permiso de la ruta del índice: cualquiera de los .ver del grupo', () => {
  const ruta = rutasCatalogos.find((r) => r.path === 'rrhh/configuracion')!;

  it('con un solo .ver de RRHH se abre', async () => {
    servidorFalso(['rrhh.localidad.ver']);
    montar(<PantallaModulo ruta={ruta} />);
    const lista = await screen.findByRole('list', { name: 'Configuración de RRHH' });
    expect(within(lista).getByRole('link').textContent).toBe('Localidades');
    expect(document.title).toMatch(/^Configuración de RRHH - /);
  });

  it('con permisos de otro grupo dice que no tiene permiso', async () => {
    servidorFalso(['compras.droga.ver', 'rrhh.art.editar']);
    montar(<PantallaModulo ruta={ruta} />);
    expect(await screen.findByText('No tiene permiso para ver esta pantalla.')).toBeTruthy();
  });
});
