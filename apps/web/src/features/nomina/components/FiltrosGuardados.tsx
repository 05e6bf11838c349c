import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Select, Space } from 'antd';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import type { FiltroGuardado } from '@worknet/domain/rrhh/nomina-esquemas';
import { useActualizarFiltro, useEliminarFiltro, useFiltrosGuardados, useGuardarFiltro } from '../api';
import type { Dialogo } from './DialogoNombre';

// The name dialog (and antd's Form) loads the first time it opens.
const DialogoNombre = lazy(() => import('./DialogoNombre').then((m) => ({ default: m.DialogoNombre })));

type Props = {
  /** The chips now applied (what "Guardar filtro" saves). */
  entradas: readonly EntradaFiltro[];
  seleccionado: number | null;
  onAplicar: (f: FiltroGuardado) => void;
  onSeleccionar: (id: number | null) => void;
};

/** "Mis filtros": apply one of the user's saved filters, save the chips as a new one, rename or delete. */
export function FiltrosGuardados({ entradas, seleccionado, onAplicar, onSeleccionar }: Props) {
  const [modal, contextoModal] = Modal.useModal();
  const lista = useFiltrosGuardados();
  const eliminar = useEliminarFiltro();
  const guardar = useGuardarFiltro();
  const actualizar = useActualizarFiltro();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  // Each opening is a new form (filled with the name being renamed); mounted
  // from the first opening on, so closing still animates.
  const [apertura, setApertura] = useState(0);
  const abrir = (d: Dialogo) => {
    setApertura((n) => n + 1);
    setDialogo(d);
  };
  const guardarComo = async (nombre: string) => {
    if (!dialogo) return;
    const r =
      dialogo.modo === 'renombrar'
        ? await actualizar.mutateAsync({ ...dialogo.filtro, nombre_filtro: nombre })
        : await guardar.mutateAsync({ nombre_filtro: nombre, filtros: [...entradas] });
    setDialogo(null);
    if (r.data) onSeleccionar(r.data.id);
  };
  const filtros = lista.data ?? [];
  const actual = filtros.find((f) => f.id === seleccionado) ?? null;

  const confirmarEliminar = (f: FiltroGuardado) =>
    modal.confirm({
      title: `¿Eliminar el filtro «${f.nombre_filtro}»?`,
      content: 'Los filtros aplicados ahora no cambian.',
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        await eliminar.mutateAsync(f.id);
        onSeleccionar(null);
      },
    });

  return (
    <>
      <Space wrap>
        <Select<number>
          aria-label="Mis filtros"
          placeholder="Mis filtros"
          style={{ minWidth: 200, maxWidth: '100%' }}
          loading={lista.isFetching}
          value={actual?.id ?? null}
          options={filtros.map((f) => ({ value: f.id, label: f.nombre_filtro }))}
          notFoundContent="Todavía no guardó filtros"
          onChange={(id) => {
            const f = filtros.find((x) => x.id === id);
            if (f) onAplicar(f);
          }}
        />
        <Button disabled={entradas.length === 0} onClick={() => abrir({ modo: 'guardar' })}>
          Guardar filtro
        </Button>
        {actual && (
          <>
            <Button aria-label={`Renombrar el filtro ${actual.nombre_filtro}`} onClick={() => abrir({ modo: 'renombrar', filtro: actual })}>
              Renombrar
            </Button>
            <Button danger aria-label={`Eliminar el filtro ${actual.nombre_filtro}`} onClick={() => confirmarEliminar(actual)}>
              Eliminar
            </Button>
          </>
        )}
      </Space>
      {apertura > 0 && (
        <Suspense fallback={null}>
          <DialogoNombre
            key={apertura}
            dialogo={dialogo}
            guardando={guardar.isPending || actualizar.isPending}
            onGuardar={guardarComo}
            onCerrar={() => setDialogo(null)}
          />
        </Suspense>
      )}
      {contextoModal}
    </>
  );
}
