import { Table, Typography, type TableColumnsType } from 'antd';
import { formatoFechaHora } from '@worknet/domain/fechas';
import { useHistorial } from '../api';
import { cambiosDe, queCambio } from '../historial';
import type { EntradaHistorial } from '@worknet/domain/rrhh/legajo';

const columnas: TableColumnsType<EntradaHistorial> = [
  { key: 'fecha', title: 'Fecha', render: (_: unknown, e) => formatoFechaHora(e.fecha), width: 170 },
  { key: 'usuario', title: 'Usuario', render: (_: unknown, e) => e.usuario ?? '—' },
  { key: 'que', title: 'Cambio', render: (_: unknown, e) => queCambio(e) },
  {
    key: 'detalle',
    title: 'Detalle',
    render: (_: unknown, e) => {
      const cambios = cambiosDe(e);
      if (cambios.length === 0) return e.accion === 'foto' ? 'Se cambió la foto.' : '—';
      return (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {cambios.map((c) => (
            <li key={c.campo}>
              <strong>{c.etiqueta}:</strong> {e.accion === 'crear' ? c.despues : c.despues === '' ? c.antes : `${c.antes} → ${c.despues}`}
            </li>
          ))}
        </ul>
      );
    },
  },
];

/** Every audited change to the file (last 200), newest first. */
export function HistorialTab({ personaId }: { personaId: number }) {
  const historial = useHistorial(personaId, true);
  return (
    <section aria-labelledby="titulo-historial">
      <Typography.Title id="titulo-historial" level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Historial
      </Typography.Title>
      <Table<EntradaHistorial>
        rowKey="id"
        size="small"
        columns={columnas}
        dataSource={historial.data ?? []}
        loading={historial.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>No hay cambios registrados.</Typography.Text> }}
      />
    </section>
  );
}
