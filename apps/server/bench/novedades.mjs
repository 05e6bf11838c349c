// npm run bench (part 4): the news feed, the notification bell and the system
// messages (issue 8) for a healthcare group of 2,000 staff. As bench/nomina.mjs:
// the server is started once so it migrates and seeds the demo; then, with the
// server stopped, bench/generar-novedades.mjs fills its database (2,000 active
// users over the demo's sectors, 60 groups, 5,000 news items over two years,
// 300 notifications with ≈ 200,000 recipients, 100,000 system messages), and
// the server is started again on it for the measurements, logged in as one
// ordinary user (BENCH_LECTOR, the demo's «empleado»: one sector, some groups):
//   1. GET novedades?skip=0&limit=10 (the home) and skip=100 (scrolled down);
//   2. the bell, asked by every open page: GET notificaciones_notificaciones_no_leidas?limit=5
//      and GET sin_leer;
//   3. GET mensajes_sistema/filter?skip=0&limit=20 and GET get_notificaciones?skip=0&limit=20;
//   each one client at a time (the answer time a person sees; target p95 < 50 ms) and
//   BENCH_CLIENTES (10) concurrent clients (target p95 < 50 ms, read for PostgreSQL:
//   docs/decisions.md); the first answer of each is checked against the database;
//   4. POST notificaciones/enviar to everyone as admin (the 2,000 recipients are
//      inserted in the request), BENCH_ENVIOS (3) times; target < 1 s each;
//   5. EXPLAIN ANALYZE of the queries of these calls as the server really ran them
//      (recorded by bench/registro-consultas.mjs), slowest first.
// On the embedded database (PGlite) always; on PostgreSQL too when
// BENCH_DATABASE_URL points to a server where the role may create databases (a
// scratch database is created and dropped), e.g.
//   BENCH_DATABASE_URL=postgres://worknet_ci:worknet_ci@127.0.0.1:5432/postgres
// BENCH_USUARIOS, BENCH_GRUPOS, BENCH_NOVEDADES, BENCH_NOTIFICACIONES, BENCH_MENSAJES
// change the volume; BENCH_CLIENTES, BENCH_PEDIDOS (requests per measurement),
// BENCH_SEGUNDOS (cap per measurement), BENCH_ENVIOS the load; BENCH_PLANES=0 skips
// the plans. BENCH_SQL: statements (separated by ';') run on the generated data before
// the measurements, to try an index or a change before writing its migration. Exits 1 when a request failed or an answer does not match the database.
import { existsSync, readFileSync } from 'node:fs';
import { generarNovedades } from './generar-novedades.mjs';
import { carga, cumple, enCadaBase, imprimirPlan, medirClientes, pedirHttp, planesDe, servidorRegistrando } from './comun.mjs';
import { iniciarServidor, iniciarSesion } from './servidor.mjs';

const VOLUMEN = {
  usuarios: Number(process.env.BENCH_USUARIOS ?? 2_000),
  grupos: Number(process.env.BENCH_GRUPOS ?? 60),
  novedades: Number(process.env.BENCH_NOVEDADES ?? 5_000),
  notificaciones: Number(process.env.BENCH_NOTIFICACIONES ?? 300),
  mensajes: Number(process.env.BENCH_MENSAJES ?? 100_000),
  lector: process.env.BENCH_LECTOR ?? 'empleado',
};
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 10);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 400);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const ENVIOS = Number(process.env.BENCH_ENVIOS ?? 3);
const PLANES = process.env.BENCH_PLANES !== '0';
const SQL_EXTRA = (process.env.BENCH_SQL ?? '')
  .split(';')
  .map((s) => s.trim())
  .filter(Boolean);
const OBJETIVO_P95 = 50;
const OBJETIVO_ENVIO_MS = 1_000;

let fallas = 0;

// ---------------------------------------------------------------- helpers

async function pedir(url, opciones) {
  const { status, texto } = await pedirHttp(url, opciones);
  if (status !== 200) {
    fallas++;
    throw new Error(`${opciones?.method ?? 'GET'} ${url}: ${status} ${texto.slice(0, 500)}`);
  }
  return JSON.parse(texto);
}

/**
 * What the reader should get, counted straight in the database with the rules of
 * the spec (not with the server's SQL): the published items meant for them (everyone,
 * one of their sectors, or a group that reaches them: manual member, a sector of
 * the group, or a role they hold or that one of their roles contains), their unread
 * notifications and messages, and their totals.
 */
