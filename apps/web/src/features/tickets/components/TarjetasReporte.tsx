import type { ReporteTickets } from '../api';
import { minutosLegibles, porcentaje, promedio } from '../formato';

/** The period's headline figures (working time), as a description list that wraps on a phone. */
export function TarjetasReporte({ resumen: r }: { resumen: ReporteTickets['resumen'] }) {
  const tarjetas: [string, string, string?][] = [
    ['Abiertos', String(r.abiertos)],
    ['Cerrados', String(r.cerrados)],
    ['1.ª respuesta (mediana)', minutosLegibles(r.primera_respuesta_mediana), `p90: ${minutosLegibles(r.primera_respuesta_p90)}`],
    ['Resolución (mediana)', minutosLegibles(r.resolucion_mediana), `p90: ${minutosLegibles(r.resolucion_p90)}`],
    ['Resueltos en plazo', porcentaje(r.cumplimiento_sla)],
    ['Calificación promedio', promedio(r.calificacion_promedio), `${r.calificaciones} ${r.calificaciones === 1 ? 'calificación' : 'calificaciones'}`],
  ];
  return (
    <dl className="tickets-tarjetas">
      {tarjetas.map(([titulo, valor, nota]) => (
        <div key={titulo} className="tickets-tarjeta">
          <dt>{titulo}</dt>
          <dd>
            {valor}
            {nota && <small style={{ display: 'block', fontSize: 12, fontWeight: 400 }}>{nota}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
