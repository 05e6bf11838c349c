import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChunkTimeoutError, conTimeout, lazyScreen } from './lazyScreen';

function Hola() {
  return <p>Pantalla cargada</p>;
}

describe('pantallas diferidas', () => {
  it('muestra la pantalla cuando el chunk llega', async () => {
    const Pantalla = lazyScreen(() => Promise.resolve(Hola));
    render(<Pantalla />);
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
  });

  it('si el chunk falla muestra un mensaje en español y reintenta', async () => {
    const silenciar = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cargar = vi
      .fn<() => Promise<typeof Hola>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hola);
    const Pantalla = lazyScreen(cargar);
    render(<Pantalla />);
    expect(await screen.findByText('No se pudo cargar la pantalla')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
    expect(cargar).toHaveBeenCalledTimes(2);
    silenciar.mockRestore();
  });

  it('precargada, se muestra al primer render, sin pasar por «Cargando»', async () => {
    const cargar = vi.fn(() => Promise.resolve(Hola));
    const Pantalla = lazyScreen(cargar);
    await Pantalla.precargar();
    render(<Pantalla />);
    // Synchronous: no Suspense fallback in between.
    expect(screen.getByText('Pantalla cargada')).toBeTruthy();
    expect(screen.queryByLabelText('Cargando')).toBeNull();
    render(<Pantalla />);
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it('una precarga fallida no rompe: el render reintenta la descarga', async () => {
    const cargar = vi.fn<() => Promise<typeof Hola>>().mockRejectedValueOnce(new TypeError('sin red')).mockResolvedValue(Hola);
    const Pantalla = lazyScreen(cargar);
    await Pantalla.precargar();
    render(<Pantalla />);
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
    expect(cargar).toHaveBeenCalledTimes(2);
  });

  it('una carga que supera el plazo falla con ChunkTimeoutError', async () => {
    vi.useFakeTimers();
    const promesa = conTimeout(new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(promesa).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.useRealTimers();
  });

  it('la demora muestra el texto de demora', async () => {
    const silenciar = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Pantalla = lazyScreen(() => new Promise<typeof Hola>(() => undefined), 20);
    render(<Pantalla />);
    expect(await screen.findByText(/tardó demasiado en cargar/)).toBeTruthy();
    silenciar.mockRestore();
  });
});
