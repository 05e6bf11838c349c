import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cronograma, NovedadDetalle } from '@worknet/domain/licencias/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import { hayCambiosSinGuardar } from '../../lib/useCambiosSinGuardar';
import { diasDelCronograma, textoAlerta, tiposPresentes } from './cronograma';
import { Form } from 'antd';
import type { TipoNovedad } from '@worknet/domain/licencias/esquemas';
import { CamposNovedad, type ValoresNovedad } from './components/CamposNovedad';
import { MisLicenciasPage } from './pages/MisLicenciasPage';
import { NovedadPage } from './pages/NovedadPage';

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILA = {
  id: 12,
  persona_id: 5,
  persona: 'Gómez, Ana',
  legajo: '1005',
  sector_id: 3,
  sector: 'Enfermería',
  tipo_id: 1,
  tipo: 'Vacaciones',
  tipo_codigo: 'VAC',
  color: '#1677ff',
  desde: '2026-12-07',
  hasta: '2026-12-20',
  dias: 14,
  periodo: 2026,
  estado: 'pendiente' as const,
  siguiente_paso: 'referente' as const,
  created_at: '2026-11-20T10:00:00-03:00',
};

const DETALLE: NovedadDetalle = {
  ...FILA,
  observaciones: null,
  motivo_rechazo: null,
  fuera_de_temporada: false,
  motivo_fuera_de_temporada: null,
  requiere_certificado: false,
  certificado: null,
  creado_por: 'Gómez, Ana',
  eventos: [{ estado: 'pendiente', autor: 'Gómez, Ana', detalle: null, created_at: '2026-11-20T10:00:00-03:00' }],
  acciones: { editar: false, aprobar: true, rechazar: true, anular: false },
};

