import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { ProductoFila } from '@worknet/domain/inventario/maestros';
import { useApiQuery } from '../../../lib/query';
import { CLAVES, RUTAS } from '../api';

const ESPERA_MS = 300;

type Props = {
  id?: string;
  'aria-label'?: string;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  /** Called with the chosen product's row (its flags decide the line's fields). */
  onElegir?: (producto: ProductoFila | undefined) => void;
  /** The label of the value chosen before (an edited draft's line). */
  etiquetaInicial?: string;
};

/** Searches active products by name or barcode on the server as the user types (there are thousands). */
export function SelectorProducto({ id, value, onChange, onElegir, etiquetaInicial, ...resto }: Props) {
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(escrito.trim()), ESPERA_MS);
    return () => clearTimeout(reloj);
  }, [escrito]);
  const busqueda = useApiQuery<ProductoFila[]>(
    [...CLAVES.productos, 'busqueda'],
    RUTAS.producto,
    { filter: buscado || undefined, activo: 'true', limit: 20 },
    { staleTime: 30_000 },
  );
  const halladas = busqueda.data ?? [];
  const opciones = halladas.map((p) => ({ value: p.id, label: p.codigo_barras ? `${p.nombre_producto} (${p.codigo_barras})` : p.nombre_producto }));
  if (value && !opciones.some((o) => o.value === value)) opciones.unshift({ value, label: etiquetaInicial ?? `Producto ${value}` });
  return (
    <Select<number>
      id={id}
      aria-label={resto['aria-label']}
      value={value ?? null}
      showSearch={{ filterOption: false, onSearch: setEscrito, searchValue: escrito }}
      options={opciones}
      loading={busqueda.isFetching}
      placeholder="Buscar por nombre o código"
      notFoundContent={busqueda.isFetching ? 'Buscando…' : 'No se encontraron productos'}
      onChange={(v) => {
        setEscrito('');
        onChange?.(v ?? undefined);
        onElegir?.(halladas.find((p) => p.id === v));
      }}
      style={{ width: '100%' }}
    />
  );
}
