import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { AccionesFila, Desplazable, SelectorRemoto, Vacio, columnaAcciones } from '../../../lib/lista';
import { useSectores } from '../../usuarios';
import { useBorrarHorario, useGuardarHorario, useHorarios, type HorarioFila, type HorarioNuevo, type Turnos } from '../api';
import { DIAS, HORA_VALIDA, NOMBRE_DIA, resumenSemana, terminaAlDiaSiguiente, type Dia } from '../horarios';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type DiaForm = { activo: boolean; entrada?: string; salida?: string };
export type ValoresHorario = {
  destino: 'persona' | 'sector';
  persona_id?: number;
  sector_id?: number;
  dias: Record<Dia, DiaForm>;
  tolerancia_min: number;
  exige_ubicacion: boolean;
  tipo_manual: boolean;
};

const LABORABLE = { activo: true, entrada: '08:00', salida: '16:00' };
const nuevo = (): ValoresHorario => ({
  destino: 'persona',
  dias: { '1': LABORABLE, '2': LABORABLE, '3': LABORABLE, '4': LABORABLE, '5': LABORABLE, '6': { activo: false }, '7': { activo: false } },
  tolerancia_min: 10,
  exige_ubicacion: false,
  tipo_manual: false,
});

const deFila = (h: HorarioFila): ValoresHorario => ({
  destino: h.persona_id !== null ? 'persona' : 'sector',
  persona_id: h.persona_id ?? undefined,
  sector_id: h.sector_id ?? undefined,
  dias: Object.fromEntries(DIAS.map((d) => [d, h.turnos[d] ? { activo: true, ...h.turnos[d] } : { activo: false }])) as Record<Dia, DiaForm>,
  tolerancia_min: h.tolerancia_min,
  exige_ubicacion: h.exige_ubicacion,
  tipo_manual: h.tipo_manual,
});

/** The form's values as PUT /rrhh/fichaje/horario takes them (exported for the tests). */
export function cuerpoHorario(v: ValoresHorario): HorarioNuevo {
  const turnos: Turnos = {};
  for (const d of DIAS) {
    const x = v.dias[d];
    if (x.activo && x.entrada && x.salida) turnos[d] = { entrada: x.entrada, salida: x.salida };
  }
  return {
    ...(v.destino === 'persona' ? { persona_id: v.persona_id } : { sector_id: v.sector_id }),
    turnos,
    tolerancia_min: v.tolerancia_min,
    exige_ubicacion: v.exige_ubicacion,
    tipo_manual: v.tipo_manual,
  };
}

