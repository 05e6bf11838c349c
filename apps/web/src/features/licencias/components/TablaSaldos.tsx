import { Table, Typography } from 'antd';
import type { SaldoPeriodo } from '@worknet/domain/licencias/esquemas';
import { diasDisponiblesTotales } from '@worknet/domain/licencias/vacaciones';
import { Desplazable } from '../../../lib/lista';
import { TablaEnTarjetas } from '../../../lib/lista/TablaEnTarjetas';
import { detalleSaldo } from '../formato';

/** Why days of a period expired and what expires next (issue 36 item 8), one line each. */
function DetalleSaldo({ saldo }: { saldo: SaldoPeriodo }) {
  const lineas = detalleSaldo(saldo);
  if (!lineas.length) return null;
  return (
    <div style={{ minWidth: 240 }}>
      {lineas.map((l) => (
        <Typography.Paragraph key={l} style={{ margin: 0, fontSize: 13 }}>
          {l}
        </Typography.Paragraph>
      ))}
    </div>
  );
}

/** The vacation balance per period: the days the period gives, taken, expired and left, and why they expired. */
export function TablaSaldos({ saldos, cargando }: { saldos: SaldoPeriodo[]; cargando?: boolean }) {
  // Only positive balances add up, as the server's total and «Mi perfil» count it.
  const total = diasDisponiblesTotales(saldos);
  return (
    <Desplazable etiqueta="Saldo de vacaciones por período">
      <TablaEnTarjetas<SaldoPeriodo>
        // On a phone, a card per period with «Disponibles» beside it (issue 36 item 3).
        tarjeta={{ titulo: 'Período', cifra: 'dias_disponibles' }}
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
          { title: 'Vencidos', dataIndex: 'dias_vencidos', align: 'right' },
          { title: 'Disponibles', dataIndex: 'dias_disponibles', align: 'right', render: (v: number) => <strong>{v}</strong> },
          { title: 'Vencimientos', key: 'detalle', render: (_: unknown, s: SaldoPeriodo) => <DetalleSaldo saldo={s} /> },
        ]}
        summary={() =>
          saldos.length > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>Total disponible</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong data-testid="total-disponible">
                  {total}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </Desplazable>
  );
}
