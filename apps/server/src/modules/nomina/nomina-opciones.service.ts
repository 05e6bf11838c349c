import { ATRIBUTOS_NOMINA, type AtributoNomina } from '@worknet/domain/rrhh/nomina';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { datosInvalidos } from '../../platform/http/errors';
import { opciones } from '../catalogos/catalogos.service';
import type { Principal } from '../../platform/identidad/principal';
import { sectoresAlcance } from './nomina.service';

export type OpcionNomina = { value: string | number; label: string };

/**
 * The choices of a roster 'lista' attribute, for anyone who may read the roster.
 * The catalog's own options call needs the catalog's permission, which a
 * referente lacks; here a referente gets only the sectors they lead (the rest
 * are reference lists such as contract types, not personal data).
 */
export async function opcionesAtributo(db: Db, p: Principal, atributo: string): Promise<OpcionNomina[]> {
  const a: AtributoNomina | undefined = Object.hasOwn(ATRIBUTOS_NOMINA, atributo) ? ATRIBUTOS_NOMINA[atributo as keyof typeof ATRIBUTOS_NOMINA] : undefined;
  if (!a || a.tipo !== 'lista') throw datosInvalidos(`El atributo «${atributo}» no tiene opciones.`);
  if (a.opciones) return [...a.opciones];
  const c = catalogoPorClave(a.catalogo!)!;
  const todas = await opciones(db, c, { skip: 0, limit: 1000 });
  if (atributo !== 'sector_id') return todas;
  const propios = await sectoresAlcance(db, p);
  return propios === null ? todas : todas.filter((o) => propios.includes(o.value));
}
