import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIPO_MEDIA_CERTIFICADO } from '@worknet/domain/media/tipos-referencia';
import { EVENTO_MENSAJE_SISTEMA } from '../src/modules/notificaciones/mensajes.service';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { bearer, conSesion, crearSector, type ConSesion } from './factories';
import { appMedia, formulario, PDF } from './media-apoyo';
import { crearPersona, hacerReferente, tipoPorCodigo } from './novedades-personal-apoyo';
import { peticiones } from './peticion';

// Personnel events and their approvals (issue 19 items 1, 2, 5–7) through the real app.

let t: Prueba;
let rrhh: ConSesion;
let referente: ConSesion;
let empleado: ConSesion;
let ajeno: ConSesion;
let sectorA: number;
let sectorB: number;
const personas: Record<'rrhh' | 'referente' | 'empleado' | 'ajeno', number> = { rrhh: 0, referente: 0, empleado: 0, ajeno: 0 };
const tipos: Record<string, number> = {};

beforeAll(async () => {
  t = await appMedia();
  const db = t.database.db;
  [sectorA, sectorB] = [(await crearSector(db, { nombre: 'Enfermería A' })).sector.id, (await crearSector(db, { nombre: 'Guardia B' })).sector.id];
  [rrhh, referente, empleado, ajeno] = await Promise.all([
    conSesion(t, { items: ['RRHH'], sectores: [sectorB] }),
    conSesion(t, { items: ['Referente de área'], sectores: [sectorA] }),
    conSesion(t, { items: ['Empleado'], sectores: [sectorA] }),
    conSesion(t, { items: ['Empleado'], sectores: [sectorB] }),
  ]);
  personas.rrhh = await crearPersona(db, { sectorId: sectorB, usuarioId: rrhh.id, apellido: 'Rrhh' });
  personas.referente = await crearPersona(db, { sectorId: sectorA, usuarioId: referente.id, apellido: 'Referente' });
  personas.empleado = await crearPersona(db, { sectorId: sectorA, usuarioId: empleado.id, apellido: 'Empleada' });
  personas.ajeno = await crearPersona(db, { sectorId: sectorB, usuarioId: ajeno.id, apellido: 'Ajena' });
  await hacerReferente(db, referente.id, [sectorA]);
  for (const c of ['VAC', 'MAT', 'MUD', 'FC', 'ENF', 'SUS', 'DF', 'CAP']) tipos[c] = await tipoPorCodigo(db, c);
});
afterAll(() => t.cerrar());

const URL = '/api/v1/rrhh/novedad-personal';
const api = peticiones(() => t);
const { pedir } = api;
const pedirNovedad = (u: ConSesion, b: Record<string, unknown>) => pedir('POST', URL, u, b);
const accion = (u: ConSesion, id: number, que: 'aprobar' | 'rechazar' | 'anular', b: Record<string, unknown> = {}) =>
  pedir('POST', `${URL}/${id}/${que}`, u, b);
