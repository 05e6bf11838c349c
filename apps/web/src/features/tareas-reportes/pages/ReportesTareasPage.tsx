import { Alert, Flex, Select, Skeleton, Typography } from 'antd';
import { ESTADOS_TAREA, ETIQUETA_ESTADO_TAREA, type EstadoTarea } from '@worknet/domain/tareas/esquemas';
import { BotonExportar, EncabezadoLista, QuitarFiltros, filtroDia, filtroId, filtroOpcion, useVistaLista } from '../../../lib/lista';
import { formatFecha } from '../../../lib/format';
import { CampoDia } from '../../../lib/CampoDia';
import { RUTAS_REPORTES_TAREAS, useReporteTareas } from '../api';
import { HechasHoy } from '../components/HechasHoy';
import { PorEstado } from '../components/PorEstado';
import { TablaGrupos } from '../components/TablaGrupos';
import { Tarjetas } from '../components/Tarjetas';
import { Vencidas } from '../components/Vencidas';
import '../reportes.css';

// «Reportes de tareas» (issue 22 item 7): the period's figures of the sectors the user runs (all,
// for an administrator), by sector, type and state, the overdue tasks and what was finished today
// at each location, by whom and with which proof. The filters live in the URL; «Exportar a Excel»
// downloads the same report as Reporte-Tareas-DD-MM-YYYY.xlsx.

const FILTROS = { desde: filtroDia, hasta: filtroDia, sector_id: filtroId, tipo_id: filtroId, estado: filtroOpcion(ESTADOS_TAREA) };
const ANCHO = { width: 200, maxWidth: '100%' } as const;

export function ReportesTareasPage() {
  const vista = useVistaLista({ filtros: FILTROS });
  const f = vista.filtros;
  const params = { desde: f.desde, hasta: f.hasta, sector_id: f.sector_id, tipo_id: f.tipo_id, estado: f.estado };
  const reporte = useReporteTareas(params);
  const r = reporte.data;
  // Without dates in the URL the fields show the period the server applied (the last 30 days).

  return (
    <section>
      <EncabezadoLista titulo="Reportes de tareas" acciones={<BotonExportar ruta={RUTAS_REPORTES_TAREAS.xlsx} params={params} disabled={!r} />} />
      <Flex wrap gap={8} style={{ marginBottom: 8 }} role="group" aria-label="Filtros del reporte">
        <CampoDia aria-label="Desde" value={f.desde ?? r?.desde ?? null} onChange={(v) => vista.filtrar({ desde: v ?? undefined })} style={{ width: 160 }} />
        <CampoDia aria-label="Hasta" value={f.hasta ?? r?.hasta ?? null} onChange={(v) => vista.filtrar({ hasta: v ?? undefined })} style={{ width: 160 }} />
        <Select<number>
          aria-label="Sector"
          value={f.sector_id ?? 0}
          onChange={(v) => vista.filtrar({ sector_id: v || undefined })}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los sectores' }, ...(r?.opciones.sectores ?? []).map((s) => ({ value: s.id, label: s.nombre }))]}
          style={ANCHO}
        />
        <Select<number>
          aria-label="Tipo de tarea"
          value={f.tipo_id ?? 0}
          onChange={(v) => vista.filtrar({ tipo_id: v || undefined })}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: 0, label: 'Todos los tipos' }, ...(r?.opciones.tipos ?? []).map((t) => ({ value: t.id, label: t.nombre }))]}
          style={ANCHO}
        />
        <Select<EstadoTarea | ''>
          aria-label="Estado"
          value={f.estado ?? ''}
          onChange={(v) => vista.filtrar({ estado: v || undefined })}
          options={[{ value: '', label: 'Todos los estados' }, ...ESTADOS_TAREA.map((e) => ({ value: e, label: ETIQUETA_ESTADO_TAREA[e] }))]}
          style={ANCHO}
        />
        <QuitarFiltros vista={vista} />
      </Flex>
      {reporte.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={reporte.error.message || 'No se pudo calcular el reporte.'} />
      )}
      {!r ? (
        reporte.isPending && <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph role="status">
            Del {formatFecha(r.desde)} al {formatFecha(r.hasta)}: las tareas que vencen en el período o, sin vencimiento, las creadas en él.
          </Typography.Paragraph>
          <Tarjetas resumen={r.resumen} />
          <section className="reporte-tareas-seccion" aria-labelledby="reporte-hoy">
            <h2 id="reporte-hoy">Hechas hoy por ubicación</h2>
            <HechasHoy hechas={r.hechas_hoy} />
          </section>
          <section className="reporte-tareas-seccion" aria-labelledby="reporte-estado">
            <h2 id="reporte-estado">Por estado</h2>
            <PorEstado filas={r.por_estado} />
          </section>
          <section className="reporte-tareas-seccion" aria-labelledby="reporte-sector">
            <h2 id="reporte-sector">Por sector</h2>
            <TablaGrupos filas={r.por_sector} encabezado="Sector" etiqueta="Tareas por sector" />
          </section>
          <section className="reporte-tareas-seccion" aria-labelledby="reporte-tipo">
            <h2 id="reporte-tipo">Por tipo de tarea</h2>
            <TablaGrupos filas={r.por_tipo} encabezado="Tipo de tarea" etiqueta="Tareas por tipo" />
          </section>
          <section className="reporte-tareas-seccion" aria-labelledby="reporte-vencidas">
            <h2 id="reporte-vencidas">Vencidas sin hacer</h2>
            <Vencidas filas={r.vencidas} total={r.resumen.vencidas} />
          </section>
        </>
      )}
    </section>
  );
}
