import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicar, bandejaInicial, type Bandeja, type MensajeEstado } from '@worknet/domain/notificaciones/contadores';
import { enviarMensajeSistema } from '../src/modules/notificaciones/avisos.service';
import { mensajeSistema } from '../src/modules/notificaciones/notificaciones.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { borrarUsuario, clienteHttp, conSesion, desactivar, type ConSesion } from './notificaciones-apoyo';

let t: Prueba;
let http: ReturnType<typeof clienteHttp>;
beforeAll(async () => {
  t = await appDePrueba();
  http = clienteHttp(t);
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const mensaje = (usuarioIds: number[], o: { titulo?: string; texto?: string; modulo?: string; enlace?: string | null } = {}) =>
  enviarMensajeSistema({ db: db() }, { usuarioIds, titulo: o.titulo ?? 'Aviso', texto: o.texto ?? 'Texto', modulo: o.modulo ?? 'pedidos', enlace: o.enlace });
const titulos = (r: { json: () => { data: { titulo: string }[] } }) => r.json().data.map((m) => m.titulo);

describe('enviarMensajeSistema (el ayudante de los módulos)', () => {
  it('escribe un mensaje por usuario, salta borrados e inexistentes y guarda el enlace normalizado', async () => {
    const [a, b, inactivo, borrado] = await Promise.all([conSesion(t), conSesion(t), conSesion(t), conSesion(t)]);
    await desactivar(db(), inactivo.id);
    await borrarUsuario(db(), borrado.id);
    const ids = await mensaje([a.id, b.id, a.id, inactivo.id, borrado.id, 999_123], { titulo: 'Pedido confirmado', enlace: '#/mi_pedido' });
    expect(ids).toHaveLength(3);
    const filas = await db().select().from(mensajeSistema).where(inArray(mensajeSistema.id, ids));
    expect(filas.map((f) => f.usuario_id).sort((x, y) => x - y)).toEqual([a.id, b.id, inactivo.id].sort((x, y) => x - y));
    expect(filas.every((f) => f.leido === 0 && f.enlace === '/mi_pedido' && f.modulo === 'pedidos' && f.titulo === 'Pedido confirmado')).toBe(true);
  });

  it('datos inválidos son un error de programación: lanza y no escribe nada', async () => {
    const a = await conSesion(t);
    await expect(mensaje([a.id], { enlace: 'javascript:alert(1)' })).rejects.toThrow();
    await expect(mensaje([a.id], { titulo: '' })).rejects.toThrow();
    await expect(mensaje([])).rejects.toThrow();
    expect((await http.get('/api/v1/sin_leer', a.token)).json().data).toBe(0);
  });
});

describe('mensajes_sistema/filter y sin_leer', () => {
  let ana: ConSesion;
  let beto: ConSesion;
  beforeAll(async () => {
    ana = await conSesion(t);
    beto = await conSesion(t);
    await mensaje([ana.id], { titulo: 'Matrícula por vencer', texto: 'Su matrícula vence en 31 días.', modulo: 'rrhh' });
    await mensaje([ana.id, beto.id], { titulo: 'Pedido confirmado', texto: 'Su pedido fue confirmado.', modulo: 'pedidos' });
    await mensaje([ana.id], { titulo: 'Stock mínimo', texto: 'Guantes de látex bajo el mínimo.', modulo: 'inventario' });
    // An older message, to filter by day.
    await db().execute(sql`update mensaje_sistema set created_at = '2020-01-10T15:00:00Z' where usuario_id = ${ana.id} and modulo = 'rrhh'`);
  });

  it('lista sólo los propios, del más nuevo al más viejo, con leido, paginados', async () => {
    const r = await http.get('/api/v1/mensajes_sistema/filter', ana.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(3);
    expect(titulos(r)).toEqual(['Stock mínimo', 'Pedido confirmado', 'Matrícula por vencer']);
    expect(r.json().data[0]).toMatchObject({ leido: 0, modulo: 'inventario', texto: 'Guantes de látex bajo el mínimo.', enlace: null });
    const p = await http.get('/api/v1/mensajes_sistema/filter?skip=1&limit=1', ana.token);
    expect(titulos(p)).toEqual(['Pedido confirmado']);
    expect(p.json().total).toBe(3);
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter', beto.token))).toEqual(['Pedido confirmado']);
  });

  it('filtra por módulo, por texto sin distinguir acentos ni mayúsculas y por días de Buenos Aires', async () => {
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter?modulo=rrhh', ana.token))).toEqual(['Matrícula por vencer']);
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter?filter=LATEX', ana.token))).toEqual(['Stock mínimo']);
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter?filter=matricula', ana.token))).toEqual(['Matrícula por vencer']);
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter?desde=2020-01-10&hasta=2020-01-10', ana.token))).toEqual(['Matrícula por vencer']);
    expect((await http.get('/api/v1/mensajes_sistema/filter?hasta=2020-01-09', ana.token)).json().total).toBe(0);
    const mal = await http.get('/api/v1/mensajes_sistema/filter?desde=2026-02-01&hasta=2026-01-01', ana.token);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toBe('La fecha "desde" no puede ser posterior a la fecha "hasta".');
    expect((await http.get('/api/v1/mensajes_sistema/filter?desde=10/01/2026', ana.token)).statusCode).toBe(400);
  });

  it('sin_leer cuenta los no leídos propios; filter?leido separa leídos y no leídos', async () => {
    expect((await http.get('/api/v1/sin_leer', ana.token)).json()).toMatchObject({ success: true, data: 3, total: 3 });
    const [primero] = (await http.get('/api/v1/mensajes_sistema/filter', ana.token)).json().data;
    await http.post('/api/v1/read_mensajes_sistema_bulk', ana.token, { ids: [primero.id] });
    expect((await http.get('/api/v1/sin_leer', ana.token)).json().data).toBe(2);
    expect(titulos(await http.get('/api/v1/mensajes_sistema/filter?leido=1', ana.token))).toEqual(['Stock mínimo']);
    expect((await http.get('/api/v1/mensajes_sistema/filter?leido=0', ana.token)).json().total).toBe(2);
    expect((await http.get('/api/v1/sin_leer', beto.token)).json().data).toBe(1);
  });

  it('mensajes_sistema/modulos lista los módulos de los mensajes propios', async () => {
    expect((await http.get('/api/v1/mensajes_sistema/modulos', ana.token)).json().data).toEqual(['inventario', 'pedidos', 'rrhh']);
    expect((await http.get('/api/v1/mensajes_sistema/modulos', beto.token)).json().data).toEqual(['pedidos']);
  });
});

describe('leer y eliminar en bloque (spec §4)', () => {
  it('leer: 0 → 1, el contador baja, repetir no cambia nada y los ids de otro usuario se ignoran', async () => {
    const [ana, beto] = await Promise.all([conSesion(t), conSesion(t)]);
    const deAna = await Promise.all([mensaje([ana.id]), mensaje([ana.id]), mensaje([ana.id])]).then((x) => x.flat());
    const [deBeto] = await mensaje([beto.id]);
    const r = await http.post('/api/v1/read_mensajes_sistema_bulk', ana.token, { ids: [deAna[0], deAna[1], deBeto, 999_999] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Se marcaron 2 mensajes como leídos.', data: { afectados: 2, no_leidos: 2, sin_leer: 1 } });
    const again = await http.post('/api/v1/read_mensajes_sistema_bulk', ana.token, { ids: [deAna[0]] });
    expect(again.json()).toMatchObject({ message: 'No había mensajes sin leer entre los elegidos.', data: { afectados: 0, sin_leer: 1 } });
    const [suyo] = await db().select().from(mensajeSistema).where(eq(mensajeSistema.id, deBeto!));
    expect(suyo!.leido).toBe(0);
    expect((await http.get('/api/v1/sin_leer', beto.token)).json().data).toBe(1);
  });

  it('eliminar: borra los propios y baja el contador en los no leídos borrados; los de otro quedan', async () => {
    const [ana, beto] = await Promise.all([conSesion(t), conSesion(t)]);
    const deAna = (await Promise.all([mensaje([ana.id]), mensaje([ana.id]), mensaje([ana.id])])).flat();
    const [deBeto] = await mensaje([beto.id]);
    await http.post('/api/v1/read_mensajes_sistema_bulk', ana.token, { ids: [deAna[0]] });
    const r = await http.post('/api/v1/delete_mensajes_sistema_bulk', ana.token, { ids: [deAna[0], deAna[1], deBeto] });
    expect(r.json()).toMatchObject({ success: true, message: 'Se eliminaron 2 mensajes.', data: { afectados: 2, no_leidos: 1, sin_leer: 1 } });
    expect((await http.get('/api/v1/mensajes_sistema/filter', ana.token)).json().data.map((m: { id: number }) => m.id)).toEqual([deAna[2]]);
    expect(await db().select().from(mensajeSistema).where(eq(mensajeSistema.id, deBeto!))).toHaveLength(1);
    const otra = await http.post('/api/v1/delete_mensajes_sistema_bulk', beto.token, { ids: [deAna[2]] });
    expect(otra.json()).toMatchObject({ message: 'No se eliminó ningún mensaje.', data: { afectados: 0, no_leidos: 0, sin_leer: 1 } });
    expect((await http.get('/api/v1/sin_leer', ana.token)).json().data).toBe(1);
  });

  it('read_mensajes_sistema_todos deja el contador propio en 0 y no toca el de otros', async () => {
    const [ana, beto] = await Promise.all([conSesion(t), conSesion(t)]);
    await mensaje([ana.id, beto.id]);
    await mensaje([ana.id]);
    const r = await http.post('/api/v1/read_mensajes_sistema_todos', ana.token);
    expect(r.json()).toMatchObject({ message: 'Se marcaron 2 mensajes como leídos.', data: { afectados: 2, sin_leer: 0 } });
    expect((await http.get('/api/v1/sin_leer', beto.token)).json().data).toBe(1);
  });

  it('ids vacíos, ausentes o no enteros dan 400 en español', async () => {
    const ana = await conSesion(t);
    for (const url of ['/api/v1/read_mensajes_sistema_bulk', '/api/v1/delete_mensajes_sistema_bulk']) {
      const vacio = await http.post(url, ana.token, { ids: [] });
      expect(vacio.statusCode).toBe(400);
      expect(vacio.json().message).toContain('Elija al menos un mensaje.');
      expect((await http.post(url, ana.token, {})).statusCode).toBe(400);
      expect((await http.post(url, ana.token, { ids: [-1] })).statusCode).toBe(400);
      expect((await http.post(url, ana.token, { ids: 'todos' })).statusCode).toBe(400);
    }
  });

  it('cualquier secuencia de lecturas y borrados de dos usuarios da en el servidor lo mismo que el modelo del dominio', async () => {
    const [ana, beto] = await Promise.all([conSesion(t), conSesion(t)]);
    const tokens = new Map([
      [ana.id, ana.token],
      [beto.id, beto.token],
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(ana.id, beto.id), { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({
            tipo: fc.constantFrom('leer' as const, 'eliminar' as const),
            quien: fc.constantFrom(ana.id, beto.id),
            // Positions into the messages of this run (both users'), plus one unknown id.
            cuales: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (duenos, ops) => {
          // Each run starts with fresh boxes for both users.
          await db()
            .delete(mensajeSistema)
            .where(inArray(mensajeSistema.usuario_id, [ana.id, beto.id]));
          const iniciales: MensajeEstado[] = [];
          for (const d of duenos) iniciales.push({ id: (await mensaje([d]))[0]!, usuarioId: d, leido: 0 });
          let modelo: Bandeja = bandejaInicial(iniciales);
          for (const op of ops) {
            const ids = op.cuales.map((i) => iniciales[i]?.id ?? 999_999);
            const url = op.tipo === 'leer' ? '/api/v1/read_mensajes_sistema_bulk' : '/api/v1/delete_mensajes_sistema_bulk';
            const r = await http.post(url, tokens.get(op.quien)!, { ids });
            const esperado = aplicar(modelo, { tipo: op.tipo, usuarioId: op.quien, ids });
            modelo = esperado.bandeja;
            expect(r.json().data).toEqual(esperado.efecto);
            for (const u of [ana, beto]) expect((await http.get('/api/v1/sin_leer', u.token)).json().data).toBe(modelo.sinLeer[u.id] ?? 0);
          }
          const enBase = await db()
            .select({ id: mensajeSistema.id, usuarioId: mensajeSistema.usuario_id, leido: mensajeSistema.leido })
            .from(mensajeSistema)
            .where(inArray(mensajeSistema.usuario_id, [ana.id, beto.id]))
            .orderBy(mensajeSistema.id);
          expect(enBase).toEqual([...modelo.mensajes].sort((a, b) => a.id - b.id));
        },
      ),
      { numRuns: 25 },
    );
  });
});