const detalle = async (u: ConSesion, id: number) => {
  const r = await pedir('GET', `${URL}/${id}`, u);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const mensajes = async (usuarioId: number, enlace: string) =>
  filasDe<{ titulo: string; texto: string }>(
    await t.database.db.execute(sql`select titulo, texto from mensaje_sistema where usuario_id = ${usuarioId} and enlace = ${enlace} order by id`),
  );

/** A request that must succeed; returns its id. */
async function creada(u: ConSesion, b: Record<string, unknown>): Promise<number> {
  const r = await pedirNovedad(u, b);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('la cadena de aprobación', () => {
  it('el empleado pide vacaciones, el referente aprueba su paso, RRHH el suyo; cada paso avisa en vivo', async () => {
    const publicar = vi.spyOn(t.app.ctx.realtime, 'publish');
    const r = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2027-01-04', hasta: '2027-01-17' });
    expect(r.statusCode, r.body).toBe(200);
    const n = r.json().data;
    expect(n).toMatchObject({ estado: 'pendiente', siguiente_paso: 'referente', dias: 14, tipo_codigo: 'VAC', sector_id: sectorA, sector: 'Enfermería A' });
    expect(n.periodo).toEqual(expect.any(Number));
    expect(n.acciones).toEqual({ editar: true, aprobar: false, rechazar: false, anular: true });
    const enlace = `/rrhh/novedad/${n.id}`;

    // Whoever approves next hears of it: the referente of the sector, live.
    expect((await mensajes(referente.id, enlace)).map((m) => m.titulo)).toEqual([`Novedad ${n.id} para aprobar: Vacaciones`]);
    // The notice pipeline delivers from the job queue, after the commit.
    await vi.waitFor(() => expect(publicar).toHaveBeenCalledWith({ usuario: referente.id }, EVENTO_MENSAJE_SISTEMA, expect.objectContaining({ enlace })));

    // Nobody approves their own.
    const propia = await accion(empleado, n.id, 'aprobar');
    expect(propia.statusCode).toBe(403);
    expect(propia.json().message).toMatch(/novedad propia/);
    expect((await accion(empleado, n.id, 'rechazar', { motivo: 'x' })).statusCode).toBe(403);

    expect((await detalle(referente, n.id)).acciones).toMatchObject({ aprobar: true, rechazar: true });
    const paso1 = await accion(referente, n.id, 'aprobar', { detalle: 'Cubre Pérez' });
    expect(paso1.statusCode, paso1.body).toBe(200);
    expect(paso1.json().data).toMatchObject({ estado: 'aprobada_referente', siguiente_paso: 'rrhh' });
    await vi.waitFor(() => expect(publicar).toHaveBeenCalledWith({ usuario: empleado.id }, EVENTO_MENSAJE_SISTEMA, expect.objectContaining({ enlace })));
    expect((await mensajes(rrhh.id, enlace)).length).toBe(1);

    // The referente does not approve HR's step.
    const otraVez = await accion(referente, n.id, 'aprobar');
    expect(otraVez.statusCode).toBe(403);
    expect(otraVez.json().message).toBe('Este paso lo aprueba RRHH.');

    const paso2 = await accion(rrhh, n.id, 'aprobar');
    expect(paso2.statusCode, paso2.body).toBe(200);
    const final = paso2.json().data;
    expect(final).toMatchObject({ estado: 'aprobada', siguiente_paso: null });
    expect(final.eventos.map((e: { estado: string }) => e.estado)).toEqual(['pendiente', 'aprobada_referente', 'aprobada']);
    expect(final.eventos[1]).toMatchObject({ detalle: 'Cubre Pérez' });

    const alEmpleado = await mensajes(empleado.id, enlace);
    expect(alEmpleado.map((m) => m.titulo)).toEqual(['Vacaciones: Aprobada por el referente', 'Vacaciones: Aprobada']);
    expect((await accion(rrhh, n.id, 'aprobar')).statusCode).toBe(422);
    expect((await detalle(empleado, n.id)).acciones).toEqual({ editar: false, aprobar: false, rechazar: false, anular: false });

    const auditoria = filasDe<{ accion: string }>(
      await t.database.db.execute(sql`select accion from auditoria where entidad = 'novedad_personal' and entidad_id = ${String(n.id)} order by id`),
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['crear', 'aprobar', 'aprobar']);
    publicar.mockRestore();
  });

  it('un rechazo lleva motivo y se lo cuenta a la persona', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.MUD, desde: '2027-02-10', hasta: '2027-02-10' });
    const sinMotivo = await accion(referente, id, 'rechazar', {});
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json().message).toMatch(/motivo del rechazo/);
    const r = await accion(referente, id, 'rechazar', { motivo: 'Ese día hay inventario' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'rechazada', motivo_rechazo: 'Ese día hay inventario' });
    const [m] = await mensajes(empleado.id, `/rrhh/novedad/${id}`);
    expect(m!.texto).toContain('Motivo: Ese día hay inventario');
    // A rejected one holds no days: the same day can be asked for again.
    await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-02-10', hasta: '2027-02-10' });
  });

  it('RRHH carga aprobada para otra persona, pero la suya sigue la cadena y no la aprueba él mismo', async () => {
    const otra = await pedirNovedad(rrhh, { persona_id: personas.ajeno, tipo_id: tipos.FC, desde: '2027-03-01', hasta: '2027-03-02' });
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data).toMatchObject({ estado: 'aprobada', dias: 2 });
    const suya = await pedirNovedad(rrhh, { persona_id: personas.rrhh, tipo_id: tipos.FC, desde: '2027-03-01', hasta: '2027-03-01' });
    expect(suya.statusCode, suya.body).toBe(200);
    expect(suya.json().data.estado).toBe('pendiente');
    const aprobar = await accion(rrhh, suya.json().data.id, 'aprobar');
    expect(aprobar.statusCode).toBe(403);
    expect(aprobar.json().message).toMatch(/novedad propia/);
  });

  it('el empleado sólo pide para sí y sólo los tipos que se solicitan', async () => {
    const ajena = await pedirNovedad(empleado, { persona_id: personas.ajeno, tipo_id: tipos.FC, desde: '2027-04-05', hasta: '2027-04-05' });
    expect(ajena.statusCode).toBe(403);
    const suspension = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.SUS, desde: '2027-04-05', hasta: '2027-04-05' });
    expect(suspension.statusCode).toBe(422);
    expect(suspension.json().message).toMatch(/la carga RRHH/);
    const lista = await pedir('GET', `${URL}/tipos`, empleado);
    expect(lista.statusCode, lista.body).toBe(200);
    const codigos = lista.json().data.map((x: { codigo: string }) => x.codigo);
    expect(codigos).toContain('VAC');
    expect(codigos).not.toContain('SUS');
    const deRrhh = (await pedir('GET', `${URL}/tipos`, rrhh)).json().data.map((x: { codigo: string }) => x.codigo);
    expect(deRrhh).toContain('SUS');
  });
});

