import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';

// Reading the ledger against the balances (issue 17): what tests and the benchmark check.

/** Σ ledger − balances per key: empty when they agree (tests and the benchmark check it). */
export async function diferenciasLibroSaldos(db: Db, donde: SQL = sql`true`): Promise<{ clave: string; libro: number; saldo: number }[]> {
  const r = await db.execute(sql`
    with libro as (
      select producto_id, deposito_id, lote, serie, fecha_vencimiento, sum(cantidad) as c
      from movimiento_stock where ${donde} group by 1, 2, 3, 4, 5
    ), saldo as (
      select producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad as c from saldo_stock where ${donde}
    )
    select concat_ws('|', coalesce(l.producto_id, s.producto_id), coalesce(l.deposito_id, s.deposito_id), coalesce(l.lote, s.lote),
                     coalesce(l.serie, s.serie), coalesce(l.fecha_vencimiento, s.fecha_vencimiento)) as clave,
           coalesce(l.c, 0)::text as libro, coalesce(s.c, 0)::text as saldo
    from libro l full join saldo s
      on s.producto_id = l.producto_id and s.deposito_id = l.deposito_id and s.lote = l.lote and s.serie = l.serie
     and s.fecha_vencimiento is not distinct from l.fecha_vencimiento
    where coalesce(l.c, 0) <> coalesce(s.c, 0)`);
  return filasDe<{ clave: string; libro: string; saldo: string }>(r).map((x) => ({ clave: x.clave, libro: Number(x.libro), saldo: Number(x.saldo) }));
}
