import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import { cuandoFue } from '../../../lib/format';

/** «Hace instantes.» / «Hace N minutos.» / «Hace N horas.» while there is a relative time, the date after. */
export function Cuando({ fecha }: { fecha: string }) {
  return (
    <time dateTime={fecha} title={fechaHoraParaMostrar(fecha)}>
      {cuandoFue(fecha)}
    </time>
  );
}