describe('superposición', () => {
  it('rechaza una novedad que se superpone, nombrando la otra', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-05-10', hasta: '2027-05-12' });
    const r = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.MUD, desde: '2027-05-12', hasta: '2027-05-12' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Se superpone con Franco compensatorio del 10/05/2027 al 12/05/2027 (n.º ${id}).`);
  });

  it('20 pedidos simultáneos que se superponen: pasa uno solo', async () => {
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pedirNovedad(empleado, {
          persona_id: personas.empleado,
          tipo_id: tipos.FC,
          desde: '2027-06-07',
          hasta: `2027-06-${String(8 + (i % 3)).padStart(2, '0')}`,
        }),
      ),
    );
    const codigos = respuestas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    const [n] = filasDe<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int n from novedad_personal where persona_id = ${personas.empleado} and desde = '2027-06-07'`),
    );
    expect(Number(n!.n)).toBe(1);
  });
});

describe('alcance', () => {
  it('el referente ve y decide sólo lo de sus sectores', async () => {
    const id = await creada(ajeno, { persona_id: personas.ajeno, tipo_id: tipos.FC, desde: '2027-07-05', hasta: '2027-07-05' });
    expect((await pedir('GET', `${URL}/${id}`, referente)).statusCode).toBe(403);
    expect((await accion(referente, id, 'aprobar')).statusCode).toBe(403);
    expect((await pedirNovedad(referente, { persona_id: personas.ajeno, tipo_id: tipos.FC, desde: '2027-07-06', hasta: '2027-07-06' })).statusCode).toBe(403);
    const lista = await pedir('GET', `${URL}?ambito=referente&limit=500`, referente);
    expect(lista.statusCode, lista.body).toBe(200);
    const ids = lista.json().data.map((f: { persona_id: number }) => f.persona_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(ids.filter((p: number) => p === personas.empleado || p === personas.referente)));
    // The employee asks for somebody else's scope: 403.
    expect((await pedir('GET', `${URL}?ambito=rrhh`, empleado)).statusCode).toBe(403);
    const propias = (await pedir('GET', `${URL}?limit=500`, empleado)).json().data;
    expect(propias.every((f: { persona_id: number }) => f.persona_id === personas.empleado)).toBe(true);
  });

  it('la carga del referente para su sector cuenta como su aprobación', async () => {
    const r = await pedirNovedad(referente, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-07-12', hasta: '2027-07-12' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.estado).toBe('aprobada');
    expect(r.json().data.eventos[0].detalle).toBe('Cargada por el referente del sector.');
  });

  it('los filtros de sector ofrecen los del ámbito: el referente, los que lidera; RRHH, todos; el empleado, ninguno', async () => {
    const sectores = async (u: ConSesion, ambito?: string) => {
      const r = await pedir('GET', `${URL}/sectores${ambito ? `?ambito=${ambito}` : ''}`, u);
      return { status: r.statusCode, ids: r.statusCode === 200 ? (r.json().data as { value: number }[]).map((o) => o.value) : [] };
    };
    expect(await sectores(referente)).toEqual({ status: 200, ids: [sectorA] });
    const todos = await sectores(rrhh, 'rrhh');
    expect(todos.ids).toEqual(expect.arrayContaining([sectorA, sectorB]));
    expect((await sectores(referente, 'rrhh')).status).toBe(403);
    expect((await sectores(empleado)).status).toBe(403);
  });
});

describe('tope anual y certificado', () => {
  it('«Matrimonio» admite hasta 10 días por año; sin certificado no queda aprobada', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.MAT, desde: '2026-03-02', hasta: '2026-03-08' });
    const otra = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.MAT, desde: '2026-05-04', hasta: '2026-05-08' });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().message).toBe('«Matrimonio» admite hasta 10 días por año: en 2026 ya tiene 7 y esta novedad suma 5 (le quedan 3).');

    expect((await accion(referente, id, 'aprobar')).statusCode).toBe(200);
    const sinCertificado = await accion(rrhh, id, 'aprobar');
    expect(sinCertificado.statusCode).toBe(422);
    expect(sinCertificado.json().message).toMatch(/requiere certificado/);

    // The person attaches it to the event (after the referente's step they no longer edit it).
    const [tipo] = filasDe<{ id: number }>(
      await t.database.db.execute(
        sql`select id from recurso_media_tipo where modulo = 'rrhh' and modelo = 'novedad_personal' and label = ${TIPO_MEDIA_CERTIFICADO}`,
      ),
    );
    const subida = await api.post(
      '/api/v1/recurso_media_worknet',
      empleado.token,
      formulario({ tipo_id: tipo!.id, modulo: 'rrhh', modelo: 'novedad_personal', modelo_id: id }, { nombre: 'acta.pdf', datos: PDF }),
    );
    expect(subida.statusCode, subida.body).toBe(200);
    // Somebody outside does not.
    const intruso = await api.post(
      '/api/v1/recurso_media_worknet',
      ajeno.token,
      formulario({ tipo_id: tipo!.id, modulo: 'rrhh', modelo: 'novedad_personal', modelo_id: id }, { nombre: 'otra.pdf', datos: PDF }),
    );
    expect(intruso.statusCode).toBe(403);

    const ahora = await accion(rrhh, id, 'aprobar');
    expect(ahora.statusCode, ahora.body).toBe(200);
    expect(ahora.json().data).toMatchObject({ estado: 'aprobada', requiere_certificado: true, certificado: { nombre: 'acta.pdf' } });
  });

  it('RRHH no carga aprobada una novedad que requiere certificado sin adjuntarlo; con un borrador suyo, sí', async () => {
    const sin = await pedirNovedad(rrhh, { persona_id: personas.ajeno, tipo_id: tipos.ENF, desde: '2026-08-03', hasta: '2026-08-05' });
    expect(sin.statusCode).toBe(422);
    const [tipo] = filasDe<{ id: number }>(await t.database.db.execute(sql`select id from recurso_media_tipo where modelo = 'novedad_personal'`));
    const borrador = await api.post(
      '/api/v1/recurso_media_worknet',
      rrhh.token,
      formulario({ tipo_id: tipo!.id, modulo: 'rrhh', modelo: 'novedad_personal' }, { nombre: 'certificado.pdf', datos: PDF }),
    );
    expect(borrador.statusCode, borrador.body).toBe(200);
    const con = await pedirNovedad(rrhh, {
      persona_id: personas.ajeno,
      tipo_id: tipos.ENF,
      desde: '2026-08-03',
      hasta: '2026-08-05',
      media_id: borrador.json().data.id,
    });
    expect(con.statusCode, con.body).toBe(200);
    expect(con.json().data).toMatchObject({ estado: 'aprobada', certificado: { nombre: 'certificado.pdf' } });
  });
});

