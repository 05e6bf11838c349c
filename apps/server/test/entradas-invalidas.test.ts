import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { REGISTROS } from '../src/modules/rrhh/persona-registros';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, tokenCon } from './factories';

// Bad input on every declared route, as an Administrador (who passes every
// permission check, so the input reaches validation and the services): malformed
// Unicode and numbers out of range in the query string, the path and the JSON body.
// Whatever the answer, it is never a 5xx: a person gets a Spanish 4xx, and the
// database never sees what it would refuse. Each route's fields come from its own
// schema (the OpenAPI document the zod schemas produce); a body is a plausible one
// built from that schema with one place replaced, so the bad value gets past the
// required fields to where it would do harm. A deterministic sweep (every place,
// one value of each kind) and a bounded random run (fast-check; FC_SEED=n repeats one,
// FC_RUNS=n runs longer).

let t: Prueba;
let token: string;
let moldes: Molde[];

/** What a route accepts: its path params, query params and JSON body (as a JSON schema). */
type Molde = { method: string; url: string; ruta: string[]; consulta: string[]; cuerpo: Esquema | null };
type Esquema = {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  items?: Esquema;
  enum?: unknown[];
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  nullable?: boolean;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  format?: string;
  const?: unknown;
  default?: unknown;
};
type Operacion = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: Esquema }> } };
type Camino = (string | number)[];

// Routes that would end the sweep's own session or lock its account.
const EXCLUIDAS = new Set(['POST /api/v1/logout', 'POST /api/v1/cambiar_password']);

// ---- bad values ----

/** A text with one lone UTF-16 surrogate (ASCII around it, so it never completes a pair). */
const textoMalFormado = fc
  .tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 4 }))
  .map(([a, c, b]) => a + String.fromCharCode(c) + b);
const NUMEROS_FUERA = [2 ** 31, -1, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31) - 1, 1.5, 0, -0] as const;
const TEXTOS_NUMERICOS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '2147483648',
  '-1',
  '9'.repeat(40),
  '0x1F',
  '1e-400',
  '',
  ' ',
  '__proto__',
  'constructor',
] as const;
/** Any bad JSON value: text, number, or one of them inside a list or an object. */
const valorMalo: fc.Arbitrary<unknown> = fc.oneof(
  textoMalFormado,
  fc.constantFrom(...NUMEROS_FUERA),
  fc.constantFrom(...TEXTOS_NUMERICOS),
  fc.array(fc.oneof(textoMalFormado, fc.constantFrom(...NUMEROS_FUERA)), { minLength: 1, maxLength: 3 }),
  fc.record({ id: fc.constantFrom(...NUMEROS_FUERA), nombre: textoMalFormado }),
);
/**
 * A bad value as it travels in a URL, already percent-encoded: a lone surrogate
 * cannot be encoded as valid UTF-8 (encodeURIComponent throws), so what arrives is
 * its CESU bytes or another invalid sequence; and numbers out of range.
 */
const ENCODIFICADOS = ['%ED%A0%80', 'a%ED%B0%80b', '%F0%9F', '%C0%AF', '%FF', '%E2%82', '%EF%BF%BE'] as const;
const enDireccion = fc.oneof(fc.constantFrom(...ENCODIFICADOS), fc.constantFrom(...TEXTOS_NUMERICOS.map(encodeURIComponent)));

// The sweep's values: one of each kind (the random run tries the rest).
const EN_CONSULTA = ['%ED%A0%80', 'NaN', '1e308', '2147483648', '-1', '__proto__'];
const EN_RUTA = ['%ED%A0%80', '2147483648', 'NaN', '-1'];
const EN_CUERPO: unknown[] = [2 ** 31, -1, 1e308, 'a\udc00', '__proto__', [2 ** 31], { id: 2 ** 31 }];
// Inside a body (an item of a list, a nested object): fewer, the parent already got the rest.
const EN_CUERPO_HONDO: unknown[] = [2 ** 31, 1e308, 'a\udc00'];

// ---- a plausible body from a JSON schema ----

// Ids a plausible body names: valid integers that name no record (never the sweep's own user).
const ID_AJENO = 2_000_000_000;

