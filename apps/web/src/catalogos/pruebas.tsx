import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../lib/query';
import type { Fila } from './api';
import { TemaProvider } from '../lib/theme/TemaContext';

// Test helpers of the catalog screens (imported only by *.test.tsx): a fake
// API behind `fetch` and a router to mount a screen in.

// Some antd controls (TextArea, Table) observe their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export type Llamada = { metodo: string; ruta: string; params: URLSearchParams; cuerpo: unknown };
export type Respuesta = { status?: number; cuerpo: unknown };
type Manejador = (llamada: Llamada) => Respuesta | undefined;

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ success: true, message: 'Operación realizada', code: 200, data, ...extra });

/** Replaces `fetch`: answers get_permisos with `permisos`, the rest with `manejar` (404 when it returns nothing). */
export function servidorFalso(permisos: string[], manejar: Manejador = () => undefined): Llamada[] {
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string, init?: RequestInit) => {
      const url = new URL(entrada, 'http://localhost');
      const llamada: Llamada = {
        metodo: init?.method ?? 'GET',
        ruta: url.pathname,
        params: url.searchParams,
        cuerpo: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      llamadas.push(llamada);
      const r: Respuesta =
        llamada.ruta === '/api/v1/get_permisos'
          ? { cuerpo: ok(permisos.map((nombre) => ({ nombre }))) }
          : (manejar(llamada) ?? { status: 404, cuerpo: { success: false, message: 'No encontrado', code: 404 } });
      return new Response(JSON.stringify(r.cuerpo), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return llamadas;
}

/** Mounts `elemento` at `path` (react-router pattern) and opens `ruta`; other paths show "Otra pantalla <path>". */
export function montar(elemento: ReactElement, { path = '/', ruta = '/' }: { path?: string; ruta?: string } = {}) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path, element: elemento },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: [ruta] },
  );
  // As in the app (App.tsx): the theme at the root; antd's provider comes with each part that uses it.
  render(
    <TemaProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TemaProvider>,
  );
  return router;
}

/** A row as the API sends it. */
export function crearFila(id: number, valores: Record<string, unknown>, etiquetas: Record<string, string> = {}): Fila {
  return {
    id,
    etiqueta: String(valores.nombre ?? id),
    etiquetas,
    created_at: '2025-01-02T10:00:00Z',
    updated_at: '2025-01-02T10:00:00Z',
    deleted_at: null,
    ...valores,
  };
}
