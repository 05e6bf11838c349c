import { dispositivoPropio } from '../src/modules/push/push.acceso';
import { suscripcionPush } from '../src/modules/push/push.table';
import type { UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// Web push (see registros-ajenos.ts): a subscription of `dueno`.

export const AJENOS_PUSH: Record<string, FabricaAjena> = {
  [dispositivoPropio.nombre]: async (t, dueno: UsuarioDePrueba) => {
    const [s] = await t.database.db
      .insert(suscripcionPush)
      .values({
        usuario_id: dueno.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/ajeno-${dueno.id}-${Math.random()}`,
        p256dh: 'B'.repeat(87),
        auth: 'a'.repeat(22),
      })
      .returning({ id: suscripcionPush.id });
    return { id: s!.id };
  },
};