/** A value the schema accepts, as far as a JSON schema can say; `llenas`: lists get one item (to reach inside them). */
function plausible(e: Esquema | undefined, llenas = false, profundidad = 0): unknown {
  if (!e || profundidad > 6) return null;
  if (e.const !== undefined) return e.const;
  if (e.enum?.length) return e.enum[0];
  if (e.default !== undefined && !(llenas && Array.isArray(e.default))) return e.default;
  const alternativa = e.anyOf?.[0] ?? e.oneOf?.[0] ?? e.allOf?.[0];
  if (alternativa) return plausible(alternativa, llenas, profundidad + 1);
  const tipo = [e.type].flat().find((x) => x !== 'null');
  switch (tipo) {
    case 'object':
      return Object.fromEntries(Object.entries(e.properties ?? {}).map(([k, v]) => [k, plausible(v, llenas, profundidad + 1)]));
    case 'array':
      return Array.from({ length: Math.max(e.minItems ?? 0, llenas ? 1 : 0) }, () => plausible(e.items, llenas, profundidad + 1));
    case 'integer':
    case 'number': {
      const min = e.minimum === undefined ? 1 : e.minimum + (e.exclusiveMinimum ? 1 : 0);
      return e.maximum !== undefined && e.maximum < ID_AJENO ? Math.min(Math.max(min, 1), e.maximum) : Math.max(min, ID_AJENO);
    }
    case 'boolean':
      return true;
    case 'string':
      if (e.format === 'email') return 'prueba@ejemplo.com';
      if (e.format === 'date-time') return '2026-01-15T10:00:00-03:00';
      if (e.format === 'date') return '2026-01-15';
      return 'x'.repeat(Math.max(3, e.minLength ?? 0));
    default:
      return e.nullable ? null : 'x';
  }
}

/** Every place inside a value (each property and list item, at any depth), the value itself excluded. */
function caminos(v: unknown, previo: Camino = []): Camino[] {
  if (v === null || typeof v !== 'object' || previo.length > 5) return [];
  const hijos: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  return hijos.flatMap(([k, x]) => [[...previo, k], ...caminos(x, [...previo, k])]);
}

/** A copy of `v` with `valor` at `camino`. */
function con(v: unknown, camino: Camino, valor: unknown): unknown {
  if (!camino.length) return valor;
  const [k, ...resto] = camino;
  const copia = (Array.isArray(v) ? [...(v as unknown[])] : { ...(v as object) }) as Record<string | number, unknown>;
  copia[k!] = con(copia[k!], resto, valor);
  return copia;
}

/** The places of a route's body: from its schema, or, when it names no fields (a record its service validates), generic ones. */
const CAMPOS_GENERICOS = ['id', 'ids', 'nombre', 'persona_id', 'fecha_alta', 'valor', 'orden'];
function lugaresDelCuerpo(m: Molde): { base: unknown; lugares: Camino[] } {
  const base = plausible(m.cuerpo ?? undefined);
  const llena = plausible(m.cuerpo ?? undefined, true);
  const lugares = caminos(llena);
  if (lugares.length) return { base: llena, lugares };
  return { base: base && typeof base === 'object' && !Array.isArray(base) ? base : {}, lugares: CAMPOS_GENERICOS.map((k) => [k]) };
}

/** A catalog's or a file record's route as its engine's shape ('<c>/:id'), or null. */
const MOTORES = [...CATALOGOS.map((c) => [`/api/v1/${c.ruta}`, '<c>'] as const), ...REGISTROS.map((r) => [`/api/v1/rrhh/${r.ruta}`, '<registro>'] as const)];
function formaDeMotor(url: string): string | null {
  const m = MOTORES.find(([base]) => url === base || url.startsWith(`${base}/`));
  return m ? m[1] + url.slice(m[0].length) : null;
}

// ---- requests ----

type Pedido = { query?: Record<string, string | string[]>; ruta?: Record<string, string>; cuerpo?: unknown };
const conCuerpo = (m: Molde) => m.method === 'POST' || m.method === 'PUT' || m.method === 'PATCH';

function pedir(m: Molde, p: Pedido) {
  const url = m.url.replace(/:([^/]+)/g, (_, k: string) => p.ruta?.[k] ?? '1');
  const query = Object.entries(p.query ?? {})
    .flatMap(([k, v]) => [v].flat().map((x) => `${encodeURIComponent(k)}=${x}`))
    .join('&');
  return t.app.inject({
    method: m.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: { ...bearer(token), ...(conCuerpo(m) ? { 'content-type': 'application/json' } : {}) },
    // JSON.stringify writes a lone surrogate as the escape "\udc00", as a client would send it.
    ...(conCuerpo(m) ? { payload: JSON.stringify(p.cuerpo ?? {}) } : {}),
  });
}

async function sinError5xx(m: Molde, p: Pedido) {
  const res = await pedir(m, p);
  expect(
    res.statusCode,
    `${m.method} ${m.url} ruta=${JSON.stringify(p.ruta)} query=${JSON.stringify(p.query)} cuerpo=${JSON.stringify(p.cuerpo)}: ${res.body.slice(0, 300)}`,
  ).toBeLessThan(500);
}

