import type { ReactNode } from 'react';
import { Button, Dropdown, Modal, Space, Tooltip, type TableColumnType } from 'antd';
import { useTelefono } from '../useTelefono';
import { EllipsisOutlined } from '@ant-design/icons';

/** One thing a row can do. */
export type AccionFila = {
  clave: string;
  /** The short verb shown in the tooltip and the menu: «Editar». */
  texto: string;
  /** Decorative: the button's name is `nombre`. Pass it with `aria-hidden` so antd's English icon name is not read. */
  icono: ReactNode;
  /** Accessible name of the icon button: «Editar a jperez». Defaults to «<texto> <de>». */
  nombre?: string;
  /** May return a promise: a confirmation dialog waits for it (a failure was already shown by the client). */
  alElegir: () => unknown;
  /** In the icon group at desk width (the rest go to the «…» menu; at phone width all of them do). */
  principal?: boolean;
  /** Destructive: red, last, and always confirmed. */
  peligro?: boolean;
  /** A dialog before acting (Spanish); required in practice for `peligro`. */
  confirmar?: { titulo: ReactNode; texto?: ReactNode; ok: string };
  cargando?: boolean;
};

type Props = {
  /** The row in words, for the accessible names: «jperez», «el grupo Compras». */
  de: string;
  /** The «…» button's name when «Acciones de <de>» reads badly: «Acciones del bloqueo …». */
  nombreMenu?: string;
  /** Falsy entries are skipped, so a permission can leave an action out inline. */
  acciones: readonly (AccionFila | false | null | undefined)[];
};

// Destructive ones last, in the group and in the menu.
const enOrden = (acciones: AccionFila[]) => [...acciones.filter((a) => !a.peligro), ...acciones.filter((a) => a.peligro)];

/**
 * A row's actions (issue 16): at desk width an icon group of the main ones, each with a
 * Spanish tooltip and name, plus a «…» menu with the rest; on a phone (antd's `xs`, under
 * 576 px) everything goes to the menu, so the column stays narrow. Destructive actions come
 * last, in red, and ask first.
 */
export function AccionesFila({ de, acciones, nombreMenu }: Props) {
  const [modal, contexto] = Modal.useModal();
  // `xs` is antd's max-width query: false where matchMedia matches nothing (tests), so those see the desk layout.
  const telefono = useTelefono();
  const todas = enOrden(acciones.filter((a): a is AccionFila => Boolean(a)));
  if (todas.length === 0) return null;

  const ejecutar = (a: AccionFila) => {
    const confirmar = a.confirmar;
    if (!confirmar) return void a.alElegir();
    modal.confirm({
      title: confirmar.titulo,
      content: confirmar.texto,
      okText: confirmar.ok,
      cancelText: 'Cancelar',
      okButtonProps: { danger: a.peligro },
      // The client already toasted a failure; the dialog closes either way.
      onOk: async () => {
        try {
          await a.alElegir();
        } catch {
          /* shown by the client */
        }
      },
    });
  };

  const enGrupo = telefono ? [] : todas.filter((a) => a.principal);
  const enMenu = todas.filter((a) => !enGrupo.includes(a));
  return (
    <Space size={0} style={{ whiteSpace: 'nowrap' }}>
      {enGrupo.map((a) => (
        <Tooltip key={a.clave} title={a.texto}>
          <Button type="text" danger={a.peligro} icon={a.icono} loading={a.cargando} aria-label={a.nombre ?? `${a.texto} ${de}`} onClick={() => ejecutar(a)} />
        </Tooltip>
      ))}
      {enMenu.length > 0 && (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: enMenu.map((a) => ({ key: a.clave, label: a.texto, icon: a.icono, danger: a.peligro, disabled: a.cargando })),
            onClick: ({ key }) => {
              const a = enMenu.find((x) => x.clave === key);
              if (a) ejecutar(a);
            },
          }}
        >
          <Button type="text" icon={<EllipsisOutlined aria-hidden />} aria-label={nombreMenu ?? `Acciones de ${de}`} />
        </Dropdown>
      )}
      {contexto}
    </Space>
  );
}

/**
 * The «Acciones» column: fixed on the right, so the actions stay in view however wide the
 * table scrolls (issue 16: Guardar/Cancelar past the right edge at 1366 px).
 */
export function columnaAcciones<T>(render: (fila: T) => ReactNode): TableColumnType<T> {
  return { key: 'acciones', title: 'Acciones', fixed: 'right', align: 'right', render: (_: unknown, fila: T) => render(fila) };
}
