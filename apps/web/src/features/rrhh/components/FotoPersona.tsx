import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { avisar } from '../../../lib/notify';
import { useTiposMedia } from '../../media';
import { CLAVES_RRHH } from '../api';
import { ACEPTAR_FOTO, MODELO_FOTO, MODULO_FOTO, problemaFoto, subirFoto, TIPO_MEDIA_FOTO } from '../foto';
import type { FotoLegajo } from '@worknet/domain/rrhh/legajo';

const TAMANO = 112;

type Props = {
  personaId: number;
  foto: FotoLegajo | null;
  nombre: string;
  editable: boolean;
  /**
   * How a chosen (and checked) file becomes the photo; by default through the legajo
   * (persona/{id}/foto). «Mi perfil» passes its own (mi_perfil/foto).
   */
  guardar?: (archivo: File, tipoId: number) => Promise<void>;
};

/** The file's photo (its thumbnail, by signed link) and, for editors, its upload. */
export function FotoPersona({ personaId, foto, nombre, editable, guardar }: Props) {
  const qc = useQueryClient();
  const [subiendo, setSubiendo] = useState(false);
  const [rota, setRota] = useState<string | null>(null);
  const selector = useRef<HTMLInputElement>(null);
  const tipos = useTiposMedia(MODULO_FOTO, MODELO_FOTO);
  const tipoId = tipos.data?.find((t) => t.label === TIPO_MEDIA_FOTO)?.id;
  const src = foto ? (foto.miniatura_url ?? foto.url) : null;

  const subir = async (archivo: File) => {
    const problema = problemaFoto(archivo);
    if (problema) return avisar({ tipo: 'error', texto: problema });
    if (!tipoId) return;
    setSubiendo(true);
    try {
      if (guardar) await guardar(archivo, tipoId);
      else {
        await subirFoto(personaId, archivo, tipoId);
        await qc.invalidateQueries({ queryKey: CLAVES_RRHH.legajo(personaId) });
      }
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      {src && rota !== src ? (
        <img
          src={src}
          alt={`Foto de ${nombre}`}
          width={TAMANO}
          height={TAMANO}
          style={{ objectFit: 'cover', borderRadius: '50%' }}
          // An expired or broken link shows the icon instead of a broken image.
          onError={() => setRota(src)}
        />
      ) : (
        <span role="img" aria-label={`${nombre} no tiene foto`}>
          <Avatar size={TAMANO} icon={<UserOutlined />} />
        </span>
      )}
      {editable && (
        <>
          {/* A plain file input (antd's Upload would move its icons into the login page's chunks). */}
          <input
            ref={selector}
            type="file"
            accept={ACEPTAR_FOTO}
            hidden
            aria-label="Archivo de la foto"
            onChange={(e) => {
              const archivo = e.target.files?.[0];
              e.target.value = '';
              if (archivo) void subir(archivo).catch(() => undefined);
            }}
          />
          <Button size="small" icon={<UploadOutlined />} loading={subiendo} disabled={!tipoId} onClick={() => selector.current?.click()}>
            {foto ? 'Cambiar foto' : 'Subir foto'}
          </Button>
        </>
      )}
    </div>
  );
}
