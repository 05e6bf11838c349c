import { describe, expect, it } from 'vitest';
import { ENTIDADES } from './entidades';
import { busquedaDe, etiquetaDe, ordenDe, unicosDe } from './motor';
import { EXCEPCIONES_NOMBRES, LLAMADAS_SPEC, PREFIJOS_GRUPO, nombresDerivados } from './nombres';
import { CATALOGOS, catalogo, catalogoPorClave } from './registro';

// The declarations are data the whole app trusts: a typo must fail here, not at runtime.

describe('declaraciones de catálogos', () => {
  it('claves, tablas, rutas, pantallas y prefijos de permiso no se repiten', () => {
    for (const prop of ['clave', 'tabla', 'ruta', 'pantalla', 'permiso'] as const) {
      const valores = CATALOGOS.map((c) => c[prop]);
      expect(new Set(valores).size, prop).toBe(valores.length);
    }
  });

  it('tabla, ruta, pantalla y permiso salen de grupo + clave, salvo las excepciones declaradas con su motivo', () => {
    const excepciones: Record<string, Record<string, string>> = EXCEPCIONES_NOMBRES;
    for (const c of CATALOGOS) {
      const derivados = nombresDerivados(c.grupo, c.clave);
      const excepcion = excepciones[c.clave] ?? {};
      for (const prop of ['tabla', 'ruta', 'pantalla', 'permiso'] as const) {
        expect(c[prop], `${c.clave}.${prop}`).toBe(excepcion[prop] ?? derivados[prop]);
        // An exception that repeats the rule is noise: the list holds only real deviations.
        if (excepcion[prop] !== undefined) expect(excepcion[prop], `${c.clave}.${prop} repite el nombre derivado`).not.toBe(derivados[prop]);
      }
    }
    for (const [clave, e] of Object.entries(excepciones)) {
      expect(catalogoPorClave(clave), `excepción de un catálogo que no existe: ${clave}`).toBeDefined();
      expect(e.motivo, `${clave} sin motivo`).toMatch(/\S{10,}/);
    }
  });

  it('un catálogo nuevo toma sus nombres de grupo + clave sin escribirlos', () => {
    expect(nombresDerivados('rrhh', 'tipo-licencia')).toEqual({
      tabla: 'rrhh_tipo_licencia',
      ruta: 'rrhh/tipo_licencia',
      pantalla: 'rrhh/configuracion/tipo-licencia',
      permiso: 'rrhh.tipo_licencia',
    });
    expect(nombresDerivados('compras', 'unidad-medida')).toMatchObject({ ruta: 'compras/producto/unidad_medida', pantalla: 'admin_unidad-medida' });
    expect(catalogo('centro-costo')).toMatchObject({ tabla: 'rrhh_centro_costo', ruta: 'rrhh/centro_costo', permiso: 'rrhh.centro_costo' });
    // @ts-expect-error a key that no catalog declares is a type error
    expect(() => catalogo('centro-costos').clave).toThrow();
  });

  it.each(CATALOGOS.map((c) => [c.clave, c] as const))('%s nombra sólo campos que declara', (_k, c) => {
    const campos = Object.keys(c.campos);
    const usados = [...c.columnas, ...etiquetaDe(c), ...busquedaDe(c), ...unicosDe(c).flat(), ordenDe(c).campo, ...(c.derivados?.campos ?? [])];
    for (const k of usados) expect(campos, `${c.clave}: ${k}`).toContain(k);
    for (const k of campos) expect(k, 'nombres de columna en snake_case').toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('cada referencia apunta a un catálogo declarado o a una entidad conocida', () => {
    for (const c of CATALOGOS) {
      for (const [k, f] of Object.entries(c.campos)) {
        if (f.tipo !== 'referencia' && f.tipo !== 'referencias') continue;
        expect(Boolean(catalogoPorClave(f.a)) || Object.hasOwn(ENTIDADES, f.a), `${c.clave}.${k} → ${f.a}`).toBe(true);
      }
    }
  });

  it('las etiquetas no se citan en círculo (la de un catálogo puede incluir la de otro)', () => {
    const visitar = (clave: string, camino: string[]): void => {
      expect(camino, `ciclo: ${[...camino, clave].join(' → ')}`).not.toContain(clave);
      const c = catalogoPorClave(clave);
      if (!c) return;
      for (const k of etiquetaDe(c)) {
        const f = c.campos[k]!;
        if (f.tipo === 'referencia' || f.tipo === 'referencias') visitar(f.a, [...camino, clave]);
      }
    };
    for (const c of CATALOGOS) visitar(c.clave, []);
  });

  it('los códigos del spec §9 tienen dónde vivir: contrato-tipo tiene código y familiar-tipo su valor', () => {
    expect(catalogoPorClave('contrato-tipo')!.campos.codigo).toMatchObject({ tipo: 'codigo', requerido: true });
    expect(catalogoPorClave('familiar-tipo')!.campos.value).toMatchObject({ tipo: 'numero', requerido: true });
    expect(ordenDe(catalogoPorClave('especialidad')!)).toEqual({ campo: 'nombre' });
  });

  it('las llamadas adicionales del spec §7 nombran un catálogo, viven bajo el prefijo de su grupo y no repiten otra ruta', () => {
    const propias = new Set(CATALOGOS.map((c) => c.ruta));
    const vistas = new Set<string>();
    for (const [clave, l] of Object.entries(LLAMADAS_SPEC) as [string, { listar?: string; crear?: string; motivo: string }][]) {
      const c = catalogoPorClave(clave);
      expect(c, `llamadas de un catálogo que no existe: ${clave}`).toBeDefined();
      expect(l.motivo, `${clave} sin motivo`).toMatch(/\S{10,}/);
      for (const ruta of [l.listar, l.crear].filter((r): r is string => r !== undefined)) {
        expect(ruta.startsWith(PREFIJOS_GRUPO[c!.grupo].ruta), ruta).toBe(true);
        expect(propias.has(ruta) || vistas.has(ruta), `${ruta} repetida`).toBe(false);
        vistas.add(ruta);
      }
    }
    expect(LLAMADAS_SPEC.categorias).toMatchObject({ listar: 'compras/producto/get_categorias', crear: 'compras/producto/create_categoria' });
  });

  it('las rutas que el spec §7 llama por nombre existen', () => {
    const rutas = CATALOGOS.map((c) => c.ruta);
    for (const r of [
      'provincia',
      'localidad',
      'rrhh/persona_especialidad',
      'rrhh/persona_matricula_tipo',
      'rrhh/persona_familiar_tipo',
      'rrhh/persona_nivel_estudio',
      'rrhh/persona_estado_civil',
      'rrhh/persona_nacionalidad',
      'rrhh/liquidacion',
      'compras/producto/producto_deposito_tipo',
    ]) {
      expect(rutas).toContain(r);
    }
  });
});
