import { useState } from 'react';
import { Form, Input, Select, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { CategoriaDocumento, Documento } from '@worknet/domain/archivos/esquemas';
import { CATEGORIAS_DOCUMENTO, ETIQUETA_CATEGORIA } from '@worknet/domain/archivos/esquemas';
import { useQueryClient } from '@tanstack/react-query';
import { avisar } from '../../../lib/notify';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { CLAVES_ARCHIVOS, crearDocumento, useEditarDocumento, useTipoDocumento } from '../api';

type Valores = { nombre?: string; categoria: CategoriaDocumento; descripcion?: string };
export const OPCIONES_CATEGORIA = CATEGORIAS_DOCUMENTO.map((c) => ({ value: c, label: ETIQUETA_CATEGORIA[c] }));

/** Uploads a new document to a folder or a persona's space (drag and drop), or edits one's name and category. */
export function DocumentoModal({
  abierto,
  destino,
  documento,
  onCerrar,
}: {
  abierto: boolean;
  destino: { carpeta_id?: number; persona_id?: number };
  documento?: Documento | null;
  onCerrar: () => void;
}) {
  const [form] = Form.useForm<Valores>();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [enviando, setEnviando] = useState(false);
  const tipoId = useTipoDocumento();
  const qc = useQueryClient();
  const editar = useEditarDocumento();
  const edicion = !!documento;

  const guardar = async (v: Valores) => {
    if (edicion) {
      editar.mutate(
        { id: documento.id, nombre: v.nombre ?? documento.nombre, categoria: v.categoria, descripcion: v.descripcion },
        { onSuccess: onCerrar, onError: (e) => mostrarErroresDeCampo(form, e) },
      );
      return;
    }
    if (!archivo || !tipoId) return;
    setEnviando(true);
    try {
      const r = await crearDocumento(archivo, tipoId, {
        ...destino,
        categoria: v.categoria,
        nombre: v.nombre?.trim() || undefined,
        descripcion: v.descripcion,
      });
      avisar({ tipo: 'success', texto: r.message || 'Documento subido.' });
      await qc.invalidateQueries({ queryKey: CLAVES_ARCHIVOS.todo });
      setArchivo(null);
      onCerrar();
    } catch (e) {
      // The client already showed the server's message; a 400 also marks its fields.
      mostrarErroresDeCampo(form, e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <ModalFormulario<Valores>
      form={form}
      abierto={abierto}
      titulo={edicion ? 'Editar documento' : 'Subir documento'}
      textoOk={edicion ? 'Guardar' : 'Subir'}
      enviando={enviando || editar.isPending}
      onCerrar={onCerrar}
      initialValues={{ nombre: documento?.nombre ?? '', categoria: documento?.categoria ?? 'otro', descripcion: documento?.descripcion ?? '' }}
      onFinish={(v) => void guardar(v)}
    >
      {!edicion && (
        <Form.Item
          label="Archivo"
          required
          validateStatus={archivo ? undefined : 'validating'}
          help={archivo ? archivo.name : 'Arrastre el archivo acá o haga clic para elegirlo.'}
        >
          <Upload.Dragger
            accept=".pdf,.doc,.docx,.xls,.xlsx,.odt,.ods,.png,.jpg,.jpeg,.txt,.csv"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              setArchivo(f);
              if (!form.getFieldValue('nombre')) form.setFieldValue('nombre', f.name.replace(/\.[^.]+$/, ''));
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p>Arrastre el archivo o haga clic para elegirlo</p>
          </Upload.Dragger>
        </Form.Item>
      )}
      <Form.Item name="nombre" label="Nombre" rules={edicion ? [{ required: true, whitespace: true, message: 'Escriba el nombre del documento.' }] : []}>
        <Input autoComplete="off" maxLength={150} />
      </Form.Item>
      <Form.Item name="categoria" label="Categoría" rules={[{ required: true, message: 'Elija una categoría.' }]}>
        <Select options={OPCIONES_CATEGORIA} />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </ModalFormulario>
  );
}
