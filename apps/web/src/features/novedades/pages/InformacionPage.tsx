import { useState } from 'react';
import { Button, Flex, Form, Input, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { fechaHoraParaMostrar } from '@worknet/domain/tiempo-relativo';
import type { PaginaInformacion } from '@worknet/domain/novedades/tipos';
import { useTienePermiso } from '../../auth';
import { useApiMutation } from '../../../lib/query';
import { CLAVES_NOVEDADES, llamadasNovedades, useInformacion } from '../api';
import { CuerpoNovedad } from '../components/CuerpoNovedad';
import { EditorTextoDiferido } from '../components/EditorTextoDiferido';
import { PERMISO_EDITAR_INFORMACION } from '../permisos';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Valores = { titulo: string; cuerpo?: string };

function Edicion({ pagina, onCerrar }: { pagina: PaginaInformacion; onCerrar: () => void }) {
  const [form] = Form.useForm<Valores>();
  const guardar = useApiMutation((v: Valores) => llamadasNovedades.guardarInformacion({ titulo: v.titulo.trim(), cuerpo: v.cuerpo ?? '' }), {
    avisarExito: true,
    invalidar: [CLAVES_NOVEDADES.informacion],
  });
  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={{ titulo: pagina.titulo, cuerpo: pagina.cuerpo }}
      onFinish={(v) => guardar.mutate(v, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: onCerrar })}
      style={{ maxWidth: 820 }}
    >
      <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Ingrese el título' }]}>
        <Input maxLength={150} autoComplete="off" />
      </Form.Item>
      <Form.Item name="cuerpo" label="Texto">
        <EditorTextoDiferido etiqueta="Texto de la información institucional" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={guardar.isPending}>
          Guardar
        </Button>
        <Button onClick={onCerrar}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** '/informacion': the institutional page everyone reads; editors with the permission change it here. */
export function InformacionPage() {
  const pagina = useInformacion();
  const puedeEditar = useTienePermiso(PERMISO_EDITAR_INFORMACION);
  const [editando, setEditando] = useState(false);
  const p = pagina.data;
  return (
    <article style={{ maxWidth: 820, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {p?.titulo ?? 'Información institucional'}
        </Typography.Title>
        {puedeEditar && p && !editando && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditando(true)}>
            Editar
          </Button>
        )}
      </Flex>
      {p?.updated_at && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          Actualizada el {fechaHoraParaMostrar(p.updated_at)}
          {p.actualizado_por ? ` por ${p.actualizado_por}` : ''}.
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 16 }}>
        {!p ? <Skeleton active /> : editando ? <Edicion pagina={p} onCerrar={() => setEditando(false)} /> : <CuerpoNovedad html={p.cuerpo} />}
      </div>
    </article>
  );
}
