import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MiPerfil, SesionActiva } from '@worknet/domain/perfil/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { dispositivoDe } from './dispositivo';
import { MiPerfilPage } from './MiPerfilPage';

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USUARIO = {
  id: 9,
  nombre_completo: 'Romero, Carla',
  username: 'empleado',
  usuario: 'empleado',
  email: 'empleado@worknet.local',
  sector: [{ id: 3, nombre: 'Enfermería', raiz: { id: 1, nombre: 'Hospital' } }],
  asignaciones: [{ item: { id: 4, nombre: 'Empleado' } }],
  debe_cambiar_password: false,
  persona_id: 5,
};

const ref = (id: number, nombre: string) => ({ id, nombre });

const PERFIL: MiPerfil = {
  usuario: { id: 9, username: 'empleado', nombre_completo: 'Romero, Carla', email: 'empleado@worknet.local' },
  persona: {
    id: 5,
    apellido: 'Romero',
    nombres: 'Carla',
    dni: '30111222',
    cuil: '27-30111222-4',
    sexo: 'F',
    fecha_nacimiento: '1985-03-09',
    edad: 41,
    hijos: 0,
    estado_civil_id: null,
    estado_civil: null,
    nacionalidad_id: null,
    nacionalidad: null,
    calle: 'Av. Colón',
    numero: '123',
    piso: null,
    depto: null,
    localidad_id: 1,
    localidad: ref(1, 'Córdoba'),
    codigo_postal: '5000',
    email: 'carla@correo.com',
    telefono: '351 555 1234',
    legajo: '1005',
    idfichador: null,
    foto: null,
  },
  laboral: [
    {
      id: 1,
      persona_id: 5,
      empresa_id: 1,
      empresa: ref(1, 'Clínica Central'),
      razon_social_id: null,
      razon_social: null,
      sector_id: 3,
      sector: ref(3, 'Enfermería'),
      puesto_id: 2,
      puesto: ref(2, 'Enfermera'),
      categoria_id: null,
      categoria: null,
      contrato_tipo_id: 1,
      contrato_tipo: ref(1, 'Tiempo indeterminado'),
      encuadre_id: null,
      encuadre: null,
      centro_costo_id: null,
      centro_costo: null,
      fecha_alta: '2020-02-01',
      fecha_baja: null,
      motivo_desvinculacion_id: null,
      motivo_desvinculacion: null,
      obra_social_id: null,
      obra_social: null,
      art_id: null,
      art: null,
      actual: true,
    },
  ],
  formacion: [],
  matriculas: [
    {
      id: 7,
      persona_id: 5,
      matricula_tipo_id: 1,
      matricula_tipo: ref(1, 'Matrícula provincial'),
      numero: 'MP 4455',
      provincia_id: 1,
      provincia: ref(1, 'Córdoba'),
      fecha_vencimiento: '2027-06-30',
    },
  ],
  preferencias: { correo_notificaciones: false },
};

const SESIONES: SesionActiva[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    origen: 'password',
    ip: '10.0.0.5',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    created_at: '2026-11-24T09:30:00-03:00',
    expira_at: '2026-11-25T09:30:00-03:00',
    actual: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    origen: 'password',
    ip: '10.0.0.9',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    created_at: '2026-11-23T18:05:00-03:00',
    expira_at: '2026-11-24T18:05:00-03:00',
    actual: false,
  },
];

function servidor(perfil: MiPerfil = PERFIL, permisos: string[] = ['rrhh.licencia.solicitar']) {
  return servidorFalso(permisos, (l: Llamada) => {
    if (l.ruta === '/api/v1/get_user') return { cuerpo: ok(USUARIO) };
    if (l.ruta === '/api/v1/mi_perfil') return { cuerpo: ok(perfil) };
    if (l.ruta === '/api/v1/mis_sesiones') return { cuerpo: ok(SESIONES) };
    if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok([{ id: 30, label: 'Foto', modulo: 'rrhh', modelo: 'persona' }]) };
    if (l.ruta === '/api/v1/rrhh/get_days_vacaciones_disponibles_availables_all_periodos/5')
      return { cuerpo: ok([{ periodo: 2026, dias_corresponden: 14, dias_tomados: 2, dias_disponibles: 12 }]) };
    if (l.ruta === '/api/v1/mi_perfil/preferencias' && l.metodo === 'PUT') return { cuerpo: ok(l.cuerpo, { message: 'Preferencias guardadas.' }) };
    if (l.ruta.startsWith('/api/v1/mis_sesiones/') && l.metodo === 'DELETE') return { cuerpo: ok(null, { message: 'Sesión cerrada.' }) };
    if (l.ruta === '/api/v1/cerrar_otras_sesiones' && l.metodo === 'POST') return { cuerpo: ok({ cerradas: 1 }, { message: 'Se cerró 1 sesión.' }) };
    return undefined;
  });
}

