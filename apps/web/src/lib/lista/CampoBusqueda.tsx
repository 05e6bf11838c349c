import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { BORRAR } from '../iconos';

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

const NINGUNO = Symbol('ninguno');

/** The search box of a list: what is typed stays local until it is searched, then it goes to the URL. */
export function CampoBusqueda({ valor, onBuscar, demoraMs, ancho = 320, ...resto }: Props) {
  const [texto, setTexto] = useState(valor ?? '');
  const [anterior, setAnterior] = useState(valor);
  // What this box last searched. Its own search comes back as `valor` a moment later (the
  // router renders navigations in a transition): by then the person may be typing the next
  // one, which must not be replaced by the echo.
  const enviado = useRef<string | undefined | typeof NINGUNO>(NINGUNO);
  if (valor !== anterior) {
    setAnterior(valor);
    // The URL changed under the box (back/forward, a link): show its search.
    if (valor !== enviado.current) setTexto(valor ?? '');
  }
  // Once the echo has arrived, any later change of the URL is not this box's own.
  useEffect(() => {
    enviado.current = NINGUNO;
  }, [valor]);
  const buscar = (t: string) => {
    const limpio = t.trim() || undefined;
    // Enter and the typing timer may both ask for the same search: send it once.
    if (limpio === valor || limpio === enviado.current) return;
    enviado.current = limpio;
    onBuscar(limpio);
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
    <Input.Search
      {...resto}
      allowClear={BORRAR}
      style={{ width: ancho, maxWidth: '100%' }}
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      onSearch={buscar}
    />
  );
}
