import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { queryClient } from '../../lib/query';
import { setNotificador, type Aviso } from '../../lib/notify';
import { TemaProvider } from '../../lib/theme/TemaContext';
import { Campana } from './components/Campana';
import { useAvisosEnVivo } from './components/useAvisosEnVivo';

const HORA = 3_600_000;
let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

/** A server whose unread counts drop to 0 once "read everything" was called. */
function servidor() {
  let leido = false;
  const notificacion = {
    id: 7,
    titulo: 'Simulacro de evacuación',
    texto: 'El jueves a las 10.',
    enlace: '/novedad/3',
    autor: 'Laura',
    created_at: new Date(Date.now() - 3 * HORA).toISOString(),
    leido: 0,
    leido_at: null,
  };
  const mensaje = {
    id: 9,
    titulo: 'Pedido confirmado',
    texto: 'Listo.',
    enlace: null,
    modulo: 'pedidos',
    leido: 0,
    created_at: new Date(Date.now() - 30 * 24 * HORA).toISOString(),
  };
  const llamadas = servidorFalso([], (l: Llamada) => {
    if (l.ruta === '/api/v1/notificaciones_notificaciones_no_leidas') return { cuerpo: ok(leido ? [] : [notificacion], { total: leido ? 0 : 2 }) };
    if (l.ruta === '/api/v1/mensajes_sistema/filter') return { cuerpo: ok(leido ? [] : [mensaje], { total: leido ? 0 : 1 }) };
    if (l.ruta === '/api/v1/read_notificaciones_todas' || l.ruta === '/api/v1/read_mensajes_sistema_todos') {
      leido = true;
      return { cuerpo: ok({ afectados: 1, no_leidos: 1, sin_leer: 0 }) };
    }
    if (l.ruta === '/api/v1/read_notificaciones_bulk') return { cuerpo: ok({ afectados: 1, no_leidos: 1, sin_leer: 1 }) };
    if (l.ruta === '/api/v1/log_notificacion_push') return { cuerpo: ok({ id: 7 }) };
    return undefined;
  });
  return { llamadas, mensaje };
}

describe('campana de la cabecera', () => {
  it('suma notificaciones y mensajes sin leer, muestra los últimos con su tiempo relativo o la fecha', async () => {
    const { mensaje } = servidor();
    montar(<Campana />);
    const boton = await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' });
    fireEvent.click(boton);
    const panel = await screen.findByTestId('panel-campana');
    expect(within(panel).getByText('Notificaciones (2)')).toBeTruthy();
    expect(within(panel).getByText('Mensajes del sistema (1)')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Simulacro de evacuación' })).toBeTruthy();
    expect(within(panel).getByText('Hace 3 horas.')).toBeTruthy();
    // A month old: no relative message, the date DD/MM/YYYY instead (the time in its title).
    const fecha = within(panel).getByText(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(fecha.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(fecha.closest('time')?.getAttribute('dateTime')).toBe(mensaje.created_at);
  });

  it('"Marcar todo como leído" llama a las dos lecturas masivas y el contador queda en 0', async () => {
    const { llamadas } = servidor();
    montar(<Campana />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todo como leído' }));
    await screen.findByRole('button', { name: 'Notificaciones: ninguna sin leer' });
    const rutas = llamadas
      .filter((l) => l.metodo === 'POST')
      .map((l) => l.ruta)
      .sort();
    expect(rutas).toEqual(['/api/v1/read_mensajes_sistema_todos', '/api/v1/read_notificaciones_todas']);
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Todo quedó marcado como leído.' });
  });

  it('abrir una notificación la marca como leída y navega a su enlace interno', async () => {
    const { llamadas } = servidor();
    const router = montar(<Campana />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Simulacro de evacuación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/novedad/3'));
    await waitFor(() => expect(llamadas.find((l) => l.ruta === '/api/v1/read_notificaciones_bulk')?.cuerpo).toEqual({ ids: [7] }));
  });
});

describe('avisos en vivo', () => {
  it("un evento 'notificacion' confirma la entrega, refresca la campana y muestra el título", async () => {
    const { llamadas } = servidor();
    let eventos: Record<string, (c: unknown) => void> = {};
    function Prueba() {
      const vivo = useAvisosEnVivo();
      // What arrives over the wire is unchecked: the test sends malformed payloads too.
      eventos = vivo.eventos as Record<string, (c: unknown) => void>;
      return <>{vivo.contexto}</>;
    }
    queryClient.clear();
    render(
      <TemaProvider>
        <QueryClientProvider client={queryClient}>
          <Prueba />
        </QueryClientProvider>
      </TemaProvider>,
    );
    const antes = llamadas.length;
    await act(async () =>
      eventos.notificacion!({ id: 7, titulo: 'Corte de agua', texto: 'De 14 a 16 h.', enlace: null, created_at: new Date().toISOString() }),
    );
    expect(await screen.findByText('Corte de agua')).toBeTruthy();
    await waitFor(() => expect(llamadas.slice(antes).some((l) => l.ruta === '/api/v1/log_notificacion_push' && l.params.get('id') === '7')).toBe(true));
    // A malformed payload refreshes but neither acknowledges nor toasts.
    const n = llamadas.length;
    await act(async () => eventos.notificacion!({ nada: true }));
    expect(llamadas.slice(n).some((l) => l.ruta === '/api/v1/log_notificacion_push')).toBe(false);
    // Once antd's toasts have loaded (with the first event), the next one shows directly.
    await act(async () => eventos['mensaje-sistema']!({ id: 9, titulo: 'Pedido confirmado' }));
    expect(await screen.findByText('Pedido confirmado')).toBeTruthy();
  });

  it('abrir la campana cierra los avisos en vivo, que en un teléfono la tapaban', async () => {
    servidor();
    let eventos: Record<string, (c: unknown) => void> = {};
    function Prueba() {
      const vivo = useAvisosEnVivo();
      // What arrives over the wire is unchecked: the test sends malformed payloads too.
      eventos = vivo.eventos as Record<string, (c: unknown) => void>;
      return (
        <>
          <Campana />
          {vivo.contexto}
        </>
      );
    }
    montar(<Prueba />);
    await act(async () =>
      eventos.notificacion!({ id: 7, titulo: 'Corte de agua', texto: 'De 14 a 16 h.', enlace: null, created_at: new Date().toISOString() }),
    );
    expect(await screen.findByText('Corte de agua')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^Notificaciones:/ }));
    await screen.findByTestId('panel-campana');
    await waitFor(() => expect(screen.queryByText('Corte de agua')).toBeNull());
  });
});
