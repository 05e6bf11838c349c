import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { FotoLegajo } from '@worknet/domain/rrhh/legajo';
import { avisar } from '../../lib/notify';
import { useTiposMedia, subirMedia } from '../media/api';
import { FotoPersona } from '../rrhh/components/FotoPersona';
import { ACEPTAR_FOTO, MODELO_FOTO, MODULO_FOTO, problemaFoto, TIPO_MEDIA_FOTO } from '../rrhh/foto';
import { CLAVES_PERFIL, guardarFoto } from './api';

/**
 * The caller's photo: the legajo's own picture (FotoPersona, read-only) and «Cambiar foto»,
 * which uploads a media draft exactly as the legajo does and then makes it the photo through
 * mi_perfil/foto (the person edits only their own file, never through persona/{id}).
 */
export function FotoPerfil({ foto, nombre, personaId }: { foto: FotoLegajo | null; nombre: string; personaId: number }) {
  const qc = useQueryClient();
  const selector = useRef<HTMLInputElement>(null);
  const [subiendo, setSubiendo] = useState(false);
  const tipos = useTiposMedia(MODULO_FOTO, MODELO_FOTO);
  const tipoId = tipos.data?.find((t) => t.label === TIPO_MEDIA_FOTO)?.id;

  const subir = async (archivo: File) => {
    const problema = problemaFoto(archivo);
    if (problema) return avisar({ tipo: 'error', texto: problema });
    if (!tipoId) return;
    setSubiendo(true);
    try {
      const item = await subirMedia(archivo, { modulo: MODULO_FOTO, modelo: MODELO_FOTO, tipo_id: tipoId });
      const r = await guardarFoto(item.id);
      avisar({ tipo: 'success', texto: r.message || 'Foto actualizada.' });
      await qc.invalidateQueries({ queryKey: CLAVES_PERFIL.perfil });
    } catch {
      // The client already showed the server's message.
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Flex vertical align="center" gap={8}>
      <FotoPersona personaId={personaId} foto={foto} nombre={nombre} editable={false} />
      {/* A plain file input, as the legajo's (antd's Upload would pull its icons into shared chunks). */}
      <input
        ref={selector}
        type="file"
        accept={ACEPTAR_FOTO}
        hidden
        aria-label="Archivo de la foto"
        onChange={(e) => {
          const archivo = e.target.files?.[0];
          e.target.value = '';
          if (archivo) void subir(archivo);
        }}
      />
      <Button size="small" icon={<UploadOutlined />} loading={subiendo} disabled={!tipoId} onClick={() => selector.current?.click()}>
        {foto ? 'Cambiar foto' : 'Subir foto'}
      </Button>
    </Flex>
  );
}
