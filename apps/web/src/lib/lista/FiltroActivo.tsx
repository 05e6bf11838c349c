import { Segmented } from 'antd';

/** The state filter of a list whose rows can be deactivated: `activo` in the URL, absent = todos. */
export type EstadoActivo = 'true' | 'false';

export function FiltroActivo({ valor, onCambiar }: { valor: EstadoActivo | undefined; onCambiar: (v: EstadoActivo | undefined) => void }) {
  return (
    <Segmented<EstadoActivo | 'todos'>
      aria-label="Estado"
      value={valor ?? 'todos'}
      onChange={(v) => onCambiar(v === 'todos' ? undefined : v)}
      options={[
        { value: 'todos', label: 'Todos' },
        { value: 'true', label: 'Activos' },
        { value: 'false', label: 'Inactivos' },
      ]}
    />
  );
}
