import { instanteDeHoraLocal } from './reloj';

// A biometric clock's export (issue 21 item 6): one punch a line, `idfichador;fecha;hora`, the
// separator ';', ',' or a tab, the date as YYYY-MM-DD or DD/MM/YYYY, the time HH:mm[:ss]. A first
// line that is not a punch (a header) is skipped silently; other unreadable lines are reported.

export type LineaBiometrica = { idfichador: string; ms: number };

export function leerExportBiometrico(texto: string): { marcas: LineaBiometrica[]; invalidas: number[] } {
  const marcas: LineaBiometrica[] = [];
  const invalidas: number[] = [];
  const lineas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  lineas.forEach((linea, i) => {
    if (!linea.trim()) return;
    const [id, fecha, hora] = linea.split(/[;,\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
    const dia = /^\d{4}-\d{2}-\d{2}$/.test(fecha ?? '')
      ? fecha
      : /^(\d{2})\/(\d{2})\/(\d{4})$/
          .exec(fecha ?? '')
          ?.slice(1)
          .reverse()
          .join('-');
    const h = /^\d{1,2}:\d{2}(:\d{2})?$/.test(hora ?? '') ? (hora!.length <= 5 ? `${hora!.padStart(5, '0')}:00` : hora!.padStart(8, '0')) : null;
    const ms = id && dia && h ? instanteDeHoraLocal(`${dia} ${h}`) : null;
    if (ms === null || !/^[\w-]{1,40}$/.test(id!)) {
      if (i > 0 || marcas.length) invalidas.push(i + 1);
      return;
    }
    marcas.push({ idfichador: id!, ms });
  });
  return { marcas, invalidas };
}
