import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Carpeta, Documento, Version } from '@worknet/domain/archivos/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { GestorArchivosPage } from './GestorArchivosPage';

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const B = '/api/v1/rrhh/gestor-archivos';
const CARPETAS: Carpeta[] = [
  { id: 1, nombre: 'Políticas', padre_id: null, nivel: 'ver', deleted_at: null },
  { id: 2, nombre: 'Vacaciones', padre_id: 1, nivel: 'ver', deleted_at: null },
];
const doc = (id: number, nombre: string, o: Partial<Documento> = {}): Documento => ({
  id,
  nombre,
  categoria: 'politica',
  descripcion: null,
  carpeta_id: 1,
  carpeta: 'Políticas',
  persona_id: null,
  versiones: 2,
  version_actual: { media_id: 50 + id, nombre: `${nombre}.pdf`, content_type: 'application/pdf', tamano: 2048 },
  created_at: '2026-11-20T10:00:00-03:00',
  updated_at: '2026-11-22T10:00:00-03:00',
  deleted_at: null,
  editable: false,
  ...o,
});
const VERSIONES: Version[] = [
  { media_id: 52, numero: 2, nombre: 'conducta-v2.pdf', content_type: 'application/pdf', tamano: 4096, created_at: '2026-11-22T10:00:00-03:00', actual: true },
  { media_id: 51, numero: 1, nombre: 'conducta.pdf', content_type: 'application/pdf', tamano: 2048, created_at: '2026-11-20T10:00:00-03:00', actual: false },
];

function servidor(permisos: string[] = [], carpetas: Carpeta[] = CARPETAS) {
  return servidorFalso(permisos, (l: Llamada) => {
    if (l.ruta === `${B}/carpetas`) return { cuerpo: ok(l.params.get('eliminadas') ? [] : carpetas) };
    if (l.ruta === `${B}/documentos`) {
      const filas = l.params.get('eliminados')
        ? [doc(9, 'Viejo', { deleted_at: '2026-11-23T10:00:00-03:00', editable: true })]
        : [doc(3, 'Código de conducta')];
      return { cuerpo: { ...ok(filas), total: filas.length } };
    }
    if (l.ruta === `${B}/documentos/3/versiones`) return { cuerpo: ok(VERSIONES) };
    if (l.ruta === `${B}/documentos/3/descarga`) return { cuerpo: ok({ url: '/api/v1/recurso_media/51/archivo?exp=1&firma=x', nombre: 'conducta.pdf' }) };
    if (l.ruta === `${B}/documentos/9/restaurar`) return { cuerpo: ok(doc(9, 'Viejo'), { message: 'Documento restaurado.' }) };
    if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok([{ id: 40, label: 'Documento', modulo: 'rrhh', modelo: 'documento' }]) };
    return undefined;
  });
}

describe('Gestor de archivos', () => {
  it('un lector ve el árbol, los documentos de la carpeta y descarga una versión anterior; no puede subir', async () => {
    const abrir = vi.fn();
    vi.stubGlobal('open', abrir);
    const llamadas = servidor();
    montar(<GestorArchivosPage />, { path: '/rrhh/gestor-archivos', ruta: '/rrhh/gestor-archivos?carpeta_id=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestor de archivos' })).toBeTruthy();
    // jsdom has no width: the phone's layout, where the tree is a select of paths.
    expect(await screen.findByRole('combobox', { name: 'Carpeta' })).toBeTruthy();
    expect(screen.getAllByText('Políticas').length).toBeGreaterThan(0);
    expect(await screen.findByText('Código de conducta')).toBeTruthy();
    expect(screen.getByText('22/11/2026')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === `${B}/documentos` && l.params.get('carpeta_id') === '1')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Subir documento' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Papelera' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Versiones de Código de conducta' }));
    expect(await screen.findByText('Versión 2')).toBeTruthy();
    expect(screen.getByText('Actual')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subir versión nueva/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar la versión 1' }));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === `${B}/documentos/3/descarga` && l.params.get('media_id') === '51')).toBe(true));
    await waitFor(() => expect(abrir).toHaveBeenCalledWith('/api/v1/recurso_media/51/archivo?exp=1&firma=x', '_blank', 'noopener'));
  });

  it('sin carpetas avisa que no tiene acceso a ninguna', async () => {
    servidor([], []);
    montar(<GestorArchivosPage />, { path: '/rrhh/gestor-archivos', ruta: '/rrhh/gestor-archivos' });
    expect(await screen.findByText('No hay carpetas.')).toBeTruthy();
    expect(await screen.findByText('Todavía no tiene acceso a ninguna carpeta.')).toBeTruthy();
  });

  it('RRHH ve la papelera y restaura un documento', async () => {
    const llamadas = servidor(
      ['rrhh.archivo.administrar'],
      CARPETAS.map((c) => ({ ...c, nivel: 'editar' })),
    );
    montar(<GestorArchivosPage />, { path: '/rrhh/gestor-archivos', ruta: '/rrhh/gestor-archivos?espacio=papelera' });
    expect(await screen.findByText('Viejo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Carpetas eliminadas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar Viejo' }));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === `${B}/documentos/9/restaurar` && l.metodo === 'POST')).toBe(true));
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Documento restaurado.' })));
  });
  it('renombrar una carpeta con un nombre que el servidor rechaza deja el mensaje bajo «Nombre» y el diálogo abierto', async () => {
    const carpetas = CARPETAS.map((c) => ({ ...c, nivel: 'editar' as const }));
    const llamadas = servidorFalso(['rrhh.archivo.administrar'], (l: Llamada) => {
      if (l.ruta === `${B}/carpetas/1` && l.metodo === 'PUT')
        return {
          status: 400,
          cuerpo: {
            success: false,
            code: 400,
            message: 'Hay errores en los datos enviados: nombre: Ya hay una carpeta con ese nombre',
            data: { campos: [{ campo: 'nombre', mensaje: 'Ya hay una carpeta con ese nombre' }] },
          },
        };
      if (l.ruta === `${B}/carpetas`) return { cuerpo: ok(carpetas) };
      if (l.ruta === `${B}/documentos`) return { cuerpo: { ...ok([]), total: 0 } };
      return undefined;
    });
    montar(<GestorArchivosPage />, { path: '/rrhh/gestor-archivos', ruta: '/rrhh/gestor-archivos?carpeta_id=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Renombrar' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Renombrar carpeta')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Nombre'), { target: { value: 'Vacaciones' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('Ya hay una carpeta con ese nombre')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === `${B}/carpetas/1` && l.metodo === 'PUT')).toBe(true);
    // The client's toast stays: it is also where an error without a field goes.
    expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'error' }));
    expect(screen.getByRole('dialog')).toBe(dialogo);
  });
});
