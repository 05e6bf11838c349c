// `npm run recibos:ejemplo [dirección]`: writes recibos-ejemplo.pdf, the PDF a payroll bureau
// would hand over for the first unpublished payroll run of a running Worknet (demo data), so the
// pay slip circuit can be tried without a real bureau: one page per employee without a slip
// (two for every fifth), the employer's CUIT on each, plus one page whose CUIL matches nobody.
// It only reads through the API, as the demo user `rrhh`; it writes nothing on the server.
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { digitoVerificadorCuit, formatoCuit } from '@worknet/domain/cuit';
import { formatoImporte, multiplicarDinero } from '@worknet/domain/dinero';
import type { LiquidacionDetalle, LiquidacionResumen } from '@worknet/domain/recibos/esquemas';

const base = process.argv[2] ?? 'http://localhost:3000';
const usuario = process.env.RECIBOS_USUARIO ?? 'rrhh';
const password = process.env.RECIBOS_PASSWORD ?? 'worknet123';

type Sobre<T> = { message: string; data: T; token?: string };

async function llamar<T>(ruta: string, token?: string, cuerpo?: unknown): Promise<Sobre<T>> {
  const r = await fetch(`${base}${ruta}`, {
    method: cuerpo ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
  const sobre = (await r.json()) as Sobre<T>;
  if (!r.ok) throw new Error(`${ruta}: ${sobre.message}`);
  return sobre;
}
const pedir = async <T>(ruta: string, token: string) => (await llamar<T>(ruta, token)).data;

/** A CUIL with a valid check digit that no demo persona has (the «unmatched page»). */
function cuilDeNadie(): string {
  for (let n = 99_000_001; ; n++) {
    const dv = digitoVerificadorCuit(`20${n}`);
    if (dv !== null) return `20-${n}-${dv}`;
  }
}

// Worknet's one money format (without '$', as a payslip line shows it), computed on decimals.
const dinero = (importe: number, tasa = 1) => formatoImporte(multiplicarDinero(importe, tasa));

const token = (await llamar('/api/v1/login', undefined, { username: usuario, password })).token!;
const corridas = await pedir<LiquidacionResumen[]>('/api/v1/rrhh/liquidacion/descargas?limit=100', token);
const corrida = corridas.find((l) => l.distribucion !== 'publicada' && l.empresa);
if (!corrida) throw new Error('No hay una liquidación sin publicar: cree una en «Liquidaciones y recibos».');
const detalle = await pedir<LiquidacionDetalle>(`/api/v1/rrhh/liquidacion/${corrida.id}/recibos`, token);
const empresa = await pedir<{ cuit: string }>(`/api/v1/rrhh/empresa/${corrida.empresa!.value}`, token);

const doc = await PDFDocument.create();
const fuente = await doc.embedFont(StandardFonts.Helvetica);
const negrita = await doc.embedFont(StandardFonts.HelveticaBold);
const hoja = (lineas: [string, boolean?][]) => {
  const p = doc.addPage([595, 842]);
  lineas.forEach(([t, fuerte], i) => p.drawText(t, { x: 48, y: 790 - i * 20, size: 11, font: fuerte ? negrita : fuente }));
};
const encabezado = (): [string, boolean?][] => [
  [`${corrida.empresa!.label}   CUIT ${formatoCuit(empresa.cuit)}`, true],
  [`Recibo de haberes - ${corrida.periodo.label} - ${corrida.tipo_label}`],
];
for (const [i, p] of detalle.sin_recibo.entries()) {
  const basico = 1_800_000 + (i % 7) * 115_000;
  hoja([
    ...encabezado(),
    [`Empleado: ${p.nombre}   CUIL ${formatoCuit(p.cuil)}   Legajo ${p.legajo ?? '-'}`],
    [`Sueldo básico  ${dinero(basico)}`],
    [`Jubilación 11 %  -${dinero(basico, 0.11)}   Ley 19.032 3 %  -${dinero(basico, 0.03)}   Obra social 3 %  -${dinero(basico, 0.03)}`],
    [`Neto a cobrar  ${dinero(basico, 0.83)}`, true],
  ]);
  if (i % 5 === 0) hoja([...encabezado(), [`Empleado: ${p.nombre}   CUIL ${formatoCuit(p.cuil)}   (hoja 2: detalle de horas)`]]);
}
hoja([...encabezado(), [`Empleado: Persona que no está en Worknet   CUIL ${cuilDeNadie()}`]]);
writeFileSync('recibos-ejemplo.pdf', await doc.save());
console.log(
  `recibos-ejemplo.pdf: ${doc.getPageCount()} páginas para «${corrida.periodo.label} ${corrida.tipo_label}» de ${corrida.empresa!.label} (${detalle.sin_recibo.length} empleados y una página de nadie). Súbalo en «Liquidaciones y recibos».`,
);
