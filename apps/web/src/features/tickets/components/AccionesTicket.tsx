import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Select } from 'antd';
import type { AccionDeRuta } from '@worknet/domain/tickets/esquemas';
import { ETIQUETA_MOTIVO_PAUSA, MOTIVOS_PAUSA, type MotivoPausa } from '@worknet/domain/tickets/flujo';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_TICKETS, llamadasTickets, type TicketDetalle } from '../api';

type Valores = { motivo?: string; motivo_pausa?: MotivoPausa };

/** The steps that ask something first: why it waits, why it is reopened, how it was solved. */
const CON_DIALOGO: Partial<Record<AccionDeRuta, { titulo: string; ok: string }>> = {
  pausar: { titulo: 'Poner en espera', ok: 'Poner en espera' },
  reabrir: { titulo: 'Reabrir el ticket', ok: 'Reabrir' },
  resolver: { titulo: 'Resolver el ticket', ok: 'Resolver' },
};

const TEXTO: Record<AccionDeRuta, string> = {
  tomar: 'Tomar',
  pausar: 'Poner en espera',
  reanudar: 'Reanudar',
  resolver: 'Resolver',
  reabrir: 'Reabrir',
  cerrar: 'Cerrar',
};

const esDeRuta = (a: string): a is AccionDeRuta => a in TEXTO;

/**
 * The machine's steps the caller may take now (the detail's `acciones`): take it, put it on hold
 * with a reason, resume, resolve, reopen with a reason, close; and, for whoever heads the service,
 * assign it to one of its agents. «contestar» is not a button: the requester's reply does it.
 */
export function AccionesTicket({ ticket }: { ticket: TicketDetalle }) {
  const [form] = Form.useForm<Valores>();
  const [dialogo, setDialogo] = useState<AccionDeRuta | null>(null);
  const [agente, setAgente] = useState<number | undefined>(undefined);
  const invalidar = { avisarExito: true, invalidar: [CLAVES_TICKETS.todo] };
  const mover = useApiMutation(llamadasTickets.mover, invalidar);
  const asignar = useApiMutation(llamadasTickets.asignar, invalidar);
  const acciones = ticket.acciones.filter(esDeRuta);
  const puedeAsignar = ticket.acciones.includes('asignar') && ticket.agentes.length > 0;
  if (acciones.length === 0 && !puedeAsignar) return null;
  const conDialogo = dialogo ? CON_DIALOGO[dialogo] : undefined;

  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Acciones del ticket" style={{ marginBottom: 16 }}>
      {acciones.map((a) =>
        CON_DIALOGO[a] ? (
          <Button key={a} onClick={() => setDialogo(a)}>
            {TEXTO[a]}
          </Button>
        ) : a === 'cerrar' ? (
          <Popconfirm
            key={a}
            title={`¿Cerrar el ticket N.º ${ticket.id}? Ya no cambia más.`}
            okText="Cerrar"
            cancelText="Cancelar"
            onConfirm={() => mover.mutateAsync({ id: ticket.id, accion: a }).catch(() => undefined)}
          >
            <Button>{TEXTO[a]}</Button>
          </Popconfirm>
        ) : (
          <Button key={a} type={a === 'tomar' ? 'primary' : 'default'} loading={mover.isPending} onClick={() => mover.mutate({ id: ticket.id, accion: a })}>
            {TEXTO[a]}
          </Button>
        ),
      )}
      {puedeAsignar && (
        <Flex wrap gap={8} align="center">
          <Select<number>
            aria-label="Asignar a"
            placeholder="Asignar a…"
            value={agente}
            onChange={setAgente}
            options={ticket.agentes.filter((o) => o.value !== ticket.asignado_id)}
            style={{ width: 200, maxWidth: '100%' }}
          />
          <Button
            disabled={agente === undefined}
            loading={asignar.isPending}
            onClick={() => agente !== undefined && asignar.mutate({ id: ticket.id, usuario_id: agente }, { onSuccess: () => setAgente(undefined) })}
          >
            Asignar
          </Button>
        </Flex>
      )}
      {conDialogo && dialogo && (
        <ModalFormulario<Valores>
          form={form}
          abierto
          titulo={`${conDialogo.titulo} N.º ${ticket.id}`}
          textoOk={conDialogo.ok}
          enviando={mover.isPending}
          onCerrar={() => setDialogo(null)}
          onFinish={(v) =>
            mover.mutate(
              { id: ticket.id, accion: dialogo, motivo: v.motivo?.trim() || null, motivo_pausa: v.motivo_pausa ?? null },
              {
                onError: (e) => mostrarErroresDeCampo(form, e),
                onSuccess: () => {
                  setDialogo(null);
                  form.resetFields();
                },
              },
            )
          }
        >
          {dialogo === 'pausar' && (
            <Form.Item name="motivo_pausa" label="¿Qué espera?" rules={[{ required: true, message: 'Indique por qué queda en espera.' }]}>
              <Select<MotivoPausa> options={MOTIVOS_PAUSA.map((m) => ({ value: m, label: ETIQUETA_MOTIVO_PAUSA[m] }))} />
            </Form.Item>
          )}
          <Form.Item
            name="motivo"
            label={dialogo === 'reabrir' ? '¿Por qué se reabre?' : dialogo === 'resolver' ? 'Cómo se resolvió (opcional)' : 'Detalle (opcional)'}
            rules={dialogo === 'reabrir' ? [{ required: true, whitespace: true, message: 'Indique por qué se reabre el ticket.' }] : []}
          >
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
        </ModalFormulario>
      )}
    </Flex>
  );
}
