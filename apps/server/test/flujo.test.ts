import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUJO_TAREA } from '@worknet/domain/tareas/flujo';
import { HILO_TAREA, tarea, tareaComentario, tareaEvento } from '../src/modules/tareas/tareas.table';
import { escribirComentario, leerComentarios } from '../src/platform/flujo/comentarios';
import { transicionar } from '../src/platform/flujo/transicion';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesionPropia, crearSector } from './factories';
import { tipoYUbicacion } from './registros-ajenos-tareas';

// The workflow kit's transition helper (issue 38 item 1), on a real machine (tasks): twenty
// identical actions at once move the state once, and the state, the history and the audit are
// written together or not at all.

let t: Prueba;
let sectorId: number;
let jefe: { id: number; token: string };
const db = () => t.database.db;

beforeAll(async () => {
  t = await appDePrueba();
  sectorId = (await crearSector(db(), { nombre: 'Mantenimiento Flujo' })).sector.id;
  jefe = await conSesionPropia(t, { items: ['Referente de área'], sectores: [sectorId] });
});
afterAll(() => t.cerrar());

async function nuevaTarea(): Promise<number> {
  const { tipo } = await tipoYUbicacion(db(), sectorId, { sectorTipo: sectorId });
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/create-tarea',
    headers: bearer(jefe.token),
    payload: { titulo: 'Revisar el tablero', tipo_id: tipo },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const rastro = async (id: number) => ({
  estado: filasDe<{ estado: string }>(await db().execute(sql`select estado from tarea where id = ${id}`))[0]!.estado,
  historial: filasDe<{ estado: string }>(await db().execute(sql`select estado from tarea_evento where tarea_id = ${id} order by id`)).map((f) => f.estado),
  auditoria: filasDe<{ accion: string }>(
    await db().execute(sql`select accion from auditoria where entidad = 'tarea' and entidad_id = ${String(id)} order by id`),
  ).map((f) => f.accion),
});

const paso = (id: number, alPasar?: Parameters<typeof transicionar>[1]['alPasar']) =>
  db().transaction((tx) =>
    transicionar(tx, {
      flujo: FLUJO_TAREA,
      tabla: tarea,
      id,
      accion: 'iniciar',
      autorId: jefe.id,
      roles: () => ['gestor'],
      datos: {},
      historial: { tabla: tareaEvento, fk: 'tarea_id' },
      entidad: 'tarea',
      noExiste: `No existe la tarea ${id}.`,
      alPasar,
    }),
  );

describe('transicionar', () => {
  it('20 acciones idénticas a la vez: una pasa y 19 reciben el 409 de la máquina; un solo paso en el historial y en la auditoría', async () => {
    const id = await nuevaTarea();
    const rs = await Promise.allSettled(Array.from({ length: 20 }, () => paso(id)));
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rechazos = rs.flatMap((r) => (r.status === 'rejected' ? [r.reason as { status: number; message: string }] : []));
    expect(rechazos).toHaveLength(19);
    expect(new Set(rechazos.map((e) => `${e.status} ${e.message}`))).toEqual(new Set([`409 La tarea ${id} ya está en curso: no se puede iniciar.`]));
    expect(await rastro(id)).toEqual({ estado: 'en_curso', historial: ['pendiente', 'en_curso'], auditoria: ['crear', 'iniciar'] });
  });

  it('una falla a mitad de camino no deja nada: ni el estado, ni el historial, ni la auditoría', async () => {
    const id = await nuevaTarea();
    const antes = await rastro(id);
    // The module's part fails under the lock.
    await expect(
      paso(id, async () => {
        throw new Error('falla del módulo');
      }),
    ).rejects.toThrow('falla del módulo');
    expect(await rastro(id)).toEqual(antes);
    // The history row itself fails (a scan that does not exist) after the state moved.
    await expect(paso(id, async () => ({ historial: { escaneo_id: 2_000_000_000 } }))).rejects.toThrow();
    expect(await rastro(id)).toEqual(antes);
    expect(antes).toEqual({ estado: 'pendiente', historial: ['pendiente'], auditoria: ['crear'] });
  });

  it('un registro que no existe es 404 y lo que la máquina no permite a ese rol, 403', async () => {
    await expect(paso(2_000_000_000)).rejects.toMatchObject({ status: 404, message: 'No existe la tarea 2000000000.' });
    const id = await nuevaTarea();
    await expect(
      db().transaction((tx) =>
        transicionar(tx, {
          flujo: FLUJO_TAREA,
          tabla: tarea,
          id,
          accion: 'cancelar',
          autorId: jefe.id,
          roles: () => [],
          datos: {},
          historial: { tabla: tareaEvento, fk: 'tarea_id' },
          entidad: 'tarea',
          noExiste: 'No existe.',
        }),
      ),
    ).rejects.toMatchObject({ status: 403, message: 'Sólo quien dirige el sector de la tarea puede cancelarla.' });
  });
});

describe('hilo de comentarios', () => {
  it('se lee en orden, sin los eliminados, y las notas internas sólo para quien trabaja el registro', async () => {
    const id = await nuevaTarea();
    const a = await db().transaction((tx) => escribirComentario(tx, HILO_TAREA, id, { autorId: jefe.id, texto: 'Público' }));
    await db().transaction((tx) => escribirComentario(tx, HILO_TAREA, id, { autorId: jefe.id, texto: 'Entre nosotros', interno: true }));
    const b = await db().transaction((tx) => escribirComentario(tx, HILO_TAREA, id, { autorId: jefe.id, texto: 'Borrado' }));
    expect(a).toMatchObject({ autor_id: jefe.id, texto: 'Público', interno: false });
    expect(a.autor.length).toBeGreaterThan(0);
    await db().update(tareaComentario).set({ deleted_at: new Date(), borrado_por: jefe.id }).where(eq(tareaComentario.id, b.id));
    const textos = async (conInternos: boolean) => (await leerComentarios(db(), HILO_TAREA, id, { conInternos })).map((c) => c.texto);
    expect(await textos(true)).toEqual(['Público', 'Entre nosotros']);
    expect(await textos(false)).toEqual(['Público']);
  });
});
