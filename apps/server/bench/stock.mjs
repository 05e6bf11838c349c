// npm run bench (inventory, issue 17): the stock ledger with 1,000,000 confirmed moves over
// 5,000 products, 20 warehouses and 50,000 lots. The server is started once so it migrates
// and seeds the demo; then, with the server stopped, the ledger is generated straight into
// its database by set-based SQL (generate_series, in batches: the API with its rules would
// take hours for a million moves) and the balances are computed from it (the same invariant
// the confirm keeps: Σ ledger = balances). The server is started again and measures, with
// one client (the answer time a person sees):
//   1. GET producto_inventario/getStockByProducto/{id}?deposito=0 (every warehouse and lot
//      of one product) — target p95 < 50 ms;
//   2. GET producto_inventario/getStockByDeposito?deposito={d}&limit=50&skip=… (a page of
//      one warehouse, by product name) — target p95 < 50 ms;
//   3. POST confirmar_egreso/{id} of a 50-line exit without lots (FEFO over each product's
//      locked balances) — target p95 < 100 ms (the drafts are created first, not timed);
//   4. GET producto_inventario/resumenVencimientos?deposito={d} (the bucket summary) —
//      target p95 < 100 ms.
// Then it checks that the ledger still sums to the balances. On the embedded database
// (PGlite) always; on PostgreSQL too when BENCH_DATABASE_URL is set (a scratch database,
// dropped after). BENCH_MOVIMIENTOS, BENCH_PRODUCTOS, BENCH_LOTES, BENCH_DEPOSITOS,
// BENCH_PEDIDOS and BENCH_SEGUNDOS change the volume (a smoke run:
// BENCH_MOVIMIENTOS=20000 BENCH_PRODUCTOS=200 BENCH_LOTES=2000 BENCH_PEDIDOS=20).
// Exits 1 when a request failed or the ledger and the balances disagree.
import { existsSync, readFileSync } from 'node:fs';
import { carga, cumple, enCadaBase, imprimirPlan, medirClientes, pedirHttp, planesDe, resumir, servidorRegistrando } from './comun.mjs';
import { iniciarServidor, iniciarSesion } from './servidor.mjs';

const MOVIMIENTOS = Number(process.env.BENCH_MOVIMIENTOS ?? 1_000_000);
const PRODUCTOS = Number(process.env.BENCH_PRODUCTOS ?? 5_000);
const LOTES = Number(process.env.BENCH_LOTES ?? 50_000);
const DEPOSITOS = Number(process.env.BENCH_DEPOSITOS ?? 20);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 100);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PLANES = process.env.BENCH_PLANES !== '0';
const LINEAS = 50;
const TANDA = 100_000;
const POR_DOCUMENTO = 50;

let fallas = 0;

// ---------------------------------------------------------------- the ledger, in bulk

