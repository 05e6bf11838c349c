import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { useCambiosSinGuardar } from '../lib/useCambiosSinGuardar';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import { useFila, useGuardarFila, type Fila, type Valores } from './api';
import { ControlCampo } from './campos';
import { erroresDelServidor, type ErrorDeCampo } from '../lib/formulario/erroresDeCampo';
import { camposEditables, etiquetasConocidas, limpiarErroresAlCambiar, precargarValidacion, validar, valoresIniciales } from './formulario';
import { enMinuscula, tituloEditar, tituloNuevo } from './textos';
import { EncabezadoFormulario } from '../lib/formulario/EncabezadoFormulario';

function Formulario({ catalogo: c, fila }: { catalogo: Catalogo; fila?: Fila }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const guardar = useGuardarFila(c);
  // Leaving with unsaved changes asks first (the layout's GuardiaCambios); Cancelar asks too.
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const volver = () => void navigate(`/${c.pantalla}`);
  useEffect(precargarValidacion, []);

  const mostrarErrores = (errores: ErrorDeCampo[]) => {
    form.setFields(errores);
    if (errores[0]) form.scrollToField(errores[0].name, { block: 'center', focus: true });
  };

  const enviar = async (valores: Valores) => {
    const r = await validar(c, valores);
    if (!r.ok) return mostrarErrores(r.errores);
    guardar.mutate(
      { id: fila?.id ?? null, valores: r.datos },
      // 409 and others were toasted by the client; the form stays open.
      {
        onSuccess: () => {
          // Saved: going back to the list must not ask.
          liberar();
          setSucio(false);
          volver();
        },
        onError: (e) => mostrarErrores(erroresDelServidor(e)),
      },
    );
  };

  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      initialValues={valoresIniciales(c, fila)}
      onFinish={(v) => void enviar(v)}
      onValuesChange={(cambios) => {
        setSucio(true);
        limpiarErroresAlCambiar(form, cambios);
      }}
    >
      {camposEditables(c).map(([clave, campo]) => (
        <Form.Item key={clave} name={clave} label={campo.etiqueta} required={campo.requerido === true} extra={campo.ayuda}>
          <ControlCampo campo={campo} conocidas={etiquetasConocidas(fila, clave)} />
        </Form.Item>
      ))}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={guardar.isPending}>
          Guardar
        </Button>
        <Button onClick={volver}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** `<pantalla>/form` (create) and `<pantalla>/form/:id` (edit) of any catalog. */
export function FormularioCatalogo({ catalogo: c }: { catalogo: Catalogo }) {
  const navigate = useNavigate();
  const { id: param } = useParams<{ id?: string }>();
  const id = param === undefined ? null : Number(param);
  const valido = id === null || (Number.isInteger(id) && id > 0);
  const fila = useFila(c, valido ? id : null);
  const titulo = id === null ? tituloNuevo(c) : tituloEditar(c);
  const volver = (
    <Button type="primary" onClick={() => void navigate(`/${c.pantalla}`)}>
      Volver a {enMinuscula(c.plural)}
    </Button>
  );

  let cuerpo;
  if (!valido) cuerpo = <Result status="404" title="No existe" subTitle="La dirección no corresponde a ningún registro." extra={volver} />;
  else if (id === null) cuerpo = <Formulario catalogo={c} />;
  else if (fila.isPending) cuerpo = <Skeleton active />;
  else if (fila.isError) cuerpo = <Result status="warning" title="No se pudo cargar el registro" extra={volver} />;
  else cuerpo = <Formulario key={fila.data.id} catalogo={c} fila={fila.data} />;

  return (
    <section>
      <EncabezadoFormulario titulo={titulo} />
      {/* Every form of the app sits in a card 640 px wide at most (docs/ui.md). */}
      <Card style={{ maxWidth: 640 }}>{cuerpo}</Card>
    </section>
  );
}
