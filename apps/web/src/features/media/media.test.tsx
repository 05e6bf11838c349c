import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Form } from 'antd';
import type { ItemMedia } from '@worknet/domain/media/item';
import { queryClient } from '../../lib/query';
import { setNotificador, type Aviso } from '../../lib/notify';
import { useMediaDeModelo, useTiposMedia } from './api';
import { CampoImagen } from './components/CampoImagen';
import { ListaAdjuntos } from './components/ListaAdjuntos';

// antd's Popconfirm observes its size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

type Llamada = { metodo: string; ruta: string; params: URLSearchParams; campos: Record<string, FormDataEntryValue>; json: unknown };
type Respuesta = { status?: number; cuerpo: unknown };

const ok = (data: unknown, message = 'OK') => ({ success: true, message, code: 200, data });
const MB = 1024 * 1024;

let llamadas: Llamada[];
let avisos: Aviso[];
function servidor(responder: (l: Llamada) => Respuesta) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string, init?: RequestInit) => {
      const url = new URL(entrada, 'http://localhost');
      const campos = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : {};
      const json = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const l: Llamada = { metodo: init?.method ?? 'GET', ruta: url.pathname, params: url.searchParams, campos, json };
      llamadas.push(l);
      const r = responder(l);
      return new Response(JSON.stringify(r.cuerpo), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function item(id: number, o: Partial<ItemMedia> = {}): ItemMedia {
  return {
    id,
    tipo_id: 1,
    tipo: { id: 1, label: 'Portada' },
    modulo: 'novedades',
    modelo: 'novedad',
    modelo_id: null,
    nombre: `archivo-${id}.png`,
    descripcion: null,
    content_type: 'image/png',
    tamano: 2048,
    orden: 0,
    created_at: '2026-11-21T12:00:00.000Z',
    deleted_at: null,
    url: `/api/v1/recurso_media/${id}/archivo?exp=1&firma=a`,
    miniatura_url: `/api/v1/recurso_media/${id}/miniatura?exp=1&firma=a`,
    mediana_url: `/api/v1/recurso_media/${id}/mediana?exp=1&firma=a`,
    ...o,
  };
}

const archivo = (nombre: string, tipo: string, tamano?: number) => {
  const f = new File(['contenido'], nombre, { type: tipo });
  if (tamano !== undefined) Object.defineProperty(f, 'size', { value: tamano });
  return f;
};
const elegir = (etiqueta: string, ...archivos: File[]) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { files: archivos } });

