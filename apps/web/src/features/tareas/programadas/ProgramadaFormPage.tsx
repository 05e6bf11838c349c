import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_ITEMS_CHECKLIST, PRIORIDADES } from '@worknet/domain/tareas/esquemas';
import { SelectorRemoto, type OpcionRemota } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { hoyArgentina } from '../diarias/api';
import { useOpcionesTareas } from '../api';
import { CLAVE_PROGRAMADAS, llamadasProgramadas, useProgramada, type CuerpoProgramada } from './api';
import { CamposRecurrencia } from './CamposRecurrencia';
import { Previa } from './Previa';
import { camposDelError } from './errores';
import { cuerpoRecurrencia, recurrenciaInicial, valoresRecurrencia, type ValoresRecurrencia } from './recurrenciaForm';
import { useNombresUsuarios } from './usuarios';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Valores = Omit<CuerpoProgramada, 'recurrencia' | 'descripcion' | 'ubicacion_id'> & {
  descripcion?: string | null;
  ubicacion_id?: number | null;
  recurrencia: ValoresRecurrencia;
};

const ETIQUETA_PRIORIDAD = { baja: 'Baja', media: 'Media', alta: 'Alta', urgente: 'Urgente' } as const;
const LISTA = '/admin/tareas-programadas';

/** Form values -> the API's body. */
export function cuerpoDeValores(v: Valores): CuerpoProgramada {
  return {
    titulo: v.titulo?.trim() ?? '',
    descripcion: v.descripcion?.trim() ? v.descripcion.trim() : null,
    tipo_id: v.tipo_id,
    ubicacion_id: v.ubicacion_id ?? null,
    prioridad: v.prioridad,
    usuario_ids: v.usuario_ids ?? [],
    sector_ids: v.sector_ids ?? [],
    checklist: (v.checklist ?? []).map((i) => (i ?? '').trim()).filter(Boolean),
    duracion_minutos: v.duracion_minutos ?? null,
    recurrencia: cuerpoRecurrencia(v.recurrencia),
    activa: v.activa,
  };
}

