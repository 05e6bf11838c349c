import { Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import { Desplazable } from '../../../lib/lista';
import { formatDiaHora } from '../../../lib/format';
import type { ReporteTareas } from '../api';

type Vencida = ReporteTareas['vencidas'][number];

const columnas: TableColumnsType<Vencida> = [
  { title: 'Tarea', key: 'titulo', render: (_, v) => <Link to={`/tareas/${v.id}`}>{v.titulo}</Link> },
  { title: 'Venció', key: 'vence_at', width: 110, render: (_, v) => formatDiaHora(v.vence_at) },
  { title: 'Estado', key: 'estado', width: 100, render: (_, v) => ETIQUETA_ESTADO_TAREA[v.estado] },
  { title: 'Tipo', dataIndex: 'tipo', key: 'tipo' },
  { title: 'Sector', key: 'sector', render: (_, v) => v.sector ?? '—' },
  { title: 'Ubicación', key: 'ubicacion', render: (_, v) => v.ubicacion ?? '—' },
];

/** The open tasks past their due time, oldest first, each linking to its page. */
export function Vencidas({ filas, total }: { filas: Vencida[]; total: number }) {
  return (
    <>
      {total > filas.length && (
        <Typography.Paragraph>
          Se muestran las {filas.length} más antiguas de {total}; el Excel las tiene todas.
        </Typography.Paragraph>
      )}
      <Desplazable etiqueta="Tareas vencidas sin hacer">
        <Table<Vencida>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={filas}
          pagination={filas.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 760 }}
          locale={{ emptyText: 'No hay tareas vencidas sin hacer en el período.' }}
        />
      </Desplazable>
    </>
  );
}
