import { Suspense, lazy, useEffect, useState } from 'react';
import { Input, InputNumber, Select, Switch } from 'antd';
import type { Campo } from '@worknet/domain/catalogos/motor';
import { fuenteOpciones, useOpcionesReferencia, type OpcionRef } from './api';
import { leerDinero, mostrarDinero } from './valores';
import { BORRAR } from '../lib/iconos';

// One form control per field kind. Each keeps the API's value shape
// ('YYYY-MM-DD', '#rrggbb', numbers, money as '1234.50', number[]), so the form's values go
// straight to the zod schema and to the server.

type Props = {
  campo: Campo;
  /** Injected by Form.Item: ties the label to the control. */
  id?: string;
  value?: unknown;
  onChange?: (valor: unknown) => void;
  /** Labels already known for the current value (from the row's `etiquetas`). */
  conocidas?: OpcionRef[];
  /** Accessible name when there is no visible label (a cell of the in-place editor). */
  ariaLabel?: string;
  /** Injected by Form.Item: ties the error and the hint to the control, and says it is required or wrong. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/** The attributes every control gets: its id, its name and what Form.Item says about it. */
const atributos = (p: Props) => ({
  id: p.id,
  'aria-label': p.ariaLabel,
  'aria-describedby': p['aria-describedby'],
  'aria-invalid': p['aria-invalid'],
  'aria-required': p['aria-required'],
});

// Forms without dates do not load the date picker (about 31 kB gzip).
const CampoFecha = lazy(() => import('./CampoFecha').then((m) => ({ default: m.CampoFecha })));

const texto = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const numero = (v: unknown) => (typeof v === 'number' ? v : null);
const importe = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

function SelectReferencia(props: Props & { campo: Extract<Campo, { tipo: 'referencia' | 'referencias' }> }) {
  const { campo, value, onChange, conocidas = [] } = props;
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  const [vistas, setVistas] = useState<OpcionRef[]>(conocidas);
  useEffect(() => {
    const reloj = setTimeout(() => setBuscado(escrito.trim()), 300);
    return () => clearTimeout(reloj);
  }, [escrito]);
  const consulta = useOpcionesReferencia(campo, buscado);
  const llegadas = consulta.data ?? [];
  // Selected options keep their label after the search moves on.
  const opciones = [...llegadas, ...vistas.filter((v) => !llegadas.some((o) => o.value === v.value))];
  const multiple = campo.tipo === 'referencias';
  const minimo = fuenteOpciones(campo)?.minimo ?? 0;
  const recordar = (v: unknown) => {
    const elegidos = Array.isArray(v) ? v : [v];
    setVistas((antes) => [...antes, ...opciones.filter((o) => elegidos.includes(o.value) && !antes.some((a) => a.value === o.value))]);
  };
  return (
    <Select<number | number[]>
      {...atributos(props)}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setEscrito }}
      allowClear={BORRAR}
      value={(multiple ? (Array.isArray(value) ? value : []) : (numero(value) ?? undefined)) as number | number[] | undefined}
      onChange={(v) => {
        recordar(v);
        onChange?.(v ?? null);
        setEscrito('');
      }}
      options={opciones}
      loading={consulta.isFetching}
      placeholder={minimo > 0 ? `Escriba al menos ${minimo} letras para buscar` : 'Elija o escriba para buscar'}
      notFoundContent={consulta.isFetching ? 'Buscando…' : buscado.length < minimo ? 'Escriba para buscar' : 'Sin resultados'}
    />
  );
}

/** The control of one field, chosen by its kind. */
export function ControlCampo(props: Props) {
  const { campo, value, onChange, ariaLabel } = props;
  const comunes = atributos(props);
  const alEscribir = (e: { target: { value: string } }) => onChange?.(e.target.value);
  switch (campo.tipo) {
    case 'texto':
    case 'codigo':
      return <Input {...comunes} autoComplete="off" maxLength={campo.max} value={texto(value)} onChange={alEscribir} />;
    case 'textoLargo':
      return <Input.TextArea {...comunes} rows={3} value={texto(value)} onChange={alEscribir} />;
    case 'cuit':
      return <Input {...comunes} inputMode="numeric" placeholder="XX-XXXXXXXX-X" autoComplete="off" value={texto(value)} onChange={alEscribir} />;
    case 'email':
      return <Input {...comunes} type="email" autoComplete="off" value={texto(value)} onChange={alEscribir} />;
    case 'telefono':
      return <Input {...comunes} type="tel" autoComplete="off" value={texto(value)} onChange={alEscribir} />;
    case 'numero':
      return (
        <InputNumber<number>
          {...comunes}
          style={{ width: '100%', maxWidth: 240 }}
          precision={campo.decimales ?? 0}
          decimalSeparator=","
          value={numero(value)}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'dinero':
      return (
        // stringMode: the box holds the decimal string ('1234.50') the API sends and the schema reads.
        <InputNumber<string>
          {...comunes}
          stringMode
          style={{ width: '100%', maxWidth: 240 }}
          prefix="$"
          precision={2}
          formatter={(v, info) => (info.userTyping ? info.input : mostrarDinero(v))}
          parser={(t) => leerDinero(t)}
          value={importe(value)}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'fecha':
      return (
        <Suspense fallback={<Input {...comunes} disabled placeholder="DD/MM/AAAA" />}>
          <CampoFecha atributos={comunes} value={value} onChange={onChange} />
        </Suspense>
      );
    case 'booleano':
      // The state in words beside the switch: antd's inner "No" is white on light grey (contrast 2:1).
      // Hidden from screen readers, which hear the switch's own checked state.
      return (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch {...comunes} checked={value === true} onChange={(v) => onChange?.(v)} />
          <span aria-hidden>{value === true ? 'Sí' : 'No'}</span>
        </span>
      );
    case 'opciones':
      return (
        <Select<string>
          {...comunes}
          allowClear={campo.requerido ? false : BORRAR}
          placeholder="Elija una opción"
          options={campo.opciones.map((o) => ({ value: o.value, label: o.label }))}
          value={typeof value === 'string' ? value : undefined}
          onChange={(v) => onChange?.(v ?? null)}
        />
      );
    case 'referencia':
    case 'referencias':
      return <SelectReferencia {...props} campo={campo} />;
    case 'color': {
      // The browser's own picker: keyboard-accessible, always '#rrggbb'. antd's
      // ColorPicker cost the login page 7.8 kB gzip (the bundler moved its
      // dependencies into a chunk the login page loads) and its trigger cannot be focused.
      const hex = typeof value === 'string' && value ? value : null;
      return (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input
            type="color"
            aria-label={`Elegir ${(ariaLabel ?? campo.etiqueta).toLowerCase()}`}
            value={hex && /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : '#000000'}
            onChange={(e) => onChange?.(e.target.value)}
            style={{ width: 40, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: 6, background: 'transparent', cursor: 'pointer' }}
          />
          <Input
            {...comunes}
            style={{ width: 120 }}
            maxLength={7}
            placeholder="#RRGGBB"
            autoComplete="off"
            allowClear={BORRAR}
            value={hex ?? ''}
            onChange={alEscribir}
          />
        </span>
      );
    }
  }
}
