import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { sesion, usuario } from '../src/platform/identidad/identidad.table';
import { correoSaliente } from '../src/platform/mail/mail.table';
import { filasDe } from '../src/platform/db/sql';
import { appMedia, formulario, png } from './media-apoyo';
import * as fabricas from './factories';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { esperarAvisos } from './app-de-prueba';
import { peticiones } from './peticion';

// «Mi perfil» (issue 20 item 6): the caller's own file read-only, the e-mail preference and
// its effect on notifications, the own photo from an own draft, and the caller's sessions.

let t: Awaited<ReturnType<typeof appMedia>>;
const api = peticiones(() => t);
let tipoFoto: number;
let ana: { id: number; personaId: number; token: string };
let beto: { id: number; personaId: number; token: string };
let sinPersona: { id: number; token: string };
const URL_PUBLICA = 'https://intranet.ejemplo.com.ar';

const db = () => t.database.db;
const sidDe = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

async function crearPersona(apellido: string, sectorId?: number): Promise<number> {
  const p = await fabricas.crearPersona(db(), {
    apellido,
    nombres: 'Perfil',
    fecha_nacimiento: '1985-06-20',
    legajo: `L-${apellido}`,
    empleos: sectorId ? [{ sectorId, alta: '2020-03-01' }] : [],
  });
  return p.id;
}

async function usuarioCon(personaId: number | null, o: { email?: string | null; items?: string[] } = {}) {
  const u = await crearUsuario(db(), o);
  if (personaId) await db().update(usuario).set({ persona_id: personaId }).where(eq(usuario.id, u.id));
  return { id: u.id, username: u.username, token: await iniciarSesion(t.app, u.username) };
}

async function borrador(token: string): Promise<number> {
  const r = await api.post(
    '/api/v1/recurso_media_worknet',
    token,
    formulario({ tipo_id: tipoFoto, modulo: 'rrhh', modelo: 'persona' }, { nombre: 'yo.png', datos: await png(300, 400), tipo: 'image/png' }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await appMedia({ env: { PUBLIC_URL: URL_PUBLICA } });
  const sector = (await crearSector(db(), { nombre: 'Guardia' })).sector.id;
  const anaPersona = await crearPersona('Arce', sector);
  const betoPersona = await crearPersona('Benítez');
  ana = { ...(await usuarioCon(anaPersona)), personaId: anaPersona };
  beto = { ...(await usuarioCon(betoPersona)), personaId: betoPersona };
  sinPersona = await usuarioCon(null);
  const tipos = await api.get('/api/v1/recurso_media_tipos?busqueda=true&modulo=rrhh&modelo=persona', ana.token);
  tipoFoto = (tipos.json().data as { id: number; label: string }[]).find((x) => x.label === 'Foto')!.id;
}, 180_000);
afterAll(() => t.cerrar());

describe('GET mi_perfil', () => {
  it('da la cuenta, el legajo propio (datos y empleos) y las preferencias', async () => {
    const r = await api.get('/api/v1/mi_perfil', ana.token);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.usuario).toMatchObject({ id: ana.id, email: expect.stringContaining('@prueba.local') });
    expect(d.persona).toMatchObject({ id: ana.personaId, apellido: 'Arce', nombres: 'Perfil', fecha_nacimiento: '1985-06-20', foto: null });
    expect(d.laboral).toHaveLength(1);
    expect(d.laboral[0]).toMatchObject({ persona_id: ana.personaId, fecha_alta: '2020-03-01' });
    expect(d.formacion).toEqual([]);
    expect(d.matriculas).toEqual([]);
    expect(d.preferencias).toEqual({ correo_notificaciones: false });
  });

  it('una cuenta sin legajo da persona null y listas vacías; sin token, 401', async () => {
    const r = await api.get('/api/v1/mi_perfil', sinPersona.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ persona: null, laboral: [], formacion: [], matriculas: [] });
    expect((await api.get('/api/v1/mi_perfil')).statusCode).toBe(401);
    expect((await api.get('/api/v1/mis_sesiones')).statusCode).toBe(401);
  });
});

