import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DatosDashboard } from '@worknet/domain/rrhh/dashboards';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import { escucharEvento } from '../../lib/socket';
import {
  cambioPeriodo,
  consultaPorcion,
  entradasNominaDePorcion,
  filtroConsulta,
  filtroMes,
  graficosDe,
  mesesRecientes,
  opcionesDeSerie,
  textoSegmento,
  textoValor,
} from './datos';
import { TableroPage } from './pages/TableroPage';
import { ReportesPage } from './pages/ReportesPage';
import { rutasDashboards } from './routes';

vi.mock('../../lib/socket', () => ({ escucharEvento: vi.fn(() => () => undefined) }));

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const base = { titulo: '', desde: '2026-11-25', hasta: '2026-11-25', vacio: null, umbral: null } as const;

const NOMINA: DatosDashboard = {
  ...base,
  titulo: 'Dotación por sector',
  total: 17,
  leyenda: [{ serie: 'total', etiqueta: 'Personas' }],
  series: [
    { serie: 'total', clave: '3', etiqueta: 'Enfermería', valor: 12 },
    { serie: 'total', clave: '5', etiqueta: 'Administración', valor: 5 },
  ],
};

const BAJAS: DatosDashboard = {
  ...base,
  desde: '2025-12-01',
  total: 4,
  leyenda: [
    { serie: '1', etiqueta: 'Renuncia' },
    { serie: 'sin_motivo', etiqueta: 'Sin motivo' },
  ],
  series: [
    { serie: 'sin_motivo', clave: '2026-10', etiqueta: '2026-10', valor: 1 },
    { serie: '1', clave: '2026-10', etiqueta: '2026-10', valor: 2 },
    { serie: '1', clave: '2026-11', etiqueta: '2026-11', valor: 1 },
  ],
};

const SALA: DatosDashboard = {
  ...base,
  total: 2,
  umbral: 100,
  leyenda: [
    { serie: 'beneficiarios', etiqueta: 'Beneficiarios' },
    { serie: 'dotacion', etiqueta: 'Dotación del establecimiento' },
  ],
  series: [
    { serie: 'beneficiarios', clave: '1', etiqueta: 'Sanatorio Central', valor: 2 },
    { serie: 'dotacion', clave: '1', etiqueta: 'Sanatorio Central', valor: 140 },
    { serie: 'dotacion', clave: '2', etiqueta: 'Anexo', valor: 30 },
  ],
};

