import { describe, expect, it } from 'vitest';
import { esquemasDe } from '@worknet/domain/catalogos/esquemas';
import { esDerivado, etiquetaDe, unicosDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { SEMILLAS_DEMO } from './demo';
import { SEMILLAS_REFERENCIA } from './referencia';
import type { Semillas } from './tipos';

// The seed rows are plain data checked against the catalog declarations: every row must
// pass the catalog's create schema once its references are resolved, labels must not
// repeat, and every reference must name a row that the seeds create.

const SEMILLAS: [string, Semillas][] = [
  ['referencia', SEMILLAS_REFERENCIA],
  ['demo', SEMILLAS_DEMO],
];

/** Entities seeded elsewhere (demo.ts): references to them are names, not catalog labels. */
const SECTORES_DEMO = [
  'Dirección Médica',
  'Enfermería',
  'Farmacia',
  'Recursos Humanos',
  'Compras',
  'Guardia',
  'Internación',
  'Laboratorio',
  'Mantenimiento',
  'Administración',
  'Cocina',
  'Enfermería del Hogar',
];
const USUARIOS_DEMO = ['admin', 'rrhh', 'compras', 'referente', 'empleado'];
const NOMBRES_DE_ENTIDAD: Record<string, string[]> = { sector: SECTORES_DEMO, usuario: USUARIOS_DEMO };
const ENTIDADES = new Set(['usuario', 'sector', 'edificio']);

const normalizar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const vacio = (v: unknown) => v === undefined || v === null || v === '';

const catalogo = (clave: string): Catalogo => {
  const c = catalogoPorClave(clave);
  if (!c) throw new Error(`«${clave}» no es un catálogo declarado`);
  return c;
};

/** Rows of a catalog across both seed sets. */
const filasDe = (clave: string) => [...(SEMILLAS_REFERENCIA[clave] ?? []), ...(SEMILLAS_DEMO[clave] ?? [])];

/** The text a reference to this row uses: its first label field (computed when derived, e.g. periodo 'YYYY-MM'). */
function etiquetaDeFila(c: Catalogo, fila: Record<string, unknown>): string {
  const campo = etiquetaDe(c)[0]!;
  const valor = esDerivado(c, campo) && c.derivados ? c.derivados.calcular(fila)[campo] : fila[campo];
  return String(valor ?? '');
}

const referencias = (c: Catalogo) =>
  Object.entries(c.campos).flatMap(([k, f]) =>
    f.tipo === 'referencia' || f.tipo === 'referencias' ? [{ campo: k, a: f.a, varias: f.tipo === 'referencias' }] : [],
  );

/** The reference strings of a row's field (one for 'referencia', several for 'referencias'). */
const textosReferidos = (valor: unknown): unknown[] => (Array.isArray(valor) ? valor : vacio(valor) ? [] : [valor]);

const todasLasClaves = [...new Set(SEMILLAS.flatMap(([, s]) => Object.keys(s)))];

describe.each(SEMILLAS)('semillas de %s', (_origen, semillas) => {
  it.each(Object.keys(semillas))('%s: catálogo declarado y filas válidas', (clave) => {
    const c = catalogo(clave);
    expect(clave, 'el catálogo sector ya tiene sus datos').not.toBe('sector');
    const filas = semillas[clave]!;
    expect(filas.length).toBeGreaterThan(0);
    const errores: string[] = [];
    for (const [i, fila] of filas.entries()) {
      const donde = `${clave}[${i}] ${JSON.stringify(fila).slice(0, 80)}`;
      // The system key is not a field (the API never writes it) but a seed row may carry one of the declared keys.
      const { clave_sistema: claveSistema, ...campos } = fila as Record<string, unknown>;
      if (claveSistema !== undefined && !(c.clavesDeSistema ?? []).includes(claveSistema as string))
        errores.push(`${donde}: «${String(claveSistema)}» no es una clave de sistema del catálogo`);
      for (const k of Object.keys(campos)) {
        if (!(k in c.campos)) errores.push(`${donde}: «${k}» no es un campo del catálogo`);
        else if (esDerivado(c, k)) errores.push(`${donde}: «${k}» es derivado, no se siembra`);
      }
      const conIds: Record<string, unknown> = { ...campos };
      for (const r of referencias(c)) {
        const valor = fila[r.campo];
        if (valor === undefined) continue;
        if (r.varias) {
          if (!Array.isArray(valor) || valor.some((t) => typeof t !== 'string' || t.trim() === '')) {
            errores.push(`${donde}: «${r.campo}» debe ser una lista de etiquetas no vacías`);
          }
          conIds[r.campo] = Array.isArray(valor) ? valor.map(() => 1) : [1];
        } else {
          if (typeof valor !== 'string' || valor.trim() === '') errores.push(`${donde}: «${r.campo}» debe ser una etiqueta no vacía`);
          conIds[r.campo] = 1;
        }
      }
      const r = esquemasDe(c).alta.safeParse(conIds);
      if (!r.success) errores.push(`${donde}: ${r.error.issues.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
      for (const [k, f] of Object.entries(c.campos)) {
        if (f.tipo === 'cuit' && !vacio(fila[k]) && !/^\d{2}-\d{8}-\d$/.test(String(fila[k]))) errores.push(`${donde}: CUIT sin el formato XX-XXXXXXXX-X`);
      }
    }
    expect(errores).toEqual([]);
  });
});

describe('semillas: consistencia entre catálogos', () => {
  it('no repiten etiquetas ni combinaciones únicas (sin distinguir mayúsculas ni acentos)', () => {
    const errores: string[] = [];
    for (const clave of todasLasClaves) {
      const c = catalogo(clave);
      for (const campos of unicosDe(c)) {
        const vistos = new Map<string, number>();
        for (const [i, fila] of filasDe(clave).entries()) {
          const valores = campos.map((k) => (esDerivado(c, k) && c.derivados ? c.derivados.calcular(fila)[k] : fila[k]));
          if (valores.some(vacio)) continue;
          const llave = valores.map((v) => normalizar(String(v))).join('\u0000');
          const previo = vistos.get(llave);
          if (previo !== undefined) errores.push(`${clave}: filas ${previo} y ${i} repiten ${campos.join(' + ')} = ${valores.join(' / ')}`);
          else vistos.set(llave, i);
        }
      }
    }
    expect(errores).toEqual([]);
  });

  it('cada referencia nombra exactamente una fila sembrada (o un sector/usuario de la demo)', () => {
    const errores: string[] = [];
    for (const clave of todasLasClaves) {
      const c = catalogo(clave);
      for (const r of referencias(c)) {
        for (const [i, fila] of filasDe(clave).entries()) {
          for (const texto of textosReferidos(fila[r.campo])) {
            const donde = `${clave}[${i}].${r.campo} = «${String(texto)}»`;
            if (ENTIDADES.has(r.a)) {
              const nombres = NOMBRES_DE_ENTIDAD[r.a];
              if (nombres && !nombres.includes(String(texto))) errores.push(`${donde}: no es ${r.a === 'sector' ? 'un sector' : 'un usuario'} de la demo`);
              continue;
            }
            const destino = catalogo(r.a);
            const coincidencias = filasDe(r.a).filter((f) => etiquetaDeFila(destino, f) === texto);
            if (coincidencias.length !== 1) errores.push(`${donde}: ${coincidencias.length} filas de «${r.a}» con esa etiqueta`);
          }
        }
      }
    }
    expect(errores).toEqual([]);
  });

  it('familiar-tipo tiene el valor 4 «Hijo/a»', () => {
    expect(filasDe('familiar-tipo')).toContainEqual(expect.objectContaining({ value: 4, nombre: 'Hijo/a' }));
  });

  it('contrato-tipo tiene los códigos 5, 6 y 7', () => {
    const codigos = filasDe('contrato-tipo').map((f) => f.codigo);
    expect(codigos).toEqual(expect.arrayContaining(['5', '6', '7']));
  });

  it('provincia tiene las 24 jurisdicciones', () => {
    expect(filasDe('provincia')).toHaveLength(24);
  });

  it('cada localidad pertenece a una provincia sembrada, y cada provincia tiene al menos 3 localidades', () => {
    const provincias = filasDe('provincia').map((p) => p.nombre);
    const localidades = filasDe('localidad');
    expect(localidades.filter((l) => !provincias.includes(l.provincia_id))).toEqual([]);
    const sinSuficientes = provincias.filter((p) => localidades.filter((l) => l.provincia_id === p).length < 3);
    expect(sinSuficientes).toEqual([]);
  });
});
