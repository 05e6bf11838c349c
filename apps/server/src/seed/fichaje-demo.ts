import { sql } from 'drizzle-orm';
import { diaDeSemana, diaLocal, diaSiguiente, inicioDelDia } from '@worknet/domain/fichaje/reloj';
import type { Db } from '../platform/db/client';
import { filasDe } from '../platform/db/sql';
import { fichaje, horario } from '../modules/fichaje/fichaje.table';
import { Azar } from './demo-personas/azar';
import * as reloj from '@worknet/domain/reloj';

// The demo's attendance (issue 21), so «Fichaje» has something to show on the first start:
// twelve people of Enfermería without a user account (the demo users' own punches are theirs to
// make, and the browser tests count them), eight on the day shift (Monday to Friday 07:00–15:00)
// and four on the night shift (22:00–06:00, across midnight), with what a biometric clock would
// have exported for the last forty days: most on time, some late, a forgotten salida, an absence.
// Today, the day shift that has started is in. Deterministic: the same people and minutes on
// every machine for the same day (the demo's seeded PRNG).

// More than a month back: the detail opens on the month so far (and the last one in its first days).
const DIAS_ATRAS = 40;
const MIN = 60_000;

const DIURNO = { entrada: '07:00', salida: '15:00' };
const NOCTURNO = { entrada: '22:00', salida: '06:00' };
const semana = (t: { entrada: string; salida: string }) => ({ '1': t, '2': t, '3': t, '4': t, '5': t });

export async function sembrarFichajeDemo(db: Db, ahoraMs = reloj.ahoraMs()): Promise<number> {
  const [hay] = filasDe<{ n: number }>(await db.execute(sql`select count(*)::int n from fichaje`));
  if (Number(hay?.n ?? 0) > 0) return 0;
  const personas = filasDe<{ id: number }>(
    await db.execute(sql`
      select p.id from persona p join persona_laboral l on l.persona_id = p.id and l.actual and l.deleted_at is null
        join sector s on s.id = l.sector_id
       where s.nombre = 'Enfermería' and p.deleted_at is null and l.fecha_baja is null
         and not exists (select 1 from usuario u where u.persona_id = p.id)
       order by p.id limit 12`),
  ).map((f) => Number(f.id));
  if (!personas.length) return 0;

  const azar = new Azar(21);
  const filas: (typeof fichaje.$inferInsert)[] = [];
  const hoy = diaLocal(ahoraMs);
  let dia = diaLocal(ahoraMs - DIAS_ATRAS * 24 * 60 * MIN);
  for (; dia <= hoy; dia = diaSiguiente(dia)) {
    if (diaDeSemana(dia) > 5) continue;
    personas.forEach((id, i) => {
      const nocturno = i >= 8;
      const inicio = inicioDelDia(dia) + (nocturno ? 22 : 7) * 60 * MIN;
      const fin = inicio + 8 * 60 * MIN;
      const suerte = azar.entero(0, 99);
      if (suerte < 4) return; // absent
      // 1 in 6 late (15–40 min), the rest between 12 min early and 8 min late.
      const entrada = inicio + (suerte % 6 === 0 ? 15 + (suerte % 26) : (suerte % 21) - 12) * MIN;
      if (entrada > ahoraMs) return;
      filas.push({ persona_id: id, tipo: 'entrada', instante: new Date(entrada), origen: 'biometrico' });
      const salida = fin + (suerte % 19) * MIN;
      // 1 in 15 forgot to clock out.
      if (salida <= ahoraMs && suerte % 15 !== 7) filas.push({ persona_id: id, tipo: 'salida', instante: new Date(salida), origen: 'biometrico' });
    });
  }
  await db.transaction(async (tx) => {
    await tx.insert(horario).values(personas.map((id, i) => ({ persona_id: id, turnos: semana(i >= 8 ? NOCTURNO : DIURNO), tolerancia_min: 10 })));
    if (filas.length) await tx.insert(fichaje).values(filas);
  });
  return filas.length;
}