/** 'admin/tareas-programadas/form' (new) and '…/form/{id}' (edit): the template and its recurrence, with the live preview. */
export function ProgramadaFormPage() {
  const { id: idTexto } = useParams();
  const id = idTexto && /^\d+$/.test(idTexto) ? Number(idTexto) : null;
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const existente = useProgramada(id);
  // The task screens' own options (GET tareas/opciones): whoever runs scheduled tasks needs no catalog permission.
  const opciones = useOpcionesTareas();
  const nombres: OpcionRemota[] = useNombresUsuarios(existente.data?.usuario_ids ?? []);
  const hoy = hoyArgentina();
  const valoresRec = Form.useWatch<ValoresRecurrencia | undefined>('recurrencia', form);

  useEffect(() => {
    const p = existente.data;
    if (!p) return;
    form.setFieldsValue({
      titulo: p.titulo,
      descripcion: p.descripcion,
      tipo_id: p.tipo_id,
      ubicacion_id: p.ubicacion_id,
      prioridad: p.prioridad,
      usuario_ids: p.usuario_ids,
      sector_ids: p.sector_ids,
      checklist: p.checklist,
      duracion_minutos: p.duracion_minutos,
      activa: p.activa,
      recurrencia: valoresRecurrencia(p.recurrencia, hoy),
    });
  }, [existente.data, form, hoy]);

  const guardar = useApiMutation(llamadasProgramadas.guardar, { avisarExito: true, invalidar: [CLAVE_PROGRAMADAS] });
  const enviar = (v: Valores) =>
    guardar.mutate(
      { id, cuerpo: cuerpoDeValores(v) },
      {
        onSuccess: () => {
          liberar();
          setSucio(false);
          void navigate(LISTA);
        },
        onError: (e) => {
          const campos = camposDelError(e);
          if (!campos.length) return avisar({ tipo: 'error', texto: e.message });
          form.setFields(campos as Parameters<typeof form.setFields>[0]);
          form.scrollToField(campos[0]!.name);
        },
      },
    );

  const titulo = id === null ? 'Nueva tarea programada' : 'Editar tarea programada';
  return (
    <section>
      <Volver alternativa={LISTA} texto="Volver a Tareas programadas" />
      <EncabezadoFormulario titulo={titulo} />
      {id !== null && existente.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={{ prioridad: 'media', activa: true, usuario_ids: [], sector_ids: [], checklist: [], recurrencia: recurrenciaInicial(hoy) }}
          onValuesChange={() => setSucio(true)}
          onFinish={enviar}
          scrollToFirstError
        >
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Card size="small" title="La tarea" style={{ marginBottom: 16 }}>
                <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Indique el título.' }]}>
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
                <Form.Item name="descripcion" label="Descripción">
                  <Input.TextArea rows={3} maxLength={5000} />
                </Form.Item>
                <Flex wrap gap={16}>
                  <Form.Item name="tipo_id" label="Tipo" rules={[{ required: true, message: 'Elija el tipo de tarea.' }]} style={{ minWidth: 220, flex: 1 }}>
                    <Select
                      options={opciones.data?.tipos ?? []}
                      loading={opciones.isPending}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Elija el tipo"
                    />
                  </Form.Item>
                  <Form.Item name="ubicacion_id" label="Ubicación" style={{ minWidth: 220, flex: 1 }}>
                    <Select
                      options={opciones.data?.ubicaciones ?? []}
                      loading={opciones.isPending}
                      showSearch={{ optionFilterProp: 'label' }}
                      allowClear
                      placeholder="Sin ubicación"
                    />
                  </Form.Item>
                </Flex>
                <Flex wrap gap={16}>
                  <Form.Item name="prioridad" label="Prioridad" style={{ minWidth: 160 }}>
                    <Select options={PRIORIDADES.map((p) => ({ value: p, label: ETIQUETA_PRIORIDAD[p] }))} />
                  </Form.Item>
                  <Form.Item name="duracion_minutos" label="Duración en minutos" extra="Vence ese tiempo después de cada fecha; vacío: sin vencimiento.">
                    <InputNumber min={1} max={60 * 24 * 31} precision={0} style={{ width: 160 }} />
                  </Form.Item>
                </Flex>
                <Form.Item name="sector_ids" label="Sectores asignados" extra="Sin sectores ni personas: la tarea es del sector del tipo.">
                  <Select
                    mode="multiple"
                    options={opciones.data?.sectores ?? []}
                    loading={opciones.isPending}
                    optionFilterProp="label"
                    placeholder="Elija los sectores"
                  />
                </Form.Item>
                <Form.Item name="usuario_ids" label="Personas asignadas">
                  <SelectorRemoto fuente="usuarios" multiple iniciales={nombres} sinResultados="No se encontraron usuarios" />
                </Form.Item>
                <Typography.Text strong>Lista de control</Typography.Text>
                <Form.List name="checklist">
                  {(items, { add, remove }) => (
                    <div style={{ marginTop: 8 }}>
                      {items.map((item, i) => (
                        <Flex key={item.key} gap={8} align="start">
                          <Form.Item
                            name={item.name}
                            style={{ flex: 1, marginBottom: 8 }}
                            rules={[{ required: true, whitespace: true, message: 'El ítem no puede estar vacío.' }]}
                          >
                            <Input aria-label={`Ítem ${i + 1} de la lista de control`} maxLength={300} />
                          </Form.Item>
                          <Button icon={<DeleteOutlined aria-hidden />} aria-label={`Quitar el ítem ${i + 1}`} onClick={() => remove(item.name)} />
                        </Flex>
                      ))}
                      <Button
                        icon={<PlusOutlined aria-hidden />}
                        onClick={() => add('')}
                        disabled={items.length >= MAX_ITEMS_CHECKLIST}
                        style={{ marginBottom: 16 }}
                      >
                        Agregar ítem
                      </Button>
                    </div>
                  )}
                </Form.List>
                <Form.Item name="activa" label="Activa" valuePropName="checked" extra="Inactiva: no genera tareas nuevas.">
                  <Switch />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title="Repetición" style={{ marginBottom: 16 }}>
                <CamposRecurrencia />
              </Card>
              <Previa recurrencia={valoresRec ? cuerpoRecurrencia(valoresRec) : null} />
            </Col>
          </Row>
          <Flex wrap gap={8} style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={guardar.isPending}>
              Guardar
            </Button>
            <Button onClick={() => void navigate(LISTA)}>Cancelar</Button>
          </Flex>
        </Form>
      )}
    </section>
  );
}
