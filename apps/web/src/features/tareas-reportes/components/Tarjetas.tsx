import type { ReporteTareas } from '../api';
import { duracion, porcentaje } from '../formato';

/** The period's figures at a glance; on a phone they wrap two by two. */
export function Tarjetas({ resumen: r }: { resumen: ReporteTareas['resumen'] }) {
  const tarjetas: { titulo: string; valor: string | number; detalle?: string }[] = [
    { titulo: 'Tareas', valor: r.total },
    { titulo: 'Hechas', valor: r.hechas, detalle: `${porcentaje(r.hechas, r.total)} del total` },
    { titulo: 'Vencidas sin hacer', valor: r.vencidas },
    { titulo: 'Hechas fuera de término', valor: r.hechas_tarde, detalle: `${porcentaje(r.hechas_tarde, r.hechas)} de las hechas` },
    { titulo: 'Mediana hasta hecha', valor: duracion(r.mediana_minutos) },
    { titulo: 'Hechas con escaneo del lugar', valor: r.hechas_con_escaneo, detalle: `${porcentaje(r.hechas_con_escaneo, r.hechas)} de las hechas` },
  ];
  return (
    <dl className="reporte-tareas-tarjetas" aria-label="Resumen del período">
      {tarjetas.map((t) => (
        <div key={t.titulo} className="reporte-tareas-tarjeta">
          <dt>{t.titulo}</dt>
          <dd>
            {t.valor}
            {t.detalle && <small>{t.detalle}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
