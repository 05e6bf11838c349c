import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input, Result, Select, Space } from 'antd';
import { PRIORIDADES, MODELO_MEDIA_TAREA, MODULO_MEDIA_TAREAS, type Prioridad } from '@worknet/domain/tareas/esquemas';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { useTiposMedia } from '../../media';
import { CLAVES_MANTHOS, RUTAS_MANTHOS, llamadasManthos, useCategoriasManthos } from '../api';
import { ETIQUETA_PRIORIDAD_MANTHOS } from '../formato';
import { CampoFoto } from './CampoFoto';
import { SelectorBuscado } from './SelectorBuscado';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Valores = {
  solicitante_id?: number;
  ubicacion_id?: number;
  tipo_id?: number;
  descripcion?: string;
  prioridad: Prioridad;
  foto?: File | null;
};

/**
 * crear_pedido («Reportar un problema») and, with `enNombre`, crear_tarea_manthos (maintenance
 * records a request made by phone: «En nombre de»). A location QR may open it with
 * ?ubicacion_id= already chosen. After sending: the confirmation with the link to follow it.
 */
export function FormularioPedido({ enNombre = false }: { enNombre?: boolean }) {
  const [form] = Form.useForm<Valores>();
  const [consulta] = useSearchParams();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const [creado, setCreado] = useState<number | null>(null);
  const categorias = useCategoriasManthos();
  const tipos = useTiposMedia(MODULO_MEDIA_TAREAS, MODELO_MEDIA_TAREA);
  const tipoFoto = tipos.data?.[0]?.id;
  const tipoId = Form.useWatch('tipo_id', form);
  const categoria = categorias.data?.find((c) => c.id === tipoId);
  const desdeQr = Number(consulta.get('ubicacion_id')) || undefined;
  const enviar = useApiMutation(
    (v: Valores) => {
      const d = { ubicacion_id: v.ubicacion_id!, tipo_id: v.tipo_id!, descripcion: v.descripcion!, prioridad: v.prioridad };
      return enNombre
        ? llamadasManthos.crearEnNombre({ ...d, solicitante_id: v.solicitante_id! }, v.foto ?? null, tipoFoto)
        : llamadasManthos.crear(d, v.foto ?? null, tipoFoto);
    },
    { avisarExito: true, invalidar: [CLAVES_MANTHOS.todo] },
  );

  if (creado !== null) {
    return (
      <Result
        status="success"
        title={enNombre ? `Pedido N.º ${creado} registrado` : `Recibimos su pedido N.º ${creado}`}
        subTitle={
          enNombre
            ? 'Quedó como tarea del sector; quien lo pidió lo sigue en «Mis pedidos de mantenimiento».'
            : 'Mantenimiento ya lo tiene. Le avisamos cuando esté resuelto.'
        }
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Link to={enNombre ? `/tareas/${creado}` : `/mis_pedidos_manthos/${creado}`}>{enNombre ? 'Ver la tarea' : 'Ver mi pedido'}</Link>
            <Button
              onClick={() => {
                form.resetFields();
                setCreado(null);
              }}
            >
              {enNombre ? 'Registrar otro pedido' : 'Reportar otro problema'}
            </Button>
          </Space>
        }
      />
    );
  }

  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={{ prioridad: 'media', ubicacion_id: desdeQr }}
      scrollToFirstError
      onValuesChange={() => setSucio(true)}
      onFinish={(v) =>
        enviar.mutate(v, {
          onError: (e) => mostrarErroresDeCampo(form, e),
          onSuccess: (r) => {
            liberar();
            setSucio(false);
            setCreado(r.data!.id);
          },
        })
      }
      style={{ maxWidth: 640 }}
    >
      {enNombre && (
        <Form.Item name="solicitante_id" label="En nombre de" rules={[{ required: true, message: 'Indique quién pidió el arreglo.' }]}>
          <SelectorBuscado
            ruta={RUTAS_MANTHOS.solicitantes}
            clave="solicitantes"
            placeholder="Busque a la persona"
            sinResultados="No se encontraron personas"
          />
        </Form.Item>
      )}
      <Form.Item name="ubicacion_id" label="Ubicación" rules={[{ required: true, message: 'Elija la ubicación del problema.' }]}>
        <SelectorBuscado ruta={RUTAS_MANTHOS.ubicaciones} clave="ubicaciones" placeholder="Busque el lugar" sinResultados="No se encontraron ubicaciones" />
      </Form.Item>
      <Form.Item
        name="tipo_id"
        label="Categoría"
        rules={[{ required: true, message: 'Elija la categoría del problema.' }]}
        extra={categoria?.descripcion ?? undefined}
      >
        <Select<number>
          loading={categorias.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Elija la categoría"
          notFoundContent="No hay categorías de mantenimiento"
          options={(categorias.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
        />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción" rules={[{ required: true, whitespace: true, message: 'Describa el problema.' }]}>
        <Input.TextArea maxLength={5000} autoSize={{ minRows: 3, maxRows: 8 }} placeholder="Qué pasa y dónde exactamente" />
      </Form.Item>
      <Form.Item name="foto" label="Foto (opcional)">
        <CampoFoto />
      </Form.Item>
      <Form.Item name="prioridad" label="Prioridad">
        <Select<Prioridad> style={{ width: 200, maxWidth: '100%' }} options={PRIORIDADES.map((p) => ({ value: p, label: ETIQUETA_PRIORIDAD_MANTHOS[p] }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={enviar.isPending} block style={{ maxWidth: 320 }}>
        {enNombre ? 'Registrar pedido' : 'Enviar pedido'}
      </Button>
    </Form>
  );
}
