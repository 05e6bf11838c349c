import { Typography } from 'antd';
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { TicketFila } from '../api';

/**
 * The SLA clock as the server words it («vence en 2 h 10 min hábiles», «vencido hace …», «reloj
 * en pausa»). A breach is red with an icon and the word «vencido» in the text itself, so it is
 * not told by colour alone.
 */
export function RelojSla({ ticket }: { ticket: Pick<TicketFila, 'texto_vencimiento' | 'vencido'> }) {
  if (!ticket.texto_vencimiento) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text type={ticket.vencido ? 'danger' : undefined} strong={ticket.vencido} data-testid="reloj-sla" style={{ whiteSpace: 'normal' }}>
      {ticket.vencido ? <WarningOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />} {ticket.texto_vencimiento}
    </Typography.Text>
  );
}
