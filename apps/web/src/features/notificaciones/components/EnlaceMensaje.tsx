import { Link } from 'react-router';
import { enlaceDe } from '@worknet/domain/notificaciones/enlace';

type Props = { enlace: string | null; titulo: string };

/**
 * The link of a notification or message: an app route opens inside Worknet, an
 * http/https address in a new tab. A stored value that is not a valid link shows nothing.
 */
export function EnlaceMensaje({ enlace, titulo }: Props) {
  const e = enlaceDe(enlace);
  if (!e) return null;
  if (e.tipo === 'interno') {
    return (
      <Link to={e.ruta} aria-label={`Abrir: ${titulo}`}>
        Abrir
      </Link>
    );
  }
  return (
    <a href={e.url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir en otra pestaña: ${titulo}`}>
      Abrir enlace
    </a>
  );
}
