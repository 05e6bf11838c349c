import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_RECIBOS } from '@worknet/domain/recibos/esquemas';
import * as reloj from '@worknet/domain/reloj';
import { adelantarReloj, fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { FALLAS_FIRMA, VENTANA_FIRMA_MIN } from '../src/modules/recibos/recibos-intentos';
import { PERMISOS_DEL_VINCULO } from '../src/modules/usuarios/usuarios.service';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, esperarAvisos, type Prueba } from './app-de-prueba';
import { conSesion, crearSector, documentos, iniciarSesion, PASSWORD, tokenCon } from './factories';
import { carpetaDatos } from './media-apoyo';
import { cuitEmpresa, pdfDeRecibos } from './recibos-pdf';
import { crearRol } from './usuarios-apoyo';
import { peticiones } from './peticion';

// Security issue 37: item 1 (a second account linked to somebody's file signs their pay slips)
// and item 5 (the signature's password re-check without an attempt limit). The slips here are
// rows with a one-page PDF in the store, so a signature that passes both checks really signs.

let t: Prueba;
let admin: string;
let rrhhVinculo: string;
let empleadoRol: number;
let sectorId: number;
let empresaId: number;
let periodo = 0;
let dataDir: string;
let pdf: Buffer;
const db = () => t.database.db;

