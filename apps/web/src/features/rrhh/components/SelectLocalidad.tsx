import { Select } from 'antd';
import { CLAVE_CATALOGOS, type OpcionRef } from '../../../catalogos/api';
import { useApiQuery } from '../../../lib/query';
import { BORRAR } from '../../../lib/iconos';

type Props = {
  /** Only the localities of this province; all of them when null. */
  provinciaId: number | null;
  /** The current locality's label, shown before the options arrive. */
  conocida?: OpcionRef | null;
  id?: string;
  value?: unknown;
  onChange?: (valor: number | null) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/** Localities of the chosen province (GET localidad?format=1&provincia_id=N), searched in the browser. */
export function SelectLocalidad({ provinciaId, conocida, value, onChange, ...atributos }: Props) {
  const consulta = useApiQuery<OpcionRef[]>(
    [...CLAVE_CATALOGOS, 'localidad', 'por-provincia', provinciaId ?? 0],
    '/api/v1/localidad',
    { format: 1, limit: 1000, provincia_id: provinciaId ?? undefined },
    { staleTime: 60_000 },
  );
  const llegadas = consulta.data ?? [];
  const opciones = conocida && !llegadas.some((o) => o.value === conocida.value) ? [conocida, ...llegadas] : llegadas;
  return (
    <Select<number>
      {...atributos}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={BORRAR}
      options={opciones}
      loading={consulta.isFetching}
      placeholder={provinciaId ? 'Elija la localidad' : 'Elija la provincia o escriba para buscar'}
      notFoundContent={consulta.isFetching ? 'Buscando…' : 'Sin resultados'}
      value={typeof value === 'number' ? value : undefined}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}
