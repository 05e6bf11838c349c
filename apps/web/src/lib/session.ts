import { CLAVES, escribir, leer } from './storage';

/** Auth status of spec §4. */
export type EstadoAuth = 'empty' | 'loading' | 'success' | 'error';

export type Sesion = {
  token: string | null;
  /** Chosen sector id, sent as X-Sector on every call. */
  sectorId: number | null;
  estado: EstadoAuth;
};

type Oyente = (actual: Sesion, anterior: Sesion) => void;

function leerSectorGuardado(): number | null {
  const valor = Number(leer(CLAVES.sector));
  return Number.isInteger(valor) && valor > 0 ? valor : null;
}

function leerGuardada(): Sesion {
  const token = leer(CLAVES.token);
  return { token, sectorId: token ? leerSectorGuardado() : null, estado: 'empty' };
}

let sesion: Sesion = typeof window === 'undefined' ? { token: null, sectorId: null, estado: 'empty' } : leerGuardada();
const oyentes = new Set<Oyente>();

function cambiar(parcial: Partial<Sesion>, persistir = true): void {
  const anterior = sesion;
  sesion = { ...sesion, ...parcial };
  if (persistir) {
    if ('token' in parcial) escribir(CLAVES.token, sesion.token);
    if ('sectorId' in parcial) escribir(CLAVES.sector, sesion.sectorId === null ? null : String(sesion.sectorId));
  }
  for (const oyente of oyentes) oyente(sesion, anterior);
}

export const session = {
  get: (): Sesion => sesion,
  subscribe(oyente: Oyente): () => void {
    oyentes.add(oyente);
    return () => oyentes.delete(oyente);
  },
  setToken(token: string): void {
    // A new login never inherits the previous user's sector.
    cambiar({ token, sectorId: null });
  },
  setSector(sectorId: number | null): void {
    cambiar({ sectorId });
  },
  setEstado(estado: EstadoAuth): void {
    cambiar({ estado }, false);
  },
  /** Logout: clears the token and the status (spec §4). */
  clear(estado: EstadoAuth = 'empty'): void {
    cambiar({ token: null, sectorId: null, estado });
  },
};

let escuchandoOtrasPestanas = false;

/**
 * Another tab logging out (or in as someone else) must not leave this tab
 * running with a token that no longer exists.
 */
export function sincronizarEntrePestanas(): void {
  if (escuchandoOtrasPestanas || typeof window === 'undefined') return;
  escuchandoOtrasPestanas = true;
  window.addEventListener('storage', (evento) => {
    if (evento.key !== CLAVES.token && evento.key !== CLAVES.sector && evento.key !== null) return;
    const guardada = leerGuardada();
    if (guardada.token === sesion.token && guardada.sectorId === sesion.sectorId) return;
    cambiar({ token: guardada.token, sectorId: guardada.sectorId, estado: guardada.token ? sesion.estado : 'empty' }, false);
  });
}
