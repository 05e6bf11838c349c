import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { Form, Input } from 'antd';
import { GuardiaCambios } from './GuardiaCambios';
import { ModalFormulario } from './ModalFormulario';
import { session } from './session';
import { hayCambiosSinGuardar, olvidarCambiosSinGuardar, preguntarSiDescartar, useCambiosSinGuardar } from './useCambiosSinGuardar';
import { TemaProvider } from './theme/TemaContext';

function Editor() {
  const [sucio, setSucio] = useState(false);
  useCambiosSinGuardar(sucio);
  return (
    <>
      <label>
        Nombre
        <input onChange={() => setSucio(true)} />
      </label>
      <button onClick={() => setSucio(false)}>Guardar</button>
      <Link to="/otra">Ir a otra</Link>
      <Link to="/editor?pestana=2">Otra pestaña</Link>
    </>
  );
}

function montar() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <GuardiaCambios />
            <Outlet />
          </>
        ),
        children: [
          { path: '/editor', element: <Editor /> },
          { path: '/otra', element: <h1>Otra pantalla</h1> },
        ],
      },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <TemaProvider>
      <RouterProvider router={router} />
    </TemaProvider>,
  );
  return router;
}

beforeEach(() => session.setToken('t'));
afterEach(() => {
  session.clear();
  olvidarCambiosSinGuardar();
});

describe('cambios sin guardar', () => {
  it('sin cambios, navegar no pregunta', () => {
    montar();
    fireEvent.click(screen.getByText('Ir a otra'));
    expect(screen.getByRole('heading', { name: 'Otra pantalla' })).toBeTruthy();
  });

  it('con cambios pregunta; «Seguir editando» se queda y «Salir sin guardar» sale', async () => {
    const router = montar();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'x' } });
    expect(hayCambiosSinGuardar()).toBe(true);
    fireEvent.click(screen.getByText('Ir a otra'));
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect([...router.state.blockers.values()].map((b) => b.state)).toEqual(['unblocked']));
    expect(router.state.location.pathname).toBe('/editor');

    fireEvent.click(screen.getByText('Ir a otra'));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Otra pantalla' })).toBeTruthy();
    expect(hayCambiosSinGuardar()).toBe(false);
  });

  it('una segunda pregunta con la primera abierta responde a la primera «Seguir editando»', async () => {
    montar();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'x' } });
    let primera: Promise<boolean> | undefined;
    let segunda: Promise<boolean> | undefined;
    act(() => {
      primera = preguntarSiDescartar();
    });
    await screen.findByRole('button', { name: 'Salir sin guardar' });
    act(() => {
      segunda = preguntarSiDescartar();
    });
    await expect(primera).resolves.toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await expect(segunda).resolves.toBe(true);
  });

  it('cambiar de pestaña en la misma pantalla no pregunta; guardar deja salir', () => {
    const router = montar();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('Otra pestaña'));
    expect(router.state.location.search).toBe('?pestana=2');
    fireEvent.click(screen.getByText('Guardar'));
    fireEvent.click(screen.getByText('Ir a otra'));
    expect(screen.getByRole('heading', { name: 'Otra pantalla' })).toBeTruthy();
  });

  it('antes de descargar la página avisa sólo con cambios', () => {
    montar();
    const limpio = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(limpio);
    expect(limpio.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'x' } });
    const sucio = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(sucio);
    expect(sucio.defaultPrevented).toBe(true);
  });
});

function ConModal() {
  const [form] = Form.useForm<{ nombre: string }>();
  const [abierto, setAbierto] = useState(true);
  return (
    <>
      <GuardiaCambios />
      <p>{abierto ? 'Abierto' : 'Cerrado'}</p>
      <ModalFormulario form={form} abierto={abierto} titulo="Nuevo" textoOk="Crear" onCerrar={() => setAbierto(false)}>
        <Form.Item name="nombre" label="Nombre del grupo">
          <Input />
        </Form.Item>
      </ModalFormulario>
    </>
  );
}

describe('ModalFormulario', () => {
  function montarModal() {
    const router = createMemoryRouter([{ path: '/', element: <ConModal /> }]);
    render(
      <TemaProvider>
        <RouterProvider router={router} />
      </TemaProvider>,
    );
  }

  it('cerrar sin cambios no pregunta', () => {
    montarModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Cerrado')).toBeTruthy();
  });

  it('cerrar con cambios pregunta y «Seguir editando» conserva lo escrito', async () => {
    montarModal();
    fireEvent.change(screen.getByLabelText('Nombre del grupo'), { target: { value: 'Guardia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByText('Abierto')).toBeTruthy();
    expect((screen.getByLabelText('Nombre del grupo') as HTMLInputElement).value).toBe('Guardia');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByText('Cerrado')).toBeTruthy());
    expect(hayCambiosSinGuardar()).toBe(false);
  });
});