describe('vacaciones', () => {
  it('empiezan un lunes', async () => {
    const r = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2027-02-02', hasta: '2027-02-08' });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/empiezan un lunes/);
  });

  it('fuera de temporada sólo RRHH, con el motivo, y queda registrado', async () => {
    const b = { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2026-06-01', hasta: '2026-06-07' };
    const fuera = await pedirNovedad(empleado, b);
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().message).toMatch(/entre el 1 de octubre y el 30 de abril/);
    expect((await pedirNovedad(empleado, { ...b, fuera_de_temporada: true, motivo_fuera_de_temporada: 'Viaje' })).statusCode).toBe(403);
    const sinMotivo = await pedirNovedad(rrhh, { ...b, fuera_de_temporada: true });
    expect(sinMotivo.statusCode).toBe(400);
    const ok = await pedirNovedad(rrhh, { ...b, fuera_de_temporada: true, motivo_fuera_de_temporada: 'Acuerdo por viaje familiar' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ estado: 'aprobada', fuera_de_temporada: true, motivo_fuera_de_temporada: 'Acuerdo por viaje familiar', dias: 7 });
  });

  it('no se piden más días que los que quedan en el período', async () => {
    const r = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2027-03-01', hasta: '2027-04-25', periodo: 2026 });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/Del período 2026 le quedan \d+ días de vacaciones y esta novedad toma 56/);
  });
});

