import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@worknet/domain/constantes';
import { AvisoPantalla, BotonSimple } from './AvisoPantalla';

// Every module screen loads lazily (architecture §7). A chunk that fails, or
// takes longer than the spec's 120 s (§9), shows a Spanish message with a retry
// button instead of a blank page.

export class ChunkTimeoutError extends Error {
  constructor() {
    super('La pantalla tardó demasiado en cargar');
    this.name = 'ChunkTimeoutError';
  }
}

export function conTimeout<T>(promesa: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const reloj = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promesa.then(
      (valor) => {
        clearTimeout(reloj);
        resolve(valor);
      },
      (error: unknown) => {
        clearTimeout(reloj);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Plain elements (lib/controlesSimples.css): every lazy screen shows it, and the entry carries no antd. */
export function PantallaCargando() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <span className="worknet-girando worknet-girando--grande" role="status" aria-label="Cargando" />
    </div>
  );
}

type LimiteProps = { alReintentar: () => void; children: ReactNode };
type LimiteEstado = { error: Error | null };

class LimiteDeCarga extends Component<LimiteProps, LimiteEstado> {
  override state: LimiteEstado = { error: null };

  static getDerivedStateFromError(error: Error): LimiteEstado {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const esDemora = this.state.error instanceof ChunkTimeoutError;
    return (
      <AvisoPantalla
        titulo="No se pudo cargar la pantalla"
        texto={
          esDemora
            ? 'La pantalla tardó demasiado en cargar. Revise su conexión e intente nuevamente.'
            : 'Ocurrió un problema al descargar la pantalla. Revise su conexión e intente nuevamente.'
        }
        accion={
          <BotonSimple
            onClick={() => {
              this.setState({ error: null });
              this.props.alReintentar();
            }}
          >
            Reintentar
          </BotonSimple>
        }
      />
    );
  }
}

type Cargador<P> = () => Promise<ComponentType<P>>;

/** A lazily loaded screen that can be fetched ahead (`precargar`) and then renders at once. */
export type PantallaPerezosa<P extends object = object> = ComponentType<P> & { precargar: () => Promise<void> };

/**
 * Wraps a dynamic import of a named export: `lazyScreen(() => import('./X').then((m) => m.X))`.
 * Once the component has arrived (rendered before or `precargar()`ed), it renders directly, with
 * no Suspense: React holds a suspended fallback for a few hundred ms, which after login cost the
 * home ~0.6 s although its chunks were already there (issue 16, item 6).
 * Retry builds a fresh React.lazy, because a rejected one stays rejected. Chromium
 * also remembers a failed module download for the life of the page, so when the
 * retried import fails again the page reloads (same hash route, session kept)
 * to get a clean module map. `respaldo` is what shows while it downloads (a screen's spinner by default).
 */
export function lazyScreen<P extends object>(
  cargar: Cargador<P>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
  respaldo: ReactNode = <PantallaCargando />,
): PantallaPerezosa<P> {
  let listo: ComponentType<P> | null = null;
  let enCurso: Promise<ComponentType<P>> | null = null;
  const traer = () => {
    enCurso ??= cargar().then(
      (C) => (listo = C),
      (error: unknown) => {
        enCurso = null;
        throw error;
      },
    );
    return enCurso;
  };

  function PantallaDiferida(props: P) {
    const [intento, setIntento] = useState(0);
    // Decided once per mount: switching branches later would remount the screen and lose its state.
    const [Lista] = useState(() => listo);
    const Diferida = useMemo(
      () =>
        lazy(() =>
          conTimeout(traer(), timeoutMs).then(
            (C) => ({ default: C }),
            (error: unknown) => {
              if (intento > 0 && !(error instanceof ChunkTimeoutError)) {
                window.location.reload();
                return new Promise<never>(() => undefined);
              }
              throw error;
            },
          ),
        ),
      // A new attempt is the only reason to rebuild the lazy component.
      [intento],
    );
    if (Lista) return <Lista {...props} />;
    return (
      <LimiteDeCarga key={intento} alReintentar={() => setIntento((n) => n + 1)}>
        <Suspense fallback={respaldo}>
          <Diferida {...props} />
        </Suspense>
      </LimiteDeCarga>
    );
  }
  return Object.assign(PantallaDiferida, {
    precargar: () =>
      traer().then(
        () => undefined,
        // Whoever renders it later retries (and offers «Reintentar»).
        () => undefined,
      ),
  });
}