async function esperadoPara(db, username) {
  const { rows } = await db.query(
    `with recursive
     lector as (select id from usuario where username = $1),
     roles(item_id) as (
       select item_id from auth_asignacion where usuario_id = (select id from lector)
       union
       select c.hijo_id from auth_item_child c join roles r on c.padre_id = r.item_id
     ),
     sectores as (
       select us.sector_id from usuario_sector us join sector s on s.id = us.sector_id and s.deleted_at is null
        where us.usuario_id = (select id from lector)
     ),
     grupos as (
       select g.id from grupo g
        where g.deleted_at is null
          and (exists (select 1 from grupo_usuario x where x.grupo_id = g.id and x.usuario_id = (select id from lector))
            or exists (select 1 from grupo_sector x join sectores s on s.sector_id = x.sector_id where x.grupo_id = g.id)
            or exists (select 1 from grupo_rol x join roles r on r.item_id = x.item_id where x.grupo_id = g.id))
     )
     select (select count(*) from sectores)::int as sectores,
            (select count(*) from grupos)::int as grupos,
            (select count(*) from novedad n
              where n.deleted_at is null and n.publicada and (n.fecha_publicacion is null or n.fecha_publicacion <= now())
                and (n.audiencia = 'todos'
                  or (n.audiencia = 'sectores' and exists (select 1 from novedad_sector x join sectores s on s.sector_id = x.sector_id where x.novedad_id = n.id))
                  or (n.audiencia = 'grupos' and exists (select 1 from novedad_grupo x join grupos g on g.id = x.grupo_id where x.novedad_id = n.id))))::int as novedades,
            (select count(*) from notificacion_usuario x join notificacion n on n.id = x.notificacion_id and n.deleted_at is null
              where x.usuario_id = (select id from lector))::int as notificaciones,
            (select count(*) from notificacion_usuario x join notificacion n on n.id = x.notificacion_id and n.deleted_at is null
              where x.usuario_id = (select id from lector) and x.leido = 0)::int as notificaciones_sin_leer,
            (select count(*) from mensaje_sistema where usuario_id = (select id from lector))::int as mensajes,
            (select count(*) from mensaje_sistema where usuario_id = (select id from lector) and leido = 0)::int as mensajes_sin_leer,
            (select count(*) from usuario where activo and deleted_at is null)::int as activos`,
    [username],
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

/** Checks one figure of an answer against the database. */
function comprobar(que, obtenido, esperado) {
  if (obtenido === esperado) return;
  fallas++;
  console.error(`  ERROR: ${que}: el servidor dio ${obtenido}; en la base hay ${esperado}.`);
}

const LLAMADAS = [
  { clave: 'feed', nombre: 'GET novedades?skip=0&limit=10 (la portada)', ruta: 'novedades?skip=0&limit=10', filas: 10, total: 'novedades' },
  { clave: 'feed100', nombre: 'GET novedades?skip=100&limit=10 (más abajo)', ruta: 'novedades?skip=100&limit=10', filas: 10, total: 'novedades' },
  {
    clave: 'noLeidas',
    nombre: 'GET notificaciones_notificaciones_no_leidas?limit=5 (campana)',
    ruta: 'notificaciones_notificaciones_no_leidas?limit=5',
    filas: 5,
    total: 'notificaciones_sin_leer',
  },
  { clave: 'sinLeer', nombre: 'GET sin_leer (campana: mensajes)', ruta: 'sin_leer', total: 'mensajes_sin_leer' },
  { clave: 'mensajes', nombre: 'GET mensajes_sistema/filter?skip=0&limit=20', ruta: 'mensajes_sistema/filter?skip=0&limit=20', filas: 20, total: 'mensajes' },
  { clave: 'notificaciones', nombre: 'GET get_notificaciones?skip=0&limit=20', ruta: 'get_notificaciones?skip=0&limit=20', filas: 20, total: 'notificaciones' },
];

/** A short name for a recorded query: the call it belongs to, from the table it reads first. */
function nombrar(q) {
  const s = q.replace(/\s+/g, ' ').trim();
  const cuenta = /^select count\(\*\)/i.test(s);
  const que = cuenta ? 'total' : 'página';
  const leido = /"leido" = \$/.test(s);
  if (/^with recursive/i.test(s)) return 'grupos que alcanzan al lector (gruposQueAlcanzan)';
  const tabla = /\bfrom "(\w+)"/.exec(s)?.[1];
  if (tabla === 'novedad') return `novedades: ${que}${/ offset \$/.test(s) ? ' con offset' : ''}`;
  if (tabla === 'novedad_grupo' && /inner join "novedad"/.test(s)) return 'grupos destinatarios (gruposDestinatarios)';
  if (tabla === 'novedad_grupo') return 'novedades: nombres de grupos (audienciasDe)';
  if (tabla === 'novedad_sector') return 'novedades: nombres de sectores (audienciasDe)';
  if (tabla === 'recurso_media') return 'novedades: portadas (mediaDeModelos)';
  if (tabla === 'notificacion_usuario') return `notificaciones ${leido ? 'sin leer' : 'todas'}: ${que}`;
  if (tabla === 'mensaje_sistema') return leido && cuenta ? 'mensajes: sin leer (sin_leer)' : `mensajes: ${que}`;
  return s.slice(0, 90);
}

// ---------------------------------------------------------------- one database

async function medir(base) {
  console.log(`\n=== ${base.nombre} ===`);
  const resultado = { base: base.nombre };

  // 1. Migrations and the demo, by the server itself.
  let t0 = performance.now();
  let servidor = await iniciarServidor({ env: base.env });
  await servidor.detener();
  console.log(`Servidor iniciado una vez (migraciones y demo): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // 2. The volume, straight into the database.
  t0 = performance.now();
  let db = await base.abrir();
  let esperado;
  try {
    const v = await generarNovedades(db, VOLUMEN);
    for (const q of SQL_EXTRA) {
      await db.query(q);
      console.log(`BENCH_SQL: ${q}`);
    }
    if (SQL_EXTRA.length) await db.query('analyze');
    esperado = await esperadoPara(db, VOLUMEN.lector);
    console.log(
      `Generado en ${((performance.now() - t0) / 1000).toFixed(1)} s:\n` +
        `  ${v.usuarios} usuarios activos (+${v.inactivos} inactivos), ${v.usuario_sector} filas usuario_sector; ` +
        `${v.grupos} grupos (${v.grupo_usuario} miembros manuales, ${v.grupo_sector} reglas de sector, ${v.grupo_rol} de rol)\n` +
        `  ${v.novedades} novedades: ${v.publicadas} publicadas, ${v.borradores} borradores, ${v.programadas} programadas, ${v.borradas} borradas, ` +
        `${v.fijadas} fijadas; ${v.para_sectores} para sectores, ${v.para_grupos} para grupos; ${v.media} recursos media\n` +
        `  ${v.notificaciones} notificaciones con ${v.destinatarios} destinatarios (${v.destinatarios_sin_leer} sin leer); ` +
        `${v.mensajes} mensajes del sistema (${v.mensajes_sin_leer} sin leer)`,
    );
    console.log(
      `Lector «${VOLUMEN.lector}»: ${esperado.sectores} sector(es), ${esperado.grupos} grupos; ve ${esperado.novedades} novedades; ` +
        `${esperado.notificaciones} notificaciones (${esperado.notificaciones_sin_leer} sin leer), ${esperado.mensajes} mensajes (${esperado.mensajes_sin_leer} sin leer)`,
    );
    resultado.volumen = v;
  } finally {
    await db.cerrar();
  }

  // 3. The server again, on that database, recording the SQL it runs.
  const registrando = await servidorRegistrando(base.env);
  const { registro } = registrando;
  servidor = registrando.servidor;
  try {
    const api = `${servidor.url}/api/v1`;
    const tokenLector = await iniciarSesion(servidor.url, VOLUMEN.lector, 'worknet123');
    const yo = await pedir(`${api}/get_user`, { headers: { authorization: `Bearer ${tokenLector}` } });
    const lector = { authorization: `Bearer ${tokenLector}`, 'x-sector': String(yo.data.sector[0].id) };
    const admin = { authorization: `Bearer ${await iniciarSesion(servidor.url, 'admin', 'worknet123')}`, 'content-type': 'application/json' };

    // Every answer matches the database before anything is timed.
    for (const l of LLAMADAS) {
      const r = await pedir(`${api}/${l.ruta}`, { headers: lector });
      comprobar(`${l.ruta}: total`, r.total, esperado[l.total]);
      if (l.filas !== undefined)
        comprobar(`${l.ruta}: filas`, r.data.length, Math.max(0, Math.min(l.filas, esperado[l.total] - (l.clave === 'feed100' ? 100 : 0))));
    }

    for (const l of LLAMADAS) {
      const pedido = async () => {
        const r = await pedir(`${api}/${l.ruta}`, { headers: lector });
        if (typeof r.total !== 'number' || (l.filas !== undefined && !Array.isArray(r.data)))
          throw new Error(`${l.ruta}: respuesta inesperada ${JSON.stringify(r).slice(0, 300)}`);
      };
      resultado[l.clave] = await medirClientes({
        nombre: l.nombre,
        pedido,
        clientes: [1, CLIENTES],
        pedidos: PEDIDOS,
        segundos: SEGUNDOS,
        objetivoP95: OBJETIVO_P95,
        objetivoCon: [1, CLIENTES],
      });
    }

    // Sending to everyone: one request at a time, as an administrator does.
    resultado.envios = [];
    for (let vez = 1; vez <= ENVIOS; vez++) {
      const t = performance.now();
      const r = await pedir(`${api}/notificaciones/enviar`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          titulo: `Aviso general ${vez}`,
          texto: 'Mañana se prueba el sistema de alarmas de todos los edificios entre las 9 y las 10 h.',
          audiencia: 'todos',
        }),
      });
      const ms = performance.now() - t;
      resultado.envios.push(ms);
      console.log(`\nPOST notificaciones/enviar a todos (${vez}.ª vez): ${ms.toFixed(0)} ms, ${r.data.destinatarios} destinatarios (${carga()})`);
      comprobar('notificaciones/enviar: destinatarios', r.data.destinatarios, esperado.activos);
    }
    const medio = [...resultado.envios].sort((a, b) => a - b)[Math.floor(resultado.envios.length / 2)];
    if (ENVIOS)
      console.log(`  objetivo < ${OBJETIVO_ENVIO_MS} ms: ${cumple(Math.max(...resultado.envios) < OBJETIVO_ENVIO_MS)} (mediana ${medio.toFixed(0)} ms)`);
    const campana = await pedir(`${api}/notificaciones_notificaciones_no_leidas?limit=5`, { headers: lector });
    comprobar('campana después de los envíos', campana.total, esperado.notificaciones_sin_leer + ENVIOS);
  } finally {
    await servidor.detener();
  }

  // 4. Plans of the queries of these calls as the server ran them (slowest first).
  if (PLANES && existsSync(registro)) {
    // The session's queries (principal, permissions) are cached and not these calls': left out.
    const tablas = /"(novedad|novedad_sector|novedad_grupo|recurso_media|notificacion_usuario|mensaje_sistema)"|from miembros/;
    const consultas = JSON.parse(readFileSync(registro, 'utf8')).filter((c) => tablas.test(c.sql) && /^\s*(select|with)/i.test(c.sql));
    db = await base.abrir();
    try {
      const planes = await planesDe(db, consultas);
      resultado.planes = planes.map((p) => ({ nombre: nombrar(p.sql), ms: p.ms }));
      console.log(`\nConsultas de estas llamadas que corrió el servidor (${planes.length} distintas), por tiempo de EXPLAIN ANALYZE:`);
      for (const p of planes) {
        console.log(
          `  ${p.ms.toFixed(2)} ms  ${nombrar(p.sql)}; ${p.veces} veces en el servidor (media ${(p.totalMs / p.veces).toFixed(1)} ms con las esperas)`,
        );
      }
      for (const p of planes.slice(0, 3)) imprimirPlan(`${nombrar(p.sql)}: ${p.ms.toFixed(2)} ms`, p);
    } finally {
      await db.cerrar();
    }
  }
  registrando.borrarRegistro();
  return resultado;
}

// ---------------------------------------------------------------- run

const resultados = await enCadaBase('novedades', medir);

console.log(`\nResumen (p95 con 1 y con ${CLIENTES} clientes; objetivo < ${OBJETIVO_P95} ms)`);
for (const r of resultados) {
  console.log(`  ${r.base}:`);
  for (const l of LLAMADAS) {
    const [uno, varios] = [r[l.clave][0], r[l.clave].at(-1)];
    console.log(
      `    ${l.nombre}: ${uno.p95.toFixed(1)} ms (${cumple(uno.p95 < OBJETIVO_P95)}) / ${varios.p95.toFixed(1)} ms (${cumple(varios.p95 < OBJETIVO_P95)})`,
    );
  }
  if (r.envios.length) {
    const peor = Math.max(...r.envios);
    console.log(`    POST notificaciones/enviar a todos: ${r.envios.map((ms) => ms.toFixed(0)).join(', ')} ms (${cumple(peor < OBJETIVO_ENVIO_MS)})`);
  }
}
console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
if (fallas) {
  console.error(`\n${fallas} solicitudes o comprobaciones fallaron.`);
  process.exit(1);
}
