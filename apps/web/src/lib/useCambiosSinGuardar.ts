import { useCallback, useEffect, useRef } from 'react';

// One registry for the whole app: react-router honours a single blocker at a
// time (the last registered wins), so forms do not call useBlocker themselves.
// Each form reports whether it holds unsaved changes; <GuardiaCambios/> in the
// layout blocks navigation and page unload while any does.

const sucios = new Set<symbol>();

export const TEXTOS_SIN_GUARDAR = {
  titulo: 'Hay cambios sin guardar.',
  pregunta: '¿Salir sin guardar?',
  salir: 'Salir sin guardar',
  seguir: 'Seguir editando',
} as const;

/** True while some mounted form has unsaved changes. */
export function hayCambiosSinGuardar(): boolean {
  return sucios.size > 0;
}

/** The user chose to leave: nothing counts as pending until a form reports again. */
export function olvidarCambiosSinGuardar(): void {
  sucios.clear();
}

type Preguntador = () => Promise<boolean>;

// Until the layout registers its themed dialog (unit tests, pages outside the layout).
let preguntador: Preguntador = () => Promise.resolve(window.confirm(`${TEXTOS_SIN_GUARDAR.titulo} ${TEXTOS_SIN_GUARDAR.pregunta}`));

export function registrarPreguntador(fn: Preguntador): () => void {
  const anterior = preguntador;
  preguntador = fn;
  return () => {
    preguntador = anterior;
  };
}

/** Asks «¿Salir sin guardar?»; resolves true when the user chose to discard. */
export function preguntarSiDescartar(): Promise<boolean> {
  return preguntador();
}

/**
 * Declares that the calling component holds unsaved changes while `sucio` is
 * true: leaving the screen (menu, link, back, reload, closing the tab) asks
 * first. Typical use with an antd form: `const [sucio, setSucio] = useState(false)`,
 * `onValuesChange={() => setSucio(true)}`, and `setSucio(false)` once saved.
 * Returns `liberar`: it stops counting the changes at once, for a save that
 * navigates in the same breath (create, then open what was created) — call it,
 * then `setSucio(false)`. To close something that is not a route (a modal) call
 * `preguntarSiDescartar()`.
 */
export function useCambiosSinGuardar(sucio: boolean): () => void {
  const actual = useRef<symbol | null>(null);
  useEffect(() => {
    if (!sucio) return;
    const id = Symbol('sin-guardar');
    actual.current = id;
    sucios.add(id);
    return () => {
      sucios.delete(id);
      actual.current = null;
    };
  }, [sucio]);
  return useCallback(() => {
    if (actual.current) sucios.delete(actual.current);
  }, []);
}
