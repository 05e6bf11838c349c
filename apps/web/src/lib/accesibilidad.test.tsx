import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, Input, Select } from 'antd';
import { BORRAR } from './iconos';
import { silenciarIconosDecorativos } from './iconosDecorativos';
import { configuracionAccesible } from './ProveedorAntd';

// The central fixes of issue 16 (item 9): what a screen reader hears of antd's fields.
// (The silent required asterisk is CSS, which jsdom does not compute: e2e palabras-formularios.)

describe('nombres accesibles de los campos de antd', () => {
  it('el botón de la contraseña dice «Mostrar contraseña» y luego «Ocultar contraseña»', () => {
    render(
      <ConfigProvider {...configuracionAccesible}>
        <Input.Password aria-label="Contraseña" />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /eye/ })).toBeNull();
  });

  it('el botón de Input.Search se llama «Buscar»', () => {
    render(
      <ConfigProvider {...configuracionAccesible}>
        <Input.Search aria-label="Buscar novedades" />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it('el botón de borrar de Input y Select se llama «Borrar»', () => {
    const { container } = render(
      <>
        <Input aria-label="Buscar" allowClear={BORRAR} defaultValue="algo" />
        <Select aria-label="Estado" allowClear={BORRAR} defaultValue="a" options={[{ value: 'a', label: 'Activo' }]} />
      </>,
    );
    const botones = within(container).getAllByRole('button', { name: 'Borrar' });
    expect(botones).toHaveLength(2);
    expect(within(container).queryByRole('button', { name: /clear|close/i })).toBeNull();
  });
});

describe('iconos decorativos', () => {
  it('un icono junto a un texto o dentro de un control con nombre se oculta; el único nombre de un botón se deja', async () => {
    const { BellOutlined, SearchOutlined, UserOutlined } = await import('@ant-design/icons');
    const { container } = render(
      <div>
        <button type="button" aria-label="Notificaciones: 2 sin leer">
          <BellOutlined />
        </button>
        <span>
          <UserOutlined /> Ana Pérez
        </span>
        <button type="button">
          <SearchOutlined />
        </button>
        <button type="button">
          <SearchOutlined aria-label="Buscar" />
        </button>
        <ul>
          <li title="Página siguiente">
            <button type="button">
              <UserOutlined />
            </button>
          </li>
        </ul>
      </div>,
    );
    const parar = silenciarIconosDecorativos(container as HTMLElement);
    expect(container.querySelector('.anticon-bell')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.anticon-user')?.getAttribute('aria-hidden')).toBe('true');
    // Its only name: hiding it would leave the button nameless.
    const [solo, conNombre] = container.querySelectorAll('.anticon-search');
    expect(solo?.hasAttribute('aria-hidden')).toBe(false);
    expect(conNombre?.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    // The only name, with a tooltip on its container (antd's pagination): the tooltip names it.
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    parar();
  });
});
