import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

type Props = {
  /** The search in force (the URL's); back/forward changes it and the box follows. */
  valor: string | undefined;
  onBuscar: (texto: string | undefined) => void;
  'aria-label': string;
  placeholder?: string;
  /** Searches this long after the last keystroke; without it, only on Enter or the button. */
  demoraMs?: number;
  ancho?: number;
  maxLength?: number;
};

/** The search box of a list: what is typed stays local until it is searched, then it goes to the URL. */
export function CampoBusqueda({ valor, onBuscar, demoraMs, ancho = 320, ...resto }: Props) {
  const [texto, setTexto] = useState(valor ?? '');
  const [anterior, setAnterior] = useState(valor);
  if (valor !== anterior) {
    // The URL changed under the box (back/forward, a link): show its search.
    setAnterior(valor);
    setTexto(valor ?? '');
  }
  const buscar = (t: string) => {
    const limpio = t.trim() || undefined;
    if (limpio !== valor) onBuscar(limpio);
  };
  // The latest callback for the timer, without restarting it on every render.
  const ultimo = useRef(buscar);
  useEffect(() => {
    ultimo.current = buscar;
  });
  useEffect(() => {
    if (demoraMs === undefined) return;
    const reloj = setTimeout(() => ultimo.current(texto), demoraMs);
    return () => clearTimeout(reloj);
  }, [texto, demoraMs]);

  return (
    <Input.Search {...resto} allowClear style={{ width: ancho, maxWidth: '100%' }} value={texto} onChange={(e) => setTexto(e.target.value)} onSearch={buscar} />
  );
}
