import { useCallback, useRef, useState } from 'react';

/**
 * A plain header button whose antd overlay (a dropdown, a popover) loads with its first click
 * (issue 16, item 6: the header paints without antd). Until then the button alone; `usado` says
 * when to render the overlay around the same button, which then opens and closes it itself
 * (`abierto` / `setAbierto` as its open state). The overlay's trigger is a new element, so
 * `alMontar` gives it back the focus the plain one had. `alAbrir` runs on every opening.
 */
export function useDisparadorDiferido(alAbrir?: () => void) {
  const [usado, setUsado] = useState(false);
  const [abierto, setAbiertoSolo] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const setAbierto = useCallback(
    (valor: boolean) => {
      if (valor) alAbrir?.();
      setAbiertoSolo(valor);
    },
    [alAbrir],
  );
  const alPrimerClic = usado
    ? undefined
    : () => {
        setUsado(true);
        setAbierto(true);
      };
  const alMontar = useCallback(() => {
    if (document.activeElement === document.body) ref.current?.focus();
  }, []);
  return { usado, abierto, setAbierto, ref, alPrimerClic, alMontar };
}
