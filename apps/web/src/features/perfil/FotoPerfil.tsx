import { useQueryClient } from '@tanstack/react-query';
import type { FotoLegajo } from '@worknet/domain/rrhh/legajo';
import { avisar } from '../../lib/notify';
import { subirMedia } from '../media';
import { FotoPersona } from '../rrhh/componentes';
import { MODELO_FOTO, MODULO_FOTO } from '../rrhh';
import { CLAVES_PERFIL, guardarFoto } from './api';

/**
 * The caller's photo: the legajo's own picture and upload (FotoPersona), saved as a media draft
 * and then made the photo through mi_perfil/foto (the person edits only their own file, never
 * through persona/{id}).
 */
export function FotoPerfil({ foto, nombre, personaId }: { foto: FotoLegajo | null; nombre: string; personaId: number }) {
  const qc = useQueryClient();
  const guardar = async (archivo: File, tipoId: number) => {
    const item = await subirMedia(archivo, { modulo: MODULO_FOTO, modelo: MODELO_FOTO, tipo_id: tipoId });
    const r = await guardarFoto(item.id);
    avisar({ tipo: 'success', texto: r.message || 'Foto actualizada.' });
    await qc.invalidateQueries({ queryKey: CLAVES_PERFIL.perfil });
  };
  return <FotoPersona personaId={personaId} foto={foto} nombre={nombre} editable guardar={guardar} />;
}
