import { isNull, sql } from 'drizzle-orm';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { tablaDe } from '../../modules/catalogos/catalogos.tablas';

// The catalogs the demo's rows point to, as label → id.

/** A catalog as label → id; a missing label is a broken seed and stops it. */
async function mapa(tx: Db, clave: string, campo = 'nombre') {
  const t = tablaDe(catalogoPorClave(clave)!);
  const filas = await tx
    .select({ id: sql<number>`${t.id}`, k: sql<string>`${t[campo]!}::text` })
    .from(t)
    .where(isNull(t.deleted_at!));
  const m = new Map(filas.map((f) => [f.k, f.id]));
  return (etiqueta: string | number): number => {
    const id = m.get(String(etiqueta));
    if (id === undefined) throw new Error(`Semilla de personas: no existe «${etiqueta}» en el catálogo ${clave}.`);
    return id;
  };
}

export async function cargarCatalogos(tx: Db) {
  return {
    sector: await mapa(tx, 'sector'),
    localidad: await mapa(tx, 'localidad'),
    provincia: await mapa(tx, 'provincia'),
    estadoCivil: await mapa(tx, 'estado-civil'),
    nacionalidad: await mapa(tx, 'nacionalidad'),
    familiarTipo: await mapa(tx, 'familiar-tipo', 'value'),
    contactoTipo: await mapa(tx, 'contacto-tipo'),
    contratoTipo: await mapa(tx, 'contrato-tipo', 'codigo'),
    cursoEstado: await mapa(tx, 'curso-estado'),
    matriculaTipo: await mapa(tx, 'matricula-tipo', 'sigla'),
    nivelEstudio: await mapa(tx, 'nivel-estudio'),
    motivo: await mapa(tx, 'motivo-desvinculacion'),
    obraSocial: await mapa(tx, 'obra-social'),
    art: await mapa(tx, 'art'),
    encuadre: await mapa(tx, 'encuadre'),
    puesto: await mapa(tx, 'puesto'),
    categoria: await mapa(tx, 'categoria'),
    institucion: await mapa(tx, 'institucion'),
    empresa: await mapa(tx, 'empresa'),
    razonSocial: await mapa(tx, 'razon-social'),
    centroCosto: await mapa(tx, 'centro-costo'),
  };
}