async function generar(db) {
  const q = (texto, params) => db.query(texto, params);
  const uno = async (texto, params) => (await q(texto, params)).rows[0];
  const { id: admin } = await uno(`select id from usuario where username = 'admin'`);
  let tipo = (await uno(`select min(id) as id from deposito_tipo where deleted_at is null`)).id;
  if (!tipo) tipo = (await uno(`insert into deposito_tipo (nombre) values ('Depósito (bench)') returning id`)).id;
  let categoria = (await uno(`select min(id) as id from producto_categoria where deleted_at is null`)).id;
  if (!categoria) categoria = (await uno(`insert into producto_categoria (nombre) values ('Insumos (bench)') returning id`)).id;

  await q(`insert into deposito (nombre, tipo_id) select 'Bench depósito ' || lpad(g::text, 2, '0'), $1 from generate_series(1, $2::int) g`, [tipo, DEPOSITOS]);
  await q(
    `insert into producto (nombre_producto, categoria_id, unidad, controla_lote, controla_vencimiento)
     select 'Bench producto ' || lpad(g::text, 5, '0') || ' ' || (array['ampolla', 'comprimido', 'jeringa', 'gasa', 'solución', 'guante'])[1 + g % 6],
            $1, 'unidad', true, true
     from generate_series(1, $2::int) g`,
    [categoria, PRODUCTOS],
  );
  // Lots: lot n belongs to product n % P and sits in one warehouse; expiries from 45 days ago to ~2 years ahead.
  await q(`create temp table bench_lote as
    select n, p.id as producto_id, d.id as deposito_id, 'L' || lpad(n::text, 6, '0') as lote,
           (current_date - 45 + ((n::bigint * 7919) % 800)::int) as fecha_vencimiento
    from generate_series(0, ${LOTES - 1}) n
    join (select id, row_number() over (order by id) - 1 as i from producto where nombre_producto like 'Bench producto %') p on p.i = n % ${PRODUCTOS}
    join (select id, row_number() over (order by id) - 1 as i from deposito where nombre like 'Bench depósito %') d on d.i = (n / ${PRODUCTOS} + n) % ${DEPOSITOS}`);
  await q(`create index on bench_lote (n)`);

  // Documents: one entry per 50 lots, then one exit per 50 moves.
  const salidas = Math.max(0, MOVIMIENTOS - LOTES);
  const docs = async (tipo, n, dias) => {
    await q(
      `create temp table bench_doc_${tipo} as
      with nuevos as (
        insert into documento_stock (tipo, estado, fecha, deposito_id, destino, creado_por, confirmado_por, confirmado_en)
        select $1, 'confirmado', current_date - $2::int, (select min(id) from deposito where nombre like 'Bench depósito %'),
               case when $1 = 'egreso' then 'sector' end, $3, $3, now()
        from generate_series(1, $4::int)
        returning id)
      select id, row_number() over (order by id) - 1 as i from nuevos`,
      [tipo, dias, admin, n],
    );
    await q(`create index on bench_doc_${tipo} (i)`);
  };
  await docs('ingreso', Math.ceil(LOTES / POR_DOCUMENTO), 60);
  await docs('egreso', Math.max(1, Math.ceil(salidas / POR_DOCUMENTO)), 30);

  await q(`insert into movimiento_stock (documento_id, producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad, fecha)
    select d.id, l.producto_id, l.deposito_id, l.lote, '', l.fecha_vencimiento, 100 + (l.n * 31) % 900, current_date - 60
    from bench_lote l join bench_doc_ingreso d on d.i = l.n / ${POR_DOCUMENTO}`);
  // Exits: each lot gets ~19 of 1 to 3 units (less than the 100 it received at least).
  for (let desde = 0; desde < salidas; desde += TANDA) {
    const hasta = Math.min(salidas, desde + TANDA) - 1;
    await q(`insert into movimiento_stock (documento_id, producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad, fecha)
      select d.id, l.producto_id, l.deposito_id, l.lote, '', l.fecha_vencimiento, -(1 + m % 3), current_date - 59 + (m % 58)::int
      from generate_series(${desde}::bigint, ${hasta}::bigint) m
      join bench_lote l on l.n = (m * 7) % ${LOTES}
      join bench_doc_egreso d on d.i = m / ${POR_DOCUMENTO}`);
    process.stdout.write(`\r  movimientos: ${LOTES + hasta + 1}`);
  }
  process.stdout.write('\n');
  await q(`insert into saldo_stock (producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad)
    select m.producto_id, m.deposito_id, m.lote, m.serie, m.fecha_vencimiento, sum(m.cantidad)
    from movimiento_stock m join bench_lote l on l.lote = m.lote and l.producto_id = m.producto_id
    group by 1, 2, 3, 4, 5`);
  // Each warehouse keeps the products it has lots of, with a minimum (some below it).
  await q(`insert into deposito_producto (deposito_id, producto_id, stock_minimo)
    select distinct deposito_id, producto_id, ((producto_id * 13) % 700)::numeric from bench_lote
    on conflict do nothing`);
  await q('analyze');
  const cuenta = async (t) => Number((await uno(`select count(*)::int as n from ${t}`)).n);
  return { movimientos: await cuenta('movimiento_stock'), saldos: await cuenta('saldo_stock'), documentos: await cuenta('documento_stock') };
}

/** Products with at least `minimo` units not expired in warehouse `d` (for the 50-line exits). */
async function productosConStock(db, d, minimo, cuantos) {
  const r = await db.query(
    `select producto_id from saldo_stock where deposito_id = $1 and (fecha_vencimiento is null or fecha_vencimiento >= current_date)
     group by producto_id having sum(cantidad) >= $2 order by producto_id limit $3`,
    [d, minimo, cuantos],
  );
  return r.rows.map((x) => Number(x.producto_id));
}