describe('editar y anular', () => {
  it('el empleado edita la suya mientras está pendiente; aprobada, sólo RRHH', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.DF, desde: '2027-08-02', hasta: '2027-08-03' });
    const editada = await pedir('PUT', `${URL}/${id}`, empleado, {
      tipo_id: tipos.DF,
      desde: '2027-08-02',
      hasta: '2027-08-06',
      observaciones: 'Final de Anatomía',
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json().data).toMatchObject({ dias: 5, observaciones: 'Final de Anatomía', estado: 'pendiente' });
    expect((await accion(referente, id, 'aprobar')).json().data.estado).toBe('aprobada');
    const tarde = await pedir('PUT', `${URL}/${id}`, empleado, { tipo_id: tipos.DF, desde: '2027-08-02', hasta: '2027-08-04' });
    expect(tarde.statusCode).toBe(403);
    const porRrhh = await pedir('PUT', `${URL}/${id}`, rrhh, { tipo_id: tipos.DF, desde: '2027-08-02', hasta: '2027-08-04' });
    expect(porRrhh.statusCode, porRrhh.body).toBe(200);
    expect(porRrhh.json().data).toMatchObject({ dias: 3, estado: 'aprobada' });
    expect((await mensajes(empleado.id, `/rrhh/novedad/${id}`)).some((m) => m.titulo === `Novedad ${id} modificada`)).toBe(true);
  });

  it('tras el paso del referente, la persona adjunta o anota sin deshacerlo; si cambia los días, vuelve al referente', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.CAP, desde: '2027-09-13', hasta: '2027-09-14' });
    expect((await accion(referente, id, 'aprobar')).json().data.estado).toBe('aprobada_referente');
    expect((await detalle(empleado, id)).acciones).toMatchObject({ editar: true, anular: true });
    const nota = await pedir('PUT', `${URL}/${id}`, empleado, { tipo_id: tipos.CAP, desde: '2027-09-13', hasta: '2027-09-14', observaciones: 'Curso de RCP' });
    expect(nota.statusCode, nota.body).toBe(200);
    expect(nota.json().data).toMatchObject({ estado: 'aprobada_referente', observaciones: 'Curso de RCP' });
    const dias = await pedir('PUT', `${URL}/${id}`, empleado, { tipo_id: tipos.CAP, desde: '2027-09-13', hasta: '2027-09-15' });
    expect(dias.statusCode, dias.body).toBe(200);
    expect(dias.json().data).toMatchObject({ estado: 'pendiente', siguiente_paso: 'referente', dias: 3 });
    expect(dias.json().data.eventos.at(-1).detalle).toMatch(/Vuelve a la aprobación del referente/);
    expect((await mensajes(referente.id, `/rrhh/novedad/${id}`)).map((m) => m.titulo)).toEqual([
      `Novedad ${id} para aprobar: Capacitación`,
      `Novedad ${id} para aprobar: Capacitación`,
    ]);
  });

  it('la persona anula la suya pendiente; aprobada, sólo RRHH', async () => {
    const id = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-09-06', hasta: '2027-09-06' });
    const r = await accion(empleado, id, 'anular', { motivo: 'Ya no lo necesito' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.estado).toBe('anulada');
    expect((await accion(empleado, id, 'anular')).statusCode).toBe(422);

    const otra = await creada(empleado, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-09-07', hasta: '2027-09-07' });
    await accion(referente, otra, 'aprobar');
    expect((await accion(empleado, otra, 'anular')).statusCode).toBe(403);
    const porRrhh = await accion(rrhh, otra, 'anular', { motivo: 'Cargada por error' });
    expect(porRrhh.statusCode, porRrhh.body).toBe(200);
    expect(porRrhh.json().data.estado).toBe('anulada');
  });
});

