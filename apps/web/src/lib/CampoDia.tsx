import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import { dayjs } from './fechas';

type Props = {
  id?: string;
  'aria-label'?: string;
  /** 'YYYY-MM-DD' */
  value?: string | null;
  onChange?: (valor: string | null) => void;
  disabled?: boolean;
  style?: CSSProperties;
};

/** A day typed or picked as DD/MM/YYYY, kept as 'YYYY-MM-DD' (the wire's form). */
export function CampoDia({ value, onChange, style, ...resto }: Props) {
  const d = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      {...resto}
      format="DD/MM/YYYY"
      placeholder="DD/MM/AAAA"
      value={d?.isValid() ? d : null}
      onChange={(nueva) => onChange?.(nueva ? nueva.format('YYYY-MM-DD') : null)}
      style={{ width: '100%', maxWidth: 220, ...style }}
    />
  );
}