const abrir = () => montar(<MiPerfilPage />, { path: '/mi_perfil', ruta: '/mi_perfil' });

describe('Mi perfil', () => {
  it('muestra los datos del legajo, el empleo, las matrículas, la cuenta, las vacaciones y las sesiones', async () => {
    servidor();
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    expect(await screen.findByText('30111222')).toBeTruthy();
    expect(screen.getByText('27-30111222-4')).toBeTruthy();
    expect(screen.getByText('09/03/1985')).toBeTruthy();
    expect(screen.getByText('Av. Colón 123, Córdoba (5000)')).toBeTruthy();
    expect(screen.getByText('Clínica Central')).toBeTruthy();
    expect(screen.getByText('01/02/2020')).toBeTruthy();
    expect(screen.getByText(/vence el 30\/06\/2027/)).toBeTruthy();
    expect(screen.getByText('Enfermería (Hospital)')).toBeTruthy();
    expect(screen.getByText('Empleado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis licencias' })).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    const sesiones = await screen.findByRole('list', { name: 'Sesiones activas' });
    expect(within(sesiones).getByText('Chrome en Linux')).toBeTruthy();
    expect(within(sesiones).getByText('Esta sesión')).toBeTruthy();
    expect(within(sesiones).getByText('Firefox en Windows')).toBeTruthy();
    expect(within(sesiones).getByText(/IP 10\.0\.0\.9/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Subir foto/ })).toBeTruthy();
  });

  it('sin legajo vinculado avisa y no muestra datos personales ni foto', async () => {
    servidor({ ...PERFIL, persona: null, laboral: [], matriculas: [] });
    abrir();
    expect(await screen.findByText('Su usuario no tiene un legajo asociado')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Datos personales' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vacaciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: /foto/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Cuenta' })).toBeTruthy();
  });

  it('cerrar las demás sesiones pide confirmación y llama a la ruta', async () => {
    const llamadas = servidor();
    abrir();
    const boton = await screen.findByRole('button', { name: 'Cerrar las demás sesiones' });
    await waitFor(() => expect(boton).toHaveProperty('disabled', false));
    fireEvent.click(boton);
    expect(await screen.findByText('¿Cerrar las demás sesiones?')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/cerrar_otras_sesiones')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar las demás' }));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/cerrar_otras_sesiones' && l.metodo === 'POST')).toBe(true));
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Se cerró 1 sesión.' })));
    // The list refetches after closing.
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/v1/mis_sesiones').length).toBeGreaterThan(1));
  });

  it('«Cerrar» en otra sesión pide confirmación y cierra esa sola', async () => {
    const llamadas = servidor();
    abrir();
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar la sesión de Firefox en Windows' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(llamadas.some((l) => l.metodo === 'DELETE' && l.ruta === '/api/v1/mis_sesiones/22222222-2222-4222-8222-222222222222')).toBe(true),
    );
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Sesión cerrada.' })));
  });

  it('el interruptor de avisos por correo guarda la preferencia', async () => {
    const llamadas = servidor();
    abrir();
    const interruptor = await screen.findByRole('switch', { name: 'Recibir por correo los avisos de la campana' });
    fireEvent.click(interruptor);
    await waitFor(() => {
      const put = llamadas.find((l) => l.ruta === '/api/v1/mi_perfil/preferencias' && l.metodo === 'PUT');
      expect(put?.cuerpo).toEqual({ correo_notificaciones: true });
    });
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Preferencias guardadas.' })));
  });

  it('sin e-mail en la cuenta el interruptor queda deshabilitado con una explicación', async () => {
    servidor({ ...PERFIL, usuario: { ...PERFIL.usuario, email: null } });
    abrir();
    const interruptor = await screen.findByRole('switch', { name: 'Recibir por correo los avisos de la campana' });
    expect(interruptor).toHaveProperty('disabled', true);
    expect(screen.getByText(/Su cuenta no tiene un e-mail cargado/)).toBeTruthy();
  });
});

describe('dispositivo de una sesión', () => {
  it('nombra el navegador y el sistema en palabras simples', () => {
    expect(dispositivoDe(SESIONES[0]!.user_agent)).toBe('Chrome en Linux');
    expect(dispositivoDe('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari en iOS',
    );
    expect(dispositivoDe('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge en Windows');
    expect(dispositivoDe('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome en Android');
    expect(dispositivoDe('curl/8.0')).toBe('Navegador desconocido');
    expect(dispositivoDe(null)).toBe('Dispositivo desconocido');
  });
});
