import { Button, Card, Form, Input, Radio, Typography } from 'antd';
import { formatFecha } from '../../../lib/format';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_TICKETS, llamadasTickets, type TicketDetalle } from '../api';

const PUNTAJES = ['Muy mala', 'Mala', 'Regular', 'Buena', 'Muy buena'];

type Valores = { puntaje?: number; comentario?: string };

/** The requester rates the resolution (1 to 5 and a comment) while it is resolved; once rated, the rating shows. */
export function CalificarTicket({ ticket }: { ticket: TicketDetalle }) {
  const [form] = Form.useForm<Valores>();
  const calificar = useApiMutation(llamadasTickets.calificar, { avisarExito: true, invalidar: [CLAVES_TICKETS.todo] });
  const c = ticket.calificacion;
  if (c) {
    return (
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Calificación</h2>} style={{ marginBottom: 16 }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <span aria-hidden="true">{`${'★'.repeat(c.puntaje)}${'☆'.repeat(5 - c.puntaje)} `}</span>
          {`${c.puntaje} de 5 (${(PUNTAJES[c.puntaje - 1] ?? '').toLowerCase()}), el ${formatFecha(c.created_at)}.`}
          {c.comentario && <span className="tickets-mensaje">{` «${c.comentario}»`}</span>}
        </Typography.Paragraph>
      </Card>
    );
  }
  if (!ticket.puede_calificar) return null;
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>¿Cómo lo atendieron?</h2>} style={{ marginBottom: 16 }}>
      <Form<Valores>
        form={form}
        layout="vertical"
        onFinish={(v) =>
          calificar.mutate({ id: ticket.id, puntaje: v.puntaje!, comentario: v.comentario?.trim() || null }, { onError: (e) => mostrarErroresDeCampo(form, e) })
        }
      >
        {/* Radio buttons, not antd's Rate: its stars have no accessible names. */}
        <Form.Item name="puntaje" label="Puntaje" extra="1 es muy mala y 5 muy buena." rules={[{ required: true, message: 'Elija un puntaje de 1 a 5.' }]}>
          <Radio.Group optionType="button" buttonStyle="solid" options={PUNTAJES.map((p, i) => ({ value: i + 1, label: String(i + 1), title: p }))} />
        </Form.Item>
        <Form.Item name="comentario" label="Comentario (opcional)">
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={calificar.isPending}>
          Calificar
        </Button>
      </Form>
    </Card>
  );
}
