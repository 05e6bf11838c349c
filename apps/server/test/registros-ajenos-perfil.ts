import { sesionPropia } from '../src/modules/perfil/perfil.acceso';
import { iniciarSesion, type UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// «Mi perfil» (see registros-ajenos.ts): an active session of `dueno`, opened by logging in.

export const AJENOS_PERFIL: Record<string, FabricaAjena> = {
  [sesionPropia.nombre]: async (t, dueno: UsuarioDePrueba) => {
    const token = await iniciarSesion(t.app, dueno.username);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    return { id: sid };
  },
};
