import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { sembrarCatalogos } from '../src/modules/catalogos/catalogos.semillas';
import { filasDe } from '../src/platform/db/sql';
import { SEMILLAS_DEMO } from '../src/seed/catalogos/demo';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarLicenciasDemo } from '../src/seed/licencias-demo';
import { sembrarPersonas } from '../src/seed/personas';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, comoDemo } from './factories';

// Issue 36 item 8: the demo's Carla Romero (about four years in the company, no vacations
// taken) showed 56 days available, 14 of each year since 2023. With the LCT's carry-over her
// old periods expired and she keeps what the law lets her: the third of 2025 (until
// 31/05/2027) and 2026, from which the week she asked for in the coming season takes.

const HOY = '2026-12-02';
let t: Prueba;
let carla: number;
let token: string;

beforeAll(async () => {
  fijarReloj(`${HOY}T10:00:00-03:00`);
  t = await appDePrueba();
  const db = t.database.db;
  expect(await sembrarDemo(db)).toBe(true);
  await sembrarCatalogos(db, SEMILLAS_DEMO);
  await sembrarPersonas(db, HOY);
  expect(await sembrarLicenciasDemo(db, HOY)).toBe(4);
  carla = Number(filasDe<{ id: number }>(await db.execute(sql`select persona_id as id from usuario where username = 'empleado'`))[0]!.id);
  token = await comoDemo(t.app, 'empleado');
}, 180_000);
afterAll(async () => {
  await t?.cerrar();
  soltarReloj();
});

type Saldo = {
  periodo: number;
  dias_corresponden: number;
  dias_tomados: number;
  dias_vencidos: number;
  dias_disponibles: number;
  vencimientos: { motivo: string }[];
};

describe('el saldo de Carla Romero en la demostración', () => {
  it('los períodos viejos vencieron con su motivo; le quedan el tercio de 2025 y lo que su semana no toma de 2026', async () => {
    const r = await t.app.inject({ url: `/api/v1/rrhh/view_page_licencia_persona/${carla}`, headers: bearer(token) });
    expect(r.statusCode, r.body).toBe(200);
    const { saldos, dias_disponibles } = r.json().data as { saldos: Saldo[]; dias_disponibles: number };
    const de = (p: number) => saldos.find((s) => s.periodo === p)!;
    for (const s of saldos.filter((x) => x.periodo <= 2024)) {
      expect(s, String(s.periodo)).toMatchObject({ dias_tomados: 0, dias_vencidos: s.dias_corresponden, dias_disponibles: 0 });
      if (s.dias_corresponden > 0) expect(s.vencimientos.at(-1)!.motivo).toMatch(/la LCT \(art\. 164\)/);
    }
    expect(de(2025)).toMatchObject({ dias_corresponden: 14, dias_tomados: 0, dias_vencidos: 10, dias_disponibles: 4 });
    // Her pending week in the season does not fit in 2025's 4: it takes from 2026.
    expect(de(2026)).toMatchObject({ dias_corresponden: 14, dias_tomados: 7, dias_vencidos: 0, dias_disponibles: 7 });
    expect(dias_disponibles).toBe(11);
  });

  it('todavía puede pedir la semana de marzo de los recorridos (licencias.spec.ts): sale de 2026', async () => {
    const [vac] = filasDe<{ id: number }>(await t.database.db.execute(sql`select id from rrhh_tipo_novedad where codigo = 'VAC'`));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rrhh/novedad-personal',
      headers: bearer(token),
      payload: { persona_id: carla, tipo_id: Number(vac!.id), desde: '2027-03-08', hasta: '2027-03-14' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ periodo: 2026, dias: 7 });
  });
});
