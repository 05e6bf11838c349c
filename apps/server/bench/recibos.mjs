// Pay slips (issue 20 item 2): what splitting a month's PDF costs. Generates in memory a
// BENCH_PAGINAS (2,000) page PDF for BENCH_EMPLEADOS (200) employees (the employer's CUIT on
// every page, each employee's CUIL on each of theirs), then splits it the way the job
// recibos_dividir_carga does (modules/recibos/recibos-carga.service.ts): pdf.js (unpdf) reads
// each page's text, the CUILs are found, pages are grouped per employee and copied into one
// PDF each with pdf-lib, yielding to the event loop between pages. Prints pages per second
// and the event-loop delay during the split (perf_hooks monitorEventLoopDelay, p50/p99/max):
// what another request waiting on this process would wait at most, per turn.
// In-process and without the database (the job's writes are one small transaction per slip).
// Run: node apps/server/bench/recibos.mjs
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

const PAGINAS = Number(process.env.BENCH_PAGINAS ?? 2000);
const EMPLEADOS = Number(process.env.BENCH_EMPLEADOS ?? 200);
const ceder = () => new Promise((r) => setImmediate(r));

// The CUIT check digit (the same rule as packages/domain/src/cuit.ts).
function dv(diez) {
  const pesos = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const s = pesos.reduce((a, p, i) => a + p * Number(diez[i]), 0);
  const r = 11 - (s % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
}
function cuil(prefijo, n) {
  for (let k = n; ; k++) {
    const diez = `${prefijo}${String(k).padStart(8, '0')}`;
    const d = dv(diez);
    if (d !== null) return `${prefijo}-${diez.slice(2)}-${d}`;
  }
}

const cuit = cuil('30', 71234567);
const cuils = Array.from({ length: EMPLEADOS }, (_, i) => cuil('20', 20_000_000 + i * 1013));
const porPersona = Math.ceil(PAGINAS / EMPLEADOS);

const t0 = performance.now();
// Built in a function so the generator's document is garbage before the split starts (the
// job never holds it): the split's heap is what the server's would be.
async function generar() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < PAGINAS; i++) {
    const p = doc.addPage([595, 842]);
    p.drawText(`Empresa de prueba S.A.  CUIT ${cuit}`, { x: 40, y: 800, size: 11, font });
    p.drawText(`Empleado CUIL: ${cuils[Math.floor(i / porPersona)]}`, { x: 40, y: 780, size: 11, font });
    for (let l = 0; l < 30; l++) p.drawText(`Concepto ${l}  ..........  ${(l * 1234.5).toFixed(2)}`, { x: 40, y: 740 - l * 18, size: 9, font });
  }
  return doc.save();
}
const bytes = await generar();
console.log(
  `PDF generado: ${PAGINAS} páginas, ${EMPLEADOS} empleados, ${(bytes.length / 1e6).toFixed(1)} MB en ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// Same pattern as the shared CUIL reader (cuilsEnTexto): 2-8-1 digits, dash, dot or space optional.
const CANDIDATO = /(?<!\d)(\d{2})[\s.-]?(\d{8})[\s.-]?(\d)(?!\d)/g;
const conocidos = new Set(cuils.map((c) => c.replaceAll('-', '')));
const ignorar = cuit.replaceAll('-', '');

await new Promise((r) => setTimeout(r, 200));
const h = monitorEventLoopDelay({ resolution: 10 });
// A timer standing for other requests: how late it fires is what they would wait.
let tardanzaMax = 0;
let fase = 'inicio';
const porFase = {};
let esperado = performance.now() + 20;
const reloj = setInterval(() => {
  const ahora = performance.now();
  tardanzaMax = Math.max(tardanzaMax, ahora - esperado);
  porFase[fase] = Math.max(porFase[fase] ?? 0, ahora - esperado);
  esperado = ahora + 20;
}, 20);
h.enable();
const t1 = performance.now();
fase = 'pdf-lib load';
const fuente = await PDFDocument.load(bytes);
fase = 'pdf.js load';
const lector = await getDocumentProxy(new Uint8Array(bytes));
fase = 'texto';
const grupos = new Map();
let sueltas = 0;
for (let i = 1; i <= lector.numPages; i++) {
  const pagina = await lector.getPage(i);
  const texto = (await pagina.getTextContent()).items.map((x) => x.str ?? '').join(' ');
  pagina.cleanup();
  const encontrado = [...texto.matchAll(CANDIDATO)].map((m) => `${m[1]}${m[2]}${m[3]}`).find((d) => d !== ignorar && conocidos.has(d));
  if (encontrado) {
    if (!grupos.has(encontrado)) grupos.set(encontrado, []);
    grupos.get(encontrado).push(i - 1);
  } else sueltas++;
  await ceder();
}
const t2 = performance.now();
fase = 'armado';
let total = 0;
for (const paginas of grupos.values()) {
  const nuevo = await PDFDocument.create();
  for (const c of await nuevo.copyPages(fuente, paginas)) nuevo.addPage(c);
  total += (await nuevo.save()).length;
  await ceder();
}
const t3 = performance.now();
h.disable();
clearInterval(reloj);
await lector.destroy();

const ms = (ns) => (ns / 1e6).toFixed(1);
console.log(`Lectura del texto: ${((t2 - t1) / 1000).toFixed(1)} s (${(PAGINAS / ((t2 - t1) / 1000)).toFixed(0)} páginas/s)`);
console.log(`Armado de ${grupos.size} recibos (${(total / 1e6).toFixed(1)} MB): ${((t3 - t2) / 1000).toFixed(1)} s; páginas sin asignar: ${sueltas}`);
console.log(`División completa: ${((t3 - t1) / 1000).toFixed(1)} s (${(PAGINAS / ((t3 - t1) / 1000)).toFixed(0)} páginas/s)`);
console.log(
  `Demora del bucle de eventos durante la división: p50 ${ms(h.percentile(50))} ms, p99 ${ms(h.percentile(99))} ms, máx ${ms(h.max)} ms; un temporizador de 20 ms llegó tarde hasta ${tardanzaMax.toFixed(1)} ms`,
);
console.log('Mayor tardanza por fase (ms):', Object.fromEntries(Object.entries(porFase).map(([k, v]) => [k, Math.round(v)])));
if (grupos.size !== EMPLEADOS || sueltas !== 0) {
  console.error(`Esperaba ${EMPLEADOS} recibos y ninguna página suelta`);
  process.exitCode = 1;
}
