import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { conArticulo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { useEliminarFila, useRestaurarFila, type Fila } from './api';
import type { ListaCatalogoEstado } from './useListaCatalogo';

type Props = {
  catalogo: Catalogo;
  lista: ListaCatalogoEstado;
  fila: Fila;
  /** Absent: no "Editar" button. */
  onEditar?: (fila: Fila) => void;
  /** Buttons of a particular screen, after the common ones. */
  extra?: ReactNode;
};

/** Editar / Eliminar (confirmed) in the active view; Restaurar in the deleted one. */
export function AccionesFila({ catalogo: c, lista, fila, onEditar, extra }: Props) {
  const eliminar = useEliminarFila(c);
  const restaurar = useRestaurarFila(c);
  const { permisos } = lista;
  const nombre = fila.etiqueta;

  if (lista.eliminados) {
    return permisos.eliminar ? (
      <Button type="link" loading={restaurar.isPending} onClick={() => restaurar.mutate(fila.id)} aria-label={`Restaurar ${nombre}`}>
        Restaurar
      </Button>
    ) : null;
  }
  return (
    <Space size={0} wrap>
      {permisos.editar && onEditar && (
        <Button type="link" onClick={() => onEditar(fila)} aria-label={`Editar ${nombre}`}>
          Editar
        </Button>
      )}
      {permisos.eliminar && (
        <Popconfirm
          title={`¿Eliminar ${conArticulo(c)} «${nombre}»?`}
          description={`Podrá restaurar${c.femenino ? 'la' : 'lo'} desde «Ver eliminados».`}
          okText="Eliminar"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          // The client already toasted a failure.
          onConfirm={() => eliminar.mutateAsync(fila.id).catch(() => undefined)}
        >
          <Button type="link" danger loading={eliminar.isPending} aria-label={`Eliminar ${nombre}`}>
            Eliminar
          </Button>
        </Popconfirm>
      )}
      {extra}
    </Space>
  );
}

/** Whether the actions column has anything to show. */
export const hayAcciones = (lista: ListaCatalogoEstado, conEditar: boolean, conExtra = false) =>
  lista.eliminados ? lista.permisos.eliminar : conExtra || lista.permisos.eliminar || (conEditar && lista.permisos.editar);
