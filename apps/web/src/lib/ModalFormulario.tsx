import { useEffect, useState, type ReactNode } from 'react';
import { Form, Modal, Skeleton, type FormInstance, type FormProps } from 'antd';
import { preguntarSiDescartar, useCambiosSinGuardar } from './useCambiosSinGuardar';

type Props<T> = Omit<FormProps<T>, 'form' | 'layout' | 'preserve' | 'title'> & {
  form: FormInstance<T>;
  abierto: boolean;
  titulo: ReactNode;
  /** The confirm button's text (Cancelar is the other). */
  textoOk: string;
  /** While the form is being sent: the confirm button spins. */
  enviando?: boolean;
  onCerrar: () => void;
  /** Dialog width in px (antd's default 520 otherwise). */
  ancho?: number;
  /** The record to edit is still loading: a skeleton instead of the form (mounted with its values once they arrive). */
  cargando?: boolean;
  /** Renders the form while closed too, so its instance is connected before it opens (antd's `forceRender`). */
  montadoCerrado?: boolean;
  children: ReactNode;
};

/**
 * A dialog whose confirm button submits its vertical form. Closing it with
 * changes typed asks first («¿Salir sin guardar?»), and so does leaving the
 * screen while it is open; a discarded form mounts fresh from initialValues.
 */
export function ModalFormulario<T>({
  form,
  abierto,
  titulo,
  textoOk,
  enviando,
  onCerrar,
  ancho,
  cargando,
  montadoCerrado,
  onValuesChange,
  children,
  ...propsForm
}: Props<T>) {
  const [sucio, setSucio] = useState(false);
  useEffect(() => {
    if (!abierto) setSucio(false);
  }, [abierto]);
  useCambiosSinGuardar(abierto && sucio);

  const cancelar = async () => {
    if (sucio && !(await preguntarSiDescartar())) return;
    setSucio(false);
    onCerrar();
  };

  return (
    <Modal
      open={abierto}
      title={titulo}
      okText={textoOk}
      cancelText="Cancelar"
      confirmLoading={enviando}
      destroyOnHidden
      forceRender={montadoCerrado}
      width={ancho}
      onCancel={() => void cancelar()}
      onOk={() => form.submit()}
    >
      {cargando ? (
        <Skeleton active />
      ) : (
        <Form<T>
          form={form}
          layout="vertical"
          preserve={false}
          onValuesChange={(cambios, todos) => {
            setSucio(true);
            onValuesChange?.(cambios, todos);
          }}
          {...propsForm}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}
