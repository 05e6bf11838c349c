import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { leerExportBiometrico } from '@worknet/domain/fichaje/biometrico';
import { tipoSiguiente, type Marca } from '@worknet/domain/fichaje/jornada';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/identidad/principal';
import { persona } from '../rrhh/persona.table';
import { fichaje } from './fichaje.table';

const MAX_LISTA = 200;

/**
 * Imports a biometric export: punches matched by persona.idfichador, each typed by the
 * person's previous punch (the clock does not say entrada or salida), the same punch imported
 * twice ignored (unique index fichaje_biometrico_uq), unknown ids listed.
 */
export async function importarBiometrico(db: Db, u: Principal, texto: string, nombre: string) {
  const { marcas, invalidas } = leerExportBiometrico(texto);
  const ids = [...new Set(marcas.map((m) => m.idfichador))];
  const personas = ids.length
    ? await db
        .select({ id: persona.id, idfichador: persona.idfichador })
        .from(persona)
        .where(and(inArray(persona.idfichador, ids), isNull(persona.deleted_at)))
    : [];
  const porId = new Map(personas.map((p) => [p.idfichador!, p.id]));
  const desconocidos = ids.filter((i) => !porId.has(i));
  const porPersona = new Map<number, number[]>();
  for (const m of marcas) {
    const p = porId.get(m.idfichador);
    if (p === undefined) continue;
    porPersona.set(p, [...(porPersona.get(p) ?? []), m.ms]);
  }
  return db.transaction(async (tx) => {
    let importados = 0;
    let leidas = 0;
    for (const [personaId, instantes] of porPersona) {
      const orden = [...new Set(instantes)].sort((a, b) => a - b);
      leidas += instantes.length;
      const [previa] = await tx
        .select({ tipo: fichaje.tipo, instante: fichaje.instante })
        .from(fichaje)
        .where(and(eq(fichaje.persona_id, personaId), isNull(fichaje.anulado_at), lt(fichaje.instante, new Date(orden[0]!))))
        .orderBy(desc(fichaje.instante))
        .limit(1);
      let ultima: Marca | null = previa ? { tipo: previa.tipo, ms: previa.instante.getTime() } : null;
      const filas = orden.map((ms) => {
        const tipo = tipoSiguiente(ultima, ms);
        ultima = { tipo, ms };
        return { persona_id: personaId, tipo, instante: new Date(ms), origen: 'biometrico' as const, creado_por: u.id };
      });
      for (let i = 0; i < filas.length; i += 1000) {
        const r = await tx
          .insert(fichaje)
          .values(filas.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning({ id: fichaje.id });
        importados += r.length;
      }
    }
    const resumen = { importados, duplicados: leidas - importados, desconocidos: desconocidos.slice(0, MAX_LISTA), invalidas: invalidas.slice(0, MAX_LISTA) };
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'fichaje_importacion',
      entidadId: nombre.slice(0, 100) || 'biometrico',
      accion: 'importar',
      despues: resumen,
    });
    return resumen;
  });
}
