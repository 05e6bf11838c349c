import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { conArticulo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { AccionesFila as Acciones, type AccionFila } from '../lib/lista';
import { useEliminarFila, useRestaurarFila, type Fila } from './api';
import type { ListaCatalogoEstado } from './useListaCatalogo';

type Props = {
  catalogo: Catalogo;
  lista: ListaCatalogoEstado;
  fila: Fila;
  /** Absent: no "Editar". */
  onEditar?: (fila: Fila) => void;
  /** Actions of a particular screen (Ubicaciones' QR), between Editar and Eliminar. */
  extra?: readonly AccionFila[];
};

/** A catalog row's actions on the list kit's AccionesFila: Editar, Eliminar (confirmed) in the active view; Restaurar in the deleted one. */
export function AccionesFila({ catalogo: c, lista, fila, onEditar, extra = [] }: Props) {
  const eliminar = useEliminarFila(c);
  const restaurar = useRestaurarFila(c);
  const { permisos } = lista;
  const nombre = fila.etiqueta;

  if (lista.eliminados) {
    return (
      <Acciones
        de={nombre}
        acciones={[
          permisos.eliminar && {
            clave: 'restaurar',
            texto: 'Restaurar',
            icono: <UndoOutlined aria-hidden />,
            principal: true,
            cargando: restaurar.isPending,
            alElegir: () => restaurar.mutate(fila.id),
          },
        ]}
      />
    );
  }
  return (
    <Acciones
      de={nombre}
      acciones={[
        permisos.editar &&
          onEditar && { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: () => onEditar(fila) },
        ...extra,
        permisos.eliminar && {
          clave: 'eliminar',
          texto: 'Eliminar',
          icono: <DeleteOutlined aria-hidden />,
          peligro: true,
          cargando: eliminar.isPending,
          confirmar: {
            titulo: `¿Eliminar ${conArticulo(c)} «${nombre}»?`,
            texto: `Podrá restaurar${c.femenino ? 'la' : 'lo'} desde «Ver eliminados».`,
            ok: 'Eliminar',
          },
          alElegir: () => eliminar.mutateAsync(fila.id),
        },
      ]}
    />
  );
}

/** Whether the actions column has anything to show. */
export const hayAcciones = (lista: ListaCatalogoEstado, conEditar: boolean, conExtra = false) =>
  lista.eliminados ? lista.permisos.eliminar : conExtra || lista.permisos.eliminar || (conEditar && lista.permisos.editar);
