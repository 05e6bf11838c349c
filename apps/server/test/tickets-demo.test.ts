import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fijarReloj } from '@worknet/domain/reloj-de-prueba';
import { filasDe } from '../src/platform/db/sql';
import { sembrarDemo } from '../src/seed/demo';
import { sembrarTicketsDemo } from '../src/seed/tickets-demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { comoDemo } from './factories';
import { peticiones } from './peticion';

// The demo's help desk (issue 41 item 8): two services, 200 tickets in every state, some breached.

let t: Prueba;
beforeAll(async () => {
  fijarReloj('2026-06-10T10:00:00-03:00');
  t = await appDePrueba();
  expect(await sembrarDemo(t.database.db)).toBe(true);
  await sembrarTicketsDemo(t.database.db);
});
afterAll(() => t.cerrar());

const api = peticiones(() => t, '/api/v1/tickets');

describe('tickets de la demostración', () => {
  it('Sistemas y Mantenimiento con 200 tickets en todos los estados, algunos vencidos, y el reporte con contenido', async () => {
    const filas = filasDe<{ estado: string; n: number }>(await t.database.db.execute(sql`select estado, count(*)::int as n from ticket group by estado`));
    expect(filas.reduce((s, f) => s + Number(f.n), 0)).toBe(200);
    expect(filas.map((f) => f.estado).sort()).toEqual(['abierto', 'cerrado', 'en_curso', 'en_espera', 'resuelto']);
    const [tarde] = filasDe<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from ticket where resuelto_en > vence_resolucion`));
    expect(Number(tarde!.n)).toBeGreaterThan(0);

    const jefe = await comoDemo(t.app, 'sistemas');
    const cola = await api.get('/api/v1/tickets?vista=cola&limit=50', jefe);
    expect(cola.statusCode, cola.body).toBe(200);
    expect(cola.json().total).toBe(100);
    const servicio = cola.json().data[0].servicio_id as number;
    const reporte = await api.get(`reportes?servicio=${servicio}&desde=2026-03-01&hasta=2026-06-10`, jefe);
    expect(reporte.statusCode, reporte.body).toBe(200);
    expect(reporte.json().data.resumen.abiertos).toBeGreaterThan(50);
    expect(reporte.json().data.resumen.cumplimiento_sla).toBeGreaterThan(0);
    expect(reporte.json().data.por_agente.length).toBeGreaterThan(1);
    const xlsx = await api.get(`reportes/xlsx?servicio=${servicio}&desde=2026-03-01&hasta=2026-06-10`, jefe);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="Reporte-Tickets-10-06-2026.xlsx"');
    // Another service's head does not read this report.
    expect((await api.get(`reportes?servicio=${servicio}&desde=2026-03-01&hasta=2026-06-10`, await comoDemo(t.app, 'mantenimiento'))).statusCode).toBe(403);
  });
});
