import type { Campo } from '@worknet/domain/catalogos/motor';
import { permisoDe } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { AtributoNomina } from '@worknet/domain/rrhh/nomina';
import { fuenteOpciones, paramsOpciones, type OpcionRef } from '../../catalogos/api';
import { useApiQuery } from '../../lib/query';
import { usePermisos } from '../auth';
import { atributoDe, type OpcionValor } from './filtros';

// Options of the 'lista' attributes: fixed ones come with the attribute, the
// others are a catalog's `format=1` list (the same cache entry as the catalog
// selects). A catalog the user may not read (a referente holds only
// rrhh.nomina.ver) is not offered: asking would only answer 403.

/** A catalog as a reference field, to share the catalog selects' option source and cache. */
const campoDeCatalogo = (clave: string, etiqueta: string): Extract<Campo, { tipo: 'referencias' }> => ({ tipo: 'referencias', a: clave, etiqueta });

export function useTienePermiso(nombre: string): boolean {
  return usePermisos().data?.some((p) => p.nombre === nombre) ?? false;
}

/** Whether the user may filter by an attribute (its catalog's «ver» permission). */
export function useAtributoDisponible(): (a: AtributoNomina) => boolean {
  const permisos = usePermisos().data ?? [];
  return (a) => {
    if (!a.catalogo) return true;
    const c = catalogoPorClave(a.catalogo);
    return c !== undefined && permisos.some((p) => p.nombre === permisoDe(c, 'ver'));
  };
}

/** The labels of an attribute's options (a catalog's whole list, fetched once and shared). */
export function useOpcionesAtributo(atributo: string | undefined): OpcionValor[] {
  const a = atributoDe(atributo);
  const disponible = useAtributoDisponible();
  const fuente = a?.catalogo ? fuenteOpciones(campoDeCatalogo(a.catalogo, a.etiqueta)) : null;
  const consulta = useApiQuery<OpcionRef[]>(fuente?.clave ?? ['sin-fuente'], fuente?.ruta ?? '', fuente ? paramsOpciones(fuente, '') : undefined, {
    enabled: fuente !== null && a !== undefined && disponible(a),
    staleTime: 60_000,
  });
  if (a?.opciones) return [...a.opciones];
  return consulta.data ?? [];
}
