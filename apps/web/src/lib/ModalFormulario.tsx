import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';

type Props<T> = Omit<FormProps<T>, 'form' | 'layout' | 'preserve' | 'title'> & {
  form: FormInstance<T>;
  abierto: boolean;
  titulo: ReactNode;
  /** The confirm button's text (Cancelar is the other). */
  textoOk: string;
  /** While the form is being sent: the confirm button spins. */
  enviando?: boolean;
  onCerrar: () => void;
  children: ReactNode;
};

/**
 * A dialog whose confirm button submits its vertical form; closing it discards
 * what was typed (the form is destroyed and mounts fresh from initialValues).
 */
export function ModalFormulario<T>({ form, abierto, titulo, textoOk, enviando, onCerrar, children, ...propsForm }: Props<T>) {
  return (
    <Modal
      open={abierto}
      title={titulo}
      okText={textoOk}
      cancelText="Cancelar"
      confirmLoading={enviando}
      destroyOnHidden
      onCancel={onCerrar}
      onOk={() => form.submit()}
    >
      <Form<T> form={form} layout="vertical" preserve={false} {...propsForm}>
        {children}
      </Form>
    </Modal>
  );
}
