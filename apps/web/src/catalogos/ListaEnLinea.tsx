import { useState } from 'react';
import { Button, Form, Space } from 'antd';
import { esDerivado, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { TablaLista, columnaAcciones, type AccionFila } from '../lib/lista';
import { avisar } from '../lib/notify';
import { useGuardarFila, type Fila, type Valores } from './api';
import { AccionesFila, hayAcciones } from './AccionesFila';
import { BarraCatalogo } from './BarraCatalogo';
import { ControlCampo } from './campos';
import { columnaEliminado, columnasCatalogo, renderCelda } from './columnas';
import { erroresDelServidor, type ErrorDeCampo } from '../lib/formulario/erroresDeCampo';
import { etiquetasConocidas, limpiarErroresAlCambiar, precargarValidacion, validar, valoresIniciales } from './formulario';
import { tituloNuevo } from './textos';
import { propsTabla, useListaCatalogo } from './useListaCatalogo';

/** Id of the row being created (it is not on the server yet). */
const NUEVA = -1;

const filaNueva: Fila = { id: NUEVA, etiqueta: '', etiquetas: {}, created_at: '', updated_at: '', deleted_at: null };

/**
 * A catalog with `edicion: 'enLinea'`: the list itself is the form. "Editar"
 * turns the row's cells into controls; the new row appears at the top.
 */
export function ListaEnLinea({ catalogo: c, accionesExtra }: { catalogo: Catalogo; accionesExtra?: (fila: Fila) => AccionFila[] }) {
  const lista = useListaCatalogo(c);
  const [form] = Form.useForm<Valores>();
  const guardar = useGuardarFila(c);
  const [editando, setEditando] = useState<number | null>(null);
  const activo = lista.eliminados ? null : editando;

  const empezar = (fila?: Fila) => {
    form.resetFields();
    form.setFieldsValue(valoresIniciales(c, fila));
    setEditando(fila?.id ?? NUEVA);
    precargarValidacion();
  };
  const cancelar = () => {
    form.resetFields();
    setEditando(null);
  };

  const mostrarErrores = (errores: ErrorDeCampo[]) => {
    form.setFields(errores);
    // A field that is not a column has no cell to show its message in.
    for (const e of errores) {
      // The catalog's mapper names fields by their first part: always a string.
      const nombre = String(e.name);
      if (!c.columnas.includes(nombre)) avisar({ tipo: 'error', texto: `${c.campos[nombre]?.etiqueta ?? nombre}: ${e.errors.join(' ')}` });
    }
  };

  const guardarFila = async () => {
    if (activo === null) return;
    const r = await validar(c, form.getFieldsValue(true) as Valores);
    if (!r.ok) return mostrarErrores(r.errores);
    guardar.mutate({ id: activo === NUEVA ? null : activo, valores: r.datos }, { onSuccess: cancelar, onError: (e) => mostrarErrores(erroresDelServidor(e)) });
  };

  const celda = (campo: Campo, clave: string, fila: Fila) =>
    fila.id === activo && !esDerivado(c, clave) ? (
      <Form.Item name={clave} style={{ margin: 0, minWidth: 160 }} required={campo.requerido === true}>
        <ControlCampo campo={campo} ariaLabel={campo.etiqueta} conocidas={etiquetasConocidas(fila, clave)} />
      </Form.Item>
    ) : (
      renderCelda(campo, clave, fila)
    );

  const acciones = (fila: Fila) =>
    fila.id === activo ? (
      <Space size={4}>
        <Button type="primary" size="small" loading={guardar.isPending} onClick={() => void guardarFila()}>
          Guardar
        </Button>
        <Button size="small" onClick={cancelar}>
          Cancelar
        </Button>
      </Space>
    ) : (
      <AccionesFila catalogo={c} lista={lista} fila={fila} onEditar={empezar} extra={accionesExtra?.(fila)} />
    );

  return (
    <section>
      <BarraCatalogo
        catalogo={c}
        lista={lista}
        nuevo={
          lista.permisos.crear && (
            <Button type="primary" disabled={activo === NUEVA} onClick={() => empezar()}>
              {tituloNuevo(c)}
            </Button>
          )
        }
      />
      <Form form={form} component={false} onValuesChange={(cambios) => limpiarErroresAlCambiar(form, cambios)}>
        <TablaLista<Fila>
          {...propsTabla(c, lista)}
          filas={activo === NUEVA ? [filaNueva, ...lista.filas] : lista.filas}
          columns={[
            ...columnasCatalogo(c, lista.orden, celda),
            ...(lista.eliminados ? [columnaEliminado] : []),
            ...(hayAcciones(lista, true, accionesExtra !== undefined) || activo !== null ? [columnaAcciones<Fila>(acciones)] : []),
          ]}
        />
      </Form>
    </section>
  );
}
