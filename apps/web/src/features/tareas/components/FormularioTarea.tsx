import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { PRIORIDADES, type Prioridad } from '@worknet/domain/tareas/esquemas';
import { useTienePermiso } from '../../auth';
import { SelectorRemoto } from '../../../lib/lista';
import { useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { CLAVES_TAREAS, PERMISOS_TAREAS, llamadasTareas, useOpcionesTareas, type TareaDetalle } from '../api';
import { ETIQUETA_PRIORIDAD, FORMATO_VENCE } from '../formato';
import { textoEscaneo } from './AvisoEscaneo';
import { EditorChecklist } from './EditorChecklist';
import { datosDe, valoresDe, type ValoresTarea } from './valoresTarea';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/**
 * create-tarea (and admin/tareas/form): title, description, type, location, priority, due
 * moment, who it is for (people and sectors; none: the type's sector) and the checklist.
 * Leaving with unsaved changes asks first.
 */
export function FormularioTarea({ inicial, alVolver }: { inicial?: TareaDetalle; alVolver: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresTarea>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const opciones = useOpcionesTareas();
  const administra = useTienePermiso(PERMISOS_TAREAS.administrar);
  const tipoId = Form.useWatch('tipo_id', form);
  const usuarios = Form.useWatch('usuario_ids', form);
  const sectores = Form.useWatch('sector_ids', form);
  const tipo = opciones.data?.tipos.find((t) => t.value === tipoId);
  const guardar = useApiMutation((v: ValoresTarea) => (inicial ? llamadasTareas.editar(inicial.id, datosDe(v)) : llamadasTareas.crear(datosDe(v))), {
    avisarExito: true,
    invalidar: [CLAVES_TAREAS.todo],
  });

  // The people and sectors already assigned keep their names even when outside today's options.
  const personas = [...(opciones.data?.personas ?? []), ...(inicial?.usuarios ?? []).map((u) => ({ value: u.id, label: u.nombre }))].filter(
    (o, i, todas) => todas.findIndex((x) => x.value === o.value) === i,
  );
  const opcionesSectores = [...(opciones.data?.sectores ?? []), ...(inicial?.sectores ?? []).map((s) => ({ value: s.id, label: s.nombre }))].filter(
    (o, i, todas) => todas.findIndex((x) => x.value === o.value) === i,
  );
  const sinAsignados = !usuarios?.length && !sectores?.length;
  const sectorDelTipo = tipo?.sector_id ? opcionesSectores.find((s) => s.value === tipo.sector_id)?.label : undefined;
  const escaneo = tipo ? textoEscaneo({ ...tipo, ubicacion: null }) : null;

  return (
    <Form<ValoresTarea>
      form={form}
      layout="vertical"
      initialValues={valoresDe(inicial)}
      scrollToFirstError
      onValuesChange={() => setSucio(true)}
      onFinish={(v) =>
        guardar.mutate(v, {
          onError: (e) => mostrarErroresDeCampo(form, e),
          onSuccess: (r) => {
            liberar();
            setSucio(false);
            void navigate(`/tareas/${r.data?.id ?? inicial?.id ?? ''}`);
          },
        })
      }
      style={{ maxWidth: 820 }}
    >
      <Form.Item name="titulo" label="Título" rules={[{ required: true, whitespace: true, message: 'Indique el título.' }]}>
        <Input maxLength={200} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción">
        <Input.TextArea maxLength={5000} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="tipo_id" label="Tipo de tarea" rules={[{ required: true, message: 'Elija el tipo de tarea.' }]} extra={escaneo ?? undefined}>
        <Select
          loading={opciones.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Elija el tipo"
          options={(opciones.data?.tipos ?? []).map((t) => ({ value: t.value, label: t.label }))}
        />
      </Form.Item>
      <Form.Item name="ubicacion_id" label="Ubicación">
        <Select
          allowClear
          loading={opciones.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Sin ubicación"
          options={(opciones.data?.ubicaciones ?? []).map((u) => ({ value: u.value, label: u.label }))}
        />
      </Form.Item>
      <Space wrap size={16} style={{ display: 'flex' }}>
        <Form.Item name="prioridad" label="Prioridad">
          <Select<Prioridad> style={{ width: 160 }} options={PRIORIDADES.map((p) => ({ value: p, label: ETIQUETA_PRIORIDAD[p] }))} />
        </Form.Item>
        <Form.Item name="vence" label="Vence">
          <DatePicker showTime={{ format: 'HH:mm' }} format={FORMATO_VENCE} placeholder="DD/MM/AAAA HH:mm" style={{ width: 220, maxWidth: '100%' }} />
        </Form.Item>
      </Space>
      <Form.Item name="usuario_ids" label="Personas asignadas">
        {administra ? (
          <SelectorRemoto
            fuente="usuarios"
            multiple
            iniciales={(inicial?.usuarios ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
            sinResultados="No se encontraron usuarios"
            style={{ width: '100%' }}
          />
        ) : (
          <Select
            mode="multiple"
            loading={opciones.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Personas de sus sectores"
            notFoundContent="No hay personas en los sectores a su cargo"
            options={personas}
          />
        )}
      </Form.Item>
      <Form.Item name="sector_ids" label="Sectores asignados">
        <Select
          mode="multiple"
          loading={opciones.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={administra ? 'Elija los sectores' : 'Sectores a su cargo'}
          notFoundContent="No hay sectores para asignar"
          options={opcionesSectores}
        />
      </Form.Item>
      {sinAsignados && tipo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            sectorDelTipo || tipo.sector_id
              ? `Sin asignados, la tarea queda para el sector responsable del tipo${sectorDelTipo ? ` (${sectorDelTipo})` : ''}.`
              : 'Este tipo no tiene sector responsable: asigne la tarea a personas o a un sector.'
          }
        />
      )}
      <Form.Item
        name="checklist"
        label="Lista de control"
        rules={[
          {
            validator: async (_, v?: string[]) =>
              (v ?? []).some((x) => !x.trim()) ? Promise.reject(new Error('Los ítems de la lista no pueden estar vacíos.')) : undefined,
          },
        ]}
      >
        <EditorChecklist />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={guardar.isPending}>
          {inicial ? 'Guardar cambios' : 'Crear tarea'}
        </Button>
        <Button onClick={() => void navigate(inicial ? `/tareas/${inicial.id}` : alVolver)}>Cancelar</Button>
      </Space>
    </Form>
  );
}
