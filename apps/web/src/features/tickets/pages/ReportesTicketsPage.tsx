import { Alert, Flex, Select, Skeleton, Typography } from 'antd';
import * as reloj from '@worknet/domain/reloj';
import { CampoDia } from '../../../lib/CampoDia';
import { dayjs } from '../../../lib/fechas';
import { formatFecha } from '../../../lib/format';
import { BotonExportar, EncabezadoLista, Vacio, filtroDia, filtroId, useVistaLista } from '../../../lib/lista';
import { RUTAS_TICKETS, useOpcionesTickets, useReporteTickets } from '../api';
import { GraficoCategorias } from '../components/GraficoCategorias';
import { TablaTiempos } from '../components/TablaTiempos';
import { TarjetasReporte } from '../components/TarjetasReporte';
import '../tickets.css';

// reportes_tickets (issue 41 item 6): one service's period (the last 30 days unless chosen):
// opened, closed, first response and resolution (median and p90, working time), SLA compliance
// and ratings, by category (with the chart) and by agent. «Exportar a Excel» downloads the same
// report as Reporte-Tickets-DD-MM-YYYY.xlsx. The server answers only for the services the user
// heads (all, for an administrator); the filters live in the URL.

const FILTROS = { servicio: filtroId, desde: filtroDia, hasta: filtroDia };

export function ReportesTicketsPage() {
  const vista = useVistaLista({ filtros: FILTROS });
  const f = vista.filtros;
  const opciones = useOpcionesTickets();
  const hasta = f.hasta ?? reloj.hoy();
  const desde = f.desde ?? dayjs(hasta).subtract(29, 'day').format('YYYY-MM-DD');
  const params = { servicio: f.servicio, desde, hasta };
  const reporte = useReporteTickets(params, f.servicio !== undefined);
  const r = f.servicio !== undefined ? reporte.data : undefined;
  const servicio = opciones.data?.find((s) => s.value === f.servicio)?.label;

  return (
    <section>
      <EncabezadoLista titulo="Reportes de tickets" acciones={<BotonExportar ruta={RUTAS_TICKETS.xlsx} params={params} disabled={!r || reporte.isError} />} />
      <Flex wrap gap={8} style={{ marginBottom: 12 }} role="group" aria-label="Filtros del reporte">
        <Select<number>
          aria-label="Servicio"
          placeholder="Elija el servicio"
          value={f.servicio}
          loading={opciones.isPending}
          onChange={(v) => vista.filtrar({ servicio: v })}
          options={(opciones.data ?? []).map((s) => ({ value: s.value, label: s.label }))}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <CampoDia aria-label="Desde" value={desde} onChange={(v) => vista.filtrar({ desde: v ?? undefined })} style={{ width: 160 }} />
        <CampoDia aria-label="Hasta" value={hasta} onChange={(v) => vista.filtrar({ hasta: v ?? undefined })} style={{ width: 160 }} />
      </Flex>
      {f.servicio === undefined ? (
        <Vacio texto="Elija un servicio" explicacion="El reporte es de uno de los servicios que dirige, en el período elegido." />
      ) : reporte.isError ? (
        <Alert type="error" showIcon role="alert" title={reporte.error.message || 'No se pudo calcular el reporte.'} />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph role="status">
            {`${servicio ?? 'Servicio'}, del ${formatFecha(desde)} al ${formatFecha(hasta)}. Los tiempos son hábiles: cuentan sólo el horario del servicio y no las esperas.`}
          </Typography.Paragraph>
          <TarjetasReporte resumen={r.resumen} />
          <section className="tickets-seccion" aria-labelledby="reporte-categoria">
            <h2 id="reporte-categoria">Por categoría</h2>
            {r.por_categoria.length > 0 && <GraficoCategorias filas={r.por_categoria} />}
            <TablaTiempos filas={r.por_categoria} encabezado="Categoría" etiqueta="Tickets por categoría" />
          </section>
          <section className="tickets-seccion" aria-labelledby="reporte-agente">
            <h2 id="reporte-agente">Por agente</h2>
            <TablaTiempos filas={r.por_agente} encabezado="Agente" etiqueta="Tickets por agente" />
          </section>
        </>
      )}
    </section>
  );
}