// ---------------------------------------------------------------- one database

async function medir(base) {
  console.log(`\n=== ${base.nombre} ===`);
  const resultado = { base: base.nombre };
  let t0 = performance.now();
  let servidor = await iniciarServidor({ env: base.env });
  await servidor.detener();
  console.log(`Servidor iniciado una vez (migraciones y demo): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  t0 = performance.now();
  let db = await base.abrir();
  const hecho = await generar(db);
  const depositos = (await db.query(`select id from deposito where nombre like 'Bench depósito %' order by id`)).rows.map((x) => Number(x.id));
  const productos = (await db.query(`select id from producto where nombre_producto like 'Bench producto %' order by id`)).rows.map((x) => Number(x.id));
  const d0 = depositos[0];
  const intentos = 40 + Math.min(100, PEDIDOS);
  const pool = await productosConStock(db, d0, Math.ceil((intentos * LINEAS) / 400) + 1, 400);
  const [{ n: enD0 }] = (await db.query('select count(*)::int as n from saldo_stock where deposito_id = $1 and cantidad > 0', [d0])).rows;
  await db.cerrar();
  console.log(
    `Libro: ${hecho.movimientos} movimientos, ${hecho.saldos} saldos, ${hecho.documentos} documentos; ${productos.length} productos, ${depositos.length} depósitos ` +
      `(${enD0} lotes con stock en el primero), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (pool.length < LINEAS) throw new Error(`Sólo ${pool.length} productos con stock en el depósito ${d0}: no alcanzan para un egreso de ${LINEAS} líneas.`);

  // The server again, on that database, recording the SQL it runs (for the plans).
  const registrando = await servidorRegistrando(base.env);
  const { registro } = registrando;
  servidor = registrando.servidor;
  try {
    const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const api = `${servidor.url}/api/v1/compras/producto`;
    const pedir = async (url, opciones = {}) => {
      const { status, texto } = await pedirHttp(url, { headers, ...opciones });
      if (status !== 200) {
        fallas++;
        throw new Error(`${opciones.method ?? 'GET'} ${url}: ${status} ${texto.slice(0, 400)}`);
      }
      return JSON.parse(texto);
    };
    const medirUna = (nombre, clave, objetivo, pedido) =>
      medirClientes({ nombre, pedido, clientes: [1], pedidos: PEDIDOS, segundos: SEGUNDOS, objetivoP95: objetivo, objetivoCon: [1] }).then(
        (f) => (resultado[clave] = { ...f[0], objetivo }),
      );

    await medirUna('GET getStockByProducto/{id}?deposito=0', 'producto', 50, async (i) => {
      const r = await pedir(`${api}/producto_inventario/getStockByProducto/${productos[(i * 7919) % productos.length]}?deposito=0`);
      if (!Array.isArray(r.data)) throw new Error('getStockByProducto: respuesta inesperada');
    });
    await medirUna('GET getStockByDeposito?deposito={d}&limit=50&skip=… (por nombre)', 'deposito', 50, async (i) => {
      const d = depositos[i % depositos.length];
      const r = await pedir(
        `${api}/producto_inventario/getStockByDeposito?deposito=${d}&limit=50&skip=${(i * 50) % Math.max(1, Math.min(2000, Math.floor(LOTES / DEPOSITOS) - 50))}`,
      );
      if (!Array.isArray(r.data) || r.data.length === 0) throw new Error('getStockByDeposito: página vacía');
    });
    await medirUna('GET resumenVencimientos?deposito={d}', 'resumen', 100, async (i) => {
      const r = await pedir(`${api}/producto_inventario/resumenVencimientos?deposito=${depositos[i % depositos.length]}`);
      if (typeof r.data?.hasta_30?.lotes !== 'number') throw new Error('resumenVencimientos: respuesta inesperada');
    });

    // The 50-line exits: drafts first (not timed), then the confirms.
    const borradores = [];
    for (let k = 0; k < intentos; k++) {
      const items = Array.from({ length: LINEAS }, (_, j) => ({ producto_id: pool[(k * LINEAS + j) % pool.length], cantidad: 1 }));
      const r = await pedir(`${api}/producto_egreso`, {
        method: 'POST',
        body: { deposito_id: d0, fecha: new Date().toISOString().slice(0, 10), destino: 'rotura', items },
      });
      borradores.push(r.data.id);
    }
    // medirClientes warms up with pedido(1000 + i) (40 runs), then measures pedido(0…).
    const confirmar = async (i) => {
      const id = i >= 1000 ? borradores[i - 1000] : borradores[40 + i];
      if (id === undefined) throw new Error('no quedan borradores');
      const r = await pedir(`${api}/confirmar_egreso/${id}`, { method: 'POST', body: {} });
      if (r.data?.estado !== 'confirmado') throw new Error('confirmar_egreso: no quedó confirmado');
    };
    resultado.confirmar = {
      ...(
        await medirClientes({
          nombre: `POST confirmar_egreso/{id} (${LINEAS} líneas por FEFO)`,
          pedido: confirmar,
          clientes: [1],
          pedidos: intentos - 40,
          segundos: SEGUNDOS,
          objetivoP95: 100,
          objetivoCon: [1],
        })
      )[0],
      objetivo: 100,
    };
  } finally {
    await servidor.detener();
  }

  // Plans of the inventory queries as the server ran them (slowest first).
  if (PLANES && existsSync(registro)) {
    const tablas = /"?(saldo_stock|movimiento_stock|documento_stock|documento_stock_linea)"?\b/;
    const consultas = JSON.parse(readFileSync(registro, 'utf8')).filter((c) => tablas.test(c.sql) && /^\s*(select|with)/i.test(c.sql));
    db = await base.abrir();
    try {
      const planes = await planesDe(db, consultas);
      resultado.planes = planes.map((p) => ({ sql: p.sql.replace(/\s+/g, ' ').slice(0, 100), ms: p.ms }));
      console.log(`\nConsultas de inventario que corrió el servidor (${planes.length} distintas), por tiempo de EXPLAIN ANALYZE (${carga()}):`);
      for (const p of planes) {
        console.log(
          `  ${p.ms.toFixed(2)} ms  ${p.sql.replace(/\s+/g, ' ').slice(0, 110)}…; ${p.veces} veces en el servidor (media ${(p.totalMs / p.veces).toFixed(1)} ms con las esperas), parámetros ${resumir(p.params)}`,
        );
      }
      for (const p of planes.slice(0, 6)) imprimirPlan(`${p.ms.toFixed(2)} ms`, p);
    } finally {
      await db.cerrar();
    }
  }
  registrando.borrarRegistro();

  // The invariant after all of it.
  db = await base.abrir();
  try {
    const r = await db.query(`
      with libro as (select producto_id, deposito_id, lote, serie, fecha_vencimiento, sum(cantidad) as c from movimiento_stock group by 1, 2, 3, 4, 5)
      select count(*)::int as n from libro l full join saldo_stock s
        on s.producto_id = l.producto_id and s.deposito_id = l.deposito_id and s.lote = l.lote and s.serie = l.serie
       and s.fecha_vencimiento is not distinct from l.fecha_vencimiento
      where coalesce(l.c, 0) <> coalesce(s.cantidad, 0)`);
    const n = Number(r.rows[0].n);
    console.log(`\nLibro contra saldos: ${n === 0 ? 'cuadran' : `${n} claves NO cuadran`}`);
    if (n) fallas++;
  } finally {
    await db.cerrar();
  }
  return resultado;
}

// ---------------------------------------------------------------- run

const resultados = await enCadaBase('stock', medir);
console.log('\nResumen (p95 con 1 cliente)');
for (const r of resultados) {
  const partes = [
    ['stock de un producto', r.producto],
    ['página de un depósito', r.deposito],
    [`egreso de ${LINEAS} líneas`, r.confirmar],
    ['bandas de vencimiento', r.resumen],
  ].map(([n, f]) => `${n} ${f.p95.toFixed(1)} ms (${cumple(f.p95 < f.objetivo)})`);
  console.log(`  ${r.base}: ${partes.join(', ')}`);
}
console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
if (fallas) {
  console.error(`\n${fallas} solicitudes o comprobaciones fallaron.`);
  process.exit(1);
}
