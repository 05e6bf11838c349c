import { useNavigate } from 'react-router';
import { Button, Card, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { leerEnlace, MENSAJE_ENLACE_INVALIDO } from '@worknet/domain/notificaciones/enlace';
import { AUDIENCIAS, ETIQUETA_AUDIENCIA, MAX_TEXTO, MAX_TITULO, type Audiencia } from '@worknet/domain/notificaciones/tipos';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { api } from '../../../lib/api';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES } from '../api';
import { SelectDestinatarios } from '../components/SelectDestinatarios';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Valores = { titulo: string; texto: string; enlace?: string; audiencia?: Audiencia; ids?: number[] };

const QUE: Record<Exclude<Audiencia, 'todos'>, { uno: string; campo: string }> = {
  usuarios: { uno: 'un usuario', campo: 'Usuarios destinatarios' },
  grupos: { uno: 'un grupo', campo: 'Grupos destinatarios' },
  sectores: { uno: 'un sector', campo: 'Sectores destinatarios' },
};

/** 'notificaciones/create': title, text, optional link and the audience (users, groups, sectors or everyone). */
export function NotificacionCrearPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const [modal, contextoModal] = Modal.useModal();
  const audiencia = Form.useWatch('audiencia', form);
  const enviar = useApiMutation(
    (v: Valores) =>
      api.post<{ id: number; destinatarios: number }>('/api/v1/notificaciones/enviar', {
        titulo: v.titulo.trim(),
        texto: v.texto.trim(),
        enlace: v.enlace?.trim() ? v.enlace.trim() : null,
        audiencia: v.audiencia,
        ids: v.audiencia === 'todos' ? [] : (v.ids ?? []),
      }),
    { avisarExito: true, invalidar: [CLAVES_NOTIFICACIONES.enviadas, CLAVES_NOTIFICACIONES.bandeja] },
  );

  const confirmar = (v: Valores) => {
    const cantidad = v.ids?.length ?? 0;
    const destino =
      v.audiencia === 'todos'
        ? 'todos los usuarios activos'
        : `${cantidad} ${v.audiencia === 'usuarios' ? (cantidad === 1 ? 'usuario' : 'usuarios') : v.audiencia === 'grupos' ? (cantidad === 1 ? 'grupo' : 'grupos') : cantidad === 1 ? 'sector' : 'sectores'}`;
    modal.confirm({
      title: '¿Enviar la notificación?',
      content: `"${v.titulo.trim()}" llegará a ${destino}. Una vez enviada no se puede retirar.`,
      okText: 'Enviar',
      cancelText: 'Cancelar',
      onOk: () =>
        enviar.mutateAsync(v, { onSuccess: () => void navigate('/notificaciones/listar') }).catch((e: unknown) => {
          mostrarErroresDeCampo(form, e);
        }),
    });
  };

  return (
    <section>
      <EncabezadoFormulario titulo="Enviar notificación" />
      <Card style={{ maxWidth: 720 }}>
        <Form<Valores> form={form} layout="vertical" onFinish={confirmar} initialValues={{ ids: [] }}>
          <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Ingrese el título.' }]}>
            <Input maxLength={MAX_TITULO} showCount autoComplete="off" />
          </Form.Item>
          <Form.Item name="texto" label="Texto" rules={[{ required: true, whitespace: true, message: 'Ingrese el texto.' }]}>
            <Input.TextArea rows={4} maxLength={MAX_TEXTO} showCount />
          </Form.Item>
          <Form.Item
            name="enlace"
            label="Enlace (opcional)"
            extra="Una pantalla de Worknet, por ejemplo #/novedad/12, o una dirección que empiece con https://"
            rules={[{ validator: async (_, v?: string) => (!v?.trim() || leerEnlace(v) ? undefined : Promise.reject(new Error(MENSAJE_ENLACE_INVALIDO))) }]}
          >
            <Input autoComplete="off" inputMode="url" />
          </Form.Item>
          <Form.Item name="audiencia" label="Destinatarios" rules={[{ required: true, message: 'Elija a quién enviarla.' }]}>
            <Radio.Group
              optionType="button"
              options={AUDIENCIAS.map((a) => ({ value: a, label: ETIQUETA_AUDIENCIA[a] }))}
              onChange={() => form.setFieldValue('ids', [])}
            />
          </Form.Item>
          {audiencia && audiencia !== 'todos' && (
            <Form.Item
              key={audiencia}
              name="ids"
              label={QUE[audiencia].campo}
              rules={[{ required: true, type: 'array', min: 1, message: `Elija al menos ${QUE[audiencia].uno}.` }]}
            >
              <SelectDestinatarios audiencia={audiencia} />
            </Form.Item>
          )}
          {audiencia === 'todos' && <Typography.Paragraph>La notificación llegará a todos los usuarios activos de Worknet.</Typography.Paragraph>}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={enviar.isPending}>
              Enviar
            </Button>
            <Button onClick={() => void navigate('/notificaciones/listar')}>Ver enviadas</Button>
          </Space>
        </Form>
      </Card>
      {contextoModal}
    </section>
  );
}
