import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
// Also brings the ResizeObserver stand-in antd's Tooltip and Dropdown need in jsdom.
import '../../catalogos/pruebas';
import { AccionesFila, Vacio, type AccionFila } from '.';

const acciones = (eliminar: () => Promise<void>, editar = vi.fn()): AccionFila[] => [
  // Declared first, shown last: destructive actions go to the end.
  {
    clave: 'eliminar',
    texto: 'Eliminar',
    icono: <DeleteOutlined aria-hidden />,
    peligro: true,
    confirmar: { titulo: '¿Eliminar a Ana?', ok: 'Eliminar' },
    alElegir: eliminar,
  },
  { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: editar },
  { clave: 'avisar', texto: 'Enviar aviso', icono: <MailOutlined aria-hidden />, alElegir: vi.fn() },
];

/** A viewport that matches antd's `xs` query (max-width: 575px): a phone. */
function comoTelefono() {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('max-width: 575') })) as typeof window.matchMedia;
  return () => void (window.matchMedia = original);
}

let restaurar: (() => void) | undefined;
afterEach(() => {
  restaurar?.();
  restaurar = undefined;
});

describe('AccionesFila', () => {
  it('en el escritorio muestra las principales como íconos con nombre en español y el resto en «…», la destructiva al final y en rojo', async () => {
    const editar = vi.fn();
    render(<AccionesFila de="Ana" acciones={acciones(vi.fn(), editar)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Ana' }));
    expect(editar).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Eliminar Ana' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de Ana' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Enviar aviso', 'Eliminar']);
    expect(items[1]!.className).toContain('danger');
  });

  it('la destructiva pide confirmación y sólo entonces actúa', async () => {
    const eliminar = vi.fn(() => Promise.resolve());
    render(<AccionesFila de="Ana" acciones={acciones(eliminar)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de Ana' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Eliminar/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(eliminar).not.toHaveBeenCalled();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(eliminar).toHaveBeenCalledTimes(1));
  });

  it('en un teléfono todo va al menú «…»', async () => {
    restaurar = comoTelefono();
    render(<AccionesFila de="Ana" acciones={acciones(vi.fn())} />);
    expect(screen.queryByRole('button', { name: 'Editar Ana' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Acciones de Ana' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Editar', 'Enviar aviso', 'Eliminar']);
  });

  it('sin acciones no dibuja nada', () => {
    const { container } = render(<AccionesFila de="Ana" acciones={[false, null]} />);
    expect(container.textContent).toBe('');
  });
});

describe('Vacio', () => {
  it('explica la lista y ofrece el paso siguiente', () => {
    const crear = vi.fn();
    render(<Vacio texto="No hay grupos" explicacion="Un grupo reúne usuarios." accion={<button onClick={crear}>Crear grupo</button>} />);
    expect(screen.getByText('No hay grupos')).toBeTruthy();
    expect(screen.getByText('Un grupo reúne usuarios.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(crear).toHaveBeenCalled();
  });
});