beforeAll(async () => {
  dataDir = carpetaDatos();
  t = await appDePrueba({ env: { DATA_DIR: dataDir } });
  pdf = await pdfDeRecibos(cuitEmpresa(), [{ cuil: null }]);
  admin = await tokenCon(t, ['Administrador']);
  await crearRol(t, 'Alta de cuentas con todo lo del vínculo', ['admin.usuario.ver', 'admin.usuario.editar', 'Empleado', ...PERMISOS_DEL_VINCULO]);
  empleadoRol = filasDe<{ id: number }>(await db().execute(sql`select id from auth_item where nombre = 'Empleado'`))[0]!.id;
  rrhhVinculo = await tokenCon(t, ['Alta de cuentas con todo lo del vínculo']);
  sectorId = (await crearSector(db())).sector.id;
  const [e] = filasDe<{ id: number }>(
    await db().execute(sql`insert into rrhh_empresa (nombre, cuit) values ('Firma Segura S.A.', '30712345674') returning id`),
  );
  empresaId = e!.id;
});
afterAll(async () => {
  await t.cerrar();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => soltarReloj());

const api = peticiones(() => t);
// Always from the same address: the limits per address are part of what this file checks.
const post = (url: string, payload: object, token?: string) => api.post(url, token, payload, { remoteAddress: '10.37.0.1' });

async function personaConEmail(email: string | null): Promise<number> {
  const r = await post(
    '/api/v1/persona_rrhh',
    { apellido: 'Firmante', nombres: 'Ana', sexo: 'F', fecha_nacimiento: '1990-05-17', ...documentos(), ...(email ? { email } : {}) },
    admin,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

/** A published (unsigned) slip of the persona: its row and its one-page PDF. */
async function reciboPublicado(personaId: number): Promise<number> {
  const mes = ++periodo;
  const nombre = `2032-${String(mes).padStart(2, '0')}`;
  const [p] = filasDe<{ id: number }>(
    await db().execute(
      sql`insert into rrhh_periodo (nombre, anio, mes, desde, hasta, estado) values (${nombre}, 2032, ${mes}, ${`${nombre}-01`}, ${`${nombre}-28`}, 'abierto') returning id`,
    ),
  );
  const [l] = filasDe<{ id: number }>(
    await db().execute(
      sql`insert into rrhh_liquidacion (periodo_id, empresa_id, tipo, estado) values (${p!.id}, ${empresaId}, 'mensual', 'abierta') returning id`,
    ),
  );
  const clave = `prueba/${nombre}-${personaId}.pdf`;
  await t.app.ctx.almacen.guardar(clave, pdf);
  const huella = createHash('sha256').update(pdf).digest('hex');
  const [r] = filasDe<{ id: number }>(
    await db().execute(sql`
      insert into recibo (liquidacion_id, persona_id, clave, sha256, paginas, publicado_at)
      values (${l!.id}, ${personaId}, ${clave}, ${huella}, 1, ${new Date('2032-01-05T12:00:00Z')}) returning id`),
  );
  return r!.id;
}

const firmar = (id: number, token: string, password: string) =>
  post(`/api/v1/mis_recibos/${id}/firmar`, { conformidad: 'no_conforme', motivo: 'No estoy de acuerdo.', password }, token);

describe('una cuenta con una contraseña que eligió otra persona no firma (issue 37, punto 1)', () => {
  it('alta con contraseña temporal vinculada a un legajo: avisa a la persona y a RRHH, y la cuenta no firma hasta elegir la suya por el enlace', async () => {
    const personaId = await personaConEmail('ana.firmante@personal.local');
    const reciboId = await reciboPublicado(personaId);
    const correos = t.correos.length;
    const alta = await post(
      '/api/v1/admin_usuario',
      {
        username: 'segunda_cuenta',
        nombre_completo: 'Ana Firmante',
        email: 'segunda@otro.local',
        sectores: [sectorId],
        roles: [empleadoRol],
        persona_id: personaId,
        password_temporal: 'Guardia-Noche-77',
      },
      rrhhVinculo,
    );
    expect(alta.statusCode, alta.body).toBe(200);
    const usuarioId = alta.json().data.id as number;

    // The persona is told at the e-mail of their file (through the retried mail queue), HR and the account by system messages.
    await esperarAvisos(t.app);
    const aviso = t.correos.slice(correos).find((c) => c.para === 'ana.firmante@personal.local');
    expect(aviso?.asunto).toBe('Worknet: su legajo quedó vinculado a un usuario');
    expect(aviso?.texto).toContain('al usuario «segunda_cuenta» de Worknet (e-mail segunda@otro.local)');
    const encolado = filasDe<{ n: number }>(
      await db().execute(sql`select count(*)::int n from pgboss.job where name = 'aviso_correo' and data->>'para' = 'ana.firmante@personal.local'`),
    );
    expect(encolado[0]!.n).toBe(1);
    const mensajes = filasDe<{ usuario_id: number; titulo: string }>(
      await db().execute(sql`select usuario_id, titulo from mensaje_sistema where titulo like '%legajo quedó vinculado%' order by id`),
    );
    expect(mensajes.some((m) => m.usuario_id === usuarioId && m.titulo === 'Su legajo quedó vinculado a su usuario')).toBe(true);
    expect(mensajes.some((m) => m.usuario_id !== usuarioId && m.titulo === 'Un legajo quedó vinculado a un usuario')).toBe(true);

    // Logged in with the temporary password and changed at first login: still somebody else's choice.
    const token = await iniciarSesion(t.app, 'segunda_cuenta', 'Guardia-Noche-77');
    const cambio = await post('/api/v1/cambiar_password', { password_actual: 'Guardia-Noche-77', password: 'Elegida-Por-Mi-88' }, token);
    expect(cambio.statusCode, cambio.body).toBe(200);
    // The slip's screen knows before the dialog.
    const visto = await api.get(`/api/v1/mis_recibos/${reciboId}`, token);
    expect(visto.json().data.password_propia).toBe(false);
    const negada = await firmar(reciboId, token, 'Elegida-Por-Mi-88');
    expect(negada.statusCode, negada.body).toBe(403);
    expect(negada.json().message).toBe(MENSAJES_RECIBOS.passwordNoPropia);
    const [fila] = filasDe<{ conformidad: string | null }>(await db().execute(sql`select conformidad from recibo where id = ${reciboId}`));
    expect(fila!.conformidad).toBeNull();

    // The mailed link: the password is the person's own now, and the refusal is gone (the wrong
    // password below is checked, so the gate was passed).
    expect((await post('/api/v1/recovery_password', { email: 'segunda@otro.local' })).statusCode).toBe(200);
    await expect.poll(() => t.correos.some((c) => c.para === 'segunda@otro.local' && /reset-password\//.test(c.texto))).toBe(true);
    const enlace = /reset-password\/([\w-]+)/.exec(t.correos.filter((c) => c.para === 'segunda@otro.local').at(-1)!.texto)![1]!;
    expect((await post('/api/v1/reset_password', { token: enlace, password: 'Propia-De-Verdad-99' })).statusCode).toBe(200);
    const nuevo = await iniciarSesion(t.app, 'segunda_cuenta', 'Propia-De-Verdad-99');
    const mal = await firmar(reciboId, nuevo, 'otra-cosa');
    expect(mal.statusCode, mal.body).toBe(400);
    expect(mal.json().message).toBe(MENSAJES_RECIBOS.passwordIncorrecta);
    const firmada = await firmar(reciboId, nuevo, 'Propia-De-Verdad-99');
    expect(firmada.statusCode, firmada.body).toBe(200);
    expect(firmada.json().data).toMatchObject({ estado: 'no_conforme', password_propia: true });

    // A new temporary password set by an administrator takes it away again.
    const temporal = await post('/api/v1/update_user_meta', { id: usuarioId, accion: 'password_temporal', password: 'Temporal-Otra-66' }, admin);
    expect(temporal.statusCode, temporal.body).toBe(200);
    const otra = await iniciarSesion(t.app, 'segunda_cuenta', 'Temporal-Otra-66');
    const otroRecibo = await reciboPublicado(personaId);
    expect((await firmar(otroRecibo, otra, 'Temporal-Otra-66')).statusCode).toBe(403);
  });
});

describe('la contraseña de la firma tiene un límite de intentos (issue 37, punto 5)', () => {
  async function empleadoConRecibo() {
    const personaId = await personaConEmail(null);
    const e = await conSesion(t, { items: ['Empleado'] });
    await db().execute(sql`update usuario set persona_id = ${personaId} where id = ${e.id}`);
    return { ...e, reciboId: await reciboPublicado(personaId) };
  }

  it('20 intentos simultáneos con contraseñas equivocadas: sólo FALLAS_FIRMA llegan a la contraseña, el resto 423; se libera al pasar la ventana', async () => {
    // The sessions were opened on the real clock: pinned to it, they stay valid.
    fijarReloj(reloj.ahoraMs());
    const e = await empleadoConRecibo();
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => firmar(e.reciboId, e.token, `equivocada-${i}`)));
    const codigos = rs.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([...Array<number>(FALLAS_FIRMA).fill(400), ...Array<number>(20 - FALLAS_FIRMA).fill(423)]);
    const bloqueada = rs.find((r) => r.statusCode === 423)!.json();
    expect(bloqueada).toMatchObject({ code: 'FIRMA_BLOQUEADA' });
    expect(bloqueada.message).toBe(
      `Demasiados intentos con una contraseña incorrecta: por seguridad, la firma con su usuario quedó bloqueada. Intente nuevamente en ${VENTANA_FIRMA_MIN} minutos.`,
    );
    // Locked, the right password does not get through either (it is not even checked).
    expect((await firmar(e.reciboId, e.token, PASSWORD)).statusCode).toBe(423);
    const [n] = filasDe<{ n: number }>(await db().execute(sql`select count(*)::int as n from recibo_intento_firma where usuario_id = ${e.id}`));
    expect(n!.n).toBe(FALLAS_FIRMA);

    adelantarReloj(VENTANA_FIRMA_MIN * 60_000 + 1000);
    expect((await firmar(e.reciboId, e.token, 'equivocada-otra-vez')).statusCode).toBe(400);
  });

  it('la contraseña correcta vuelve a empezar la cuenta', async () => {
    // The sessions were opened on the real clock: pinned to it, they stay valid.
    fijarReloj(reloj.ahoraMs());
    const e = await empleadoConRecibo();
    for (let i = 0; i < FALLAS_FIRMA - 1; i++) expect((await firmar(e.reciboId, e.token, `mala-${i}`)).statusCode).toBe(400);
    const bien = await firmar(e.reciboId, e.token, PASSWORD);
    expect(bien.statusCode, bien.body).toBe(200);
    // Signed already: a guess still reaches the password (400), FALLAS_FIRMA - 1 more times, before the lock.
    for (let i = 0; i < FALLAS_FIRMA; i++) expect((await firmar(e.reciboId, e.token, `mala-b${i}`)).statusCode).toBe(400);
    expect((await firmar(e.reciboId, e.token, 'mala-c')).statusCode).toBe(423);
  });

  it('la firma del empleador al publicar también cuenta, y el rechazo queda auditado', async () => {
    // The sessions were opened on the real clock: pinned to it, they stay valid.
    fijarReloj(reloj.ahoraMs());
    const rrhh = await conSesion(t, { items: ['RRHH'] });
    const personaId = await personaConEmail(null);
    await reciboPublicado(personaId);
    const [l] = filasDe<{ id: number }>(await db().execute(sql`select liquidacion_id as id from recibo where persona_id = ${personaId}`));
    const rs = [];
    for (let i = 0; i <= FALLAS_FIRMA; i++)
      rs.push(await post(`/api/v1/rrhh/liquidacion/${l!.id}/publicar`, { password: `mala-${i}`, sello_media_id: 1 }, rrhh.token));
    expect(rs.map((r) => r.statusCode)).toEqual([...Array<number>(FALLAS_FIRMA).fill(400), 423]);
    const motivos = filasDe<{ motivo: string }>(
      await db().execute(
        sql`select despues->>'motivo' as motivo from auditoria where entidad = 'liquidacion' and entidad_id = ${String(l!.id)} and accion = 'publicar_rechazado' order by id`,
      ),
    );
    expect(motivos.at(-1)!.motivo).toBe('firma bloqueada por intentos fallidos');
  });

  it('tampoco publica como empleador quien tiene una contraseña que le asignó otra persona', async () => {
    const rrhh = await conSesion(t, { items: ['RRHH'] });
    await db().execute(sql`update usuario set password_propia = false where id = ${rrhh.id}`);
    const personaId = await personaConEmail(null);
    await reciboPublicado(personaId);
    const [l] = filasDe<{ id: number }>(await db().execute(sql`select liquidacion_id as id from recibo where persona_id = ${personaId}`));
    const r = await post(`/api/v1/rrhh/liquidacion/${l!.id}/publicar`, { password: PASSWORD, sello_media_id: 1 }, rrhh.token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'PASSWORD_NO_PROPIA', message: MENSAJES_RECIBOS.passwordNoPropia });
    const [a] = filasDe<{ motivo: string }>(
      await db().execute(
        sql`select despues->>'motivo' as motivo from auditoria where entidad = 'liquidacion' and entidad_id = ${String(l!.id)} and accion = 'publicar_rechazado'`,
      ),
    );
    expect(a!.motivo).toBe('contraseña asignada por otra persona');
  });
});