beforeAll(async () => {
  t = await appDePrueba();
  token = await tokenCon(t, ['Administrador']);
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operacion>> };
  moldes = t.app.rutasDeclaradas
    .filter((r) => !EXCLUIDAS.has(`${r.method} ${r.url}`))
    .map((r) => {
      const op = doc.paths[r.url.replace(/:([^/]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      return {
        method: r.method,
        url: r.url,
        ruta: [...r.url.matchAll(/:([^/]+)/g)].map((x) => x[1]!),
        consulta: (op?.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
        cuerpo: op?.requestBody?.content['application/json']?.schema ?? null,
      };
    });
});
afterAll(() => t.cerrar());

describe('entradas inválidas en toda ruta: nunca un 5xx', () => {
  it('las rutas y sus campos se leen de sus esquemas', () => {
    expect(moldes.length).toBeGreaterThan(300);
    expect(moldes.filter((m) => m.consulta.length).length).toBeGreaterThan(50);
    expect(moldes.filter((m) => m.cuerpo?.properties).length).toBeGreaterThan(50);
    const nomina = moldes.find((m) => m.url === '/api/v1/rrhh/persona_nomina')!;
    expect(lugaresDelCuerpo(nomina).lugares).toContainEqual(['request', 0, 'valor']);
  });

  it('barrido: cada campo de la consulta, cada parámetro de la dirección y cada lugar del cuerpo, de a uno', async () => {
    // Catalogs and the file's records come from one engine each: a place of the same
    // name in the same route shape is tried on one of them only.
    const vistos = new Set<string>();
    const nuevo = (m: Molde, lugar: string) => {
      const forma = formaDeMotor(m.url);
      if (!forma) return true;
      const k = `${m.method} ${forma} ${lugar}`;
      if (vistos.has(k)) return false;
      vistos.add(k);
      return true;
    };
    let pedidos = 0;
    for (const m of moldes) {
      const lista: Pedido[] = [];
      for (const k of m.consulta) if (nuevo(m, `q:${k}`)) for (const v of EN_CONSULTA) lista.push({ query: { [k]: v } });
      for (const k of m.ruta) if (nuevo(m, `r:${k}`)) for (const v of EN_RUTA) lista.push({ ruta: { [k]: v } });
      if (conCuerpo(m) && !m.cuerpo) lista.push({ cuerpo: { id: 2 ** 31, nombre: 'a\ud800' } });
      else if (conCuerpo(m)) {
        const { base, lugares } = lugaresDelCuerpo(m);
        for (const c of lugares) {
          const esquema = JSON.stringify(
            c.reduce<Esquema | undefined>((e, k) => (typeof k === 'number' ? e?.items : e?.properties?.[k]), m.cuerpo ?? undefined) ?? null,
          );
          if (!nuevo(m, `c:${c.join('.')}:${esquema}`)) continue;
          for (const v of c.length > 1 ? EN_CUERPO_HONDO : EN_CUERPO) lista.push({ cuerpo: con(base, c, v) });
        }
      }
      for (const p of lista) await sinError5xx(m, p);
      pedidos += lista.length;
    }
    expect(pedidos).toBeGreaterThan(2000);
    // Thousands of requests, more with every module's routes: its own limit, not the file's 30 s.
  }, 180_000);

  it('al azar: valores malos en lugares al azar de rutas al azar', async () => {
    const caso = fc.constantFrom(...moldes).chain((m) => {
      const { base, lugares } = lugaresDelCuerpo(m);
      return fc.record({
        m: fc.constant(m),
        query: fc.record(Object.fromEntries(m.consulta.map((k) => [k, fc.oneof(enDireccion, fc.array(enDireccion, { minLength: 2, maxLength: 2 }))])), {
          requiredKeys: [],
        }),
        ruta: fc.record(Object.fromEntries(m.ruta.map((k) => [k, enDireccion])), { requiredKeys: [] }),
        cuerpo: fc.oneof(
          {
            weight: 4,
            arbitrary: fc
              .array(fc.tuple(fc.constantFrom(...lugares), valorMalo), { minLength: 1, maxLength: 3 })
              .map((cambios) => cambios.reduce((v, [c, x]) => con(v, c, x), base)),
          },
          { weight: 1, arbitrary: valorMalo },
        ),
      });
    });
    await fc.assert(
      fc.asyncProperty(caso, ({ m, query, ruta, cuerpo }) => sinError5xx(m, { query: query as Pedido['query'], ruta: ruta as Pedido['ruta'], cuerpo })),
      { numRuns: Number(process.env.FC_RUNS ?? 200), seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined },
    );
  });

  it('la sesión del barrido sigue viva (nada de lo enviado la tocó)', async () => {
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) })).statusCode).toBe(200);
  });
});
