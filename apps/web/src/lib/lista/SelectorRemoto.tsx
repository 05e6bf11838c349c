import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useApiQuery } from '../query';
import { BORRAR } from '../iconos';

export type OpcionRemota = { value: number; label: string };

/** Where each kind of record is searched; both answer `[{ value, label }]`. */
const FUENTES = {
  usuarios: { ruta: '/api/v1/sis_usuarios', parametro: 'usuario', extra: {} },
  personas: { ruta: '/api/v1/rrhh/personas', parametro: 'filter', extra: { limit: 20 } },
} as const;

export type FuenteRemota = keyof typeof FUENTES;

export const MINIMO_BUSQUEDA = 2;
const ESPERA_MS = 300;

type Comun = {
  fuente: FuenteRemota;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  /** Labels of values chosen before (an edited record's users), so they show names and not ids. */
  iniciales?: OpcionRemota[];
  /** What the list says when nothing matched ("No se encontraron legajos"). */
  sinResultados?: string;
  style?: CSSProperties;
};
type Simple = Comun & { multiple?: false; value?: number | null; onChange?: (v: number | undefined, opcion?: OpcionRemota) => void };
type Multiple = Comun & { multiple: true; value?: number[]; onChange?: (v: number[]) => void };

/**
 * A select that searches users (GET /api/v1/sis_usuarios?usuario=) or personas
 * (GET /api/v1/rrhh/personas?filter=) on the server as the user types: there are
 * thousands, so they are never loaded whole. The chosen ones keep their label.
 */
export function SelectorRemoto(props: Simple | Multiple) {
  const { fuente, id, placeholder, iniciales, sinResultados = 'Sin resultados', style } = props;
  const f = FUENTES[fuente];
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  const [conocidos, setConocidos] = useState<OpcionRemota[]>([]);
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(escrito.trim()), ESPERA_MS);
    return () => clearTimeout(reloj);
  }, [escrito]);
  const faltan = buscado.length < MINIMO_BUSQUEDA;
  // ['selector', 'personas'] is CLAVES_RRHH.busqueda too: creating a file refreshes the search (keep in sync).
  const busqueda = useApiQuery<OpcionRemota[]>(['selector', fuente], f.ruta, { [f.parametro]: buscado, ...f.extra }, { enabled: !faltan, staleTime: 10_000 });
  const halladas = faltan ? [] : (busqueda.data ?? []);
  // Labels known without a search: the caller's (they may arrive after mount), the chosen ones, the found ones.
  const opciones = [...(iniciales ?? []), ...conocidos, ...halladas].filter((o, i, todas) => todas.findIndex((x) => x.value === o.value) === i);
  const recordar = (valores: number[]) => setConocidos(opciones.filter((o) => valores.includes(o.value)));

  const comunes = {
    id,
    'aria-label': props['aria-label'],
    style: { minWidth: 220, maxWidth: '100%', ...style },
    showSearch: { filterOption: false, onSearch: setEscrito, searchValue: escrito },
    options: opciones,
    loading: busqueda.isFetching,
    placeholder: placeholder ?? `Escriba al menos ${MINIMO_BUSQUEDA} letras para buscar`,
    notFoundContent: faltan ? `Escriba al menos ${MINIMO_BUSQUEDA} letras para buscar` : busqueda.isFetching ? 'Buscando…' : sinResultados,
  } as const;

  if (props.multiple) {
    return (
      <Select<number[]>
        {...comunes}
        mode="multiple"
        value={props.value}
        onChange={(v) => {
          recordar(v);
          props.onChange?.(v);
        }}
      />
    );
  }
  return (
    <Select<number>
      {...comunes}
      allowClear={BORRAR}
      value={props.value ?? null}
      onChange={(v) => {
        const elegida = opciones.find((o) => o.value === v);
        recordar(v === undefined || v === null ? [] : [v]);
        setEscrito('');
        props.onChange?.(v ?? undefined, elegida);
      }}
    />
  );
}
