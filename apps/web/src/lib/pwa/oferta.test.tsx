import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BarrasDeLaApp } from './BarrasDeLaApp';
import { useContarParaOfrecer } from './oferta';
import { CLAVE_RECHAZO, USO_ANTES_DE_OFRECER_MS } from './push';

// The offer of push in the bottom bar (issue 40 item 2): not on first paint, after a while of
// use, and never again after «No, gracias».

function Layout({ activa = true }: { activa?: boolean }) {
  useContarParaOfrecer(activa);
  return <BarrasDeLaApp />;
}

const permisoDe = (permiso: NotificationPermission) => {
  vi.stubGlobal(
    'Notification',
    Object.assign(function () {}, { permission: permiso, requestPermission: vi.fn(async () => permiso) }),
  );
  vi.stubGlobal('PushManager', function () {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => undefined, addEventListener() {} } });
};

beforeEach(() => {
  vi.useFakeTimers();
  permisoDe('default');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const oferta = () => screen.queryByRole('region', { name: 'Avisos en este dispositivo' });

describe('la oferta de avisos', () => {
  it('no aparece al entrar; aparece después de un rato de uso', () => {
    render(<Layout />);
    expect(oferta()).toBeNull();
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS - 1_000));
    expect(oferta()).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(oferta()).not.toBeNull();
  });

  it('«No, gracias» la cierra y no vuelve en el próximo inicio', () => {
    const { unmount } = render(<Layout />);
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS));
    fireEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(oferta()).toBeNull();
    expect(window.localStorage.getItem(CLAVE_RECHAZO)).toBe('1');
    unmount();
    render(<Layout />);
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS * 2));
    expect(oferta()).toBeNull();
  });

  it('«Activar» pide el permiso del navegador; un «Bloquear» también queda como rechazo', async () => {
    permisoDe('denied');
    // The browser answered before: it is not 'default', so no offer at all.
    render(<Layout />);
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS));
    expect(oferta()).toBeNull();
    cleanup();
    const pedir = vi.fn(async () => 'denied' as const);
    vi.stubGlobal(
      'Notification',
      Object.assign(function () {}, { permission: 'default', requestPermission: pedir }),
    );
    render(<Layout />);
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Activar' })));
    expect(pedir).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CLAVE_RECHAZO)).toBe('1');
    expect(oferta()).toBeNull();
  });

  it('sin entrar a la app (cambio de contraseña, elegir sector) no cuenta', () => {
    render(<Layout activa={false} />);
    act(() => void vi.advanceTimersByTime(USO_ANTES_DE_OFRECER_MS * 2));
    expect(oferta()).toBeNull();
  });
});
