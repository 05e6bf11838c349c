import { randomBytes } from 'node:crypto';
import { esEntidad } from '@worknet/domain/catalogos/entidades';
import { esDerivado, unicosDe, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import type { App } from '../src/app';
import { edificio } from '../src/platform/identidad/identidad.table';
import type { Db } from '../src/platform/db/client';
import { bearer, crearSector, crearUsuario } from './factories';

// Valid and invalid values for any declared field, so one suite can exercise
// every catalog from its declaration alone.

let contador = 0;
const azar = () => randomBytes(3).toString('hex');

export function cuitValido(): string {
  for (;;) {
    const diez = `30${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const dv = digitoVerificadorCuit(diez);
    if (dv !== null) return `${diez.slice(0, 2)}-${diez.slice(2)}-${dv}`;
  }
}

/** A text of at most `max` characters, different on every call, with accents when it fits. */
export function textoUnico(prefijo: string, max = 150): string {
  const n = ++contador;
  const largo = `${prefijo} ${n} ${azar()} ñandú`;
  return largo.length <= max ? largo : `${n}${azar()}`.slice(0, max);
}

export function valorInvalido(f: Campo): unknown {
  switch (f.tipo) {
    case 'texto':
    case 'textoLargo':
      return 'x'.repeat((f.max ?? (f.tipo === 'texto' ? 150 : 2000)) + 1);
    case 'codigo':
      return '¡¡mal!!';
    case 'numero':
      return 'abc';
    case 'dinero':
      return -5;
    case 'fecha':
      return '2026-02-30';
    case 'booleano':
      return 'sí';
    case 'opciones':
      return 'no-es-una-opcion';
    case 'referencia':
      return -1;
    case 'referencias':
      return ['a'];
    case 'cuit':
      return '30-12345678-0';
    case 'email':
      return 'no-es-un-mail';
    case 'telefono':
      return 'llamame';
    case 'color':
      return 'rojo';
  }
}

export type Creador = {
  /** Valid values for a new row of `c`, creating what it references. */
  ejemplo: (c: Catalogo) => Promise<Record<string, unknown>>;
  /** Creates a row through the API and returns it. */
  crear: (c: Catalogo, cambios?: Record<string, unknown>) => Promise<Record<string, unknown> & { id: number; etiqueta: string }>;
};

export function creador(app: App, db: Db, token: string): Creador {
  const compartidas = new Map<string, number>();

  async function destino(a: string, nuevo: boolean): Promise<number> {
    const clave = a;
    if (!nuevo && compartidas.has(clave)) return compartidas.get(clave)!;
    let id: number;
    if (a === 'usuario') id = (await crearUsuario(db)).id;
    else if (a === 'edificio')
      id = (
        await db
          .insert(edificio)
          .values({ nombre: `Edificio ${azar()}` })
          .returning()
      )[0]!.id;
    else if (a === 'sector') id = (await crearSector(db)).sector.id;
    else if (esEntidad(a)) throw new Error(`Entidad sin fábrica: ${a}`);
    else id = (await crear(catalogoPorClave(a)!)).id;
    if (!nuevo) compartidas.set(clave, id);
    return id;
  }

  async function valor(c: Catalogo, k: string, f: Campo, n: number, enUnico: boolean): Promise<unknown> {
    switch (f.tipo) {
      case 'texto':
      case 'textoLargo':
        return textoUnico(f.etiqueta, f.max);
      case 'codigo':
        return `C${n}-${azar()}`.slice(0, f.max ?? 30);
      case 'numero': {
        const min = f.min ?? 0;
        const max = f.max ?? 100_000;
        // Unique numbers count down from the top, away from seeded low values.
        return enUnico ? max - (n % (max - min)) : min + (n % (max - min + 1));
      }
      case 'dinero':
        return 1000 + n + 0.5;
      case 'fecha':
        if (k === 'hasta') return '2031-12-31';
        // A unique date (días no laborables) is a different day on each of 700 calls in a row, before any «hasta».
        return enUnico ? new Date(Date.UTC(2030, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10) : `2030-0${1 + (n % 9)}-1${n % 9}`;
      case 'booleano':
        return n % 2 === 0;
      case 'opciones':
        return f.opciones[n % f.opciones.length]!.value;
      case 'referencia':
        return destino(f.a, enUnico);
      case 'referencias':
        return [await destino(f.a, enUnico)];
      case 'cuit':
        return cuitValido();
      case 'email':
        return `correo${n}${azar()}@prueba.local`;
      case 'telefono':
        return `+54 351 4${String(n).padStart(6, '0')}`;
      case 'color':
        return '#1a2b3c';
    }
  }

  async function ejemplo(c: Catalogo): Promise<Record<string, unknown>> {
    const n = ++contador;
    const enUnicos = new Set(unicosDe(c).flat());
    const v: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(c.campos)) {
      if (esDerivado(c, k)) continue;
      v[k] = await valor(c, k, f, n, enUnicos.has(k) || c.derivados !== undefined);
    }
    return v;
  }

  async function crear(c: Catalogo, cambios: Record<string, unknown> = {}) {
    const r = await app.inject({ method: 'POST', url: `/api/v1/${c.ruta}`, headers: bearer(token), payload: { ...(await ejemplo(c)), ...cambios } });
    if (r.statusCode !== 200) throw new Error(`No se pudo crear en ${c.clave}: ${r.body}`);
    return r.json().data;
  }

  return { ejemplo, crear };
}
