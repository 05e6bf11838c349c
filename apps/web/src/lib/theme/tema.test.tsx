import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { ProveedorAntd } from '../ProveedorAntd';
import { TemaProvider, useTema } from './TemaContext';
import { leerTemaGuardado } from './preference';
import scriptInicial from '../../../public/tema-inicial.js?raw';

function Sonda() {
  const { tema, alternar } = useTema();
  const { token } = theme.useToken();
  return (
    <button type="button" onClick={alternar} data-fondo={token.colorBgContainer}>
      {tema}
    </button>
  );
}

const montar = () =>
  render(
    <TemaProvider>
      <ProveedorAntd>
        <Sonda />
      </ProveedorAntd>
    </TemaProvider>,
  );

describe('tema al iniciar', () => {
  it('sin preferencia guardada arranca claro', () => {
    montar();
    const boton = screen.getByRole('button');
    expect(boton.textContent).toBe('claro');
    expect(boton.dataset.fondo).toBe('#ffffff');
  });

  it('con preferencia oscura, el primer render ya es oscuro (sin destello)', () => {
    window.localStorage.setItem('worknet.tema', 'oscuro');
    const fondos: string[] = [];
    function Registro() {
      fondos.push(theme.useToken().token.colorBgContainer);
      return null;
    }
    render(
      <TemaProvider>
        <ProveedorAntd>
          <Registro />
        </ProveedorAntd>
      </TemaProvider>,
    );
    expect(fondos.length).toBeGreaterThan(0);
    expect(fondos.every((f) => f !== '#ffffff')).toBe(true);
  });

  it('el interruptor guarda la preferencia y marca el documento', () => {
    montar();
    act(() => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button').textContent).toBe('oscuro');
    expect(window.localStorage.getItem('worknet.tema')).toBe('oscuro');
    expect(document.documentElement.getAttribute('data-tema')).toBe('oscuro');
    expect(leerTemaGuardado()).toBe('oscuro');
    act(() => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(window.localStorage.getItem('worknet.tema')).toBe('claro');
    expect(document.documentElement.hasAttribute('data-tema')).toBe(false);
  });

  it('el script previo al render marca el documento oscuro con la misma clave', () => {
    document.documentElement.removeAttribute('data-tema');
    window.localStorage.setItem('worknet.tema', 'oscuro');
    new Function(scriptInicial)();
    expect(document.documentElement.getAttribute('data-tema')).toBe('oscuro');
    document.documentElement.removeAttribute('data-tema');
    window.localStorage.setItem('worknet.tema', 'claro');
    new Function(scriptInicial)();
    expect(document.documentElement.hasAttribute('data-tema')).toBe(false);
  });
});
