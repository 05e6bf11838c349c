import { sql } from 'drizzle-orm';
import { reciboPropio } from '../src/modules/recibos/recibos.acceso';
import { filasDe } from '../src/platform/db/sql';
import { crearPersona } from './factories';
import type { FabricaAjena } from './registros-ajenos';
import { cuitEmpresa } from './recibos-pdf';

// Pay slips (see registros-ajenos.ts): a published slip of `dueno`'s persona in a run of its own.

let periodos = 0;

export const AJENOS_RECIBOS: Record<string, FabricaAjena> = {
  [reciboPropio.nombre]: async (t, dueno) => {
    const db = t.database.db;
    const p = await crearPersona(db, { apellido: 'Ajeno', nombres: 'Recibo', sexo: 'M', fecha_nacimiento: '1988-02-02', usuarioId: dueno.id });
    const mes = (periodos++ % 12) + 1;
    const anio = 2040 + Math.floor(Math.random() * 50);
    const [e] = filasDe<{ id: number }>(
      await db.execute(sql`insert into rrhh_empresa (nombre, cuit) values (${`Empresa ajena ${p.id}`}, ${cuitEmpresa()}) returning id`),
    );
    const [per] = filasDe<{ id: number }>(
      await db.execute(sql`
        insert into rrhh_periodo (nombre, anio, mes, desde, hasta, estado)
        values (${`${anio}-${String(mes).padStart(2, '0')}`}, ${anio}, ${mes}, ${`${anio}-01-01`}, ${`${anio}-01-28`}, 'abierto') returning id`),
    );
    const [l] = filasDe<{ id: number }>(
      await db.execute(
        sql`insert into rrhh_liquidacion (periodo_id, empresa_id, tipo, estado) values (${per!.id}, ${e!.id}, 'mensual', 'abierta') returning id`,
      ),
    );
    const [r] = filasDe<{ id: number }>(
      await db.execute(sql`
        insert into recibo (liquidacion_id, persona_id, clave, sha256, paginas, publicado_at)
        values (${l!.id}, ${p.id}, 'recibos/ajeno/no-existe.pdf', ${'0'.repeat(64)}, 1, now()) returning id`),
    );
    return { id: r!.id, body: { conformidad: 'conforme', password: 'worknet123' } };
  },
};
