import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavegacionLateral } from './NavegacionLateral';

// The menu itself (antd) is not what is tested here: the side column's fold is.
vi.mock('./NavegacionAntd', () => ({ MenuConAntd: ({ plegado }: { plegado: boolean }) => <p>{plegado ? 'menú plegado' : 'menú abierto'}</p> }));

/** A window whose width the test sets, with matchMedia following it. */
function ventana(ancho: number) {
  const oyentes = new Set<() => void>();
  let actual = ancho;
  vi.stubGlobal('matchMedia', (consulta: string) => ({
    get matches() {
      return actual >= Number(/\d+/.exec(consulta)![0]);
    },
    addEventListener: (_: string, f: () => void) => oyentes.add(f),
    removeEventListener: (_: string, f: () => void) => oyentes.delete(f),
  }));
  return (nuevo: number) =>
    act(() => {
      actual = nuevo;
      oyentes.forEach((f) => f());
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('columna lateral de escritorio', () => {
  it('se pliega a mano y, al cruzar el corte de 992 px, vuelve a lo que corresponde al ancho', async () => {
    const cambiarAncho = ventana(1366);
    render(<NavegacionLateral />);
    expect(await screen.findByText('menú abierto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Plegar el menú' }));
    expect(screen.getByText('menú plegado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desplegar el menú' }).getAttribute('aria-expanded')).toBe('false');
    // Narrower than 992 px it folds by itself; wide again, it opens: the hand-made fold is forgotten.
    cambiarAncho(900);
    expect(screen.getByText('menú plegado')).toBeTruthy();
    cambiarAncho(1366);
    expect(screen.getByText('menú abierto')).toBeTruthy();
  });
});
