import { useState } from 'react';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { CAMBIOS_MAX, MODELO_MEDIA_GUIA_VERSION, MODULO_MEDIA_GUIAS, TIPO_CONTENIDO_PDF, type FormatoGuia } from '@worknet/domain/guias/reglas';
import { TIPO_MEDIA_DOCUMENTO } from '@worknet/domain/media/tipos-referencia';
import { avisar } from '../../../lib/notify';
import { subirMedia, useTiposMedia } from '../../media';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import { EditorTextoDiferido } from '../../novedades/componentes';

export type ValoresVersion = { formato: FormatoGuia; contenido?: string; archivo_id?: number | null; cambios?: string };

/** The PDF of a version: uploaded as a draft through media, attached by the server when the version is published. */
function CampoPdf({ id, value, onChange }: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  const tipos = useTiposMedia(MODULO_MEDIA_GUIAS, MODELO_MEDIA_GUIA_VERSION);
  const tipoId = tipos.data?.find((t) => t.label === TIPO_MEDIA_DOCUMENTO)?.id;
  const [nombre, setNombre] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const subir = async ([archivo]: File[]) => {
    if (!archivo || !tipoId) return;
    if (archivo.type && archivo.type !== TIPO_CONTENIDO_PDF) {
      avisar({ tipo: 'error', texto: 'El archivo de la guía debe ser un PDF.' });
      return;
    }
    setSubiendo(true);
    try {
      const item = await subirMedia(archivo, { modulo: MODULO_MEDIA_GUIAS, modelo: MODELO_MEDIA_GUIA_VERSION, tipo_id: tipoId });
      setNombre(item.nombre);
      onChange?.(item.id);
    } catch {
      // The API client already showed the server's message.
    } finally {
      setSubiendo(false);
    }
  };
  return (
    <Space wrap>
      <BotonArchivo
        id={id}
        etiquetaInput="Archivo PDF de la guía"
        accept=".pdf,application/pdf"
        loading={subiendo}
        disabled={!tipoId}
        onArchivos={(a) => void subir(a)}
      >
        {value ? 'Reemplazar el PDF' : 'Subir el PDF'}
      </BotonArchivo>
      {value ? (
        <Typography.Text>
          <FilePdfOutlined aria-hidden /> {nombre ?? 'PDF adjunto'}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">Ningún archivo elegido</Typography.Text>
      )}
      {value ? (
        <Button type="link" onClick={() => onChange?.(null)}>
          Quitar
        </Button>
      ) : null}
    </Space>
  );
}

/** The fields of a version inside the caller's Form: text (the news editor) or a PDF, and what changed. */
export function CamposVersion({ conCambios }: { conCambios: boolean }) {
  const formato = Form.useWatch<FormatoGuia | undefined>('formato');
  return (
    <>
      <Form.Item name="formato" label="Formato">
        <Radio.Group>
          <Radio value="texto">Texto</Radio>
          <Radio value="pdf">Archivo PDF</Radio>
        </Radio.Group>
      </Form.Item>
      {formato === 'pdf' ? (
        <Form.Item name="archivo_id" label="Archivo PDF" rules={[{ required: true, message: 'Adjunte el PDF de la guía.' }]}>
          <CampoPdf />
        </Form.Item>
      ) : (
        <Form.Item
          name="contenido"
          label="Contenido"
          rules={[
            {
              validator: (_, v?: string) =>
                v && v.replace(/<[^>]*>/g, '').trim() ? Promise.resolve() : Promise.reject(new Error('Escriba el contenido de la guía.')),
            },
          ]}
        >
          <EditorTextoDiferido etiqueta="Contenido de la guía" />
        </Form.Item>
      )}
      {conCambios && (
        <Form.Item name="cambios" label="Qué cambió" extra="Se muestra a quienes deben volver a leerla.">
          <Input.TextArea rows={3} maxLength={CAMBIOS_MAX} showCount />
        </Form.Item>
      )}
    </>
  );
}

/** The body of a version from the form's values. */
export const datosVersion = (v: ValoresVersion) => ({
  formato: v.formato,
  contenido: v.formato === 'texto' ? (v.contenido ?? '') : null,
  archivo_id: v.formato === 'pdf' ? (v.archivo_id ?? null) : null,
  cambios: v.cambios?.trim() || null,
});