describe('cronograma', () => {
  it('muestra las ausencias del rango y avisa cuando falta más del tope del sector', async () => {
    const r = await pedir('GET', `/api/v1/rrhh/cronograma?desde=2027-01-01&hasta=2027-01-31&sector_id=${sectorA}`, rrhh);
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json().data;
    expect(c.ausencias.some((a: { persona_id: number; tipo: string }) => a.persona_id === personas.empleado && a.tipo === 'Vacaciones')).toBe(true);
    // Two people in sector A, one on vacation: 50 % > 30 %.
    expect(c.alertas).toContainEqual({ sector_id: sectorA, sector: 'Enfermería A', fecha: '2027-01-04', ausentes: 1, dotacion: 2, porcentaje: 50, tope: 30 });
    expect(c.no_laborables.some((d: { fecha: string }) => d.fecha === '2027-01-01')).toBe(true);

    const delReferente = await pedir('GET', '/api/v1/rrhh/cronograma?desde=2027-01-01&hasta=2027-01-31', referente);
    expect(delReferente.statusCode).toBe(200);
    expect(delReferente.json().data.ausencias.every((a: { sector_id: number }) => a.sector_id === sectorA)).toBe(true);

    const largo = await pedir('GET', '/api/v1/rrhh/cronograma?desde=2027-01-01&hasta=2027-06-30', rrhh);
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toMatch(/hasta 62 días/);
    expect((await pedir('GET', '/api/v1/rrhh/cronograma?desde=2027-01-01&hasta=2027-01-31', empleado)).statusCode).toBe(403);
  });
});

describe('reporte', () => {
  it('el CSV tiene las mismas filas que la lista, con BOM y el nombre del día', async () => {
    const filtros = { persona_id: personas.empleado, desde: '2026-01-01', hasta: '2027-12-31' };
    const lista = await pedir('GET', `${URL}?persona_id=${filtros.persona_id}&desde=${filtros.desde}&hasta=${filtros.hasta}&limit=500`, rrhh);
    expect(lista.statusCode, lista.body).toBe(200);
    const filas = lista.json().data as { id: number; persona: string; dias: number }[];
    expect(filas.length).toBeGreaterThan(5);

    const r = await pedir('POST', '/api/v1/rrhh/report_novedades_personal', rrhh, filtros);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="Reporte-Novedades-\d{2}-\d{2}-\d{4}\.csv"$/);
    const texto = r.rawPayload.toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const lineas = texto.slice(1).trimEnd().split('\r\n');
    expect(lineas[0]).toBe('N.º;Persona;Legajo;Sector;Tipo;Código;Desde;Hasta;Días;Período;Estado;Aprueba;Cargada');
    const datos = lineas.slice(1).map((l) => l.split(';'));
    expect(datos.map((d) => Number(d[0]))).toEqual(filas.map((f) => f.id));
    expect(datos.map((d) => Number(d[8]))).toEqual(filas.map((f) => f.dias));
    expect(datos[0]![1]).toBe(filas[0]!.persona);

    // The employee's report is theirs alone.
    const suyo = await pedir('POST', '/api/v1/rrhh/report_novedades_personal', ajeno, {});
    expect(suyo.statusCode).toBe(200);
    const ajenas = suyo.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n').slice(1);
    expect(ajenas.every((l) => l.split(';')[1] === 'Ajena, Licencias')).toBe(true);
  });
});