describe('preferencias y avisos por correo', () => {
  const correosA = async (para: string) => db().select().from(correoSaliente).where(eq(correoSaliente.para, para));

  it('ida y vuelta, auditada; un cuerpo inválido da 400 en español', async () => {
    expect((await api.get('/api/v1/mi_perfil/preferencias', beto.token)).json().data).toEqual({ correo_notificaciones: false });
    const r = await api.put('/api/v1/mi_perfil/preferencias', beto.token, { correo_notificaciones: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Preferencias guardadas.', data: { correo_notificaciones: true } });
    expect((await api.get('/api/v1/mi_perfil/preferencias', beto.token)).json().data).toEqual({ correo_notificaciones: true });
    expect((await api.get('/api/v1/mi_perfil', beto.token)).json().data.preferencias).toEqual({ correo_notificaciones: true });
    // The same value again changes nothing (and writes no audit row).
    expect((await api.put('/api/v1/mi_perfil/preferencias', beto.token, { correo_notificaciones: true })).statusCode).toBe(200);
    const filas = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'preferencia_usuario'), eq(auditoria.entidad_id, String(beto.id))));
    expect(filas).toHaveLength(1);
    expect(filas[0]!.despues).toEqual({ correo_notificaciones: true });
    for (const malo of [{}, { correo_notificaciones: 'si' }]) {
      const m = await api.put('/api/v1/mi_perfil/preferencias', beto.token, malo);
      expect(m.statusCode).toBe(400);
      expect(m.json().message).toMatch(/Indique si quiere recibir los avisos por correo/);
    }
  });

  it('con la preferencia, cada notificación que llega a la campana también llega por correo (una por usuario); sin ella, ninguna', async () => {
    const conAviso = await usuarioCon(null, { email: 'con.aviso@prueba.local' });
    const sinAviso = await usuarioCon(null, { email: 'sin.aviso@prueba.local' });
    const sinCorreo = await usuarioCon(null, { email: null });
    for (const u of [conAviso, sinCorreo]) {
      expect((await api.put('/api/v1/mi_perfil/preferencias', u.token, { correo_notificaciones: true })).statusCode).toBe(200);
    }
    const emisor = await usuarioCon(null, { items: ['Administrador'] });
    const r = await api.post('/api/v1/notificaciones/enviar', emisor.token, {
      titulo: 'Corte de agua',
      texto: 'Mañana de 14 a 16 h no habrá agua en el edificio central.',
      enlace: '/novedad/3',
      audiencia: 'usuarios',
      ids: [conAviso.id, sinAviso.id, sinCorreo.id],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.destinatarios).toBe(3);
    await esperarAvisos(t.app);
    const enviados = await correosA('con.aviso@prueba.local');
    expect(enviados).toHaveLength(1);
    expect(enviados[0]!.asunto).toBe('Worknet: Corte de agua');
    expect(enviados[0]!.texto).toContain('Mañana de 14 a 16 h no habrá agua en el edificio central.');
    expect(enviados[0]!.texto).toContain(`${URL_PUBLICA}/#/novedad/3`);
    expect(await correosA('sin.aviso@prueba.local')).toEqual([]);
    // The account without an address, though it asked for them, gets none: one mail in all.
    expect(await db().select().from(correoSaliente).where(eq(correoSaliente.asunto, 'Worknet: Corte de agua'))).toHaveLength(1);
    // Turned off again: the next one does not go by e-mail.
    expect((await api.put('/api/v1/mi_perfil/preferencias', conAviso.token, { correo_notificaciones: false })).statusCode).toBe(200);
    const otra = await api.post('/api/v1/notificaciones/enviar', emisor.token, {
      titulo: 'Otra',
      texto: 'Sin correo.',
      audiencia: 'usuarios',
      ids: [conAviso.id],
    });
    expect(otra.statusCode, otra.body).toBe(200);
    await esperarAvisos(t.app);
    expect(await correosA('con.aviso@prueba.local')).toHaveLength(1);
  });
});

describe('PUT mi_perfil/foto', () => {
  it('un borrador propio pasa a ser la foto del legajo propio, que el legajo muestra', async () => {
    const id = await borrador(ana.token);
    const r = await api.put('/api/v1/mi_perfil/foto', ana.token, { media_id: id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Foto actualizada.');
    expect((await api.get('/api/v1/mi_perfil', ana.token)).json().data.persona.foto).toMatchObject({ id, url: expect.any(String) });
    const legajo = await api.get(`/api/v1/persona_rrhh/${ana.personaId}`, ana.token);
    expect(legajo.json().data.datosPersonales.foto.id).toBe(id);
    const [a] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'persona'), eq(auditoria.entidad_id, String(ana.personaId)), eq(auditoria.accion, 'foto')));
    expect(a).toMatchObject({ usuario_id: ana.id, despues: { media_id: id } });
  });

  it('el borrador de otro usuario no se acepta (404) y el legajo no cambia', async () => {
    const antes = (await api.get('/api/v1/mi_perfil', ana.token)).json().data.persona.foto;
    const ajeno = await borrador(beto.token);
    const r = await api.put('/api/v1/mi_perfil/foto', ana.token, { media_id: ajeno });
    expect(r.statusCode, r.body).toBe(404);
    expect(r.json().message).toBe('No se encontró la foto subida: súbala de nuevo.');
    expect((await api.get('/api/v1/mi_perfil', ana.token)).json().data.persona.foto).toEqual(antes);
    // The photo of another's file is not a draft of the caller's either.
    expect((await api.put('/api/v1/mi_perfil/foto', beto.token, { media_id: antes.id })).statusCode).toBe(404);
  });

  it('sin legajo vinculado, 409 en español; sin media_id, 400', async () => {
    const r = await api.put('/api/v1/mi_perfil/foto', sinPersona.token, { media_id: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/^Su usuario no tiene un legajo vinculado/);
    const sin = await api.put('/api/v1/mi_perfil/foto', ana.token, {});
    expect(sin.statusCode).toBe(400);
    expect(sin.json().message).toMatch(/Suba una foto/);
  });
});

