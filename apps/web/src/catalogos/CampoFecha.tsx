import { DatePicker } from 'antd';
import { dayjs } from '../lib/fechas';

type Props = { atributos: Record<string, unknown>; value?: unknown; onChange?: (valor: unknown) => void };

/** A date typed or picked as DD/MM/YYYY, kept as 'YYYY-MM-DD'. Its own chunk: the picker is heavy. */
export function CampoFecha({ atributos, value, onChange }: Props) {
  const d = typeof value === 'string' && value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      {...atributos}
      format="DD/MM/YYYY"
      placeholder="DD/MM/AAAA"
      value={d?.isValid() ? d : null}
      onChange={(nueva) => onChange?.(nueva ? nueva.format('YYYY-MM-DD') : null)}
    />
  );
}
