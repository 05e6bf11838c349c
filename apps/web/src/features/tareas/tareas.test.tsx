import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { dayjs } from '../../lib/fechas';
import { setNotificador } from '../../lib/notify';
import type { TareaDetalle } from './api';
import { AccionesTarea } from './components/AccionesTarea';
import { textoEscaneo } from './components/AvisoEscaneo';
import { EditorChecklist, mover } from './components/EditorChecklist';
import { datosDe, valoresDe } from './components/valoresTarea';
import { estaVencida } from './formato';
import { TareaPage } from './pages/TareaPage';

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TAREA: TareaDetalle = {
  id: 7,
  titulo: 'Limpiar la habitación 12',
  tipo_id: 2,
  tipo: 'Limpieza',
  color: '#52c41a',
  sector_id: 3,
  sector: 'Enfermería',
  ubicacion_id: 4,
  ubicacion: 'Habitación 12',
  prioridad: 'alta',
  estado: 'pendiente',
  vence_at: '2030-01-02T10:00:00-03:00',
  programada_id: null,
  created_at: '2026-11-20T10:00:00-03:00',
  descripcion: 'Con desinfectante.',
  motivo_cancelacion: null,
  escanear_al_iniciar: false,
  escanear_al_finalizar: true,
  creado_por: 'Referente Demo',
  usuarios: [{ id: 9, nombre: 'Ana Gómez' }],
  sectores: [{ id: 3, nombre: 'Enfermería' }],
  checklist: [
    { id: 1, texto: 'Cambiar sábanas', hecho: true, hecho_por: 'Ana Gómez', hecho_at: '2026-11-20T11:00:00-03:00' },
    { id: 2, texto: 'Desinfectar', hecho: false, hecho_por: null, hecho_at: null },
  ],
  historial: [{ estado: 'pendiente', autor: 'Referente Demo', detalle: 'Creada', escaneo_id: null, created_at: '2026-11-20T10:00:00-03:00' }],
  adjuntos: [],
  acciones: ['iniciar', 'finalizar'],
};

