import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { guardarTema, leerTemaGuardado, type Tema } from './preference';

type ValorTema = { tema: Tema; esOscuro: boolean; setTema: (tema: Tema) => void; alternar: () => void };

const TemaContext = createContext<ValorTema | null>(null);

/** The initial state is read synchronously, so the first render already has the right theme. */
export function TemaProvider({ children, inicial }: { children: ReactNode; inicial?: Tema }) {
  const [tema, setEstado] = useState<Tema>(() => inicial ?? leerTemaGuardado());
  const setTema = useCallback((nuevo: Tema) => {
    guardarTema(nuevo);
    setEstado(nuevo);
  }, []);
  const valor = useMemo<ValorTema>(
    () => ({ tema, esOscuro: tema === 'oscuro', setTema, alternar: () => setTema(tema === 'oscuro' ? 'claro' : 'oscuro') }),
    [tema, setTema],
  );
  return <TemaContext.Provider value={valor}>{children}</TemaContext.Provider>;
}

export function useTema(): ValorTema {
  const valor = useContext(TemaContext);
  if (!valor) throw new Error('useTema fuera de TemaProvider');
  return valor;
}
