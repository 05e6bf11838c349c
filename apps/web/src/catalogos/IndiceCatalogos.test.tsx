import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PantallaModulo } from '../app/PantallaModulo';
import { IndiceCatalogos } from './IndiceCatalogos';
import { montar, ok, servidorFalso } from './pruebas';
import { rutasCatalogos } from './routes';

afterEach(() => vi.unstubAllGlobals());

describe('índice de configuración', () => {
  it('muestra solo las tablas del grupo que el usuario puede ver, por sección, con su enlace, para qué sirve y cuántas filas tiene', async () => {
    const llamadas = servidorFalso(['rrhh.puesto.ver', 'rrhh.art.ver', 'rrhh.art.editar', 'rrhh.provincia.ver', 'compras.droga.ver'], (l) =>
      l.ruta === '/api/v1/catalogos/cuentas'
        ? {
            cuerpo: ok([
              { clave: 'puesto', total: 1 },
              { clave: 'art', total: 12 },
            ]),
          }
        : undefined,
    );
    montar(<IndiceCatalogos grupo="rrhh" />);
    expect(await screen.findByRole('heading', { name: 'Configuración de RRHH', level: 1 })).toBeTruthy();
    const organizacion = await screen.findByRole('list', { name: 'Organización' });
    expect(within(organizacion).getByRole('link').getAttribute('href')).toBe('/rrhh/configuracion/puesto');
    expect(within(organizacion).getByText('Los puestos que ocupa el personal en su empleo.')).toBeTruthy();
    expect(await within(organizacion).findByText('1 registro')).toBeTruthy();
    const contratacion = screen.getByRole('list', { name: 'Contratación y liquidación' });
    expect(within(contratacion).getByRole('link').textContent).toBe('ART');
    expect(within(contratacion).getByText('12 registros')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lugares', level: 2 })).toBeTruthy();
    expect(Object.fromEntries(llamadas.find((l) => l.ruta === '/api/v1/catalogos/cuentas')!.params)).toEqual({ grupo: 'rrhh' });
  });

  it('la búsqueda filtra por nombre o descripción, sin acentos, y dice cuando nada coincide', async () => {
    servidorFalso(['rrhh.puesto.ver', 'rrhh.art.ver', 'rrhh.provincia.ver']);
    montar(<IndiceCatalogos grupo="rrhh" />);
    const buscar = await screen.findByLabelText('Buscar en configuración de rrhh');
    fireEvent.change(buscar, { target: { value: 'ASEGURADORA' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Puestos' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ART' })).toBeTruthy();
    fireEvent.change(buscar, { target: { value: 'pais' } });
    expect(await screen.findByRole('link', { name: 'Provincias' })).toBeTruthy();
    fireEvent.change(buscar, { target: { value: 'zzz' } });
    expect(await screen.findByText('Ninguna tabla coincide con «zzz».')).toBeTruthy();
  });

  it('compras lleva a sus pantallas propias', async () => {
    servidorFalso(['compras.droga.ver', 'compras.categoria.ver', 'rrhh.art.ver']);
    montar(<IndiceCatalogos grupo="compras" />);
    const lista = await screen.findByRole('list', { name: 'Productos y depósitos' });
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
    const lista = await screen.findByRole('list', { name: 'Lugares' });
    expect(within(lista).getByRole('link').textContent).toBe('Localidades');
    expect(document.title).toMatch(/^Configuración de RRHH - /);
  });

  it('con permisos de otro grupo dice que no tiene permiso', async () => {
    servidorFalso(['compras.droga.ver', 'rrhh.art.editar']);
    montar(<PantallaModulo ruta={ruta} />);
    expect(await screen.findByText('No tiene permiso para ver esta pantalla.')).toBeTruthy();
  });
});
