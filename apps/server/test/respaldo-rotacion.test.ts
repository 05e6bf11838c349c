import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { respaldosAPodar, rotarRespaldos } from '../src/operacion/respaldo-rotacion';

const nombre = (d: Date) => `worknet-respaldo-${d.toISOString().slice(0, 10)}-023000.tar.gz`;

// A nightly backup every day for a year, the last one on Wednesday 25/11/2026.
const unAnio = Array.from({ length: 365 }, (_, i) => nombre(new Date(Date.UTC(2026, 10, 25 - i))));

describe('rotación de respaldos (7 diarios, 4 semanales, 6 mensuales)', () => {
  it('conserva el último de cada uno de los 7 días, 4 semanas y 6 meses más recientes', () => {
    const podar = new Set(respaldosAPodar(unAnio));
    const quedan = unAnio.filter((n) => !podar.has(n)).map((n) => n.slice(17, 27));
    expect(quedan).toEqual([
      // The last seven days.
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      // Four weeks (Monday to Sunday) counting this one: the last two add their Sundays.
      '2026-11-15',
      '2026-11-08',
      // Six months counting this one: the five before add their last day.
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
    ]);
  });

  it('deja los archivos que no escribió npm run backup y los de un mismo día deja el más nuevo', async () => {
    const carpeta = mkdtempSync(join(tmpdir(), 'worknet-rotacion-'));
    try {
      const manana = 'worknet-respaldo-2026-11-25-023000.tar.gz';
      const tarde = 'worknet-respaldo-2026-11-25-153000.tar.gz';
      for (const n of [manana, tarde, 'notas.txt', 'otro-respaldo.tar.gz']) writeFileSync(join(carpeta, n), '');
      expect(await rotarRespaldos(join(carpeta, tarde))).toEqual([manana]);
      expect(readdirSync(carpeta).sort()).toEqual(['notas.txt', 'otro-respaldo.tar.gz', tarde]);
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
  });
});