describe('entradas inválidas', () => {
  it('un id fuera de rango o Unicode mal formado dan 4xx', async () => {
    const grande = await pedir('GET', `${URL}/2147483648`, rrhh);
    expect(grande.statusCode).toBe(400);
    const persona = await pedirNovedad(rrhh, { persona_id: 2 ** 31, tipo_id: tipos.FC, desde: '2027-01-04', hasta: '2027-01-04' });
    expect(persona.statusCode).toBe(400);
    const inexistente = await pedirNovedad(rrhh, { persona_id: 2_000_000_000, tipo_id: tipos.FC, desde: '2027-01-04', hasta: '2027-01-04' });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().message).toBe('No existe la persona 2000000000.');
    const roto = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(empleado.token), 'content-type': 'application/json' },
      payload: `{"persona_id":${personas.empleado},"tipo_id":${tipos.FC},"desde":"2027-10-04","hasta":"2027-10-04","observaciones":"a\\ud800b"}`,
    });
    expect(roto.statusCode).toBe(400);
    const consulta = await pedir('GET', `${URL}?filter=%ED%A0%80`, rrhh);
    expect(consulta.statusCode).toBeLessThan(500);
    const fechas = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.FC, desde: '2027-10-05', hasta: '2027-10-04' });
    expect(fechas.statusCode).toBe(400);
    expect(fechas.json().message).toMatch(/«Hasta» no puede ser anterior a «Desde»/);
    const largo = await pedirNovedad(rrhh, { persona_id: personas.ajeno, tipo_id: tipos.FC, desde: '2027-01-04', hasta: '2029-01-04' });
    expect(largo.statusCode).toBe(400);
  });
});

describe('las reglas de vacaciones siguen a la clave del sistema, no al código', () => {
  const CATALOGO = '/api/v1/rrhh/tipo_novedad_personal';
  const cambiar = (u: ConSesion, method: 'PUT' | 'DELETE', id: number, payload?: object) =>
    t.app.inject({ method, url: `${CATALOGO}/${id}`, headers: bearer(u.token), ...(payload ? { payload } : {}) });

  it('renombrar el código de VAC no apaga la temporada ni el lunes, y la fila no se borra', async () => {
    const vac = tipos.VAC as number;
    const fila = (await pedir('GET', `${CATALOGO}/${vac}`, rrhh)).json().data as Record<string, unknown>;
    expect(fila.clave_sistema).toBe('vacaciones');
    const { id: _id, etiqueta: _e, deleted_at: _d, clave_sistema: _c, ...campos } = fila;
    // The API never writes the key: sending it empty changes nothing.
    const renombrada = await cambiar(rrhh, 'PUT', vac, { ...campos, codigo: 'VACA', nombre: 'Vacaciones anuales', clave_sistema: null });
    expect(renombrada.statusCode, renombrada.body).toBe(200);
    expect(renombrada.json().data).toMatchObject({ codigo: 'VACA', clave_sistema: 'vacaciones' });
    try {
      const fuera = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2028-06-05', hasta: '2028-06-11' });
      expect(fuera.statusCode, fuera.body).toBe(422);
      expect(fuera.json().message).toMatch(/entre el 1 de octubre y el 30 de abril/);
      const martes = await pedirNovedad(empleado, { persona_id: personas.empleado, tipo_id: tipos.VAC, desde: '2028-02-08', hasta: '2028-02-14' });
      expect(martes.json().message).toMatch(/empiezan un lunes/);
      const borrar = await cambiar(rrhh, 'DELETE', vac);
      expect(borrar.statusCode).toBe(409);
      expect(borrar.json().message).toMatch(/las reglas del sistema lo usan/);
    } finally {
      expect((await cambiar(rrhh, 'PUT', vac, { ...campos })).statusCode).toBe(200);
    }
  });
});
