import { Form, Input } from 'antd';
import type { ApiError } from '../../../lib/api';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import type { FiltroGuardado } from '@worknet/domain/rrhh/nomina-esquemas';

// Loaded the first time a filter is saved or renamed; the calls come from the
// caller (FiltrosGuardados), so this chunk holds only the form.

export type Dialogo = { modo: 'guardar' } | { modo: 'renombrar'; filtro: FiltroGuardado };

type Props = {
  dialogo: Dialogo | null;
  guardando: boolean;
  /** Saves under that name; rejects with the client's ApiError (already toasted). */
  onGuardar: (nombre: string) => Promise<unknown>;
  onCerrar: () => void;
};

/** Asks a filter's name; a refused name (409) stays on the field and the dialog stays open. Mount with a new key on each opening. */
export function DialogoNombre({ dialogo, guardando, onGuardar, onCerrar }: Props) {
  const [form] = Form.useForm<{ nombre_filtro: string }>();
  const renombrando = dialogo?.modo === 'renombrar';

  const alTerminar = async ({ nombre_filtro }: { nombre_filtro: string }) => {
    try {
      await onGuardar(nombre_filtro.trim());
    } catch (e) {
      const mensaje = (e as ApiError).mensajeServidor;
      if (mensaje) form.setFields([{ name: 'nombre_filtro', errors: [mensaje] }]);
    }
  };

  return (
    <ModalFormulario
      form={form}
      abierto={dialogo !== null}
      titulo={renombrando ? 'Renombrar filtro' : 'Guardar filtro'}
      textoOk={renombrando ? 'Renombrar' : 'Guardar'}
      enviando={guardando}
      onCerrar={onCerrar}
      initialValues={{ nombre_filtro: renombrando ? dialogo.filtro.nombre_filtro : '' }}
      onFinish={(v) => void alTerminar(v)}
    >
      <Form.Item
        name="nombre_filtro"
        label="Nombre del filtro"
        rules={[
          { required: true, whitespace: true, message: 'Es obligatorio' },
          { max: 80, message: 'Admite hasta 80 caracteres' },
        ]}
      >
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
    </ModalFormulario>
  );
}