beforeEach(() => {
  llamadas = [];
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

/** The way a form uses it: antd's Form.Item gives value, onChange and the id its label points at. */
function Portada({
  inicial = null,
  alCambiar = () => undefined,
  valorInicial = null,
}: {
  inicial?: ItemMedia | null;
  alCambiar?: (v: number | null) => void;
  valorInicial?: number | null;
}) {
  return (
    <Form initialValues={{ portada_id: valorInicial }} onValuesChange={(c: { portada_id?: number | null }) => alCambiar(c.portada_id ?? null)}>
      <Form.Item name="portada_id" label="Portada">
        <CampoImagen modulo="novedades" modelo="novedad" tipoId={1} inicial={inicial} nombre="portada" />
      </Form.Item>
    </Form>
  );
}

describe('CampoImagen', () => {
  it('sube la imagen elegida como borrador, da su id al formulario y muestra la miniatura', async () => {
    servidor(() => ({ cuerpo: ok(item(31, { nombre: 'fachada.png' }), 'Archivo subido correctamente.') }));
    const alCambiar = vi.fn();
    render(<Portada alCambiar={alCambiar} />);
    expect(screen.getByText('Sin portada.')).toBeTruthy();
    // The form's label names the file input; the button keeps its action as its name.
    expect(screen.getByLabelText('Portada')).toBe(screen.getByLabelText('Archivo de la portada'));
    expect(screen.getByRole('button', { name: /Subir portada/ })).toBeTruthy();
    elegir('Archivo de la portada', archivo('fachada.png', 'image/png'));
    const img = await screen.findByRole('img', { name: 'Vista previa de la portada: fachada.png' });
    expect(img.getAttribute('src')).toBe('/api/v1/recurso_media/31/miniatura?exp=1&firma=a');
    expect(alCambiar).toHaveBeenCalledWith(31);
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]).toMatchObject({ metodo: 'POST', ruta: '/api/v1/recurso_media_worknet' });
    expect(llamadas[0]!.campos).toMatchObject({ tipo_id: '1', modulo: 'novedades', modelo: 'novedad' });
    expect(llamadas[0]!.campos.modelo_id).toBeUndefined();
    expect((llamadas[0]!.campos.file as File).name).toBe('fachada.png');
    expect(screen.getByRole('button', { name: /Cambiar portada/ })).toBeTruthy();
  });

  it('no envía lo que no es imagen ni lo que supera 10 MB, y lo dice junto al botón', async () => {
    servidor(() => ({ cuerpo: ok(item(1)) }));
    const alCambiar = vi.fn();
    render(<Portada alCambiar={alCambiar} />);
    elegir('Archivo de la portada', archivo('reglamento.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo debe ser una imagen JPG, PNG, WEBP o GIF.');
    expect(screen.getByRole('button', { name: /Subir portada/ }).getAttribute('aria-describedby')).toBe('portada_id-error');
    elegir('Archivo de la portada', archivo('enorme.jpg', 'image/jpeg', 10 * MB + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('El archivo supera el máximo de 10 MB.'));
    expect(llamadas).toEqual([]);
    expect(alCambiar).not.toHaveBeenCalled();
  });

  it('un rechazo del servidor muestra su mensaje y no cambia el valor', async () => {
    const mensaje = 'El contenido del archivo no corresponde a su extensión (.png). Verifique que el archivo no esté dañado o renombrado.';
    servidor(() => ({ status: 400, cuerpo: { success: false, message: mensaje, code: 'EXTENSION_NO_CORRESPONDE' } }));
    const alCambiar = vi.fn();
    render(<Portada alCambiar={alCambiar} />);
    elegir('Archivo de la portada', archivo('falsa.png', 'image/png'));
    await waitFor(() => expect(avisos).toEqual([expect.objectContaining({ tipo: 'error', texto: mensaje })]));
    expect(alCambiar).not.toHaveBeenCalled();
    expect(screen.getByText('Sin portada.')).toBeTruthy();
  });

  it('muestra la imagen ya guardada y "Quitar portada" deja el valor en null', () => {
    servidor(() => ({ cuerpo: ok(null) }));
    const alCambiar = vi.fn();
    render(<Portada inicial={item(8, { nombre: 'vieja.jpg' })} valorInicial={8} alCambiar={alCambiar} />);
    expect(screen.getByRole('img', { name: 'Vista previa de la portada: vieja.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar portada' }));
    expect(alCambiar).toHaveBeenCalledWith(null);
    expect(screen.getByText('Sin portada.')).toBeTruthy();
    expect(llamadas).toEqual([]);
  });

  it('espera el tipo antes de permitir subir', () => {
    render(<CampoImagen modulo="novedades" modelo="novedad" tipoId={undefined} />);
    expect(screen.getByRole('button', { name: /Subir imagen/ }).hasAttribute('disabled')).toBe(true);
  });
});

function Adjuntos({ inicial = [], alCambiar = () => undefined }: { inicial?: ItemMedia[]; alCambiar?: (v: ItemMedia[]) => void }) {
  const [valor, setValor] = useState<ItemMedia[]>(inicial);
  return (
    <ListaAdjuntos
      value={valor}
      onChange={(v) => {
        setValor(v);
        alCambiar(v);
      }}
      modulo="novedades"
      modelo="novedad"
      tipoId={2}
      modeloId={15}
    />
  );
}

describe('ListaAdjuntos', () => {
  it('sube los archivos admitidos en orden, avisa los rechazados y los lista con su enlace y tamaño', async () => {
    let siguiente = 40;
    servidor((l) => ({
      cuerpo: ok(
        item(siguiente++, {
          nombre: (l.campos.file as File).name,
          content_type: 'application/pdf',
          tamano: 1.5 * MB,
          orden: Number(l.campos.orden),
          miniatura_url: null,
          mediana_url: null,
        }),
      ),
    }));
    render(<Adjuntos inicial={[item(9, { nombre: 'previo.pdf', orden: 4 })]} />);
    elegir('Archivos para adjuntar', archivo('acta.pdf', 'application/pdf'), archivo('virus.exe', 'application/x-msdownload'), archivo('turnos.xlsx', ''));
    expect((await screen.findByRole('alert')).textContent).toContain('«virus.exe»: El tipo de archivo no está permitido.');
    const lista = screen.getByRole('list', { name: 'Adjuntos' });
    await waitFor(() =>
      expect(
        within(lista)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['previo.pdf', 'acta.pdf', 'turnos.xlsx']),
    );
    expect(llamadas.map((l) => [l.campos.orden, l.campos.modelo_id, l.campos.tipo_id])).toEqual([
      ['5', '15', '2'],
      ['6', '15', '2'],
    ]);
    expect(within(lista).getByRole('link', { name: 'acta.pdf' }).getAttribute('href')).toBe('/api/v1/recurso_media/40/archivo?exp=1&firma=a');
    expect(within(lista).getAllByText('1,5 MB')).toHaveLength(2);
  });

  it('quitar pide confirmación, elimina el archivo en el servidor y lo saca de la lista', async () => {
    servidor((l) => ({ cuerpo: ok(item(Number(l.ruta.split('/').pop()), { deleted_at: '2026-11-21T12:00:00.000Z' }), 'Archivo eliminado.') }));
    const alCambiar = vi.fn();
    render(<Adjuntos inicial={[item(9, { nombre: 'acta.pdf' }), item(10, { nombre: 'plano.pdf' })]} alCambiar={alCambiar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar acta.pdf' }));
    expect(await screen.findByText('¿Quitar «acta.pdf»?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(alCambiar).toHaveBeenCalledWith([expect.objectContaining({ id: 10 })]));
    expect(llamadas).toEqual([
      expect.objectContaining({ metodo: 'PUT', ruta: '/api/v1/recurso_media_worknet/9', json: { deleted_at: expect.stringMatching(/^\d{4}-/) } }),
    ]);
    expect(screen.queryByRole('link', { name: 'acta.pdf' })).toBeNull();
  });

  it('sin archivos dice "Sin adjuntos."', () => {
    render(<ListaAdjuntos modulo="novedades" modelo="novedad" tipoId={2} />);
    expect(screen.getByText('Sin adjuntos.')).toBeTruthy();
  });
});

describe('consultas de media', () => {
  function Consultas({ modeloId }: { modeloId: number | null }) {
    const tipos = useTiposMedia('novedades', 'novedad');
    const media = useMediaDeModelo('novedad', modeloId);
    return (
      <p>
        {(tipos.data ?? []).map((t) => t.label).join(',')}|{(media.data ?? []).map((m) => m.nombre).join(',')}
      </p>
    );
  }
  const montar = (modeloId: number | null) => {
    queryClient.clear();
    render(
      <QueryClientProvider client={queryClient}>
        <Consultas modeloId={modeloId} />
      </QueryClientProvider>,
    );
  };

  it('pide los tipos del modelo y los archivos del registro con busqueda=true', async () => {
    servidor((l) =>
      l.ruta === '/api/v1/recurso_media_tipos'
        ? {
            cuerpo: ok([
              { id: 2, label: 'Adjunto', modulo: 'novedades', modelo: 'novedad' },
              { id: 1, label: 'Portada', modulo: 'novedades', modelo: 'novedad' },
            ]),
          }
        : { cuerpo: ok([item(3, { nombre: 'a.pdf' })]) },
    );
    montar(12);
    expect(await screen.findByText('Adjunto,Portada|a.pdf')).toBeTruthy();
    const tipos = llamadas.find((l) => l.ruta === '/api/v1/recurso_media_tipos')!;
    expect(Object.fromEntries(tipos.params)).toEqual({ busqueda: 'true', modulo: 'novedades', modelo: 'novedad' });
    const media = llamadas.find((l) => l.ruta === '/api/v1/recurso_media_by_model/12')!;
    expect(Object.fromEntries(media.params)).toEqual({ busqueda: 'true', modelo: 'novedad' });
  });

  it('un registro sin id todavía no pide sus archivos', async () => {
    servidor(() => ({ cuerpo: ok([]) }));
    montar(null);
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/recurso_media_tipos')).toBe(true));
    expect(llamadas.some((l) => l.ruta.startsWith('/api/v1/recurso_media_by_model'))).toBe(false);
  });
});
