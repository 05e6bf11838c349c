import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES_RECIBOS, type LiquidacionDetalle, type LiquidacionResumen, type MiReciboDetalle } from '@worknet/domain/recibos/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { normalizarHuella, sha256DeArchivo } from './huella';
import { FirmarRecibo } from './components/FirmarRecibo';
import { LiquidacionesPage } from './pages/LiquidacionesPage';
import { LiquidacionPage } from './pages/LiquidacionPage';
import { MiReciboPage } from './pages/MiReciboPage';
import { MisRecibosPage } from './pages/MisRecibosPage';
import { VerificarReciboAntd, textoResultado } from './pages/VerificarReciboPage';

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// FIPS 180-2's test vector: SHA-256("abc").
const SHA_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

const CUENTAS = { recibos: 3, enviados: 3, vistos: 2, conforme: 1, no_conforme: 1, pendientes: 1 };
const LIQUIDACION: LiquidacionResumen = {
  id: 7,
  periodo: { value: 3, label: '03/2026' },
  tipo: 'mensual',
  tipo_label: 'Mensual',
  empresa: { value: 1, label: 'Clínica Central' },
  fecha_pago: '2026-04-05',
  estado: 'abierta',
  distribucion: 'publicada',
  cuentas: CUENTAS,
  sin_asignar: 0,
  publicada_at: '2026-04-04T12:00:00.000Z',
  publicada_por: 'Pérez, Ana',
};

const MI_RECIBO: MiReciboDetalle = {
  id: 41,
  liquidacion: { id: 7, periodo: '03/2026', tipo_label: 'Mensual', empresa: 'Clínica Central', fecha_pago: '2026-04-05' },
  estado: 'visto',
  paginas: 1,
  publicado_at: '2026-04-04T12:00:00.000Z',
  visto_at: '2026-04-04T13:00:00.000Z',
  firmado_at: null,
  motivo: null,
  sha256_firmado: null,
  reemplaza_id: null,
  reemplazado_por_id: null,
  password_propia: true,
};

describe('huella del archivo', () => {
  it('calcula el SHA-256 en el navegador (vector conocido)', async () => {
    expect(await sha256DeArchivo(new Blob(['abc']))).toBe(SHA_ABC);
  });
  it('acepta una huella pegada con espacios y mayúsculas, y rechaza otra cosa', () => {
    expect(normalizarHuella(` ${SHA_ABC.toUpperCase().slice(0, 32)} ${SHA_ABC.slice(32)}\n`)).toBe(SHA_ABC);
    expect(normalizarHuella('abc')).toBeNull();
  });
});

