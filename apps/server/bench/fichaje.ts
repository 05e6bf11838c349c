// Clock-in (issue 21), in `npm run bench`. Alone: cd apps/server && npx tsx bench/fichaje.ts
//  1. Shift change: BENCH_FICHAJES (600) clock-ins from distinct users spread over one minute,
//     through the HTTP API (real socket, fetch), on the embedded database: latency p50/p99/max
//     of POST /api/v1/realizar_fichaje (the kiosk codes are fetched beforehand).
//  2. The month's attendance detail for BENCH_PERSONAS (2,000) people with two punches a
//     working day and a schedule, computed by the same code as the report job (detallar).
// Users log in through inject() with distinct addresses (the login's own rate limit is per address).
// BENCH_DETALLE=1 prints each clock-in's index and latency (to see where the slow ones fall).
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import { horaLocalDe } from '@worknet/domain/fichaje/reloj';
import { authAsignacion, authItem } from '../src/platform/rbac/rbac.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { persona } from '../src/modules/rrhh/persona.table';
import { hashPassword } from '../src/modules/auth/login.service';
import { fichaje, horario } from '../src/modules/fichaje/fichaje.table';
import { detallar, personasDelDetalle } from '../src/modules/fichaje/detalle.service';
import { appEnProceso, percentil } from './app-en-proceso';

const FICHAJES = Number(process.env.BENCH_FICHAJES ?? 600);
const PERSONAS = Number(process.env.BENCH_PERSONAS ?? 2000);
const PASSWORD = 'worknet123';

const { app, db, cerrar } = await appEnProceso('fichaje');
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

const hash = await hashPassword(PASSWORD);
async function crearGente(n: number, prefijo: string, roles: string[]) {
  const personas = await db
    .insert(persona)
    .values(
      Array.from({ length: n }, (_, i) => ({
        apellido: `${prefijo}${i}`,
        nombres: 'Bench',
        sexo: 'F',
        fecha_nacimiento: '1990-01-01',
        dni: String(30_000_000 + i + (prefijo === 'Rrhh' ? 9_000_000 : prefijo === 'Mes' ? 5_000_000 : 0)),
        cuil: `27-${30_000_000 + i + (prefijo === 'Rrhh' ? 9_000_000 : prefijo === 'Mes' ? 5_000_000 : 0)}-0`,
        legajo: `${prefijo}-${i}`,
      })),
    )
    .returning({ id: persona.id });
  const usuarios = await db
    .insert(usuario)
    .values(
      personas.map((p, i) => ({
        username: `${prefijo.toLowerCase()}${i}`,
        nombre_completo: `${prefijo} ${i}`,
        password_hash: hash,
        activo: true,
        persona_id: p.id,
      })),
    )
    .returning({ id: usuario.id, username: usuario.username });
  const items = await db.select().from(authItem).where(inArray(authItem.nombre, roles));
  if (items.length) await db.insert(authAsignacion).values(usuarios.flatMap((u) => items.map((it) => ({ usuario_id: u.id, item_id: it.id }))));
  return usuarios.map((u, i) => ({ ...u, personaId: personas[i]!.id }));
}

async function login(username: string, i: number) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username, password: PASSWORD },
    remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  });
  if (r.statusCode !== 200) throw new Error(`login ${username}: ${r.body}`);
  return r.json().token as string;
}

const pct = percentil;

// ---- 1. Shift change ----
const [rrhh] = await crearGente(1, 'Rrhh', ['RRHH']);
const tokenRrhh = await login(rrhh!.username, 9999);
const k = await fetch(`${base}/api/v1/rrhh/fichaje/kioscos`, {
  method: 'POST',
  headers: { authorization: `Bearer ${tokenRrhh}`, 'content-type': 'application/json' },
  body: JSON.stringify({ nombre: 'Bench' }),
}).then((r) => r.json());
const gente = await crearGente(FICHAJES, 'Turno', ['Empleado']);
const tokens: string[] = [];
for (let i = 0; i < gente.length; i++) tokens.push(await login(gente[i]!.username, i));

const latencias: number[] = [];
let errores = 0;
const inicio = performance.now();
const intervalo = 60_000 / FICHAJES;
await Promise.all(
  gente.map(async (u, i) => {
    await new Promise((ok) => setTimeout(ok, i * intervalo));
    // Each scan reads the kiosk's current code (a fresh nonce each time), as a phone would from the screen.
    const codigo = (await fetch(`${base}/api/v1/fichaje/kiosco/codigo`, { headers: { 'x-kiosco-token': k.data.token } }).then((r) => r.json())).data.codigo;
    const t0 = performance.now();
    const r = await fetch(`${base}/api/v1/realizar_fichaje`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: codigo, fecha: horaLocalDe(Date.now()), usuario: u.id, dispositivo: `bench-telefono-${u.id}` }),
    });
    await r.arrayBuffer();
    latencias.push(performance.now() - t0);
    if (process.env.BENCH_DETALLE) console.log(i, Math.round(performance.now() - t0));
    if (r.status !== 200) errores++;
  }),
);
const total = (performance.now() - inicio) / 1000;
console.log(
  `realizar_fichaje: ${FICHAJES} fichajes en ${total.toFixed(1)} s, errores ${errores}; p50 ${pct(latencias, 50).toFixed(1)} ms, p99 ${pct(latencias, 99).toFixed(1)} ms, máx ${Math.max(...latencias).toFixed(1)} ms (objetivo p99 < 100 ms)`,
);

// ---- 2. The month's detail ----
const mes = await crearGente(PERSONAS, 'Mes', []);
const turnos = {
  '1': { entrada: '08:00', salida: '16:00' },
  '2': { entrada: '08:00', salida: '16:00' },
  '3': { entrada: '08:00', salida: '16:00' },
  '4': { entrada: '08:00', salida: '16:00' },
  '5': { entrada: '08:00', salida: '16:00' },
};
for (let i = 0; i < mes.length; i += 500) {
  await db.insert(horario).values(mes.slice(i, i + 500).map((p) => ({ persona_id: p.personaId, turnos, tolerancia_min: 10 })));
}
const dias: string[] = [];
for (let d = 1; d <= 30; d++) {
  const dia = `2026-11-${String(d).padStart(2, '0')}`;
  const sem = new Date(`${dia}T00:00:00Z`).getUTCDay();
  if (sem !== 0 && sem !== 6) dias.push(dia);
}
const filas = mes.flatMap((p, n) =>
  dias.flatMap((dia) => [
    { persona_id: p.personaId, tipo: 'entrada' as const, instante: new Date(`${dia}T11:${String(n % 20).padStart(2, '0')}:00Z`), origen: 'telefono' as const },
    { persona_id: p.personaId, tipo: 'salida' as const, instante: new Date(`${dia}T19:05:00Z`), origen: 'telefono' as const },
  ]),
);
for (let i = 0; i < filas.length; i += 2000) await db.insert(fichaje).values(filas.slice(i, i + 2000));
const t1 = performance.now();
const ps = await personasDelDetalle(db, {});
const detalle = await detallar(db, ps, '2026-11-01', '2026-11-30');
const seg = (performance.now() - t1) / 1000;
console.log(`detalle del mes: ${detalle.length} personas, ${filas.length} fichajes, ${seg.toFixed(1)} s (objetivo < 30 s)`);

await cerrar();
