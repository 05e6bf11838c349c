import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMetaBody, usuarioActualizar, type UsuarioFila } from '@worknet/domain/usuarios';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, tokenCon } from './factories';
import { PERMISOS_DEL_VINCULO } from '../src/modules/usuarios/usuarios.service';
import { crearPersona, crearRol, cuerpoCompleto, estadoDe, leerUsuario } from './usuarios-apoyo';
import { peticiones } from './peticion';

// Security issue, item 2: nobody acts on an account that holds a permission they
// do not hold. A delegated user administrator (admin.usuario.ver + .editar only)
// runs EVERY user-admin action against an Administrador (directly and through the
// role tree) and against an account holding a permission the delegate lacks:
// 403 and nothing changes. Against an account with fewer permissions: it works.

let t: Prueba;
let admin: string;
let delegado: string;
let delegadoRrhh: string;
let rolConsulta: number;
let sectorLibre: number;
let n = 0;

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  admin = await tokenCon(t, ['Administrador']);
  await crearRol(t, 'Delegado de usuarios', ['admin.usuario.ver', 'admin.usuario.editar']);
  // Linking a persona also needs rrhh.persona.editar (item 12) and everything the link grants (issue 37, item 1): its row runs with this one.
  await crearRol(t, 'Delegado de usuarios con RRHH', ['admin.usuario.ver', 'admin.usuario.editar', ...PERMISOS_DEL_VINCULO]);
  await crearRol(t, 'Jefatura', ['Administrador']);
  // Outside everything the link grants, so the delegate with RRHH does not hold it either.
  await crearRol(t, 'Archivo de RRHH', ['rrhh.archivo.administrar']);
  rolConsulta = await crearRol(t, 'Consulta de usuarios', ['admin.usuario.ver']);
  delegado = await tokenCon(t, ['Delegado de usuarios']);
  delegadoRrhh = await tokenCon(t, ['Delegado de usuarios con RRHH']);
  sectorLibre = (await crearSector(db)).sector.id;
});
afterAll(() => t.cerrar());

type Accion = {
  nombre: string;
  url: '/api/v1/update_usuario' | '/api/v1/update_user_meta';
  /** The update_usuario field it changes, or the update_user_meta accion it runs. */
  cubre: string;
  conRrhh?: boolean;
  cuerpo: (u: UsuarioFila) => Promise<object> | object;
};

// Every action on an existing account. A new route or a new update_user_meta
// accion must be added here: the first test below fails otherwise.
const ACCIONES: Accion[] = [
  { nombre: 'cambiar el usuario', url: '/api/v1/update_usuario', cubre: 'username', cuerpo: (u) => ({ ...cuerpoCompleto(u), username: `${u.username}x` }) },
  {
    nombre: 'cambiar el nombre',
    url: '/api/v1/update_usuario',
    cubre: 'nombre_completo',
    cuerpo: (u) => ({ ...cuerpoCompleto(u), nombre_completo: 'Nombre Cambiado' }),
  },
  {
    nombre: 'cambiar el e-mail',
    url: '/api/v1/update_usuario',
    cubre: 'email',
    cuerpo: (u) => ({ ...cuerpoCompleto(u), email: `buzon-del-delegado-${++n}@prueba.local` }),
  },
  { nombre: 'cambiar los sectores', url: '/api/v1/update_usuario', cubre: 'sectores', cuerpo: (u) => ({ ...cuerpoCompleto(u), sectores: [sectorLibre] }) },
  // A role the delegate may grant (its permissions are all the delegate's).
  {
    nombre: 'agregar un rol',
    url: '/api/v1/update_usuario',
    cubre: 'roles',
    cuerpo: (u) => ({ ...cuerpoCompleto(u), roles: [...u.roles.map((r) => r.id), rolConsulta] }),
  },
  {
    nombre: 'vincular un legajo',
    url: '/api/v1/update_usuario',
    cubre: 'persona_id',
    conRrhh: true,
    cuerpo: async (u) => ({ ...cuerpoCompleto(u), persona_id: await crearPersona(t, admin) }),
  },
  { nombre: 'desactivar', url: '/api/v1/update_user_meta', cubre: 'activo', cuerpo: (u) => ({ id: u.id, accion: 'activo', activo: false }) },
  {
    nombre: 'asignar contraseña temporal',
    url: '/api/v1/update_user_meta',
    cubre: 'password_temporal',
    cuerpo: (u) => ({ id: u.id, accion: 'password_temporal', password: 'Tomada-Por-Otro-91' }),
  },
  {
    nombre: 'enviar el enlace de recuperación',
    url: '/api/v1/update_user_meta',
    cubre: 'enviar_recuperacion',
    cuerpo: (u) => ({ id: u.id, accion: 'enviar_recuperacion' }),
  },
];