describe('verificar-recibo', () => {
  it('envía sólo la huella del PDF elegido y dice que es la copia firmada, conforme, con fecha y hora', async () => {
    const llamadas = servidorFalso([], (l: Llamada) => {
      if (l.ruta === '/api/v1/verificar_recibo')
        return { cuerpo: ok({ valido: true, copia: 'firmada', conformidad: 'conforme', firmado_at: '2026-04-06T14:05:00' }) };
    });
    montar(<VerificarReciboAntd />, { path: '/verificar-recibo', ruta: '/verificar-recibo' });
    const archivo = new File(['abc'], 'recibo-firmado.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('PDF del recibo firmado'), { target: { files: [archivo] } });
    expect(await screen.findByText('Copia firmada válida: el empleado firmó conforme el 06/04/2026 a las 14:05.')).toBeTruthy();
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/verificar_recibo')!;
    expect(pedido.cuerpo).toEqual({ sha256: SHA_ABC });
  });

  it('el original sin firmar no se presenta como firmado (issue 37, punto 5)', async () => {
    servidorFalso([], (l: Llamada) => {
      if (l.ruta === '/api/v1/verificar_recibo') return { cuerpo: ok({ valido: true, copia: 'original', conformidad: null, firmado_at: null }) };
    });
    montar(<VerificarReciboAntd />, { path: '/verificar-recibo', ruta: '/verificar-recibo' });
    fireEvent.change(screen.getByLabelText('Huella SHA-256'), { target: { value: SHA_ABC } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar la huella' }));
    expect(
      await screen.findByText(
        'Es el original del recibo, tal como lo publicó la empresa, sin la firma del empleado: la firma y la conformidad constan sólo en la copia firmada.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/firmó/)).toBeNull();
  });

  it('una huella desconocida no corresponde a ningún recibo; una huella mal escrita no se envía', async () => {
    const llamadas = servidorFalso([], (l: Llamada) => {
      if (l.ruta === '/api/v1/verificar_recibo') return { cuerpo: ok({ valido: false, copia: null, conformidad: null, firmado_at: null }) };
    });
    montar(<VerificarReciboAntd />, { path: '/verificar-recibo', ruta: '/verificar-recibo' });
    const campo = screen.getByLabelText('Huella SHA-256');
    fireEvent.change(campo, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar la huella' }));
    expect(await screen.findByText('La huella debe ser un SHA-256 de 64 caracteres hexadecimales.')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/verificar_recibo')).toBe(false);
    fireEvent.change(campo, { target: { value: SHA_ABC } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar la huella' }));
    expect(await screen.findByText('No corresponde a ningún recibo de Worknet.')).toBeTruthy();
  });

  it('texto del resultado: conforme, no conforme, original y desconocido', () => {
    expect(textoResultado({ valido: false, copia: null, conformidad: null, firmado_at: null })).toBe('No corresponde a ningún recibo de Worknet.');
    expect(textoResultado({ valido: true, copia: 'firmada', conformidad: 'no_conforme', firmado_at: '2026-04-06T14:05:00' })).toBe(
      'Copia firmada válida: el empleado firmó no conforme (en disconformidad) el 06/04/2026 a las 14:05.',
    );
    expect(textoResultado({ valido: true, copia: 'original', conformidad: null, firmado_at: null })).toMatch(/^Es el original del recibo/);
  });
});

describe('firma del recibo', () => {
  const abrir = (alFirmar = vi.fn()) => {
    montar(<FirmarRecibo recibo={MI_RECIBO} descripcion="03/2026 — Mensual" abierto alCerrar={() => undefined} alFirmar={alFirmar} />);
    return within(screen.getByRole('dialog'));
  };

  it('«No conforme» pide el motivo y la contraseña antes de enviar', async () => {
    const llamadas = servidorFalso([]);
    const d = abrir();
    fireEvent.click(d.getByRole('button', { name: 'Firmar' }));
    expect(await d.findByText('Elija «Conforme» o «No conforme».')).toBeTruthy();
    fireEvent.click(d.getByLabelText('No conforme'));
    await d.findByLabelText('Motivo de la disconformidad');
    fireEvent.click(d.getByRole('button', { name: 'Firmar' }));
    expect(await d.findByText('Indique el motivo de su disconformidad.')).toBeTruthy();
    expect(d.getByText('Ingrese su contraseña.')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta.endsWith('/firmar'))).toBe(false);
  });

  it('envía conformidad, motivo y contraseña; una contraseña incorrecta queda en el diálogo', async () => {
    let intentos = 0;
    const llamadas = servidorFalso([], (l: Llamada) => {
      if (l.ruta === '/api/v1/mis_recibos/41/firmar') {
        intentos += 1;
        if (intentos === 1) return { status: 422, cuerpo: { success: false, code: 422, message: 'La contraseña no es correcta.' } };
        return { cuerpo: ok({ ...MI_RECIBO, estado: 'no_conforme' }, { message: 'Firmó el recibo en disconformidad. RRHH verá su motivo.' }) };
      }
    });
    const alFirmar = vi.fn();
    const d = abrir(alFirmar);
    fireEvent.click(d.getByLabelText('No conforme'));
    fireEvent.change(await d.findByLabelText('Motivo de la disconformidad'), { target: { value: 'Faltan las horas extra' } });
    fireEvent.change(d.getByLabelText('Su contraseña'), { target: { value: 'mala' } });
    fireEvent.click(d.getByRole('button', { name: 'Firmar' }));
    expect(await d.findByText('La contraseña no es correcta.')).toBeTruthy();
    expect(alFirmar).not.toHaveBeenCalled();
    fireEvent.change(d.getByLabelText('Su contraseña'), { target: { value: 'worknet123' } });
    fireEvent.click(d.getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(alFirmar).toHaveBeenCalled());
    const cuerpo = llamadas.filter((l) => l.ruta.endsWith('/firmar')).at(-1)!.cuerpo;
    expect(cuerpo).toEqual({ conformidad: 'no_conforme', motivo: 'Faltan las horas extra', password: 'worknet123' });
    expect(avisos.some((a) => a.texto === 'Firmó el recibo en disconformidad. RRHH verá su motivo.')).toBe(true);
  });
});

describe('listas', () => {
  it('gestor_liquidaciones muestra cada liquidación con su distribución y sus cuentas', async () => {
    const llamadas = servidorFalso(['rrhh.recibo.administrar'], (l: Llamada) => {
      if (l.ruta === '/api/v1/rrhh/liquidacion/descargas') return { cuerpo: ok([LIQUIDACION], { total: 1 }) };
      if (l.ruta === '/api/v1/rrhh/periodo' || l.ruta === '/api/v1/rrhh/empresa') return { cuerpo: ok([]) };
    });
    montar(<LiquidacionesPage />, { path: '/rrhh/gestor-archivos/gestor_liquidaciones', ruta: '/rrhh/gestor-archivos/gestor_liquidaciones' });
    const tabla = await screen.findByRole('table', { name: 'Liquidaciones' });
    const fila = (await within(tabla).findByText('03/2026')).closest('tr')!;
    expect(within(fila).getByText('Clínica Central')).toBeTruthy();
    expect(within(fila).getByText('05/04/2026')).toBeTruthy();
    expect(within(fila).getByText('Publicada')).toBeTruthy();
    expect(within(fila).getByLabelText('1 firmados no conforme')).toBeTruthy();
    expect(within(fila).getByRole('button', { name: 'Ver la liquidación 03/2026 Mensual de Clínica Central' })).toBeTruthy();
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/rrhh/liquidacion/descargas')!;
    expect(pedido.params.get('sortBy')).toBe('periodo');
    expect(screen.getByRole('button', { name: /Nueva liquidación/ })).toBeTruthy();
  });

  it('Mis recibos lista los propios con su estado', async () => {
    servidorFalso(['rrhh.recibo.propio'], (l: Llamada) => {
      if (l.ruta === '/api/v1/mis_recibos') return { cuerpo: ok([MI_RECIBO], { total: 1 }) };
    });
    montar(<MisRecibosPage />, { path: '/mis_recibos', ruta: '/mis_recibos' });
    const tabla = await screen.findByRole('table', { name: 'Mis recibos de sueldo' });
    expect(await within(tabla).findByText('Visto, sin firmar')).toBeTruthy();
    expect(within(tabla).getByRole('button', { name: 'Abrir el recibo 03/2026 — Mensual' })).toBeTruthy();
  });

  it('Mis recibos en un teléfono: una tarjeta por recibo, con «Abrir» al lado del período', async () => {
    // antd's `xs` query (max-width: 575px) matches: a phone.
    const original = window.matchMedia;
    vi.stubGlobal('matchMedia', (q: string) => ({ ...original(q), matches: q.includes('max-width: 575') }));
    servidorFalso(['rrhh.recibo.propio'], (l: Llamada) => {
      if (l.ruta === '/api/v1/mis_recibos') return { cuerpo: ok([MI_RECIBO], { total: 1 }) };
    });
    montar(<MisRecibosPage />, { path: '/mis_recibos', ruta: '/mis_recibos' });
    const tabla = await screen.findByRole('table', { name: 'Mis recibos de sueldo' });
    const abrir = await within(tabla).findByRole('button', { name: 'Abrir el recibo 03/2026 — Mensual' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Recibo']);
    const tarjeta = abrir.closest('td')!;
    expect(tarjeta.textContent).toContain('Período 03/2026');
    expect(tarjeta.textContent).toContain('Fecha de pago: 05/04/2026');
    expect(within(tarjeta).getByText('Visto, sin firmar')).toBeTruthy();
  });

  it('la liquidación no se publica mientras haya páginas sin asignar, y lo dice', async () => {
    const detalle: LiquidacionDetalle = {
      liquidacion: { ...LIQUIDACION, distribucion: 'revisar', sin_asignar: 1, publicada_at: null, publicada_por: null, cuentas: { ...CUENTAS, enviados: 0 } },
      recibos: [
        {
          id: 41,
          persona: { id: 5, nombre: 'Romero, Carla', cuil: '27-30111222-4', legajo: '1005' },
          estado: 'borrador',
          paginas: 2,
          sha256: SHA_ABC,
          visto_at: null,
          firmado_at: null,
          motivo: null,
          reemplaza_id: null,
          reemplazado_por_id: null,
          created_at: '2026-04-03T10:00:00.000Z',
        },
      ],
      sin_asignar: [{ id: 9, carga_id: 2, pagina: 3, nombre: null, cuils: ['20-99999999-7'] }],
      sin_recibo: [{ id: 6, nombre: 'Gómez, Luis', cuil: '20-28111222-3', legajo: null }],
      cargas: [
        {
          id: 2,
          nombre: 'marzo.pdf',
          estado: 'terminada',
          progreso: 100,
          paginas: 3,
          recibos: 1,
          error: null,
          trabajo_id: 'x',
          subida_por: 'Pérez, Ana',
          created_at: '2026-04-03T10:00:00.000Z',
        },
      ],
    };
    servidorFalso(['rrhh.recibo.administrar'], (l: Llamada) => {
      if (l.ruta === '/api/v1/rrhh/liquidacion/7/recibos') return { cuerpo: ok(detalle) };
    });
    montar(<LiquidacionPage />, { path: '/rrhh/gestor-archivos/gestor_liquidaciones/:id', ruta: '/rrhh/gestor-archivos/gestor_liquidaciones/7' });
    const publicar = await screen.findByRole('button', { name: /Firmar y publicar/ });
    expect((publicar as HTMLButtonElement).disabled).toBe(true);
    expect(publicar.getAttribute('aria-describedby')).toBe('motivo-no-publicar');
    expect(document.getElementById('motivo-no-publicar')!.textContent).toBe('Hay páginas sin asignar: asígnelas o descártelas antes de publicar.');
    expect(screen.getByText('Página 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Asignar página 3' })).toBeTruthy();
    expect(screen.getByText(/Gómez, Luis/)).toBeTruthy();
    const recibos = screen.getByRole('table', { name: 'Recibos de la liquidación' });
    expect(within(recibos).getByText('Sin publicar')).toBeTruthy();
    expect(within(recibos).getByRole('button', { name: 'Ver el recibo de Romero, Carla' })).toBeTruthy();
  });
});

describe('mi recibo', () => {
  it('muestra el PDF firmado pedido con la sesión, su huella y el enlace a la verificación; sin «Firmar»', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const firmado: MiReciboDetalle = {
      ...MI_RECIBO,
      estado: 'no_conforme',
      firmado_at: '2026-04-06T14:05:00.000Z',
      motivo: 'Faltan horas',
      sha256_firmado: SHA_ABC,
    };
    const llamadas = servidorFalso(['rrhh.recibo.propio'], (l: Llamada) => {
      if (l.ruta === '/api/v1/mis_recibos/41') return { cuerpo: ok(firmado) };
      if (l.ruta === '/api/v1/mis_recibos/41/archivo') return { cuerpo: '%PDF-1.7' };
    });
    montar(<MiReciboPage />, { path: '/mis_recibos/:id', ruta: '/mis_recibos/41' });
    expect(await screen.findByTitle('Recibo de sueldo 03/2026 — Mensual')).toBeTruthy();
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/mis_recibos/41/archivo')!;
    expect(pedido.params.get('copia')).toBe('firmada');
    expect(pedido.params.get('accion')).toBe('ver');
    expect(screen.getByText(SHA_ABC)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar un recibo firmado' }).getAttribute('href')).toBe('/verificar-recibo');
    expect(screen.getByText('Faltan horas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
    expect(screen.getByRole('button', { name: /Descargar copia firmada/ })).toBeTruthy();
  });

  it('con una contraseña que asignó otra persona, avisa antes del diálogo y «Firmar» queda deshabilitado', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    servidorFalso(['rrhh.recibo.propio'], (l: Llamada) => {
      if (l.ruta === '/api/v1/mis_recibos/41') return { cuerpo: ok({ ...MI_RECIBO, password_propia: false }) };
      if (l.ruta === '/api/v1/mis_recibos/41/archivo') return { cuerpo: '%PDF-1.7' };
    });
    montar(<MiReciboPage />, { path: '/mis_recibos/:id', ruta: '/mis_recibos/41' });
    expect(await screen.findByText('Todavía no puede firmar este recibo')).toBeTruthy();
    expect(screen.getByText(MENSAJES_RECIBOS.passwordNoPropia)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Firmar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
