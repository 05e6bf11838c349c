// Bulk data for the payroll benchmark (bench/nomina.mjs): N personas with their
// employment history, inserted straight into a database the server has already
// migrated and seeded with the demo organisation (the API, with every rule and
// the audit, would take far too long for 20,000). Works with any client that has
// `query(text, params) -> { rows }`: PGlite and pg alike.
//
// Deterministic (a seeded PRNG). Each persona: names from Argentine lists, a unique
// 8-digit DNI, its CUIL (type 20/27, or 23, with the right check digit), a unique
// legajo and idfichador; 1–3 employment records over the demo's sectors, puestos,
// categorías, contract types..., the older ones closed with a reason, the last one
// open (≈ 8 % of the people have left: their last record is closed too).
import APELLIDOS from '../src/seed/apellidos.json' with { type: 'json' };

const NOMBRES = {
  F: [
    'Graciela',
    'Susana',
    'Norma',
    'Beatriz',
    'Silvia',
    'Mónica',
    'Marta',
    'Liliana',
    'Adriana',
    'Patricia',
    'Claudia',
    'María',
    'Ana',
    'Laura',
    'Carla',
    'Valeria',
    'Natalia',
    'Paula',
    'Daniela',
    'Gabriela',
    'Mariana',
    'Verónica',
    'Andrea',
    'Carolina',
    'Soledad',
    'Lorena',
    'Cecilia',
    'Romina',
    'Florencia',
    'Lucía',
    'Camila',
    'Julieta',
    'Agustina',
    'Micaela',
    'Belén',
    'Milagros',
    'Rocío',
    'Antonella',
    'Victoria',
    'Sofía',
    'Martina',
    'Valentina',
  ],
  M: [
    'Jorge',
    'Carlos',
    'Roberto',
    'Ricardo',
    'Rubén',
    'Raúl',
    'Hugo',
    'Héctor',
    'Osvaldo',
    'Alberto',
    'Miguel',
    'Juan',
    'José',
    'Luis',
    'Martín',
    'Diego',
    'Pablo',
    'Sebastián',
    'Alejandro',
    'Gustavo',
    'Fernando',
    'Marcelo',
    'Sergio',
    'Daniel',
    'Federico',
    'Gonzalo',
    'Leandro',
    'Ezequiel',
    'Hernán',
    'Facundo',
    'Matías',
    'Nicolás',
    'Lucas',
    'Agustín',
    'Franco',
    'Ignacio',
    'Emiliano',
    'Julián',
    'Tomás',
    'Santiago',
    'Thiago',
    'Mateo',
  ],
};
const CALLES = [
  'Av. Colón',
  'Bv. San Juan',
  'Obispo Trejo',
  'Deán Funes',
  'Bv. Oroño',
  'Av. Pellegrini',
  'Mendoza',
  'Calle 7',
  'Av. 13',
  'Diagonal 74',
  'Belgrano',
  'San Martín',
];

/** mulberry32: the same sequence on every run. */
function azar(semilla) {
  let a = semilla >>> 0;
  const sig = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    entero: (min, max) => min + Math.floor(sig() * (max - min + 1)),
    si: (p) => sig() < p,
    elegir: (xs) => xs[Math.floor(sig() * xs.length)],
  };
}

const PESOS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const verificador = (diez) => {
  const dv = 11 - (PESOS.reduce((s, p, i) => s + p * Number(diez[i]), 0) % 11);
  return dv === 11 ? 0 : dv === 10 ? null : dv;
};
/** The CUIL of a DNI the way AFIP assigns it: 20/27, or 23 when no digit fits. */
function cuilDe(dni, sexo) {
  const tipo = sexo === 'F' ? '27' : '20';
  const dv = verificador(tipo + dni);
  if (dv !== null) return `${tipo}-${dni}-${dv}`;
  return `23-${dni}-${verificador(`23${dni}`)}`;
}

const DIA = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const sinAcentos = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const ids = async (db, q) => (await db.query(q)).rows.map((r) => Number(r.id));