describe('reglas puras de las tareas', () => {
  it('mover sube y baja un ítem y no sale de la lista', () => {
    expect(mover(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(mover(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(mover(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(mover(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('una tarea abierta con el vencimiento pasado está vencida; hecha o sin fecha, no', () => {
    const ahora = dayjs('2026-11-25T12:00:00-03:00');
    expect(estaVencida({ estado: 'pendiente', vence_at: '2026-11-25T11:00:00-03:00' }, ahora)).toBe(true);
    expect(estaVencida({ estado: 'en_curso', vence_at: '2026-11-25T13:00:00-03:00' }, ahora)).toBe(false);
    expect(estaVencida({ estado: 'hecha', vence_at: '2026-11-20T11:00:00-03:00' }, ahora)).toBe(false);
    expect(estaVencida({ estado: 'pendiente', vence_at: null }, ahora)).toBe(false);
  });

  it('el cuerpo del formulario recorta los textos, quita ítems vacíos y manda el vencimiento con su zona', () => {
    const v = { ...valoresDe(TAREA), titulo: '  Nueva  ', checklist: [' Uno ', '   ', 'Dos'], vence: dayjs('2030-01-02T10:00:33-03:00') };
    const d = datosDe(v);
    expect(d.titulo).toBe('Nueva');
    expect(d.checklist).toEqual(['Uno', 'Dos']);
    expect(d.vence_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(dayjs(d.vence_at).valueOf()).toBe(dayjs('2030-01-02T10:00:00-03:00').valueOf());
    expect(d.usuario_ids).toEqual([9]);
    expect(datosDe({ ...v, vence: null, descripcion: '  ' })).toMatchObject({ vence_at: null, descripcion: null });
  });

  it('explica cuándo el tipo exige escanear el QR del lugar', () => {
    expect(textoEscaneo({ escanear_al_iniciar: false, escanear_al_finalizar: true, ubicacion: 'Habitación 12' })).toBe(
      'Este tipo de tarea exige escanear el código QR de «Habitación 12» para finalizarla.',
    );
    expect(textoEscaneo({ escanear_al_iniciar: true, escanear_al_finalizar: true, ubicacion: null })).toContain('para iniciarla y para finalizarla');
    expect(textoEscaneo({ escanear_al_iniciar: false, escanear_al_finalizar: false, ubicacion: 'X' })).toBeNull();
  });
});

function EditorConEstado({ inicial }: { inicial: string[] }) {
  const [v, setV] = useState(inicial);
  return (
    <>
      <EditorChecklist value={v} onChange={setV} />
      <output data-testid="valor">{JSON.stringify(v)}</output>
    </>
  );
}

describe('editor de la lista de control', () => {
  const valor = () => JSON.parse(screen.getByTestId('valor').textContent ?? '[]') as string[];

  it('agrega con Enter o el botón, reordena y quita ítems', () => {
    render(<EditorConEstado inicial={['Uno']} />);
    const nuevo = screen.getByRole('textbox', { name: 'Nuevo ítem de la lista' });
    fireEvent.change(nuevo, { target: { value: 'Dos' } });
    fireEvent.keyDown(nuevo, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(valor()).toEqual(['Uno', 'Dos']);
    fireEvent.change(nuevo, { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Agregar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(nuevo, { target: { value: 'Tres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(valor()).toEqual(['Uno', 'Dos', 'Tres']);
    fireEvent.click(screen.getByRole('button', { name: 'Subir el ítem 3' }));
    expect(valor()).toEqual(['Uno', 'Tres', 'Dos']);
    expect((screen.getByRole('button', { name: 'Subir el ítem 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el ítem 1' }));
    expect(valor()).toEqual(['Tres', 'Dos']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ítem 2' }), { target: { value: 'Dos corregido' } });
    expect(valor()).toEqual(['Tres', 'Dos corregido']);
  });
});

describe('acciones de una tarea', () => {
  const conAcciones = (acciones: TareaDetalle['acciones']) => ({ ...TAREA, acciones });
  const nombres = () => screen.queryAllByRole('button').map((b) => b.textContent?.trim());

  it('muestra sólo los botones de las acciones que el servidor permite', () => {
    servidorFalso([]);
    montar(<AccionesTarea tarea={conAcciones(['iniciar', 'finalizar'])} />);
    expect(nombres()).toEqual(['Iniciar', 'Finalizar']);
    cleanup();
    montar(<AccionesTarea tarea={conAcciones(['finalizar', 'cancelar', 'editar'])} />);
    expect(nombres()).toEqual(['Finalizar', 'Editar', 'Cancelar tarea']);
    cleanup();
    montar(<AccionesTarea tarea={conAcciones(['reabrir'])} />);
    expect(nombres()).toEqual(['Reabrir']);
    cleanup();
    montar(<AccionesTarea tarea={conAcciones([])} />);
    expect(nombres()).toEqual([]);
  });

  it('finalizar sin escaneo muestra el mensaje del servidor junto a los botones', async () => {
    const mensaje = 'Para finalizar esta tarea escanee el código QR de «Habitación 12».';
    const llamadas = servidorFalso([], (l) =>
      l.ruta === '/api/v1/tareas/7/finalizar' ? { status: 422, cuerpo: { success: false, message: mensaje, code: 422 } } : undefined,
    );
    montar(<AccionesTarea tarea={TAREA} />);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(mensaje);
    expect(llamadas.find((l) => l.ruta === '/api/v1/tareas/7/finalizar')?.cuerpo).toEqual({});
  });

  it('cancelar pide el motivo y lo envía', async () => {
    const llamadas: Llamada[] = servidorFalso([], (l) =>
      l.ruta === '/api/v1/tareas/7/cancelar' ? { cuerpo: ok({ ...TAREA, estado: 'cancelada' }) } : undefined,
    );
    montar(<AccionesTarea tarea={conAcciones(['cancelar'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar tarea' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar la tarea' }));
    expect(await within(dialogo).findByText('Indique el motivo de la cancelación.')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Habitación ocupada' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar la tarea' }));
    await waitFor(() => expect(llamadas.find((l) => l.ruta === '/api/v1/tareas/7/cancelar')?.cuerpo).toEqual({ motivo: 'Habitación ocupada' }));
  });
});

describe('detalle de una tarea', () => {
  it('muestra los datos, el aviso del QR, la lista con quién la hizo y marca un ítem', async () => {
    const llamadas = servidorFalso(['tareas.tarea.ver'], (l) => {
      if (l.ruta === '/api/v1/tareas/7') return { cuerpo: ok(TAREA) };
      if (l.ruta === '/api/v1/tareas/7/comentarios') return { cuerpo: ok([], { total: 0 }) };
      if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok([{ id: 5, label: 'Adjunto' }]) };
      if (l.ruta === '/api/v1/tareas/7/checklist/2') return { cuerpo: ok(TAREA) };
      return undefined;
    });
    montar(<TareaPage />, { path: '/tareas/:id', ruta: '/tareas/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpiar la habitación 12' })).toBeTruthy();
    expect(screen.getByText('Este tipo de tarea exige escanear el código QR de «Habitación 12» para finalizarla.')).toBeTruthy();
    expect(screen.getByText(/Hecho por Ana Gómez, 20\/11\/2026/)).toBeTruthy();
    expect(screen.getByText('Ana Gómez, Sector Enfermería')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Desinfectar' }));
    await waitFor(() => expect(llamadas.find((l) => l.ruta === '/api/v1/tareas/7/checklist/2')?.cuerpo).toEqual({ hecho: true }));
  });
});
