import { Table, Typography } from 'antd';
import type { SaldoPeriodo } from '@worknet/domain/licencias/esquemas';
import { Desplazable } from '../../../lib/lista';

/** The vacation balance per period: the days the period gives, taken and left (with carry-over). */
export function TablaSaldos({ saldos, cargando }: { saldos: SaldoPeriodo[]; cargando?: boolean }) {
  const total = saldos.reduce((s, p) => s + p.dias_disponibles, 0);
  return (
    <Desplazable etiqueta="Saldo de vacaciones por período">
      <Table<SaldoPeriodo>
        aria-label="Saldo de vacaciones por período"
        rowKey="periodo"
        size="small"
        scroll={{ x: true }}
        loading={cargando}
        dataSource={saldos}
        pagination={false}
        locale={{ emptyText: cargando ? 'Cargando…' : 'Todavía no tiene períodos de vacaciones.' }}
        columns={[
          { title: 'Período', dataIndex: 'periodo' },
          { title: 'Corresponden', dataIndex: 'dias_corresponden', align: 'right' },
          { title: 'Tomados', dataIndex: 'dias_tomados', align: 'right' },
          { title: 'Disponibles', dataIndex: 'dias_disponibles', align: 'right', render: (v: number) => <strong>{v}</strong> },
        ]}
        summary={() =>
          saldos.length > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>Total disponible</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong data-testid="total-disponible">
                  {total}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Desplazable>
  );
}
