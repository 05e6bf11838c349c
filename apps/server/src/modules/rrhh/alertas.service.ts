import { sql } from 'drizzle-orm';
import { alertasDePersona, VENTANAS_ALERTA, type PersonaAlertas, type TipoAlerta } from '@worknet/domain/rrhh/alertas';
import type { AlertaListada } from '@worknet/domain/rrhh/legajo';
import { sumarDias } from '@worknet/domain/rrhh/fechas-rrhh';
import { fechaIso } from '@worknet/domain/fechas';
import type { Db } from '../../platform/db/client';
import * as reloj from '@worknet/domain/reloj';

// GET rrhh/alertas: the due items of every live file. SQL only narrows the
// candidates by date; the domain's rules (the same the file shows) decide.

// Db is generic over the driver (PGlite or pg), so execute's result type is opaque: the cast
// names the shape both drivers return.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- see above
const filas = async <T>(db: Db, q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };

export async function listarAlertas(db: Db, q: { tipo?: TipoAlerta; sector_id?: number }, hoy = fechaIso(reloj.ahora())): Promise<AlertaListada[]> {
  const hasta = (dias: number) => sumarDias(hoy, dias);
  const maxVentana = Math.max(...Object.values(VENTANAS_ALERTA));
  const [laboral, matriculas, familiares, formacion] = await Promise.all([
    filas<{ persona_id: number; id: number; fecha_alta: string; fecha_baja: string | null; contrato_codigo: string; duracion_meses: number | null }>(
      db,
      sql`select l.persona_id, l.id, l.fecha_alta::text, l.fecha_baja::text, c.codigo as contrato_codigo, c.duracion_meses
          from persona_laboral l join rrhh_contrato_tipo c on c.id = l.contrato_tipo_id
          where l.deleted_at is null and (l.fecha_baja is null or l.fecha_baja >= ${hoy}::date) and c.codigo in ('5', '6', '7')`,
    ),
    filas<{ persona_id: number; id: number; fecha_vencimiento: string; descripcion: string }>(
      db,
      sql`select m.persona_id, m.id, m.fecha_vencimiento::text, concat_ws(' ', t.nombre, m.numero) as descripcion
          from persona_matricula m join rrhh_matricula_tipo t on t.id = m.matricula_tipo_id
          where m.deleted_at is null and m.fecha_vencimiento <= ${hasta(VENTANAS_ALERTA.matricula)}::date`,
    ),
    filas<{ persona_id: number; id: number; nombres: string; familiar_tipo_value: number; fin_sala: string }>(
      db,
      sql`select f.persona_id, f.id, f.nombres, t.value as familiar_tipo_value, f.fin_sala::text
          from persona_familiar f join rrhh_familiar_tipo t on t.id = f.familiar_tipo_id
          where f.deleted_at is null and f.fin_sala between ${hoy}::date and ${hasta(maxVentana)}::date`,
    ),
    filas<{ persona_id: number; id: number; titulo: string; fecha_vencimiento: string }>(
      db,
      sql`select persona_id, id, titulo, fecha_vencimiento::text from persona_formacion
          where deleted_at is null and fecha_vencimiento between ${hoy}::date and ${hasta(maxVentana)}::date`,
    ),
  ]);
  type Lista<K extends keyof PersonaAlertas> = PersonaAlertas[K] extends readonly (infer E)[] ? E[] : never;
  type Acumulado = { id: number; laboral: Lista<'laboral'>; matriculas: Lista<'matriculas'>; familiares: Lista<'familiares'>; formacion: Lista<'formacion'> };
  const porPersona = new Map<number, Acumulado>();
  const de = (id: number) => {
    let p = porPersona.get(id);
    if (!p) porPersona.set(id, (p = { id, laboral: [], matriculas: [], familiares: [], formacion: [] }));
    return p;
  };
  for (const r of laboral.rows) de(r.persona_id).laboral.push(r);
  for (const r of matriculas.rows) de(r.persona_id).matriculas.push(r);
  for (const r of familiares.rows) de(r.persona_id).familiares.push(r);
  for (const r of formacion.rows) de(r.persona_id).formacion.push(r);
  if (porPersona.size === 0) return [];

  const ids = [...porPersona.keys()];
  const personas = await filas<{ id: number; apellido: string; nombres: string; sector_id: number | null; sector: string | null }>(
    db,
    sql`select p.id, p.apellido, p.nombres, l.sector_id, s.nombre as sector
        from persona p
        left join persona_laboral l on l.persona_id = p.id and l.deleted_at is null and l.fecha_baja is null
        left join sector s on s.id = l.sector_id
        where p.deleted_at is null and p.id = any(${sql.param(ids)}::integer[])`,
  );
  const resultado: AlertaListada[] = [];
  for (const p of personas.rows) {
    if (q.sector_id !== undefined && p.sector_id !== q.sector_id) continue;
    for (const a of alertasDePersona(porPersona.get(p.id)!, hoy)) {
      if (q.tipo && a.tipo !== q.tipo) continue;
      resultado.push({ ...a, persona: { id: p.id, apellido: p.apellido, nombres: p.nombres, sector: p.sector } });
    }
  }
  return resultado.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.persona.apellido.localeCompare(b.persona.apellido, 'es'));
}