describe('cronograma por día', () => {
  const c: Cronograma = {
    desde: '2026-12-07',
    hasta: '2026-12-09',
    no_laborables: [{ fecha: '2026-12-08', nombre: 'Inmaculada Concepción de María', tipo: 'inamovible' }],
    ausencias: [
      {
        novedad_id: 1,
        persona_id: 5,
        persona: 'Gómez, Ana',
        sector_id: 3,
        sector: 'Enfermería',
        tipo: 'Vacaciones',
        color: null,
        desde: '2026-12-07',
        hasta: '2026-12-20',
        estado: 'aprobada',
      },
      {
        novedad_id: 2,
        persona_id: 6,
        persona: 'Álvarez, Luis',
        sector_id: 3,
        sector: 'Enfermería',
        tipo: 'Enfermedad',
        color: '#cf1322',
        desde: '2026-12-08',
        hasta: '2026-12-08',
        estado: 'pendiente',
      },
    ],
    alertas: [{ sector_id: 3, sector: 'Enfermería', fecha: '2026-12-08', ausentes: 2, dotacion: 5, porcentaje: 40, tope: 30 }],
  };

  it('cada día tiene sus ausencias (por apellido), su feriado y sus alertas', () => {
    const dias = diasDelCronograma(c, '2026-12-07', '2026-12-09');
    expect(dias.map((d) => d.fecha)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(dias[0]!.ausencias.map((a) => a.novedad_id)).toEqual([1]);
    expect(dias[1]!.ausencias.map((a) => a.persona)).toEqual(['Álvarez, Luis', 'Gómez, Ana']);
    expect(dias[1]!.feriado).toBe('Inmaculada Concepción de María');
    expect(dias[1]!.alertas).toHaveLength(1);
    expect(dias[2]!.feriado).toBeNull();
    expect(textoAlerta(c.alertas[0]!)).toBe('Enfermería: 2 de 5 ausentes (40 %; tope 30 %)');
    expect(tiposPresentes(c).map((t) => t.tipo)).toEqual(['Enfermedad', 'Vacaciones']);
  });

  it('sin datos todavía, los días salen vacíos (la grilla se dibuja igual)', () => {
    expect(diasDelCronograma(undefined, '2026-02-27', '2026-03-01').map((d) => d.fecha)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('detalle de una novedad', () => {
  function servidor(detalle = DETALLE) {
    return servidorFalso(['rrhh.licencia.referente'], (l: Llamada) => {
      if (l.ruta === '/api/v1/rrhh/novedad-personal/12' && l.metodo === 'GET') return { cuerpo: ok(detalle) };
      if (l.ruta === '/api/v1/rrhh/novedad-personal/12/rechazar') return { cuerpo: ok({ ...detalle, estado: 'rechazada' }) };
      return undefined;
    });
  }

  it('ofrece sólo las acciones que el servidor permite, y muestra días y fechas DD/MM/YYYY y el historial', async () => {
    servidor();
    montar(<NovedadPage />, { path: '/rrhh/novedad/:id', ruta: '/rrhh/novedad/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novedad N.º 12' })).toBeTruthy();
    await screen.findByText('Espera al referente');
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(screen.getAllByText('07/12/2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeTruthy();
  });

  it('rechazar pide el motivo y lo envía', async () => {
    const llamadas = servidor();
    montar(<NovedadPage />, { path: '/rrhh/novedad/:id', ruta: '/rrhh/novedad/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Indique el motivo del rechazo.')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta.endsWith('/rechazar'))).toBe(false);
    fireEvent.change(within(dialogo).getByLabelText('Motivo del rechazo'), { target: { value: 'Falta personal esa semana' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(llamadas.find((l) => l.ruta.endsWith('/rechazar'))?.cuerpo).toEqual({ motivo: 'Falta personal esa semana' }));
  });
});

describe('editar una novedad', () => {
  it('con cambios escritos, Cancelar pregunta antes de descartar y los cambios cuentan como sin guardar', async () => {
    servidorFalso(['rrhh.licencia.administrar'], (l: Llamada) => {
      if (l.ruta === '/api/v1/rrhh/novedad-personal/12') return { cuerpo: ok({ ...DETALLE, acciones: { ...DETALLE.acciones, editar: true } }) };
      if (l.ruta === '/api/v1/rrhh/novedad-personal/tipos')
        return {
          cuerpo: ok([
            {
              id: 1,
              codigo: 'VAC',
              clave_sistema: 'vacaciones',
              nombre: 'Vacaciones',
              computo: 'corridos',
              aprobacion: 'referente_rrhh',
              dias_maximos: null,
              requiere_certificado: false,
              solicitable: true,
              color: null,
            },
          ]),
        };
      if (l.ruta === '/api/v1/rrhh/feriados') return { cuerpo: ok([]) };
      return undefined;
    });
    const preguntar = vi.fn(() => false);
    vi.stubGlobal('confirm', preguntar);
    montar(<NovedadPage />, { path: '/rrhh/novedad/:id', ruta: '/rrhh/novedad/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const observaciones = await screen.findByLabelText('Observaciones');
    await waitFor(() => expect(screen.getByTestId('dias-calculados').textContent).toBe('Días: 14 (corridos)'));
    fireEvent.change(observaciones, { target: { value: 'Cambia la fecha de regreso.' } });
    await waitFor(() => expect(hayCambiosSinGuardar()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(preguntar).toHaveBeenCalled());
    // «Seguir editando»: the form stays with what was typed.
    expect(screen.getByLabelText('Observaciones')).toHaveProperty('value', 'Cambia la fecha de regreso.');
    preguntar.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByLabelText('Observaciones')).toBeNull());
    expect(hayCambiosSinGuardar()).toBe(false);
  });
});

describe('Mis licencias', () => {
  const MOTIVO_2024 = 'Venció el 31/05/2025: la LCT (art. 164) permite acumular al período siguiente sólo un tercio del período (4 días).';

  it('muestra el saldo por período y el total disponible, y lista sus pedidos', async () => {
    const llamadas = servidorFalso(['rrhh.licencia.solicitar'], (l: Llamada) => {
      if (l.ruta === '/api/v1/get_user')
        return { cuerpo: ok({ id: 9, nombre_completo: 'Gómez, Ana', persona_id: 5, sector: [], debe_cambiar_password: false }) };
      if (l.ruta === '/api/v1/rrhh/get_days_vacaciones_disponibles_availables_all_periodos/5')
        return {
          cuerpo: ok([
            {
              periodo: 2024,
              dias_corresponden: 14,
              dias_tomados: 0,
              dias_vencidos: 14,
              dias_disponibles: 0,
              vencimientos: [
                { fecha: '2025-05-31', dias: 10, motivo: MOTIVO_2024 },
                { fecha: '2026-05-31', dias: 4, motivo: 'Venció el 31/05/2026: lo acumulado al período 2025 vence con él.' },
              ],
              vence_el: null,
              dias_por_vencer: 0,
            },
            {
              periodo: 2025,
              dias_corresponden: 14,
              dias_tomados: 10,
              dias_vencidos: 0,
              dias_disponibles: 4,
              vencimientos: [],
              vence_el: '2027-05-31',
              dias_por_vencer: 4,
            },
            {
              periodo: 2026,
              dias_corresponden: 14,
              dias_tomados: 0,
              dias_vencidos: 0,
              dias_disponibles: 14,
              vencimientos: [],
              vence_el: '2027-05-31',
              dias_por_vencer: 10,
            },
          ]),
        };
      if (l.ruta === '/api/v1/rrhh/novedad-personal') return { cuerpo: ok([FILA], { total: 1 }) };
      if (l.ruta === '/api/v1/rrhh/novedad-personal/tipos') return { cuerpo: ok([]) };
      return undefined;
    });
    montar(<MisLicenciasPage />, { path: '/mis_licencias', ruta: '/mis_licencias' });
    expect(await screen.findByTestId('total-disponible')).toHaveProperty('textContent', '18');
    // The expired days, with why, and what expires next.
    const tabla = screen.getByRole('table', { name: 'Saldo de vacaciones por período' });
    expect(within(tabla).getByText(`10 días. ${MOTIVO_2024}`)).toBeTruthy();
    expect(within(tabla).getByText('Si no se toman, 10 días vencen el 31/05/2027.')).toBeTruthy();
    expect(within(tabla).getByRole('columnheader', { name: 'Vencidos' })).toBeTruthy();
    expect(await screen.findByText('Espera al referente')).toBeTruthy();
    const lista = llamadas.find((l) => l.ruta === '/api/v1/rrhh/novedad-personal');
    expect(lista?.params.get('ambito')).toBe('propias');
  });
});

describe('días calculados a la vista', () => {
  const TIPOS: TipoNovedad[] = [
    {
      id: 1,
      codigo: 'VAC',
      clave_sistema: 'vacaciones',
      nombre: 'Vacaciones',
      computo: 'corridos',
      aprobacion: 'referente_rrhh',
      dias_maximos: null,
      requiere_certificado: false,
      solicitable: true,
      color: null,
    },
    {
      id: 2,
      codigo: 'EXA',
      clave_sistema: null,
      nombre: 'Examen',
      computo: 'habiles',
      aprobacion: 'referente',
      dias_maximos: 10,
      requiere_certificado: true,
      solicitable: true,
      color: null,
    },
  ];
  function Formulario({ iniciales }: { iniciales: ValoresNovedad }) {
    const [form] = Form.useForm<ValoresNovedad>();
    return (
      <Form form={form} initialValues={iniciales}>
        <CamposNovedad form={form} tipos={TIPOS} />
      </Form>
    );
  }
  const feriados = () =>
    servidorFalso([], (l: Llamada) =>
      l.ruta === '/api/v1/rrhh/feriados' ? { cuerpo: ok([{ fecha: '2026-12-08', nombre: 'Inmaculada Concepción de María', tipo: 'inamovible' }]) } : undefined,
    );

  it('hábiles: descuenta el fin de semana y el feriado', async () => {
    const llamadas = feriados();
    montar(<Formulario iniciales={{ tipo_id: 2, desde: '2026-12-07', hasta: '2026-12-13' }} />);
    await waitFor(() => expect(screen.getByTestId('dias-calculados').textContent).toBe('Días: 4 (hábiles)'));
    expect(llamadas.find((l) => l.ruta === '/api/v1/rrhh/feriados')?.params.get('anio')).toBe('2026');
    expect(screen.getByText(/hasta 10 días por año; requiere certificado/)).toBeTruthy();
  });

  it('vacaciones: días corridos, y avisa si no empiezan el lunes (o el hábil siguiente)', async () => {
    feriados();
    montar(<Formulario iniciales={{ tipo_id: 1, desde: '2026-12-09', hasta: '2026-12-22' }} />);
    await waitFor(() => expect(screen.getByTestId('dias-calculados').textContent).toBe('Días: 14 (corridos)'));
    expect(await screen.findByText(/Las vacaciones empiezan un lunes/)).toBeTruthy();
  });
});
