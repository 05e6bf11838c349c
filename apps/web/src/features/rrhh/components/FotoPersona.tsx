import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { avisar } from '../../../lib/notify';
import { CLAVES_RRHH } from '../api';
import { leerFoto, problemaFoto, subirFoto, TIPOS_FOTO } from '../foto';

const TAMANO = 112;

/** An object URL for the blob, revoked when it changes or the component goes. */
function useUrlDeBlob(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

type Props = { personaId: number; tieneFoto: boolean; nombre: string; editable: boolean };

/** The file's photo (read with the session's token) and, for editors, its upload. */
export function FotoPersona({ personaId, tieneFoto, nombre, editable }: Props) {
  const qc = useQueryClient();
  const clave = ['rrhh', 'foto', personaId];
  const foto = useQuery({ queryKey: clave, queryFn: ({ signal }) => leerFoto(personaId, signal), enabled: tieneFoto, staleTime: Infinity });
  const url = useUrlDeBlob(tieneFoto ? foto.data : null);
  const [subiendo, setSubiendo] = useState(false);
  const selector = useRef<HTMLInputElement>(null);

  const subir = async (archivo: File) => {
    const problema = problemaFoto(archivo);
    if (problema) return avisar({ tipo: 'error', texto: problema });
    setSubiendo(true);
    try {
      await subirFoto(personaId, archivo);
      await Promise.all([qc.invalidateQueries({ queryKey: clave }), qc.invalidateQueries({ queryKey: CLAVES_RRHH.ficha(personaId) })]);
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      {url ? (
        <img src={url} alt={`Foto de ${nombre}`} width={TAMANO} height={TAMANO} style={{ objectFit: 'cover', borderRadius: '50%' }} />
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
            accept={TIPOS_FOTO.join(',')}
            hidden
            aria-label="Archivo de la foto"
            onChange={(e) => {
              const archivo = e.target.files?.[0];
              e.target.value = '';
              if (archivo) void subir(archivo).catch(() => undefined);
            }}
          />
          <Button size="small" icon={<UploadOutlined />} loading={subiendo} onClick={() => selector.current?.click()}>
            {tieneFoto ? 'Cambiar foto' : 'Subir foto'}
          </Button>
        </>
      )}
    </div>
  );
}
