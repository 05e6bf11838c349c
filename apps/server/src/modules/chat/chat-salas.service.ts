import { sql } from 'drizzle-orm';
import { direccionDeSala } from '@worknet/domain/chat/direcciones';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { noEncontrado, prohibido } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { miembrosDe } from './chat.service';

// A sector's room (beyond the spec): one conversation per sector, created by its head (referente)
// or an administrator, whose members are the sector's as it is at each read (chat.acceso.ts).

// --- Sector rooms ---

/** The sectors whose room the caller may create: every sector for an administrator, else those they lead (referentes). */
async function sectoresQueDirige(db: Db, yo: Principal): Promise<number[] | 'todos'> {
  if (yo.esAdmin) return 'todos';
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${yo.id} and deleted_at is null) as sectores`),
  );
  return r[0]?.sectores ?? [];
}

export async function salasPosibles(ctx: Ctx, yo: Principal) {
  const dirige = await sectoresQueDirige(ctx.db, yo);
  if (dirige !== 'todos' && dirige.length === 0) return [];
  const filas = filasDe<{ sector_id: number; sector: string; conversacion_id: number | null }>(
    await ctx.db.execute(sql`select s.id as sector_id, s.nombre as sector, c.id as conversacion_id
      from sector s left join chat_conversacion c on c.tipo = 'sala' and c.sector_id = s.id
      where s.deleted_at is null ${dirige === 'todos' ? sql`` : sql`and s.id = any(${enteros(dirige)})`}
      order by s.nombre, s.id`),
  );
  return filas.map((f) => ({ ...f, jid: f.conversacion_id === null ? null : direccionDeSala(f.conversacion_id) }));
}

/** Creates the sector's room (its head or an administrator); an existing room is returned as it is. */
export async function crearSala(ctx: Ctx, yo: Principal, sectorId: number) {
  const dirige = await sectoresQueDirige(ctx.db, yo);
  if (dirige !== 'todos' && !dirige.includes(sectorId)) throw prohibido('Sólo el referente del sector o un administrador puede crear su sala de chat.');
  const s = filasDe<{ nombre: string }>(await ctx.db.execute(sql`select nombre from sector where id = ${sectorId} and deleted_at is null`))[0];
  if (!s) throw noEncontrado('No existe ese sector.');
  const r = await ctx.db.transaction(async (tx) => {
    const nueva = filasDe<{ id: number }>(
      await tx.execute(sql`insert into chat_conversacion (tipo, sector_id, creado_por, created_at) values ('sala', ${sectorId}, ${yo.id}, ${reloj.ahora()})
        on conflict (sector_id) where tipo = 'sala' do nothing returning id`),
    )[0];
    if (!nueva) {
      nadaQueAuditar();
      const c = filasDe<{ id: number }>(await tx.execute(sql`select id from chat_conversacion where tipo = 'sala' and sector_id = ${sectorId}`))[0]!;
      return { id: c.id, creada: false };
    }
    await auditar(tx, { usuarioId: yo.id, entidad: 'chat_conversacion', entidadId: nueva.id, accion: 'crear', despues: { tipo: 'sala', sector_id: sectorId } });
    return { id: nueva.id, creada: true };
  });
  const { usuarios } = await miembrosDe(ctx.db, r.id);
  if (r.creada) ctx.realtime.publish({ usuarios }, 'chat-participantes');
  return { conversacion_id: r.id, jid: direccionDeSala(r.id), sector_id: sectorId, nombre: s.nombre, miembros: usuarios.length };
}
