import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, Result, Select, Space } from 'antd';
import type { ItemMedia } from '@worknet/domain/media/item';
import { MODELO_MEDIA_TICKET, MODULO_MEDIA_TICKETS, PRIORIDADES_TICKET, type PrioridadTicket } from '@worknet/domain/tickets/esquemas';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';
import { mostrarErroresDeCampo, primerTramo, type ACampo } from '../../../lib/formulario/erroresDeCampo';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { useTiposMedia } from '../../media';
import { ListaAdjuntos } from '../../media/componentes';
import { CLAVES_TICKETS, llamadasTickets, useOpcionesTickets } from '../api';
import { Similares } from '../components/Similares';
import { etiquetaPrioridad } from '../formato';

type Valores = { servicio_id?: number; categoria_id?: number; prioridad: PrioridadTicket; asunto?: string; descripcion?: string; adjuntos: ItemMedia[] };

type Creado = { id: number; fuera_de_horario: string | null };

/** The server's field names → the form's (the attachments travel as media_ids). */
const aCampo: ACampo = (ruta) => (ruta[0] === 'media_ids' ? 'adjuntos' : primerTramo(ruta));

/**
 * new_ticket: the service, its category, the priority, subject, description and photos or files
 * (uploaded as drafts, attached when it is sent). Similar open tickets of the user show while the
 * subject is written; after sending, when the service's clock starts if it is outside its hours.
 */
export function NuevoTicketPage() {
  const [form] = Form.useForm<Valores>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const [creado, setCreado] = useState<Creado | null>(null);
  const opciones = useOpcionesTickets();
  const tipos = useTiposMedia(MODULO_MEDIA_TICKETS, MODELO_MEDIA_TICKET);
  const servicioId = Form.useWatch('servicio_id', form);
  const asunto = Form.useWatch('asunto', form) ?? '';
  const servicio = opciones.data?.find((s) => s.value === servicioId);
  const abrir = useApiMutation(
    (v: Valores) =>
      llamadasTickets.abrir({
        servicio_id: v.servicio_id!,
        categoria_id: v.categoria_id!,
        prioridad: v.prioridad,
        asunto: v.asunto ?? '',
        descripcion: v.descripcion ?? '',
        media_ids: v.adjuntos.map((a) => a.id),
      }),
    { invalidar: [CLAVES_TICKETS.todo] },
  );

  if (creado) {
    return (
      <Result
        status="success"
        title={`Ticket N.º ${creado.id} abierto`}
        subTitle={creado.fuera_de_horario ?? 'El servicio ya lo tiene en su cola. Le avisamos cuando le respondan.'}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Link to={`/ticket/${creado.id}`}>Ver el ticket</Link>
            <Button
              onClick={() => {
                form.resetFields();
                setCreado(null);
              }}
            >
              Abrir otro ticket
            </Button>
          </Space>
        }
      />
    );
  }

  return (
    <section>
      <EncabezadoFormulario titulo="Nuevo ticket" antes={<Volver alternativa="/listado_tickets" />} />
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ prioridad: 'media', adjuntos: [] }}
        scrollToFirstError
        onValuesChange={(cambio: Partial<Valores>) => {
          setSucio(true);
          // Another service has other categories.
          if ('servicio_id' in cambio) form.setFieldValue('categoria_id', undefined);
        }}
        onFinish={(v) =>
          abrir.mutate(v, {
            onError: (e) => mostrarErroresDeCampo(form, e, aCampo),
            onSuccess: (r) => {
              liberar();
              setSucio(false);
              setCreado(r.data!);
            },
          })
        }
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="servicio_id" label="Servicio" rules={[{ required: true, message: 'Elija el servicio.' }]}>
          <Select<number>
            loading={opciones.isPending}
            placeholder="A quién le pide"
            notFoundContent="No hay servicios que reciban tickets"
            options={(opciones.data ?? []).map((s) => ({ value: s.value, label: s.label }))}
          />
        </Form.Item>
        <Form.Item name="categoria_id" label="Categoría" rules={[{ required: true, message: 'Elija la categoría.' }]}>
          <Select<number>
            disabled={!servicio}
            placeholder={servicio ? 'Elija la categoría' : 'Elija antes el servicio'}
            showSearch={{ optionFilterProp: 'label' }}
            options={servicio?.categorias ?? []}
          />
        </Form.Item>
        <Form.Item name="prioridad" label="Prioridad">
          <Select<PrioridadTicket>
            style={{ width: 200, maxWidth: '100%' }}
            options={PRIORIDADES_TICKET.map((p) => ({ value: p, label: etiquetaPrioridad(p) }))}
          />
        </Form.Item>
        <Form.Item name="asunto" label="Asunto" rules={[{ required: true, whitespace: true, message: 'Indique el asunto.' }]}>
          <Input maxLength={200} placeholder="En pocas palabras, qué necesita" />
        </Form.Item>
        <Similares asunto={asunto} servicio={servicioId} />
        <Form.Item name="descripcion" label="Descripción" rules={[{ required: true, whitespace: true, message: 'Describa el pedido.' }]}>
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 4, maxRows: 10 }} placeholder="Qué pasa, dónde y desde cuándo" />
        </Form.Item>
        <Form.Item name="adjuntos" label="Fotos o archivos (opcional)">
          <ListaAdjuntos modulo={MODULO_MEDIA_TICKETS} modelo={MODELO_MEDIA_TICKET} tipoId={tipos.data?.[0]?.id} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={abrir.isPending} block style={{ maxWidth: 320 }}>
          Enviar ticket
        </Button>
      </Form>
    </section>
  );
}
