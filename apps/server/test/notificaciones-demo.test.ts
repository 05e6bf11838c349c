import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sembrarNotificacionesDemo } from '../src/seed/notificaciones-demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector } from './factories';
import { clienteHttp, conSesion, type ConSesion } from './notificaciones-apoyo';

let t: Prueba;
const demo: Record<string, ConSesion> = {};
beforeAll(async () => {
  t = await appDePrueba();
  const { sector: enfermeria } = await crearSector(t.database.db, { nombre: 'Enfermería' });
  demo.admin = await conSesion(t, { username: 'admin', items: ['Administrador'] });
  demo.rrhh = await conSesion(t, { username: 'rrhh', items: ['RRHH'] });
  demo.empleado = await conSesion(t, { username: 'empleado', items: ['Empleado'] });
  demo.referente = await conSesion(t, { username: 'referente', sectores: [enfermeria.id] });
  await sembrarNotificacionesDemo(t.database.db);
});
afterAll(() => t.cerrar());

describe('semilla de demostración de notificaciones y mensajes', () => {
  it('la campana de cada usuario de la demo tiene qué mostrar, con edades variadas', async () => {
    const http = clienteHttp(t);
    const empleado = (await http.get('/api/v1/get_notificaciones', demo.empleado!.token)).json();
    expect(empleado.data.map((n: { titulo: string }) => n.titulo)).toEqual(['Actualice sus datos de contacto', 'Simulacro de evacuación']);
    expect(empleado.data[0].enlace).toBe('/mis_mensajes');
    const referente = (await http.get('/api/v1/get_notificaciones', demo.referente!.token)).json();
    expect(referente.data.map((n: { titulo: string }) => n.titulo)).toEqual(['Capacitación en higiene de manos', 'Simulacro de evacuación']);
    const mensajes = (await http.get('/api/v1/mensajes_sistema/filter', demo.empleado!.token)).json();
    expect(mensajes.data.map((m: { titulo: string }) => m.titulo)).toEqual(['Pedido confirmado', 'Matrícula por vencer', 'Bienvenida a Worknet']);
    const edades = mensajes.data.map((m: { created_at: string }) => Math.round((Date.now() - Date.parse(m.created_at)) / 3_600_000));
    expect(edades).toEqual([1, 26, 72]);
    expect((await http.get('/api/v1/sin_leer', demo.rrhh!.token)).json().data).toBe(2);
    const enviadas = (await http.get('/api/v1/notificaciones/enviadas', demo.admin!.token)).json();
    expect(enviadas.total).toBe(3);
  });
});
