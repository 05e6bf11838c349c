import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { aceptar, problemaAntesDeSubir } from '@worknet/domain/media/archivos';
import type { ItemMedia } from '@worknet/domain/media/item';
import { subirMedia } from '../api';
import { BotonArchivo } from '../../../lib/BotonArchivo';

export type CampoImagenProps = {
  /** Given by antd's Form.Item, so its label points at the button. */
  id?: string;
  /** The media id of the image (what the record stores), null without one. */
  value?: number | null;
  onChange?: (id: number | null) => void;
  modulo: string;
  modelo: string;
  /** The tipo of the upload (e.g. Portada); the button waits while it is unknown. */
  tipoId: number | undefined;
  /** The record's id when it already exists; without it the upload is a draft the form attaches on save. */
  modeloId?: number | null;
  /** The image already saved, to show its thumbnail when editing. */
  inicial?: ItemMedia | null;
  /** What the image is, in lower case: "portada". */
  nombre?: string;
  disabled?: boolean;
};

/**
 * One image of a form (a news cover): checks size and type before sending,
 * uploads it at once and gives the form its media id. A failed upload is
 * toasted by the API client with the server's message.
 */
export function CampoImagen({ id, value, onChange, modulo, modelo, tipoId, modeloId, inicial, nombre = 'imagen', disabled }: CampoImagenProps) {
  const [subida, setSubida] = useState<ItemMedia | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [problema, setProblema] = useState<string | null>(null);
  const idError = `${id ?? `campo-imagen-${modelo}`}-error`;
  const actual = value == null ? null : subida?.id === value ? subida : inicial?.id === value ? inicial : null;

  const subir = async (archivo: File) => {
    const p = problemaAntesDeSubir(archivo, { soloImagenes: true });
    setProblema(p);
    if (p || tipoId === undefined) return;
    setSubiendo(true);
    try {
      const item = await subirMedia(archivo, { modulo, modelo, tipo_id: tipoId, modelo_id: modeloId });
      setSubida(item);
      onChange?.(item.id);
    } catch {
      // The client already showed the server's message.
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {actual ? (
        <img
          src={actual.miniatura_url ?? actual.url}
          alt={`Vista previa de la ${nombre}: ${actual.nombre}`}
          style={{ display: 'block', width: 240, maxWidth: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : value != null ? (
        <Typography.Text>Imagen cargada.</Typography.Text>
      ) : (
        <Typography.Text type="secondary">Sin {nombre}.</Typography.Text>
      )}
      <Space wrap>
        <BotonArchivo
          id={id}
          etiquetaInput={`Archivo de la ${nombre}`}
          accept={aceptar(true)}
          loading={subiendo}
          disabled={disabled || tipoId === undefined}
          describedBy={problema ? idError : undefined}
          onArchivos={([archivo]) => void subir(archivo!)}
        >
          {value != null ? `Cambiar ${nombre}` : `Subir ${nombre}`}
        </BotonArchivo>
        {value != null && (
          <Button disabled={disabled || subiendo} onClick={() => onChange?.(null)}>
            Quitar {nombre}
          </Button>
        )}
      </Space>
      {problema && (
        <Typography.Text type="danger" id={idError} role="alert">
          {problema}
        </Typography.Text>
      )}
    </Space>
  );
}
