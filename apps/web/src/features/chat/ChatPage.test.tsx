import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MensajeChat, PaginaConversacion, Participante } from '@worknet/domain/chat/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { difundirEvento } from '../../lib/socket';
import { ChatPage } from './pages/ChatPage';
import { EntradaChat } from './components/EntradaChat';

// The chat screen against a fake server (the real one: e2e/tests/chat.spec.ts): the §4 rules as
// live events arrive, reading on opening, and the composer's keys. jsdom is narrower than a
// desk: the phone's two steps.

afterEach(() => vi.unstubAllGlobals());

const YO = 'beto@worknet';
const ahora = Date.now();

function participante(extra: Partial<Participante>): Participante {
  return {
    conversacion_id: 1,
    tipo: 'directa',
    fromJID: 'ana@worknet',
    nombre: 'Ana Pérez',
    cantidad: 0,
    usuario_id: 7,
    sector_id: null,
    en_linea: true,
    ultimo: null,
    ...extra,
  };
}

function mensaje(id: number, extra: Partial<MensajeChat> = {}): MensajeChat {
  return {
    id,
    conversacion_id: 1,
    fromJID: 'ana@worknet',
    toJID: YO,
    nombre: 'Ana Pérez',
    body: `Mensaje ${id}`,
    sentDate: ahora - 60_000,
    created_at: new Date(ahora - 60_000).toISOString(),
    eliminado: false,
    propio: false,
    entregado: true,
    visto: false,
    adjuntos: [],
    ...extra,
  };
}

function servidor() {
  const participantes = [
    participante({
      cantidad: 2,
      ultimo: { id: 5, fromJID: 'ana@worknet', body: '¿Llegó la amoxicilina?', sentDate: ahora - 60_000, eliminado: false, adjuntos: 0 },
    }),
    participante({ conversacion_id: 2, fromJID: 'carla@worknet', nombre: 'Carla Ruiz', usuario_id: 8, en_linea: false }),
  ];
  const pagina: PaginaConversacion = {
    conversacion_id: 1,
    tipo: 'directa',
    fromJID: 'ana@worknet',
    nombre: 'Ana Pérez',
    mensajes: [mensaje(5, { body: '¿Llegó la amoxicilina?' }), mensaje(4, { body: 'Hola', propio: true, fromJID: YO, toJID: 'ana@worknet', nombre: 'Beto' })],
    cursor: null,
    leido_hasta: 3,
    visto_hasta: 4,
  };
  let total = 2;
  const llamadas = servidorFalso([], (l: Llamada) => {
    if (l.ruta === '/api/v1/get_user')
      return { cuerpo: ok({ id: 9, username: 'beto', nombre_completo: 'Beto', sector: [], asignaciones: [], debe_cambiar_password: false, persona_id: null }) };
    if (l.ruta === '/api/v1/openfire/get_conversations/') return { cuerpo: ok(participantes) };
    if (l.ruta === '/api/v1/openfire/get_contact/') return { cuerpo: ok([]) };
    if (l.ruta === '/api/v1/openfire/get_message_notify') return { cuerpo: ok({ total, participantes: [] }) };
    if (l.ruta === '/api/v1/openfire/get_conversation') return { cuerpo: ok(pagina) };
    if (l.ruta === '/api/v1/openfire/set_message_notify_reset') {
      total = 0;
      return { cuerpo: ok({ conversacion_id: 1, leido_hasta: 5, cantidad: 0 }) };
    }
    if (l.ruta.startsWith('/api/v1/openfire/set_message_notify/')) return { cuerpo: ok({ conversacion_id: 1, leido_hasta: 6, cantidad: 0 }) };
    if (l.ruta === '/api/v1/openfire/set_message_notify') {
      const c = l.cuerpo as { message: string };
      return { cuerpo: ok(mensaje(10, { body: c.message, propio: true, fromJID: YO, toJID: 'ana@worknet', entregado: false })) };
    }
    if (l.ruta === '/api/v1/chat/salas' && l.metodo === 'GET') return { cuerpo: ok([{ sector_id: 4, sector: 'Farmacia', conversacion_id: null, jid: null }]) };
    if (l.ruta === '/api/v1/chat/salas' && l.metodo === 'POST')
      return { cuerpo: ok({ conversacion_id: 30, jid: 'sala-30@salas.worknet', sector_id: 4, nombre: 'Farmacia', miembros: 3 }) };
    if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok([{ id: 3, label: 'Adjunto' }]) };
    return undefined;
  });
  return { llamadas };
}

const lista = () => screen.getByRole('list', { name: 'Conversaciones' });
const nombres = () =>
  within(lista())
    .getAllByTestId('conversacion')
    .map((b) => b.querySelector('.chat__nombre')!.firstChild!.textContent);