// Routes a user administrator reaches that do not act on an existing account.
const SIN_CUENTA_EXISTENTE: Record<string, string> = {
  'GET /api/v1/usuario_meta': 'lista',
  'GET /api/v1/usuario_meta/:id': 'sólo lee',
  'POST /api/v1/admin_usuario': 'crea una cuenta nueva (sus roles pasan por verificarSinEscalada)',
  // Not part of this module: it lifts the login lock-out by username (control.routes.ts).
  'POST /api/v1/control_panel/desbloquear': 'levanta el bloqueo por intentos fallidos, no cambia la cuenta',
};

type Objetivo = { nombre: string; items: string[]; mensaje: string };
const PROHIBIDOS: Objetivo[] = [
  { nombre: 'un Administrador', items: ['Administrador'], mensaje: 'Sólo un administrador puede modificar a otro administrador.' },
  { nombre: 'un Administrador por el árbol de roles', items: ['Jefatura'], mensaje: 'Sólo un administrador puede modificar a otro administrador.' },
  {
    nombre: 'una cuenta con un permiso que el delegado no tiene',
    items: ['Archivo de RRHH'],
    mensaje: 'No puede modificar a un usuario que tiene permisos que usted no tiene: rrhh.archivo.administrar.',
  },
];

const api = peticiones(() => t);
const pedir = (a: Accion, cuerpo: object) => api.post(a.url, a.conRrhh ? delegadoRrhh : delegado, cuerpo);

describe('un administrador delegado de usuarios', () => {
  it('la tabla cubre cada ruta de administración de usuarios, cada campo de update_usuario y cada acción de update_user_meta', () => {
    const rutas = t.app.rutasDeclaradas.filter((r) => [r.permiso].flat().some((p) => p.startsWith('admin.usuario.'))).map((r) => `${r.method} ${r.url}`);
    const cubiertas = new Set([...ACCIONES.map((a) => `POST ${a.url}`), ...Object.keys(SIN_CUENTA_EXISTENTE)]);
    expect(rutas.filter((r) => !cubiertas.has(r))).toEqual([]);
    for (const a of ACCIONES) expect(rutas).toContain(`POST ${a.url}`);

    const campos = Object.keys(usuarioActualizar.shape).filter((k) => k !== 'id');
    const acciones = userMetaBody.options.map((o) => o.shape.accion.value as string);
    expect(
      ACCIONES.filter((a) => a.url === '/api/v1/update_usuario')
        .map((a) => a.cubre)
        .sort(),
    ).toEqual(campos.sort());
    expect(
      ACCIONES.filter((a) => a.url === '/api/v1/update_user_meta')
        .map((a) => a.cubre)
        .sort(),
    ).toEqual(acciones.sort());
  });

  describe.each(PROHIBIDOS)('sobre $nombre', (o) => {
    it.each(ACCIONES.map((a) => [a.nombre, a] as const))('no puede %s: 403 y la cuenta queda igual', async (_n, a) => {
      const objetivo = await crearUsuario(t.database.db, { items: o.items });
      const antes = await estadoDe(t, admin, objetivo.id);
      const correos = t.correos.length;
      const r = await pedir(a, await a.cuerpo(await leerUsuario(t, admin, objetivo.id)));
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json()).toMatchObject({ success: false, message: o.mensaje });
      expect(await estadoDe(t, admin, objetivo.id)).toEqual(antes);
      expect(t.correos.length).toBe(correos);
    });
  });

  describe('sobre una cuenta con menos permisos que él', () => {
    it.each(ACCIONES.map((a) => [a.nombre, a] as const))('puede %s', async (_n, a) => {
      const objetivo = await crearUsuario(t.database.db, { items: ['Consulta de usuarios'] });
      const antes = await estadoDe(t, admin, objetivo.id);
      const r = await pedir(a, await a.cuerpo(await leerUsuario(t, admin, objetivo.id)));
      expect(r.statusCode, r.body).toBe(200);
      expect(await estadoDe(t, admin, objetivo.id)).not.toEqual(antes);
    });
  });

  it('un Administrador sí puede actuar sobre otro administrador', async () => {
    const otro = await crearUsuario(t.database.db, { items: ['Administrador'] });
    const u = await leerUsuario(t, admin, otro.id);
    const r = await api.post('/api/v1/update_usuario', admin, { ...cuerpoCompleto(u), nombre_completo: 'Otra Administradora' });
    expect(r.statusCode, r.body).toBe(200);
    const p = await api.post('/api/v1/update_user_meta', admin, { id: otro.id, accion: 'password_temporal', password: 'Temporal-Nueva-88' });
    expect(p.statusCode, p.body).toBe(200);
  });

  it('sobre sí mismo puede editar sus datos (tiene exactamente sus propios permisos)', async () => {
    const yo = (await api.get('/api/v1/get_user', delegado)).json().data;
    const u = await leerUsuario(t, admin, yo.id);
    const r = await api.post('/api/v1/update_usuario', delegado, { ...cuerpoCompleto(u), nombre_completo: 'Delegado Renombrado' });
    expect(r.statusCode, r.body).toBe(200);
  });
});
