import { Input, type FormRule } from 'antd';
import { esTextoFechaValido } from '@worknet/domain/rrhh/fechas-rrhh';

// HR dates are typed as DD/MM/YYYY (spec §5): a text box that adds the slashes
// while typing. A date picker would silently drop an impossible day such as
// 31/02/2020; here it stays as typed and the field says what is wrong.

/** Same text as the HR schemas' FECHA_INVALIDA (packages/domain/src/rrhh/persona.ts): keep in sync. */
export const MENSAJE_FECHA_INVALIDA = 'Ingrese una fecha válida (DD/MM/AAAA)';

/**
 * Digits become DD/MM/YYYY as they are typed. Slashes the person types
 * elsewhere ('1/2/2020') are kept: the day and month may have one digit.
 */
export function enmascararFecha(texto: string): string {
  const limpio = texto.replace(/[^\d/]/g, '').slice(0, 10);
  const partes = limpio.split('/');
  if (partes.length > 1 && partes.slice(0, -1).some((p) => p.length !== 2)) return limpio;
  const d = limpio.replace(/\//g, '').slice(0, 8);
  const armado = d.slice(0, 2) + (d.length > 2 ? `/${d.slice(2, 4)}` : '') + (d.length > 4 ? `/${d.slice(4)}` : '');
  // A slash typed right after the day or the month stays (the person is about to go on).
  return limpio.endsWith('/') && (d.length === 2 || d.length === 4) ? `${armado}/` : armado;
}

/** Checks the date as soon as the person leaves the field (the schema checks it again on save). */
export const reglaFecha: FormRule = {
  validator: (_r, v: unknown) => (typeof v !== 'string' || esTextoFechaValido(v) ? Promise.resolve() : Promise.reject(new Error(MENSAJE_FECHA_INVALIDA))),
};

type Props = {
  id?: string;
  value?: unknown;
  onChange?: (valor: string) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export function CampoFecha({ value, onChange, ...resto }: Props) {
  return (
    <Input
      {...resto}
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/AAAA"
      maxLength={10}
      style={{ maxWidth: 180 }}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(enmascararFecha(e.target.value))}
    />
  );
}
