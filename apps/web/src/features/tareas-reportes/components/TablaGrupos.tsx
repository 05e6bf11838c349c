import { Table, type TableColumnsType } from 'antd';
import { Desplazable } from '../../../lib/lista';
import type { ReporteTareas } from '../api';
import { duracion } from '../formato';
import { Barra } from './Barra';

type Grupo = ReporteTareas['por_sector'][number];

/** Tasks by sector or by type: the total with its bar, then how they ended. */
export function TablaGrupos({ filas, encabezado, etiqueta }: { filas: Grupo[]; encabezado: string; etiqueta: string }) {
  const maximo = Math.max(0, ...filas.map((f) => f.total));
  const columnas: TableColumnsType<Grupo> = [
    { title: encabezado, dataIndex: 'nombre', key: 'nombre' },
    { title: 'Tareas', key: 'total', width: 180, render: (_, f) => <Barra valor={f.total} maximo={maximo} color={f.color} /> },
    { title: 'Hechas', dataIndex: 'hechas', key: 'hechas', align: 'right' },
    { title: 'Pendientes', key: 'abiertas', align: 'right', render: (_, f) => f.pendientes + f.en_curso },
    { title: 'Vencidas', dataIndex: 'vencidas', key: 'vencidas', align: 'right' },
    { title: 'Fuera de término', dataIndex: 'hechas_tarde', key: 'hechas_tarde', align: 'right' },
    { title: 'Canceladas', dataIndex: 'canceladas', key: 'canceladas', align: 'right' },
    { title: 'Con escaneo', dataIndex: 'hechas_con_escaneo', key: 'hechas_con_escaneo', align: 'right' },
    { title: 'Mediana hasta hecha', key: 'mediana', render: (_, f) => duracion(f.mediana_minutos) },
  ];
  return (
    <Desplazable etiqueta={etiqueta}>
      <Table<Grupo>
        rowKey={(f) => String(f.id)}
        size="small"
        columns={columnas}
        dataSource={filas}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No hay tareas en el período.' }}
      />
    </Desplazable>
  );
}
