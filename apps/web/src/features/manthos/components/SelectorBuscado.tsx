import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useApiQuery } from '../../../lib/query';

type Fila = { id: number; nombre: string; piso?: string | null; username?: string };

const ESPERA_MS = 250;

/** How an option reads: «Habitación 101 (piso 1)», «Carla Romero (empleado)». */
const etiqueta = (f: Fila) => (f.piso ? `${f.nombre} (piso ${f.piso})` : f.username ? `${f.nombre} (${f.username})` : f.nombre);

/**
 * A select that searches on the server as the user types (locations, people): the first 50
 * show at once, typing narrows them. The chosen value keeps its label (asked by id).
 */
export function SelectorBuscado({
  id,
  ruta,
  clave,
  value,
  onChange,
  placeholder,
  sinResultados,
}: {
  id?: string;
  ruta: string;
  clave: string;
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  placeholder: string;
  sinResultados: string;
}) {
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(escrito.trim()), ESPERA_MS);
    return () => clearTimeout(reloj);
  }, [escrito]);
  const busqueda = useApiQuery<Fila[]>(['manthos', clave, buscado], ruta, { filter: buscado || undefined }, { staleTime: 30_000 });
  const elegido = useApiQuery<Fila[]>(['manthos', clave, 'id', value ?? 0], ruta, { id: value ?? undefined }, { enabled: !!value, staleTime: 300_000 });
  const filas = [...(elegido.data ?? []), ...(busqueda.data ?? [])].filter((f, i, todas) => todas.findIndex((x) => x.id === f.id) === i);
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setEscrito, searchValue: escrito }}
      loading={busqueda.isFetching}
      placeholder={placeholder}
      notFoundContent={busqueda.isFetching ? 'Buscando…' : sinResultados}
      options={filas.map((f) => ({ value: f.id, label: etiqueta(f) }))}
      style={{ width: '100%' }}
    />
  );
}
