import { Checkbox, DatePicker, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { FRECUENCIAS } from '@worknet/domain/tareas/recurrencia';
import { DIAS_SEMANA, ETIQUETA_FRECUENCIA, HORAS_DEL_DIA, UNIDAD_CADA, type ValoresRecurrencia } from './recurrenciaForm';

// The recurrence's fields (packages/domain/src/tareas/recurrencia.ts), under `recurrencia` of
// the scheduled task's form: each frequency shows only what it uses.

// A validator, not `required`: antd would put aria-required on the checkbox group, which axe rejects.
const alMenosUnDia = {
  validator: (_: unknown, v: number[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error('Elija al menos un día de la semana.'))),
};

const n = (campo: keyof ValoresRecurrencia) => ['recurrencia', campo];

export function CamposRecurrencia() {
  const frecuencia = Form.useWatch<ValoresRecurrencia['frecuencia'] | undefined>(n('frecuencia')) ?? 'diaria';
  const porHoras = frecuencia === 'horas';
  return (
    <>
      <Form.Item name={n('frecuencia')} label="Frecuencia">
        <Radio.Group optionType="button" buttonStyle="solid" options={FRECUENCIAS.map((f) => ({ value: f, label: ETIQUETA_FRECUENCIA[f] }))} />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item name={n('cada')} label={`Cada cuántos ${UNIDAD_CADA[frecuencia]}`} rules={[{ required: true, message: 'Indique cada cuánto se repite.' }]}>
          <InputNumber min={1} max={porHoras ? 24 : 366} precision={0} style={{ width: 140 }} />
        </Form.Item>
        {frecuencia === 'mensual' && (
          <Form.Item
            name={n('dia_mes')}
            label="Día del mes"
            extra="Un mes sin ese día usa su último día."
            rules={[{ required: true, message: 'Indique el día del mes.' }]}
          >
            <InputNumber min={1} max={31} precision={0} style={{ width: 140 }} />
          </Form.Item>
        )}
      </Flex>
      {frecuencia === 'semanal' && (
        <Form.Item name={n('dias_semana')} label="Días de la semana" rules={[alMenosUnDia]}>
          <Checkbox.Group options={DIAS_SEMANA} />
        </Form.Item>
      )}
      <Form.Item
        name={n('horas')}
        label={porHoras ? 'Hora de inicio' : 'Horas del día'}
        extra={porHoras ? 'Desde esta hora del primer día se cuenta cada tantas horas.' : 'Una tarea por cada hora elegida.'}
        rules={[{ required: true, message: porHoras ? 'Indique la hora de inicio.' : 'Indique al menos una hora.' }]}
      >
        <Select mode="multiple" maxCount={porHoras ? 1 : 24} options={HORAS_DEL_DIA} placeholder="Elija las horas" style={{ maxWidth: 420 }} />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item name={n('desde')} label="Desde el día" rules={[{ required: true, message: 'Indique desde qué día.' }]}>
          <DatePicker format="DD/MM/YYYY" allowClear={false} />
        </Form.Item>
        <Form.Item name={n('hasta')} label="Hasta el día" extra="Vacío: sin fin.">
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </Flex>
    </>
  );
}
