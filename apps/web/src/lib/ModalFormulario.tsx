import { useEffect, useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
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
  children: ReactNode;
};

/**
 * A dialog whose confirm button submits its vertical form. Closing it with
 * changes typed asks first («¿Salir sin guardar?»), and so does leaving the
 * screen while it is open; a discarded form mounts fresh from initialValues.
 */
export function ModalFormulario<T>({ form, abierto, titulo, textoOk, enviando, onCerrar, ancho, onValuesChange, children, ...propsForm }: Props<T>) {
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
      width={ancho}
      onCancel={() => void cancelar()}
      onOk={() => form.submit()}
    >
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
    </Modal>
  );
}
