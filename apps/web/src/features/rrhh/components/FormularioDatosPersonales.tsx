import { useState } from 'react';
import { Button, Col, Form, Row, Space, Typography } from 'antd';
import { datosPersonalesSchema } from '@worknet/domain/rrhh/persona';
import type { ErrorDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { preguntarSiDescartar, useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { limpiarErroresAlCambiar } from '../../../catalogos/formulario';
import { CAMPO_LOCALIDAD, CAMPO_PROVINCIA, SECCIONES_PERSONA } from '../datos-personales';
import { cuerpoDatosPersonales, erroresDeServidor, validarCon, valoresDeDatosPersonales, type Valores } from '../payload';
import type { DatosPersonalesFila } from '@worknet/domain/rrhh/legajo';
import { ItemCampo } from './ItemCampo';
import { SelectLocalidad } from './SelectLocalidad';

type Props = {
  /** The file being edited; absent for a new one. */
  inicial?: DatosPersonalesFila;
  textoGuardar: string;
  guardando: boolean;
  /** Sends the checked body; a rejected promise with a 400 marks the fields. */
  onGuardar: (datos: Valores) => Promise<unknown>;
  /** Leaves the form (back to the read view); asks first when something was typed. */
  onCancelar?: () => void;
};

/**
 * The personal-data form (new file and edit): checked with datosPersonalesSchema before any call.
 * What was typed and not saved is guarded: leaving the screen or cancelling asks first.
 */
export function FormularioDatosPersonales({ inicial, textoGuardar, guardando, onGuardar, onCancelar }: Props) {
  const [form] = Form.useForm<Valores>();
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const provinciaId = Form.useWatch('provincia_id', form) as number | null | undefined;

  const mostrarErrores = (errores: ErrorDeCampo[]) => {
    form.setFields(errores);
    if (errores[0]) form.scrollToField(errores[0].name, { block: 'center', focus: true });
  };
  const revisar = (valores: Valores) => {
    const r = validarCon(datosPersonalesSchema, cuerpoDatosPersonales(valores));
    if (!r.ok) mostrarErrores(r.errores);
    return r;
  };
  const enviar = (valores: Valores) => {
    const r = revisar(valores);
    if (!r.ok) return;
    // Saving may navigate at once (a new file opens itself): the guard lets it, and comes back on a failure.
    liberar();
    setSucio(false);
    onGuardar(r.datos).catch((e: unknown) => {
      setSucio(true);
      mostrarErrores(erroresDeServidor(e));
    });
  };
  const cancelar = async () => {
    if (sucio && !(await preguntarSiDescartar())) return;
    liberar();
    setSucio(false);
    onCancelar?.();
  };

  return (
    <Form<Valores>
      form={form}
      name="datos-personales"
      layout="vertical"
      initialValues={inicial ? valoresDeDatosPersonales(inicial) : {}}
      onFinish={enviar}
      // A date that failed its own check: the schema still marks every other field.
      onFinishFailed={({ values }) => void revisar(values)}
      onValuesChange={(cambios: Valores) => {
        setSucio(true);
        limpiarErroresAlCambiar(form, cambios);
        if ('provincia_id' in cambios) form.setFieldValue('localidad_id', null);
      }}
    >
      {SECCIONES_PERSONA.map((s) => (
        <section key={s.titulo}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {s.titulo}
          </Typography.Title>
          <Row gutter={16}>
            {s.campos.map((c) => (
              <Col key={c.nombre} xs={24} md={12} xl={8}>
                {c === CAMPO_LOCALIDAD ? (
                  <Form.Item name={c.nombre} label={c.campo.etiqueta}>
                    <SelectLocalidad
                      provinciaId={provinciaId ?? null}
                      conocida={inicial?.localidad ? { value: inicial.localidad.id, label: inicial.localidad.nombre } : null}
                    />
                  </Form.Item>
                ) : (
                  <ItemCampo c={c} conocidas={c === CAMPO_PROVINCIA ? [] : conocidasPersona(inicial, c.nombre)} />
                )}
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={guardando}>
          {textoGuardar}
        </Button>
        {onCancelar && <Button onClick={() => void cancelar()}>Cancelar</Button>}
      </Space>
    </Form>
  );
}

/** Labels of the file's current estado civil / nacionalidad for their selects. */
function conocidasPersona(d: DatosPersonalesFila | undefined, nombre: string) {
  const r = nombre === 'estado_civil_id' ? d?.estado_civil : nombre === 'nacionalidad_id' ? d?.nacionalidad : null;
  return r ? [{ value: r.id, label: r.nombre }] : [];
}
