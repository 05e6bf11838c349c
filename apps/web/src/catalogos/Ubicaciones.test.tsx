import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { setNotificador } from '../lib/notify';
import { crearFila, montar, ok, servidorFalso, type Llamada } from './pruebas';
import { imagenQr, imprimirQr, urlEscaneo } from './qr';
import { Ubicaciones } from './Ubicaciones';

const RUTA = '/api/v1/tareas/ubicacion';
const TODOS = ['ver', 'crear', 'editar', 'eliminar'].map((a) => `tareas.ubicacion.${a}`);
const guardia = crearFila(3, { nombre: 'Guardia', sector_id: 8, piso: 'PB', descripcion: null }, { sector_id: 'Emergencias' });

beforeEach(() => setNotificador(() => undefined));
afterEach(() => vi.unstubAllGlobals());

function abrir(manejar: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined = () => undefined) {
  const llamadas = servidorFalso(TODOS, (l) => {
    const r = manejar(l);
    if (r) return r;
    if (l.ruta === RUTA) return { cuerpo: ok([guardia], { total: 1 }) };
    if (l.ruta === '/api/v1/sector')
      return {
        cuerpo: ok([
          { value: 8, label: 'Emergencias' },
          { value: 9, label: 'Farmacia' },
        ]),
      };
    return undefined;
  });
  montar(<Ubicaciones catalogo={catalogoPorClave('ubicaciones')!} />, { path: '/admin/ubicaciones', ruta: '/admin/ubicaciones' });
  return llamadas;
}

