import { Col, Form, Row } from 'antd';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import type { ErrorDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { limpiarErroresAlCambiar } from '../../../catalogos/formulario';
import { useGuardarRegistro } from '../api';
import { conocidasDe, valoresDeFila } from '../filas';
import { erroresDeServidor, type Valores } from '../payload';
import type { DescripcionRegistro } from '../registros';
import type { FilaRegistro } from '@worknet/domain/rrhh/legajo';
import { validarRegistro } from '../validar-registro';
import { ItemCampo } from './ItemCampo';

type Props = {
  descripcion: DescripcionRegistro;
  personaId: number;
  /** The row being edited, or null for a new one. */
  fila: FilaRegistro | null;
  onCerrar: () => void;
};

/** Add / edit one record of the file; checked with its schema before the call. Mounted only while open. */
export function ModalRegistro({ descripcion: d, personaId, fila, onCerrar }: Props) {
  const [form] = Form.useForm<Valores>();
  const guardar = useGuardarRegistro(d.ruta, personaId);
  const titulo = `${fila ? 'Editar' : 'Agregar'} ${d.singular}`;

  const mostrarErrores = (errores: ErrorDeCampo[]) => {
    form.setFields(errores);
    if (errores[0]) form.scrollToField(errores[0].name, { block: 'center', focus: true });
  };
  const revisar = (valores: Valores) => {
    const r = validarRegistro(d, valores, personaId);
    if (!r.ok) mostrarErrores(r.errores);
    return r;
  };
  const enviar = (valores: Valores) => {
    const r = revisar(valores);
    // A 409 (a second open job) was toasted by the client: the dialog stays open.
    if (r.ok) guardar.mutate({ id: fila?.id ?? null, datos: r.datos }, { onSuccess: onCerrar, onError: (e) => mostrarErrores(erroresDeServidor(e)) });
  };

  return (
    // Closing with changes typed asks first (ModalFormulario).
    <ModalFormulario<Valores>
      abierto
      form={form}
      titulo={titulo[0]!.toUpperCase() + titulo.slice(1)}
      textoOk="Guardar"
      enviando={guardar.isPending}
      onCerrar={onCerrar}
      ancho={720}
      name={`registro-${d.parte}`}
      initialValues={valoresDeFila(d, fila)}
      onFinish={enviar}
      onFinishFailed={({ values }) => void revisar(values)}
      onValuesChange={(cambios: Valores) => limpiarErroresAlCambiar(form, cambios)}
    >
      <Row gutter={16}>
        {d.campos.map((c) => (
          <Col key={c.nombre} xs={24} md={c.campo.tipo === 'textoLargo' ? 24 : 12}>
            <ItemCampo c={c} conocidas={conocidasDe(c, fila)} />
          </Col>
        ))}
      </Row>
    </ModalFormulario>
  );
}
