import { ADMIN_ITEM_ID } from '@worknet/domain/auth';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflicto } from '../../platform/http/errors';
import { authAsignacion } from '../../platform/rbac/rbac.table';
import { hashPassword } from '../auth/login.service';
import { buscarUsuarioPorUsername } from '../identidad/identidad.service';
import { usuario } from '../../platform/identidad/identidad.table';

/** The first administrator of a production install (npm run create-admin). */
export async function crearAdministrador(db: Db, d: { username: string; nombre_completo: string; email: string | null; password: string }): Promise<number> {
  if (await buscarUsuarioPorUsername(db, d.username)) throw conflicto(`Ya existe un usuario "${d.username}".`);
  const password_hash = await hashPassword(d.password);
  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(usuario)
      // The person running the command chooses the password: their own.
      .values({ username: d.username.trim(), nombre_completo: d.nombre_completo, email: d.email, password_hash, password_propia: true })
      .returning({ id: usuario.id });
    await tx.insert(authAsignacion).values({ usuario_id: u!.id, item_id: ADMIN_ITEM_ID });
    await auditar(tx, { usuarioId: null, entidad: 'usuario', entidadId: u!.id, accion: 'crear', despues: { username: d.username, rol: 'Administrador' } });
    return u!.id;
  });
}
