import { iniciales } from '../conversacion';

/** A person's (or a room's) round mark with its presence dot; decoration: the text beside it says the same. */
export function Marca({ nombre, sala, enLinea }: { nombre: string; sala?: boolean; enLinea?: boolean }) {
  return (
    <span className={sala ? 'chat__marca chat__marca--sala' : 'chat__marca'} aria-hidden="true">
      {sala ? '#' : iniciales(nombre)}
      {!sala && enLinea !== undefined && <span className={enLinea ? 'chat__punto chat__punto--en-linea' : 'chat__punto'} />}
    </span>
  );
}

/** Presence as words, for screen readers and next to the name. */
export const textoPresencia = (enLinea: boolean) => (enLinea ? 'En línea' : 'Desconectado');
