import { cuandoParaMostrar, fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';

/** "Hace instantes." / "Hace N horas." while there is a relative time, the date after (spec §8). */
export function Cuando({ fecha }: { fecha: string }) {
  return (
    <time dateTime={fecha} title={fechaHoraParaMostrar(fecha)}>
      {cuandoParaMostrar(fecha)}
    </time>
  );
}