describe('pantalla chat', () => {
  it('lista las conversaciones con su cuenta; al abrir una la lee y el otro ve «Visto» en lo ya leído', async () => {
    const { llamadas } = servidor();
    montar(<ChatPage />, { path: '/chat', ruta: '/chat' });
    const ana = await screen.findByRole('button', { name: /Ana Pérez/ });
    expect(within(ana).getByTestId('sin-leer').textContent).toMatch(/^2/);
    expect(ana.textContent).toContain('¿Llegó la amoxicilina?');
    fireEvent.click(ana);
    // Phone: the conversation is the second step, with «Volver».
    expect(await screen.findByRole('button', { name: 'Volver' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversaciones' })).toBeNull();
    await screen.findByText('¿Llegó la amoxicilina?');
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/openfire/set_message_notify_reset')).toBe(true));
    const reinicio = llamadas.find((l) => l.ruta === '/api/v1/openfire/set_message_notify_reset')!;
    expect(reinicio.cuerpo).toEqual({ from: YO, to: 'ana@worknet' });
    // Own message 4 ≤ visto_hasta 4.
    expect(screen.getByTestId('estado-mensaje').textContent).toContain('Visto');
    expect(screen.getByText('Hoy')).toBeTruthy();
  });

  it('en vivo: de la conversación abierta se anexa y se lee; de otra sube su cuenta y la pone primera; alguien nuevo recarga la lista', async () => {
    const { llamadas } = servidor();
    montar(<ChatPage />, { path: '/chat', ruta: '/chat?con=ana%40worknet' });
    await screen.findByText('¿Llegó la amoxicilina?');
    act(() => difundirEvento('chat-mensaje', { conversacion_id: 1, participante: 'ana@worknet', nueva: false, mensaje: mensaje(6, { body: 'Ya la mandé' }) }));
    await screen.findByText('Ya la mandé');
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'PUT' && l.ruta === '/api/v1/openfire/set_message_notify/6')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await screen.findByRole('list', { name: 'Conversaciones' });
    expect(nombres()).toEqual(['Ana Pérez', 'Carla Ruiz']);
    act(() =>
      difundirEvento('chat-mensaje', {
        conversacion_id: 2,
        participante: 'carla@worknet',
        nueva: false,
        mensaje: mensaje(7, { conversacion_id: 2, fromJID: 'carla@worknet', nombre: 'Carla Ruiz', body: 'Cambio de guardia' }),
      }),
    );
    await waitFor(() => expect(nombres()).toEqual(['Carla Ruiz', 'Ana Pérez']));
    const carla = screen.getByRole('button', { name: /Carla Ruiz/ });
    expect(within(carla).getByTestId('sin-leer').textContent).toMatch(/^1/);
    expect(carla.textContent).toContain('Cambio de guardia');

    const antes = llamadas.filter((l) => l.ruta === '/api/v1/openfire/get_conversations/').length;
    act(() =>
      difundirEvento('chat-mensaje', {
        conversacion_id: 3,
        participante: 'dario@worknet',
        nueva: true,
        mensaje: mensaje(8, { conversacion_id: 3, fromJID: 'dario@worknet', nombre: 'Darío' }),
      }),
    );
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/v1/openfire/get_conversations/').length).toBeGreaterThan(antes));
  });

  it('Enter envía y Mayús+Enter no; «escribiendo» del otro se ve en la conversación', async () => {
    const { llamadas } = servidor();
    montar(<ChatPage />, { path: '/chat', ruta: '/chat?con=ana%40worknet' });
    const caja = await screen.findByRole('textbox', { name: 'Mensaje para Ana Pérez' });
    fireEvent.change(caja, { target: { value: 'Sí\nllegó' } });
    fireEvent.keyDown(caja, { key: 'Enter', shiftKey: true });
    expect(llamadas.some((l) => l.ruta === '/api/v1/openfire/set_message_notify')).toBe(false);
    fireEvent.keyDown(caja, { key: 'Enter' });
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/openfire/set_message_notify')).toBe(true));
    const envio = llamadas.find((l) => l.ruta === '/api/v1/openfire/set_message_notify')!;
    expect(envio.cuerpo).toMatchObject({ from: YO, to: 'ana@worknet', message: 'Sí\nllegó', adjuntos: [] });
    await waitFor(() => expect((caja as HTMLTextAreaElement).value).toBe(''));

    act(() => difundirEvento('chat-escribiendo', { conversacion_id: 1, participante: 'ana@worknet', fromJID: 'ana@worknet', nombre: 'Ana Pérez' }));
    expect((await screen.findByTestId('estado-conversacion')).textContent).toBe('Escribiendo…');
    act(() => difundirEvento('chat-mensaje', { conversacion_id: 1, participante: 'ana@worknet', nueva: false, mensaje: mensaje(11, { body: 'Gracias' }) }));
    await waitFor(() => expect(screen.getByTestId('estado-conversacion').textContent).toBe('En línea'));
    act(() => difundirEvento('presencia', { usuario_id: 7, en_linea: false }));
    await waitFor(() => expect(screen.getByTestId('estado-conversacion').textContent).toBe('Desconectado'));
  });

  it('quien dirige un sector crea su sala desde «Contactos» y la abre', async () => {
    const { llamadas } = servidor();
    const router = montar(<ChatPage />, { path: '/chat', ruta: '/chat' });
    await screen.findByRole('list', { name: 'Conversaciones' });
    fireEvent.click(screen.getByText('Contactos'));
    fireEvent.click(await screen.findByRole('button', { name: 'Crear la sala de Farmacia' }));
    await waitFor(() => expect(router.state.location.search).toBe('?con=sala-30%40salas.worknet'));
    expect(llamadas.find((l) => l.ruta === '/api/v1/chat/salas' && l.metodo === 'POST')!.cuerpo).toEqual({ sector_id: 4 });
  });

  it('la entrada de la cabecera muestra el total sin leer y lo vuelve a pedir con las novedades', async () => {
    const { llamadas } = servidor();
    montar(<EntradaChat />);
    expect(await screen.findByRole('link', { name: 'Chat: 2 mensajes sin leer' })).toBeTruthy();
    const antes = llamadas.filter((l) => l.ruta === '/api/v1/openfire/get_message_notify').length;
    expect(llamadas.find((l) => l.ruta === '/api/v1/openfire/get_message_notify')!.cuerpo).toEqual({ to: YO });
    act(() => difundirEvento('chat-leido', { conversacion_id: 1, usuario_id: 9, fromJID: YO, leido_hasta: 5, cantidad: 0 }));
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/v1/openfire/get_message_notify').length).toBeGreaterThan(antes));
  });
});