/** One weekday: whether it is worked, and its entrada and salida (HH:mm), with the night-shift hint. */
function FilaDia({ dia }: { dia: Dia }) {
  const form = Form.useFormInstance<ValoresHorario>();
  const activo = Form.useWatch(['dias', dia, 'activo'], form) as boolean | undefined;
  const entrada = Form.useWatch<string | undefined>(['dias', dia, 'entrada'], form);
  const salida = Form.useWatch<string | undefined>(['dias', dia, 'salida'], form);
  const nocturno = activo && entrada && salida && HORA_VALIDA.test(entrada) && HORA_VALIDA.test(salida) && terminaAlDiaSiguiente(entrada, salida);
  const hora = (campo: 'entrada' | 'salida', etiqueta: string) => (
    <Form.Item
      name={['dias', dia, campo]}
      label={`${etiqueta} del ${NOMBRE_DIA[dia].toLowerCase()}`}
      style={{ marginBottom: 0, width: 150 }}
      rules={activo ? [{ required: true, pattern: HORA_VALIDA, message: 'Use la hora como HH:mm (por ejemplo 08:00).' }] : []}
    >
      <Input placeholder="HH:mm" maxLength={5} inputMode="numeric" disabled={!activo} autoComplete="off" />
    </Form.Item>
  );
  return (
    <fieldset style={{ border: 0, margin: 0, padding: '8px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.2)', minWidth: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>{NOMBRE_DIA[dia]}</legend>
      <Flex wrap gap={12} align="flex-end">
        <Form.Item name={['dias', dia, 'activo']} valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{`Trabaja el ${NOMBRE_DIA[dia].toLowerCase()}`}</Checkbox>
        </Form.Item>
        {hora('entrada', 'Entrada')}
        {hora('salida', 'Salida')}
      </Flex>
      {nocturno && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          Termina al día siguiente.
        </Typography.Text>
      )}
    </fieldset>
  );
}

function ModalHorario({ fila, alCerrar }: { fila: HorarioFila | null; alCerrar: () => void }) {
  const guardar = useGuardarHorario();
  const sectores = useSectores();
  const [form] = Form.useForm<ValoresHorario>();
  const destino = Form.useWatch('destino', form) ?? (fila ? deFila(fila).destino : 'persona');
  return (
    <ModalFormulario<ValoresHorario>
      form={form}
      abierto
      titulo={fila ? `Horario de ${fila.nombre}` : 'Nuevo horario'}
      textoOk="Guardar horario"
      enviando={guardar.isPending}
      onCerrar={alCerrar}
      ancho={640}
      requiredMark={false}
      initialValues={fila ? deFila(fila) : nuevo()}
      onFinish={(v) => {
        if (!DIAS.some((d) => v.dias[d].activo)) {
          form.setFields([{ name: ['dias', '1', 'activo'], errors: ['Marque al menos un día con turno.'] }]);
          return;
        }
        guardar.mutate(cuerpoHorario(v), { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: alCerrar });
      }}
    >
      <Form.Item name="destino" label="Se aplica a">
        <Radio.Group
          disabled={fila !== null}
          options={[
            { value: 'persona', label: 'Una persona' },
            { value: 'sector', label: 'Un sector' },
          ]}
        />
      </Form.Item>
      {destino === 'persona' ? (
        <Form.Item key="persona" name="persona_id" label="Persona" htmlFor="horario-persona" rules={[{ required: true, message: 'Elija la persona.' }]}>
          <SelectorRemoto
            id="horario-persona"
            fuente="personas"
            iniciales={fila?.persona_id ? [{ value: fila.persona_id, label: fila.nombre }] : undefined}
            sinResultados="No se encontraron legajos"
          />
        </Form.Item>
      ) : (
        <Form.Item key="sector" name="sector_id" label="Sector" rules={[{ required: true, message: 'Elija el sector.' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={sectores.data ?? []}
            loading={sectores.isLoading}
            placeholder="Elija el sector"
            style={{ maxWidth: '100%' }}
          />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        Un turno cuya salida es igual o anterior a la entrada termina al día siguiente (turno noche).
      </Typography.Paragraph>
      {DIAS.map((d) => (
        <FilaDia key={d} dia={d} />
      ))}
      <Flex wrap gap={16} align="flex-end" style={{ marginTop: 12 }}>
        <Form.Item
          name="tolerancia_min"
          label="Tolerancia (minutos)"
          style={{ marginBottom: 0 }}
          rules={[{ required: true, type: 'integer', min: 0, max: 240, message: 'La tolerancia es un número de minutos entre 0 y 240.' }]}
        >
          <InputNumber min={0} max={240} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="exige_ubicacion" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Exigir la ubicación del teléfono al fichar</Checkbox>
        </Form.Item>
        <Form.Item name="tipo_manual" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Dejar elegir entrada o salida (si no, el sistema alterna desde la última marca)</Checkbox>
        </Form.Item>
      </Flex>
    </ModalFormulario>
  );
}

/** The «Horarios» tab: each person's or sector's week, the tolerance and whether the position is required. */
export function Horarios() {
  const horarios = useHorarios();
  const borrar = useBorrarHorario();
  const [editando, setEditando] = useState<HorarioFila | 'nuevo' | null>(null);
  const columnas: TableColumnsType<HorarioFila> = [
    {
      title: 'Persona o sector',
      key: 'nombre',
      render: (_, h) => (
        <Flex gap={6} align="center">
          {h.nombre}
          {h.sector_id !== null && <Tag>Sector</Tag>}
        </Flex>
      ),
    },
    { title: 'Turnos', key: 'turnos', render: (_, h) => resumenSemana(h.turnos) },
    { title: 'Tolerancia', key: 'tolerancia', render: (_, h) => `${h.tolerancia_min} min` },
    { title: 'Ubicación', key: 'ubicacion', render: (_, h) => (h.exige_ubicacion ? 'Exigida' : 'No') },
    columnaAcciones((h) => (
      <AccionesFila
        de={`el horario de ${h.nombre}`}
        nombreMenu={`Acciones del horario de ${h.nombre}`}
        acciones={[
          { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: () => setEditando(h) },
          {
            clave: 'eliminar',
            texto: 'Eliminar',
            icono: <DeleteOutlined aria-hidden />,
            principal: true,
            peligro: true,
            confirmar: { titulo: `¿Eliminar el horario de ${h.nombre}?`, texto: 'Sus fichajes dejan de compararse con este horario.', ok: 'Eliminar' },
            alElegir: () => borrar.mutateAsync(h.id),
          },
        ]}
      />
    )),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Paragraph style={{ margin: 0 }}>
          El horario de una persona reemplaza al de su sector. Las llegadas tarde se cuentan pasada la tolerancia.
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditando('nuevo')}>
          Nuevo horario
        </Button>
      </Flex>
      <Desplazable etiqueta="Horarios">
        <Table<HorarioFila>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={horarios.data ?? []}
          loading={horarios.isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Vacio texto="Todavía no hay horarios." /> }}
        />
      </Desplazable>
      {editando !== null && <ModalHorario fila={editando === 'nuevo' ? null : editando} alCerrar={() => setEditando(null)} />}
    </Flex>
  );
}