/**
 * Inserts `cantidad` personas with their employment history, then ANALYZE; returns
 * { personas, laborales, sectores, contratos } (the ids used, for the filters).
 * `lote`: rows per INSERT (arrays through unnest).
 */
export async function generarPersonas(db, { cantidad = 20_000, semilla = 7_000_007, lote = 5_000, hoy = new Date() } = {}) {
  const az = azar(semilla);
  const hoyMs = Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate());
  // The demo's catalogs: the sectors people work in, and every active row of the others.
  const sectores = await ids(db, 'select distinct sector_id as id from persona_laboral where deleted_at is null order by 1');
  const activos = (tabla) => ids(db, `select id from ${tabla} where deleted_at is null order by id`);
  const puestos = await activos('rrhh_puesto');
  const categorias = await activos('rrhh_categoria');
  const contratos = await activos('rrhh_contrato_tipo');
  const empresas = await activos('rrhh_empresa');
  const razones = await activos('rrhh_razon_social');
  const encuadres = await activos('rrhh_encuadre');
  const centros = await activos('rrhh_centro_costo');
  const obras = await activos('rrhh_obra_social');
  const arts = await activos('rrhh_art');
  const motivos = await activos('rrhh_motivo_desvinculacion');
  const estadosCiviles = await activos('rrhh_estado_civil');
  const nacionalidades = await activos('rrhh_nacionalidad');
  for (const [nombre, xs] of Object.entries({ sectores, puestos, contratos, motivos })) {
    if (!xs.length) throw new Error(`generarPersonas: no hay ${nombre} en la base (¿sin la demo?)`);
  }
  const usados = new Set((await db.query('select dni from persona')).rows.map((r) => r.dni));
  const [{ n: yaHay }] = (await db.query('select count(*)::int as n from persona')).rows;
  const talvez = (xs) => (xs.length ? az.elegir(xs) : null);

  let laborales = 0;
  for (let desde = 0; desde < cantidad; desde += lote) {
    const n = Math.min(lote, cantidad - desde);
    const P = {
      apellido: [],
      nombres: [],
      dni: [],
      cuil: [],
      sexo: [],
      nac: [],
      civil: [],
      nacion: [],
      calle: [],
      numero: [],
      email: [],
      tel: [],
      legajo: [],
      fichador: [],
      hijos: [],
    };
    const historias = [];
    for (let k = 0; k < n; k++) {
      const orden = yaHay + desde + k + 1;
      const sexo = az.si(0.62) ? 'F' : 'M';
      const apellido = az.elegir(APELLIDOS);
      const nombres = az.si(0.3) ? `${az.elegir(NOMBRES[sexo])} ${az.elegir(NOMBRES[sexo])}` : az.elegir(NOMBRES[sexo]);
      const edad = az.entero(19, 66);
      const nacMs = hoyMs - (edad * 365.25 + az.entero(0, 364)) * DIA;
      // DNIs go with the year of birth, as the registry hands them out.
      const anio = new Date(nacMs).getUTCFullYear();
      let dni;
      do dni = String(Math.min(99_999_999, Math.max(10_000_000, 13_000_000 + (anio - 1960) * 750_000 + az.entero(0, 749_999))));
      while (usados.has(dni));
      usados.add(dni);
      P.apellido.push(apellido);
      P.nombres.push(nombres);
      P.dni.push(dni);
      P.cuil.push(cuilDe(dni, sexo));
      P.sexo.push(sexo);
      P.nac.push(iso(nacMs));
      P.civil.push(talvez(estadosCiviles));
      P.nacion.push(talvez(nacionalidades));
      P.calle.push(az.elegir(CALLES));
      P.numero.push(String(az.entero(1, 4000)));
      P.email.push(az.si(0.8) ? `${sinAcentos(nombres.split(' ')[0])}.${sinAcentos(apellido)}${orden}@example.com` : null);
      P.tel.push(`351${az.entero(4_000_000, 6_999_999)}`);
      P.legajo.push(`L-${String(orden).padStart(5, '0')}`);
      P.fichador.push(`F${String(orden).padStart(5, '0')}`);
      P.hijos.push(az.si(0.55) ? az.entero(0, 4) : 0);

      // Employment: 1–3 records one after the other, the last one open unless the person left.
      const registros = az.si(0.55) ? 1 : az.si(0.6) ? 2 : 3;
      const primeraAlta = Math.min(hoyMs - 30 * DIA, nacMs + az.entero(19 * 365, Math.max(19 * 365, (edad - 1) * 365)) * DIA);
      let alta = primeraAlta;
      const historia = [];
      const sigueActivo = az.si(0.92);
      for (let r = 0; r < registros && alta < hoyMs - 10 * DIA; r++) {
        const ultimo = r === registros - 1;
        let baja = null;
        if (!ultimo || !sigueActivo) {
          const resta = hoyMs - alta;
          baja = Math.min(
            hoyMs - DIA,
            alta + Math.max(DIA, Math.floor(resta * (ultimo ? 0.3 + (0.7 * az.entero(0, 100)) / 100 : 0.2 + (0.5 * az.entero(0, 100)) / 100))),
          );
        }
        historia.push({
          empresa: talvez(empresas),
          razon: talvez(razones),
          sector: az.elegir(sectores),
          puesto: az.elegir(puestos),
          categoria: az.si(0.85) ? talvez(categorias) : null,
          contrato: az.elegir(contratos),
          encuadre: talvez(encuadres),
          centro: talvez(centros),
          alta: iso(alta),
          baja: baja === null ? null : iso(baja),
          motivo: baja === null ? null : az.elegir(motivos),
          obra: talvez(obras),
          art: talvez(arts),
        });
        if (baja === null) break;
        alta = baja + az.entero(1, 60) * DIA;
      }
      historias.push(historia);
    }

    const { rows } = await db.query(
      `insert into persona (apellido, nombres, dni, cuil, sexo, fecha_nacimiento, estado_civil_id, nacionalidad_id, calle, numero, email, telefono, legajo, idfichador, hijos)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::int[])
       returning id, dni`,
      [P.apellido, P.nombres, P.dni, P.cuil, P.sexo, P.nac, P.civil, P.nacion, P.calle, P.numero, P.email, P.tel, P.legajo, P.fichador, P.hijos],
    );
    const idPorDni = new Map(rows.map((r) => [r.dni, Number(r.id)]));
    const L = {
      persona: [],
      empresa: [],
      razon: [],
      sector: [],
      puesto: [],
      categoria: [],
      contrato: [],
      encuadre: [],
      centro: [],
      alta: [],
      baja: [],
      motivo: [],
      obra: [],
      art: [],
    };
    historias.forEach((historia, k) => {
      const persona = idPorDni.get(P.dni[k]);
      for (const h of historia) {
        L.persona.push(persona);
        for (const c of ['empresa', 'razon', 'sector', 'puesto', 'categoria', 'contrato', 'encuadre', 'centro', 'alta', 'baja', 'motivo', 'obra', 'art'])
          L[c].push(h[c]);
      }
    });
    await db.query(
      `insert into persona_laboral (persona_id, empresa_id, razon_social_id, sector_id, puesto_id, categoria_id, contrato_tipo_id, encuadre_id, centro_costo_id,
         fecha_alta, fecha_baja, motivo_desvinculacion_id, obra_social_id, art_id)
       select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::date[], $11::date[], $12::int[], $13::int[], $14::int[])`,
      [L.persona, L.empresa, L.razon, L.sector, L.puesto, L.categoria, L.contrato, L.encuadre, L.centro, L.alta, L.baja, L.motivo, L.obra, L.art],
    );
    laborales += L.persona.length;
  }
  await db.query('analyze');
  return { personas: cantidad, laborales, sectores, contratos };
}
