import { describe, expect, it } from 'vitest';
import {
  archivoReporteDashboard,
  DASHBOARDS,
  edadNinio,
  enEdadSalaMaternal,
  filtroDashboard,
  finSalaMaternal,
  inicioSalaMaternal,
  mesesDelPeriodo,
  periodoDashboard,
  SERIES_DASHBOARD,
  tasaAusentismo,
} from './dashboards';

describe('contratos de los tableros', () => {
  it('son los doce de la especificación, cada uno con sus series', () => {
    expect(Object.keys(DASHBOARDS).sort()).toEqual(
      [
        'dashboard_persona_ausentismo',
        'dashboard_persona_nomina',
        'dashboard_persona_nomina_sexo',
        'dashboard_persona_contrato',
        'dashboard_persona_matricula',
        'dashboard_persona_sala_maternal',
        'dashboard_persona_formacion',
        'dashboard_persona_novedades',
        'dashboard_persona_novedades_mes',
        'dashboard_persona_bajas_mes',
        'dashboard_ingresos',
        'dashboard_egresos',
      ].sort(),
    );
    expect(Object.keys(SERIES_DASHBOARD).sort()).toEqual(Object.keys(DASHBOARDS).sort());
  });

  it('el filtro llega igual por cuerpo o por query y rechaza en castellano', () => {
    expect(filtroDashboard.parse({ sector_id: '3', skip: '10' })).toMatchObject({ sector_id: 3, skip: 10, limit: 25 });
    const mal = (v: unknown) => filtroDashboard.safeParse(v).error?.issues[0]?.message;
    expect(mal({ mes: '2026-13' })).toBe('Use un mes AAAA-MM');
    expect(mal({ mes: '2026-01', desde: '2026-01-01' })).toBe('Elija un mes o un rango de fechas, no ambos');
    expect(mal({ desde: '2026-02-01', hasta: '2026-01-01' })).toBe('La fecha hasta es anterior a la fecha desde');
    expect(mal({ desde: '2024-01-01', hasta: '2026-01-01' })).toBe('El período admite hasta dos años');
    expect(mal({ desde: '2024-01-02', hasta: '2026-01-01' })).toBeUndefined();
    expect(mal({ sector_id: 'x' })).toBe('Elija un sector de la lista');
    expect(mal({ desde: '2026-02-30' })).toBe('Use una fecha AAAA-MM-DD');
  });

  it('el período: un mes, un rango o, sin nada, los últimos 12 meses hasta hoy', () => {
    expect(periodoDashboard({ mes: '2026-02' }, '2026-11-25')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(periodoDashboard({}, '2026-11-25')).toEqual({ desde: '2025-12-01', hasta: '2026-11-25' });
    expect(periodoDashboard({ desde: '2026-03-05' }, '2026-11-25')).toEqual({ desde: '2026-03-05', hasta: '2026-11-25' });
    expect(periodoDashboard({ hasta: '2026-03-05' }, '2026-11-25')).toEqual({ desde: '2025-04-01', hasta: '2026-03-05' });
    expect(mesesDelPeriodo('2025-12-01', '2026-02-10')).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('sala maternal: desde los 45 días hasta el día anterior al tercer cumpleaños', () => {
    expect(inicioSalaMaternal('2026-01-01')).toBe('2026-02-15');
    expect(enEdadSalaMaternal('2026-01-01', '2026-02-14')).toBe(false); // 44 días
    expect(enEdadSalaMaternal('2026-01-01', '2026-02-15')).toBe(true); // 45 días
    expect(finSalaMaternal('2023-11-25')).toBe('2026-11-24');
    expect(enEdadSalaMaternal('2023-11-25', '2026-11-24')).toBe(true);
    expect(enEdadSalaMaternal('2023-11-25', '2026-11-25')).toBe(false); // cumple 3 años
    expect(enEdadSalaMaternal('no', '2026-11-25')).toBe(false);
  });

  it('edad del niño, nombre del archivo y tasa', () => {
    expect(edadNinio('2026-10-01', '2026-11-25')).toBe('1 mes');
    expect(edadNinio('2026-10-10', '2026-11-05')).toBe('26 días');
    expect(edadNinio('2025-08-25', '2026-11-25')).toBe('1 año y 3 meses');
    expect(edadNinio('2024-11-25', '2026-11-25')).toBe('2 años');
    expect(archivoReporteDashboard('dashboard_persona_sala_maternal', '2026-11-25')).toBe('Reporte-Sala-maternal-25-11-2026.xlsx');
    expect(tasaAusentismo(3, 40)).toBe(7.5);
    expect(tasaAusentismo(1, 3)).toBe(33.3);
    expect(tasaAusentismo(0, 0)).toBeNull();
  });
});