describe('sesiones propias', () => {
  it('dos ingresos del mismo usuario son dos sesiones, una de ellas la actual', async () => {
    const u = await crearUsuario(db());
    const [s1, s2] = [await iniciarSesion(t.app, u.username), await iniciarSesion(t.app, u.username)];
    const r = await api.get('/api/v1/mis_sesiones', s2);
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json().data as { id: string; actual: boolean; origen: string }[];
    expect(lista.map((s) => s.id).sort()).toEqual([sidDe(s1), sidDe(s2)].sort());
    expect(lista.filter((s) => s.actual).map((s) => s.id)).toEqual([sidDe(s2)]);
    expect(lista.every((s) => s.origen === 'password')).toBe(true);

    // Closing one of one's own: its token stops at once, the other keeps working.
    const cerrar = await api.delete(`/api/v1/mis_sesiones/${sidDe(s1)}`, s2);
    expect(cerrar.statusCode, cerrar.body).toBe(200);
    expect(cerrar.json().message).toBe('Sesión cerrada.');
    expect((await api.get('/api/v1/mi_perfil', s1)).statusCode).toBe(401);
    expect((await api.get('/api/v1/mis_sesiones', s2)).json().data).toHaveLength(1);
    // Already closed: 404, like any session that is not there.
    expect((await api.delete(`/api/v1/mis_sesiones/${sidDe(s1)}`, s2)).statusCode).toBe(404);
    expect((await api.delete('/api/v1/mis_sesiones/no-es-un-uuid', s2)).statusCode).toBe(400);
  });

  it('la sesión de otro usuario da 404 y sigue activa', async () => {
    const duenoDeLaSesion = await usuarioCon(null);
    const r = await api.delete(`/api/v1/mis_sesiones/${sidDe(duenoDeLaSesion.token)}`, ana.token);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('No existe esa sesión.');
    expect((await api.get('/api/v1/mi_perfil', duenoDeLaSesion.token)).statusCode).toBe(200);
    const [s] = await db()
      .select()
      .from(sesion)
      .where(eq(sesion.id, sidDe(duenoDeLaSesion.token)));
    expect(s!.revocada_at).toBeNull();
  });

  it('cerrar_otras_sesiones cierra las demás al instante y deja la actual', async () => {
    const u = await crearUsuario(db());
    const [a, b, actual] = [await iniciarSesion(t.app, u.username), await iniciarSesion(t.app, u.username), await iniciarSesion(t.app, u.username)];
    // The other tokens were in use (and cached) before.
    for (const tk of [a, b]) expect((await api.get('/api/v1/mi_perfil', tk)).statusCode).toBe(200);
    const r = await api.post('/api/v1/cerrar_otras_sesiones', actual);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Se cerraron 2 sesiones.', data: { cerradas: 2 } });
    for (const tk of [a, b]) expect((await api.get('/api/v1/mi_perfil', tk)).statusCode).toBe(401);
    const quedan = (await api.get('/api/v1/mis_sesiones', actual)).json().data;
    expect(quedan).toEqual([expect.objectContaining({ id: sidDe(actual), actual: true })]);
    const otra = await api.post('/api/v1/cerrar_otras_sesiones', actual);
    expect(otra.json()).toMatchObject({ message: 'No había otras sesiones abiertas.', data: { cerradas: 0 } });
    const [fila] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'usuario'), eq(auditoria.entidad_id, String(u.id)), eq(auditoria.accion, 'cerrar_otras_sesiones')));
    expect(fila?.despues).toMatchObject({ sesiones_cerradas: 2 });
  });

  it('20 pedidos simultáneos de cerrar_otras_sesiones responden todos 200 y cierran cada sesión una vez', async () => {
    const u = await crearUsuario(db());
    const otras = [await iniciarSesion(t.app, u.username), await iniciarSesion(t.app, u.username)];
    const actual = await iniciarSesion(t.app, u.username);
    const rs = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/v1/cerrar_otras_sesiones', actual)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(rs.reduce((n, r) => n + (r.json().data.cerradas as number), 0)).toBe(2);
    for (const tk of otras) expect((await api.get('/api/v1/mi_perfil', tk)).statusCode).toBe(401);
    const [fila] = filasDe<{ n: number }>(await db().execute(sql`select count(*)::int as n from sesion where usuario_id = ${u.id} and revocada_at is null`));
    expect(Number(fila!.n)).toBe(1);
  });
});