describe('ubicaciones: edición en la lista', () => {
  it('Editar vuelve controles las celdas de la fila y Guardar manda PUT', async () => {
    const llamadas = abrir((l) => (l.metodo === 'PUT' ? { cuerpo: ok({ ...guardia, ...(l.cuerpo as object) }) } : undefined));
    fireEvent.click(await screen.findByLabelText('Editar Guardia'));
    const nombre = (await screen.findByLabelText('Nombre', { selector: 'input' })) as HTMLInputElement;
    expect(nombre.value).toBe('Guardia');
    expect(within(nombre.closest('tr')!).getByTitle('Emergencias')).toBeTruthy();
    fireEvent.change(nombre, { target: { value: 'Guardia central' } });
    fireEvent.change(screen.getByLabelText('Piso', { selector: 'input' }), { target: { value: '1' } });
    fireEvent.click(screen.getByText('Guardar', { selector: 'button > span' }));
    await waitFor(() => expect(llamadas.find((l) => l.metodo === 'PUT')?.ruta).toBe(`${RUTA}/3`));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({ nombre: 'Guardia central', sector_id: 8, piso: '1', descripcion: null });
    await waitFor(() => expect(screen.queryByLabelText('Nombre', { selector: 'input' })).toBeNull());
  });

  it('Cancelar deja la fila como estaba sin llamar al servidor', async () => {
    const llamadas = abrir();
    fireEvent.click(await screen.findByLabelText('Editar Guardia'));
    fireEvent.change(await screen.findByLabelText('Nombre', { selector: 'input' }), { target: { value: 'Otro' } });
    fireEvent.click(screen.getByText('Cancelar', { selector: 'button > span' }));
    expect(await screen.findByText('Guardia')).toBeTruthy();
    expect(llamadas.filter((l) => l.metodo !== 'GET')).toEqual([]);
  });

  it('Nueva ubicación agrega una fila arriba; vacía marca los obligatorios y no llama', async () => {
    const llamadas = abrir();
    await screen.findByText('Guardia');
    fireEvent.click(screen.getByText('Nueva ubicación', { selector: 'button > span' }));
    const nombre = await screen.findByLabelText('Nombre', { selector: 'input' });
    const filas = within(screen.getByRole('table', { name: 'Ubicaciones' })).getAllByRole('row');
    expect(filas[1]!.contains(nombre)).toBe(true);
    fireEvent.click(screen.getByText('Guardar', { selector: 'button > span' }));
    expect(await screen.findAllByText('Es obligatorio')).toHaveLength(2);
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });

  it('Nueva ubicación completa se crea con POST', async () => {
    const llamadas = abrir((l) => (l.metodo === 'POST' ? { cuerpo: ok(crearFila(4, l.cuerpo as Record<string, unknown>)) } : undefined));
    await screen.findByText('Guardia');
    fireEvent.click(screen.getByText('Nueva ubicación', { selector: 'button > span' }));
    fireEvent.change(await screen.findByLabelText('Nombre', { selector: 'input' }), { target: { value: 'Farmacia central' } });
    fireEvent.mouseDown(screen.getByLabelText('Sector', { selector: 'input' }));
    const opcion = await waitFor(() => {
      const o = [...document.querySelectorAll('.ant-select-item-option')].find((n) => n.textContent === 'Farmacia');
      if (!o) throw new Error('sin opciones');
      return o;
    });
    fireEvent.click(opcion);
    fireEvent.click(screen.getByText('Guardar', { selector: 'button > span' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toEqual({ nombre: 'Farmacia central', sector_id: 9, piso: null, descripcion: null }),
    );
    expect(llamadas.find((l) => l.metodo === 'POST')?.ruta).toBe(RUTA);
  });
});

describe('ubicaciones: código QR', () => {
  it('abre el QR de la fila con su nombre y código', async () => {
    const llamadas = abrir((l) =>
      l.ruta === `${RUTA}/3/qr`
        ? { cuerpo: ok({ codigo: '3.AbCdEfGhIjKlMnOpQrStUv', ruta: 'scan-ubicacion/3.AbCdEfGhIjKlMnOpQrStUv', etiqueta: 'Guardia - Emergencias' }) }
        : undefined,
    );
    fireEvent.click(await screen.findByLabelText('Código QR de Guardia'));
    const dialogo = await screen.findByRole('dialog');
    const imagen = (await within(dialogo).findByAltText('Código QR de Guardia - Emergencias')) as HTMLImageElement;
    expect(imagen.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(imagen.src)).toContain('<svg');
    // The QR holds this app's own URL of the scan screen.
    const esperada = `${window.location.origin}${window.location.pathname}#/scan-ubicacion/3.AbCdEfGhIjKlMnOpQrStUv`;
    expect(imagen.src).toBe(await imagenQr(esperada));
    expect(imagen.src).not.toBe(await imagenQr(`${window.location.origin}/#/otra-cosa`));
    expect(within(dialogo).getByText('Código: 3.AbCdEfGhIjKlMnOpQrStUv')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === `${RUTA}/3/qr`)).toBe(true);
    expect((within(dialogo).getByRole('button', { name: 'Imprimir' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialogo).getByText('Guardia - Emergencias').tagName).toBe('STRONG');
  });

  it('la URL del QR abre la ruta de escaneo dentro de esta aplicación', () => {
    expect(urlEscaneo('scan-ubicacion/UB-0003', { origin: 'https://intranet.ejemplo.com.ar', pathname: '/worknet/' })).toBe(
      'https://intranet.ejemplo.com.ar/worknet/#/scan-ubicacion/UB-0003',
    );
    expect(urlEscaneo('#/scan-ubicacion/X', { origin: 'http://localhost:3000', pathname: '/' })).toBe('http://localhost:3000/#/scan-ubicacion/X');
  });

  it('Imprimir arma solo la tarjeta en un marco oculto y la imprime', () => {
    const imprimir = vi.fn();
    imprimirQr({ imagen: 'data:image/svg+xml,<svg/>', titulo: 'Guardia - Emergencias' });
    const marco = document.querySelector('iframe') as HTMLIFrameElement;
    const doc = marco.contentDocument!;
    expect(doc.querySelector('h1')?.textContent).toBe('Guardia - Emergencias');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,<svg/>');
    marco.contentWindow!.print = imprimir;
    doc.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(imprimir).toHaveBeenCalledTimes(1);
    marco.contentWindow!.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
