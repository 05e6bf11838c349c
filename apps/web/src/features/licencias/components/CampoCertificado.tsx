import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { aceptar, problemaAntesDeSubir } from '@worknet/domain/media/archivos';
import type { ItemMedia } from '@worknet/domain/media/item';
import { MODELO_MEDIA_NOVEDAD, MODULO_MEDIA_LICENCIAS } from '@worknet/domain/licencias/esquemas';
import { subirMedia, useTiposMedia } from '../../media';
import { BotonArchivo } from '../../../lib/BotonArchivo';

type Props = {
  id?: string;
  value?: ItemMedia | null;
  onChange?: (v: ItemMedia | null) => void;
  disabled?: boolean;
};

/**
 * The certificate of a personnel event: the chosen file is uploaded at once as a draft of
 * rrhh/novedad_personal (media module) and the form sends its id; saving the event attaches it.
 */
export function CampoCertificado({ id, value, onChange, disabled }: Props) {
  const tipos = useTiposMedia(MODULO_MEDIA_LICENCIAS, MODELO_MEDIA_NOVEDAD);
  const tipoId = tipos.data?.[0]?.id;
  const [subiendo, setSubiendo] = useState(false);
  const [problema, setProblema] = useState<string | null>(null);
  const idError = `${id ?? 'certificado'}-error`;

  const subir = async (archivo: File) => {
    const p = problemaAntesDeSubir(archivo);
    setProblema(p ? `«${archivo.name}»: ${p}` : null);
    if (p || tipoId === undefined) return;
    setSubiendo(true);
    try {
      onChange?.(await subirMedia(archivo, { modulo: MODULO_MEDIA_LICENCIAS, modelo: MODELO_MEDIA_NOVEDAD, tipo_id: tipoId }));
    } catch {
      // The client already showed the server's message.
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={8} align="center">
        <BotonArchivo
          id={id}
          etiquetaInput="Archivo del certificado"
          accept={aceptar()}
          loading={subiendo}
          disabled={disabled || tipoId === undefined}
          describedBy={problema ? idError : undefined}
          onArchivos={(a) => void subir(a[0]!)}
        >
          {value ? 'Reemplazar certificado' : 'Adjuntar certificado'}
        </BotonArchivo>
        {value && (
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>
            <a href={value.url} target="_blank" rel="noreferrer">
              <PaperClipOutlined aria-hidden /> {value.nombre}
            </a>{' '}
            {!disabled && (
              <Button type="link" size="small" onClick={() => onChange?.(null)}>
                Quitar certificado
              </Button>
            )}
          </Typography.Text>
        )}
      </Flex>
      {problema && (
        <Typography.Text id={idError} type="danger">
          {problema}
        </Typography.Text>
      )}
    </Flex>
  );
}
