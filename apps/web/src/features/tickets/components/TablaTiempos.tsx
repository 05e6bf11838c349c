import { Table } from 'antd';
import { Desplazable, Vacio } from '../../../lib/lista';
import type { ReporteTickets } from '../api';
import { minutosLegibles, porcentaje, promedio } from '../formato';

type Fila = ReporteTickets['por_agente'][number];

/** One row per category or agent with every measure of the report (working time). */
export function TablaTiempos({ filas, encabezado, etiqueta }: { filas: Fila[]; encabezado: string; etiqueta: string }) {
  return (
    <Desplazable etiqueta={etiqueta}>
      <Table<Fila>
        aria-label={etiqueta}
        size="small"
        rowKey={(f) => String(f.id ?? 'sin')}
        pagination={false}
        scroll={{ x: true }}
        dataSource={filas}
        locale={{ emptyText: <Vacio texto="Sin tickets en el período" /> }}
        columns={[
          { title: encabezado, dataIndex: 'nombre', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
          { title: 'Abiertos', dataIndex: 'abiertos', align: 'right' },
          { title: 'Cerrados', dataIndex: 'cerrados', align: 'right' },
          { title: '1.ª respuesta (mediana)', dataIndex: 'primera_respuesta_mediana', render: minutosLegibles },
          { title: '1.ª respuesta (p90)', dataIndex: 'primera_respuesta_p90', render: minutosLegibles },
          { title: 'Resolución (mediana)', dataIndex: 'resolucion_mediana', render: minutosLegibles },
          { title: 'Resolución (p90)', dataIndex: 'resolucion_p90', render: minutosLegibles },
          { title: 'En plazo', dataIndex: 'cumplimiento_sla', render: porcentaje },
          {
            title: 'Calificación',
            dataIndex: 'calificacion_promedio',
            render: (v: number | null, f: Fila) => (v === null ? '—' : `${promedio(v)} (${f.calificaciones})`),
          },
        ]}
      />
    </Desplazable>
  );
}