describe('datos de los tableros', () => {
  it('una serie da una barra por clave, en el orden del servidor', () => {
    const [g] = graficosDe('dashboard_persona_nomina', 'barras', NOMINA);
    expect(g!.filas.map((f) => [f.etiqueta, f.total])).toEqual([
      ['Enfermería', 12],
      ['Administración', 5],
    ]);
    expect(g!.maximo).toBe(12);
  });

  it('las bajas por motivo se apilan por mes, con los segmentos en el orden de la leyenda y el mes legible', () => {
    const [g] = graficosDe('dashboard_persona_bajas_mes', 'apiladas', BAJAS);
    expect(g!.filas.map((f) => [f.etiqueta, f.total, f.segmentos.map((s) => s.serie)])).toEqual([
      ['oct 2026', 3, ['1', 'sin_motivo']],
      ['nov 2026', 1, ['1']],
    ]);
    expect(textoSegmento('dashboard_persona_bajas_mes', g!.filas[0]!.segmentos[1]!, true)).toBe('oct 2026, Sin motivo: 1. Ver las personas');
  });

  it('la sala maternal da un gráfico por serie (beneficiarios y dotación)', () => {
    const gs = graficosDe('dashboard_persona_sala_maternal', 'por_serie', SALA);
    expect(gs.map((g) => [g.titulo, g.filas.length, g.maximo])).toEqual([
      ['Beneficiarios', 1, 2],
      ['Dotación del establecimiento', 2, 140],
    ]);
  });

  it('la tasa de ausentismo se lee en porcentaje', () => {
    expect(textoValor('dashboard_persona_ausentismo', 4.5)).toBe('4,5 %');
    expect(textoValor('dashboard_persona_nomina', 1234)).toBe('1.234');
  });

  it('los filtros de la dirección: un mes o un rango, nunca ambos', () => {
    expect(filtroMes('2026-13')).toBeUndefined();
    expect(filtroMes('2026-03')).toBe('2026-03');
    expect(filtroConsulta({ sector_id: 3, mes: '2026-03', desde: '2026-01-01' })).toEqual({
      empresa_id: undefined,
      edificio_id: undefined,
      sector_id: 3,
      mes: '2026-03',
    });
    expect(cambioPeriodo({ mes: '2026-03' })).toEqual({ mes: '2026-03', desde: undefined, hasta: undefined });
    expect(cambioPeriodo({ desde: '2026-01-01' })).toEqual({ mes: undefined, desde: '2026-01-01', hasta: undefined });
    expect(consultaPorcion({ sector_id: 3 }, { serie: 'total', clave: '3' }, 3, 25)).toMatchObject({
      sector_id: 3,
      serie: 'total',
      clave: '3',
      skip: 50,
      limit: 25,
    });
  });

  it('una porción que la nómina sabe filtrar da sus filtros; las demás no', () => {
    const sector = (id: number) => ({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [id] });
    // Headcounts are active people; the roster without chips also lists who left.
    const activos = { atributo: 'estado', condicion: 'es_uno_de', valor: ['activo'] };
    expect(entradasNominaDePorcion('dashboard_persona_nomina', 'total', '3', {})).toEqual([sector(3), activos]);
    expect(entradasNominaDePorcion('dashboard_persona_nomina_sexo', 'total', 'F', { empresa_id: 2, sector_id: 3 })).toEqual([
      { atributo: 'sexo', condicion: 'es_uno_de', valor: ['F'] },
      activos,
      { atributo: 'empresa_id', condicion: 'es_uno_de', valor: [2] },
      sector(3),
    ]);
    expect(entradasNominaDePorcion('dashboard_persona_contrato', 'tipos', '5', {})).toEqual([
      { atributo: 'contrato_tipo_id', condicion: 'es_uno_de', valor: [5] },
      activos,
    ]);
    // A window of expiries, a month, or an establishment the roster cannot filter by: no link.
    expect(entradasNominaDePorcion('dashboard_persona_contrato', 'por_vencer', 'prueba', {})).toBeNull();
    expect(entradasNominaDePorcion('dashboard_ingresos', 'total', '2026-10', {})).toBeNull();
    expect(entradasNominaDePorcion('dashboard_persona_nomina', 'total', '3', { edificio_id: 1 })).toBeNull();
  });

  it('opciones de los filtros desde las series y los últimos meses', () => {
    expect(opcionesDeSerie(SALA, 'dotacion')).toEqual([
      { value: 2, label: 'Anexo' },
      { value: 1, label: 'Sanatorio Central' },
    ]);
    expect(mesesRecientes('2026-02-10', 3).map((m) => m.value)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});

const vacio = (titulo: string): DatosDashboard => ({ ...base, titulo, total: 0, leyenda: [{ serie: 'total', etiqueta: 'Total' }], series: [] });

function servidor(permisos: string[], extra: (l: Llamada) => { cuerpo: unknown } | undefined = () => undefined) {
  return servidorFalso(permisos, (l) => {
    const e = extra(l);
    if (e) return e;
    const nombre = l.ruta.replace('/api/v1/rrhh/', '');
    if (nombre === 'dashboard_persona_nomina') {
      if (l.params.get('clave') === '3')
        return {
          cuerpo: ok({
            ...NOMINA,
            personas: {
              total: 12,
              filas: [{ id: 41, apellido: 'Gómez', nombres: 'Ana', legajo: '100', sector: 'Enfermería', fecha: null, detalle: null, dias: null }],
            },
          }),
        };
      return { cuerpo: ok(NOMINA) };
    }
    if (nombre === 'dashboard_persona_sala_maternal') return { cuerpo: ok(SALA) };
    if (nombre === 'dashboard_persona_ausentismo')
      return { cuerpo: ok({ ...vacio('Ausentismo'), vacio: 'Todavía no hay novedades de personal cargadas para el período.' }) };
    if (nombre === 'dashboard_egresos')
      return { cuerpo: ok({ ...vacio('Egresos'), series: [{ serie: 'total', clave: '2026-11', etiqueta: '2026-11', valor: 0 }] }) };
    if (nombre.startsWith('dashboard_')) return { cuerpo: ok(vacio(nombre)) };
    return undefined;
  });
}

describe('tablero de RRHH', () => {
  it('dibuja la dotación por sector; la barra de Enfermería (clic o Enter) abre sus personas con enlace a su legajo', async () => {
    const llamadas = servidor(['rrhh.dashboard.ver']);
    const router = montar(<TableroPage titulo="Tablero de RRHH" />, { path: '/rrhh/dashboard', ruta: '/rrhh/dashboard?sector_id=3' });
    const tarjeta = await screen.findByRole('article', { name: 'Dotación por sector' });
    const barra = await within(tarjeta).findByRole('button', { name: 'Enfermería: 12. Ver las personas' });
    expect(within(tarjeta).getByText('17')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/dashboard_persona_nomina' && l.params.get('sector_id') === '3')).toBe(true);

    fireEvent.keyDown(barra, { key: 'Enter' });
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByRole('link', { name: 'Gómez, Ana' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Gómez, Ana' }).getAttribute('href')).toBe('/rrhh/persona/41');
    expect(within(panel).getByText('Dotación por sector: Enfermería')).toBeTruthy();
    const pedido = llamadas.find((l) => l.params.get('clave') === '3')!;
    expect([pedido.params.get('serie'), pedido.params.get('sector_id'), pedido.params.get('skip'), pedido.params.get('limit')]).toEqual([
      'total',
      '3',
      '0',
      '25',
    ]);
    expect(router.state.location.search).toContain('p.tablero=dashboard_persona_nomina');
    expect(router.state.location.search).toContain('p.clave=3');
    // Without rrhh.nomina.ver there is no roster to open.
    expect(within(panel).queryByRole('link', { name: 'Ver estas personas en Nómina' })).toBeNull();
  });

  it('sin datos, la tarjeta dice por qué; la sala maternal marca el umbral de 100', async () => {
    servidor(['rrhh.dashboard.ver']);
    montar(<TableroPage titulo="Tablero de RRHH" />, { path: '/rrhh/dashboard', ruta: '/rrhh/dashboard' });
    const ausentismo = await screen.findByRole('article', { name: 'Ausentismo' });
    expect(await within(ausentismo).findByText('Todavía no hay novedades de personal cargadas para el período.')).toBeTruthy();
    const egresos = screen.getByRole('article', { name: 'Egresos por mes' });
    expect(await within(egresos).findByText('No hay cifras para estos filtros y este período.')).toBeTruthy();
    expect(within(egresos).queryAllByRole('button')).toHaveLength(0);
    const sala = screen.getByRole('article', { name: 'Sala maternal' });
    expect(await within(sala).findByText(/La línea marca 100 empleados/)).toBeTruthy();
    expect(within(sala).getByRole('button', { name: 'Anexo: 30. Ver las personas' })).toBeTruthy();
  });

  it('el aviso del socket vuelve a pedir las cifras sin recargar', async () => {
    const llamadas = servidor(['rrhh.dashboard.ver']);
    montar(<TableroPage titulo="Tablero de RRHH" />, { path: '/rrhh/dashboard', ruta: '/rrhh/dashboard' });
    await screen.findByRole('button', { name: 'Enfermería: 12. Ver las personas' });
    const antes = llamadas.filter((l) => l.ruta === '/api/v1/rrhh/dashboard_persona_nomina').length;
    const oyente = vi.mocked(escucharEvento).mock.calls.find(([e]) => e === 'rrhh-dashboard')![1];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => oyente(undefined));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1600);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/v1/rrhh/dashboard_persona_nomina').length).toBeGreaterThan(antes));
  });
});

describe('reportes de RRHH', () => {
  it('ofrece el Excel de cada tablero con los filtros de la dirección', async () => {
    const llamadas = servidor(['rrhh.dashboard.ver']);
    montar(<ReportesPage />, { path: '/rrhh/reportes', ruta: '/rrhh/reportes?mes=2026-10' });
    const lista = await screen.findByRole('list', { name: 'Reportes en Excel' });
    expect(within(lista).getAllByRole('button')).toHaveLength(12);
    fireEvent.click(within(lista).getByRole('button', { name: /Dotación por sector/ }));
    await vi.waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/reporte_dashboard')).toBe(true));
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/rrhh/reporte_dashboard')!;
    expect([pedido.params.get('dashboard'), pedido.params.get('mes')]).toEqual(['dashboard_persona_nomina', '2026-10']);
  });
});

describe('asistentes/reportes', () => {
  it('las rutas piden su permiso; el asistente ve los mismos tableros, sin el filtro de empresa (no lee la nómina)', async () => {
    expect(rutasDashboards.map((r) => [r.path, r.permiso])).toEqual([
      ['rrhh/dashboard', 'rrhh.dashboard.ver'],
      ['rrhh/reportes', 'rrhh.dashboard.ver'],
      ['asistentes/reportes', 'asistentes.reporte.ver'],
    ]);
    const llamadas = servidor(['asistentes.reporte.ver']);
    montar(<TableroPage titulo="Tableros de RRHH" soloLectura />, { path: '/asistentes/reportes', ruta: '/asistentes/reportes' });
    expect(await screen.findByText('Consulta de sólo lectura de los tableros de RRHH.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enfermería: 12. Ver las personas' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).toBeNull();
    expect(llamadas.some((l) => l.ruta.includes('nomina_opciones'))).toBe(false);
  });
});
