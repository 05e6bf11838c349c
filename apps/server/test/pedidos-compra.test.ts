import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CARRITO_VACIO } from '@worknet/domain/pedidos/carrito';
import { documentoStock, proveedor } from '../src/modules/inventario/inventario.table';
import { borrarBorradoresVencidos } from '../src/modules/pedidos/pedidos-envio.service';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { conSesion, type ConSesion } from './factories';
import { crearDeposito, crearProducto } from './inventario-documentos-apoyo';
import { appMedia, formulario, PDF, png } from './media-apoyo';
import { peticiones } from './peticion';

// Purchase cart and orders (issue 18 items 3–5) through the real app.

let t: Prueba;
const api = peticiones(() => t, '/api/v1');
let empleado: ConSesion;
let otro: ConSesion;
let compras: ConSesion;
beforeAll(async () => {
  t = await appMedia();
  [empleado, otro, compras] = await Promise.all([conSesion(t), conSesion(t), conSesion(t, { items: ['AdministradorCompras'] })]);
});
afterAll(() => t.cerrar());
const form = (u: ConSesion, campos: Record<string, string | number | undefined>, archivo?: Parameters<typeof formulario>[1]) =>
  api.post('/api/v1/alta_items_pedidos', u.token, formulario(campos, archivo));
const uno = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => filasDe<T>(await t.database.db.execute(q))[0]!;

/** A sent order made through the spec's calls: alta_pedido, one alta_items_pedidos per line, enviar_pedido. */
async function pedidoPorContrato(u: ConSesion, lineas = 1): Promise<number> {
  const alta = await api.post('alta_pedido', u, { tipo: 'insumos', persona: u.id, sector: u.sectores[0] });
  expect(alta.statusCode, alta.body).toBe(200);
  const id = alta.json().data.id as number;
  for (let i = 0; i < lineas; i++) expect((await form(u, { idPedido: id, nombre: `Cosa ${i + 1}`, cantidad: 2 })).statusCode).toBe(200);
  expect((await api.post(`enviar_pedido/${id}`, u, {})).statusCode).toBe(200);
  return id;
}

async function crearProveedor(): Promise<number> {
  const [p] = await t.database.db
    .insert(proveedor)
    .values({ razon_social: `Droguería ${Date.now()}`, cuit: '30712345679', condicion_iva: 'responsable_inscripto' })
    .returning({ id: proveedor.id });
  return p!.id;
}

describe('alta_pedido + alta_items_pedidos (contrato de la especificación)', () => {
  it('crea un pedido con 3 ítems y archivos; lo leen el solicitante y compras, otro empleado no', async () => {
    const producto = await crearProducto(t, { nombre: 'Guantes de látex M' });
    const alta = await api.post('alta_pedido', empleado, { tipo: 'insumos', persona: empleado.id, sector: empleado.sectores[0] });
    expect(alta.statusCode, alta.body).toBe(200);
    const id = alta.json().data.id as number;

    // While a draft: only its creator sees it, purchasing does not.
    expect((await api.get(`pedido/${id}`, compras)).statusCode).toBe(403);

    const a = await form(empleado, { idPedido: id, producto_id: producto, cantidad: 3, mensaje: 'Para guardia' }, { nombre: 'presupuesto.pdf', datos: PDF });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.archivo.nombre).toBe('presupuesto.pdf');
    const b = await form(
      empleado,
      { idPedido: id, nombre: 'Silla de ruedas', cantidad: 1, fileName: 'foto-silla.png' },
      { nombre: 'x.png', datos: await png(), tipo: 'image/png' },
    );
    expect(b.statusCode, b.body).toBe(200);
    expect((await form(empleado, { idPedido: id, nombre: 'Termómetro digital', cantidad: '2.5' })).statusCode).toBe(200);

    const enviar = await api.post(`enviar_pedido/${id}`, empleado, {});
    expect(enviar.statusCode, enviar.body).toBe(200);
    expect(enviar.json().message).toBe('Pedido creado con éxito');
    expect((await api.post(`enviar_pedido/${id}`, empleado, {})).statusCode).toBe(403);

    const propio = await api.get(`pedido/${id}`, empleado);
    expect(propio.statusCode, propio.body).toBe(200);
    const d = propio.json().data;
    expect(d.estado).toBe('nuevo');
    expect(d.lineas.map((l: { nombre: string; cantidad: number }) => [l.nombre, l.cantidad])).toEqual([
      ['Guantes de látex M', 3],
      ['Silla de ruedas', 1],
      ['Termómetro digital', 2.5],
    ]);
    expect(d.lineas[0].archivos[0].nombre).toBe('presupuesto.pdf');
    expect(d.lineas[1].archivos[0].nombre).toBe('foto-silla.png');
    expect(d.lineas[2].archivos).toEqual([]);
    expect(d.siguientes).toEqual([]);
    // The file downloads with its signed link.
    expect((await t.app.inject({ method: 'GET', url: d.lineas[0].archivos[0].url })).statusCode).toBe(200);

    const ajeno = await api.get(`pedido/${id}`, otro);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toMatch(/permiso|acceso/i);
    expect((await api.get(`recurso_media_by_model/${d.lineas[0].id}?modelo=pedido_item&modulo=pedidos`, otro)).statusCode).toBe(403);

    const deCompras = await api.get(`pedido/${id}`, compras);
    expect(deCompras.statusCode).toBe(200);
    expect(deCompras.json().data.siguientes).toEqual(['en_revision', 'rechazado']);
  });

  it('un pedido sin líneas no se envía, y el borrador abandonado se descarta o lo borra la limpieza', async () => {
    const alta = await api.post('alta_pedido', empleado, { tipo: 'otro', persona: empleado.id, sector: empleado.sectores[0] });
    const id = alta.json().data.id as number;
    const vacio = await api.post(`enviar_pedido/${id}`, empleado, {});
    expect(vacio.statusCode).toBe(422);
    expect(vacio.json().message).toBe(MENSAJE_CARRITO_VACIO);
    expect((await api.delete(`pedido/${id}`, otro)).statusCode).toBe(403);
    expect((await api.delete(`pedido/${id}`, empleado)).statusCode).toBe(200);
    expect((await api.get(`pedido/${id}`, empleado)).statusCode).toBe(403);

    const viejo = (await api.post('alta_pedido', empleado, { tipo: 'otro', persona: empleado.id, sector: empleado.sectores[0] })).json().data.id as number;
    await form(empleado, { idPedido: viejo, nombre: 'Algo', cantidad: 1 }, { nombre: 'a.pdf', datos: PDF });
    await t.database.db.execute(sql`update pedido set created_at = now() - interval '25 hours' where id = ${viejo}`);
    expect(await borrarBorradoresVencidos(t.app.ctx)).toBe(1);
    expect(await uno(sql`select count(*)::int n from pedido where id = ${viejo}`)).toEqual({ n: 0 });
  });

  it('sólo compras pide en nombre de otra persona y de cualquier sector', async () => {
    const r = await api.post('alta_pedido', empleado, { tipo: 'insumos', persona: otro.id, sector: otro.sectores[0] });
    expect(r.statusCode).toBe(400);
    expect((await api.post('alta_pedido', empleado, { tipo: 'insumos', persona: empleado.id, sector: otro.sectores[0] })).statusCode).toBe(400);
    const c = await api.post('alta_pedido', compras, { tipo: 'equipamiento', persona: otro.id, sector: otro.sectores[0] });
    expect(c.statusCode, c.body).toBe(200);
    const id = c.json().data.id as number;
    await form(compras, { idPedido: id, nombre: 'Monitor multiparamétrico', cantidad: 1 });
    expect((await api.post(`enviar_pedido/${id}`, compras, {})).statusCode).toBe(200);
    // The person it was made for sees it among theirs.
    const mios = await api.get('pedidos/mios', otro);
    expect(mios.json().data.map((p: { id: number }) => p.id)).toContain(id);
  });
});

describe('entrada mala → 400 en español', () => {
  it('cantidad 0, producto desconocido, archivo prohibido; nada queda escrito', async () => {
    const id = (await api.post('alta_pedido', empleado, { tipo: 'insumos', persona: empleado.id, sector: empleado.sectores[0] })).json().data.id as number;
    const cero = await form(empleado, { idPedido: id, nombre: 'Gasas', cantidad: 0 });
    expect(cero.statusCode).toBe(400);
    expect(cero.json().message).toMatch(/mayor que cero/);
    const desconocido = await form(empleado, { idPedido: id, producto_id: 999_999, cantidad: 1 });
    expect(desconocido.statusCode).toBe(400);
    expect(desconocido.json().message).toBe('El producto 999999 no existe o no está activo.');
    const exe = await form(
      empleado,
      { idPedido: id, nombre: 'Programa', cantidad: 1 },
      { nombre: 'setup.exe', datos: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff') },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toMatch(/tipo de archivo no está permitido/);
    const svg = await form(
      empleado,
      { idPedido: id, nombre: 'Plano', cantidad: 1 },
      { nombre: 'plano.svg', datos: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    );
    expect(svg.statusCode).toBe(400);
    expect(await uno(sql`select count(*)::int n from pedido_item where pedido_id = ${id}`)).toEqual({ n: 0 });

    expect((await api.post('carrito', empleado, { nombre: 'Gasas', cantidad: 0 })).statusCode).toBe(400);
    const prod = await api.post('carrito', empleado, { producto_id: 999_999 });
    expect(prod.statusCode).toBe(400);
    expect(prod.json().message).toBe('El producto 999999 no existe o no está activo.');
    expect((await api.post('carrito', empleado, {})).json().message).toMatch(/Elija un producto del catálogo o escriba qué necesita/);
    expect((await api.post('alta_pedido', empleado, { tipo: 'cualquiera', persona: empleado.id, sector: empleado.sectores[0] })).statusCode).toBe(400);
    expect((await api.post(`cambiar_estado_pedido/${id}`, compras, { estado: 'volando' })).statusCode).toBe(400);
  });
});

describe('carrito en el servidor', () => {
  it('un producto repetido sube 1 y lo dice; el archivo de la línea pasa al pedido; el carrito queda vacío', async () => {
    const u = await conSesion(t);
    const p = await crearProducto(t, { nombre: 'Alcohol en gel 500 ml' });
    const a = await api.post('carrito', u, { producto_id: p, cantidad: 3 });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().message).toBe('«Alcohol en gel 500 ml» agregado al pedido (cantidad 3).');
    const b = await api.post('carrito', u, { producto_id: p, cantidad: 5 });
    expect(b.json().message).toBe('«Alcohol en gel 500 ml» ya estaba en el pedido: ahora la cantidad es 4.');
    expect(b.json().data.cantidad).toBe(4);

    // The file: a media draft of modelo carrito_item, taken by the line.
    const tipos = (await api.get('recurso_media_tipos?busqueda=true&modulo=pedidos&modelo=carrito_item', u)).json().data;
    const subida = await api.post(
      '/api/v1/recurso_media_worknet',
      u.token,
      formulario({ tipo_id: tipos[0].id, modulo: 'pedidos', modelo: 'carrito_item' }, { nombre: 'muestra.pdf', datos: PDF }),
    );
    expect(subida.statusCode, subida.body).toBe(200);
    const libre = await api.post('carrito', u, {
      nombre: 'Cortina para box 3',
      cantidad: 1,
      mensaje: 'Medidas en el adjunto',
      media_id: subida.json().data.id,
    });
    expect(libre.statusCode, libre.body).toBe(200);
    expect(libre.json().data.archivo.nombre).toBe('muestra.pdf');

    // Kept on the server: another session of the same user sees the same cart.
    const carrito = await api.get('carrito', u);
    expect(carrito.json().total).toBe(2);
    const otraLinea = carrito.json().data[1].id as number;
    expect((await api.put(`carrito/${otraLinea}`, otro, { cantidad: 9 })).statusCode).toBe(403);
    expect((await api.put(`carrito/${otraLinea}`, u, { cantidad: 2, mensaje: 'Medidas en el adjunto' })).json().data.cantidad).toBe(2);

    const sinSector = await api.post('enviar_carrito', u, { tipo: 'insumos', sector: otro.sectores[0] });
    expect(sinSector.statusCode).toBe(400);
    expect((await api.get('carrito', u)).json().total).toBe(2);

    const env = await api.post('enviar_carrito', u, { tipo: 'insumos', sector: u.sectores[0] });
    expect(env.statusCode, env.body).toBe(200);
    expect(env.json().message).toBe('Pedido creado con éxito');
    expect((await api.get('carrito', u)).json().total).toBe(0);
    const d = (await api.get(`pedido/${env.json().data.id}`, u)).json().data;
    expect(d.lineas.map((l: { nombre: string; cantidad: number }) => [l.nombre, l.cantidad])).toEqual([
      ['Alcohol en gel 500 ml', 4],
      ['Cortina para box 3', 2],
    ]);
    expect(d.lineas[1].archivos[0].nombre).toBe('muestra.pdf');
    expect(d.lineas[1].archivos[0].modelo).toBe('pedido_item');

    const vacio = await api.post('enviar_carrito', u, { tipo: 'insumos', sector: u.sectores[0] });
    expect(vacio.statusCode).toBe(422);
    expect(vacio.json().message).toBe(MENSAJE_CARRITO_VACIO);
  });

  it('20 envíos simultáneos del mismo carrito crean un solo pedido', async () => {
    const u = await conSesion(t);
    await api.post('carrito', u, { nombre: 'Barbijos N95', cantidad: 50 });
    await api.post('carrito', u, { nombre: 'Camisolines', cantidad: 20 });
    const rs = await Promise.all(Array.from({ length: 20 }, () => api.post('enviar_carrito', u, { tipo: 'insumos', sector: u.sectores[0] })));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(
      await uno(
        sql`select count(*)::int n, sum((select count(*) from pedido_item i where i.pedido_id = p.id))::int lineas from pedido p where persona_id = ${u.id}`,
      ),
    ).toEqual({
      n: 1,
      lineas: 2,
    });
  });

  it('una línea ajena no se borra y el empleado no ve las colas de compras', async () => {
    const u = await conSesion(t);
    const l = (await api.post('carrito', u, { nombre: 'Lapiceras', cantidad: 10 })).json().data.id as number;
    expect((await api.delete(`carrito/${l}`, otro)).statusCode).toBe(403);
    expect((await api.delete(`carrito/${l}`, u)).statusCode).toBe(200);
    expect((await api.get('pedidos?cola=abiertos', u)).statusCode).toBe(403);
    expect((await api.get('carrito/productos?filter=guantes', u)).statusCode).toBe(200);
  });
});

describe('seguimiento', () => {
  it('hilo de respuestas entre el solicitante y compras, con aviso a la otra parte', async () => {
    const id = await pedidoPorContrato(empleado);
    const r1 = await api.post(`crear_respuesta/${id}`, compras, { texto: '¿Qué talle necesitan?' });
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await api.post(`crear_respuesta/${id}`, empleado, { texto: 'Talle M, por favor.' });
    expect(r2.statusCode).toBe(200);
    expect((await api.post(`crear_respuesta/${id}`, otro, { texto: 'Hola' })).statusCode).toBe(403);
    expect((await api.post(`crear_respuesta/${id}`, empleado, { texto: '   ' })).statusCode).toBe(400);
    const d = (await api.get(`pedido/${id}`, empleado)).json().data;
    expect(d.respuestas.map((x: { texto: string }) => x.texto)).toEqual(['¿Qué talle necesitan?', 'Talle M, por favor.']);
    const avisos = await uno<{ a_empleado: number; a_compras: number }>(
      sql`select count(*) filter (where usuario_id = ${empleado.id} and titulo = ${`Pedido ${id}: nueva respuesta`})::int a_empleado,
                 count(*) filter (where usuario_id = ${compras.id} and titulo = ${`Pedido ${id}: nueva respuesta`})::int a_compras from mensaje_sistema`,
    );
    expect(avisos).toEqual({ a_empleado: 1, a_compras: 1 });
  });

  it('una nota interna de compras: la leen compras, el solicitante no la ve ni recibe aviso, y sólo compras la escribe', async () => {
    const id = await pedidoPorContrato(empleado);
    const nota = await api.post(`crear_respuesta/${id}`, compras, { texto: 'Pedir a la droguería de siempre.', interno: true });
    expect(nota.statusCode, nota.body).toBe(200);
    expect(nota.json()).toMatchObject({ message: 'Nota interna guardada.', data: { interno: true, autor_id: compras.id } });
    expect((await api.post(`crear_respuesta/${id}`, compras, { texto: 'Ya lo pedimos.' })).statusCode).toBe(200);
    const propia = await api.post(`crear_respuesta/${id}`, empleado, { texto: 'Me la guardo.', interno: true });
    expect(propia.statusCode).toBe(403);
    expect(propia.json().message).toBe('Sólo Compras escribe notas internas.');
    expect((await api.post(`crear_respuesta/${id}`, compras, { texto: 'x', interno: 'si' })).statusCode).toBe(400);

    const textos = async (u: ConSesion) => ((await api.get(`pedido/${id}`, u)).json().data.respuestas as { texto: string }[]).map((x) => x.texto);
    expect(await textos(compras)).toEqual(['Pedir a la droguería de siempre.', 'Ya lo pedimos.']);
    expect(await textos(empleado)).toEqual(['Ya lo pedimos.']);
    const avisos = await uno<{ n: number }>(
      sql`select count(*)::int n from mensaje_sistema where usuario_id = ${empleado.id} and titulo = ${`Pedido ${id}: nueva respuesta`}`,
    );
    expect(avisos.n).toBe(1);
  });

  it('línea de tiempo completa: nuevo → en revisión → aprobado → pedido al proveedor → recibido (con su ingreso) → cerrado', async () => {
    const id = await pedidoPorContrato(empleado, 2);
    const prov = await crearProveedor();
    const dep = await crearDeposito(t);
    const [ing] = await t.database.db
      .insert(documentoStock)
      .values({ tipo: 'ingreso', estado: 'confirmado', fecha: '2026-11-20', deposito_id: dep, proveedor_id: prov, creado_por: compras.id })
      .returning({ id: documentoStock.id });
    const [borrador] = await t.database.db
      .insert(documentoStock)
      .values({ tipo: 'ingreso', fecha: '2026-11-20', deposito_id: dep, creado_por: compras.id })
      .returning({ id: documentoStock.id });
    const mover = (body: Record<string, unknown>, u = compras) => api.post(`cambiar_estado_pedido/${id}`, u, body);

    expect((await mover({ estado: 'en_revision' }, empleado)).statusCode).toBe(403);
    const salto = await mover({ estado: 'aprobado' });
    expect(salto.statusCode).toBe(422);
    expect(salto.json().message).toBe('Un pedido «Nuevo» sólo puede pasar a «En revisión» o «Rechazado».');
    expect((await mover({ estado: 'en_revision', detalle: 'Pidiendo presupuestos' })).statusCode).toBe(200);
    expect((await mover({ estado: 'aprobado' })).statusCode).toBe(200);
    expect((await mover({ estado: 'pedido_proveedor', proveedor_id: prov })).json().message).toBe('Indique la fecha esperada de entrega.');
    expect((await mover({ estado: 'pedido_proveedor', proveedor_id: 999_999, fecha_esperada: '2026-12-01' })).statusCode).toBe(400);
    expect((await mover({ estado: 'pedido_proveedor', proveedor_id: prov, fecha_esperada: '2026-12-01' })).statusCode).toBe(200);
    expect((await mover({ estado: 'recibido', ingreso_id: borrador!.id })).json().message).toMatch(/todavía no está confirmado/);
    expect((await mover({ estado: 'recibido', ingreso_id: ing!.id })).statusCode).toBe(200);
    const cierre = await mover({ estado: 'cerrado' });
    expect(cierre.statusCode).toBe(200);
    expect(cierre.json().message).toBe(`Pedido ${id}: Cerrado.`);
    const fuera = await mover({ estado: 'rechazado', motivo: 'tarde' });
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().message).toMatch(/ya no cambia de estado/);

    const d = (await api.get(`pedido/${id}`, empleado)).json().data;
    expect(d.eventos.map((e: { estado: string }) => e.estado)).toEqual(['nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido', 'cerrado']);
    const prove = d.eventos[3];
    expect([prove.proveedor_id, prove.fecha_esperada]).toEqual([prov, '2026-12-01']);
    expect(d.eventos[4].ingreso_id).toBe(ing!.id);
    expect([d.estado, d.ingreso_id, d.proveedor_id]).toEqual(['cerrado', ing!.id, prov]);
    expect(d.cerrado_en).not.toBeNull();
    // Each change told the requester (nuevo included).
    const avisos = await uno(
      sql`select count(*)::int n from mensaje_sistema where usuario_id = ${empleado.id} and modulo = 'pedidos' and enlace = ${`/detalle/seguimiento/${id}`}`,
    );
    expect(avisos).toEqual({ n: 6 });
    // It left the open lists for the closed ones.
    expect((await api.get('pedidos/mios?cola=abiertos', empleado)).json().data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await api.get('pedidos/mios?cola=cerrados', empleado)).json().data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await api.get('pedidos?cola=cerrados', compras)).json().data.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('rechazado exige motivo, lo guarda y avisa; dos cambios a la vez: uno solo pasa', async () => {
    const id = await pedidoPorContrato(empleado);
    expect((await api.post(`cambiar_estado_pedido/${id}`, compras, { estado: 'rechazado' })).json().message).toBe('Indique el motivo del rechazo.');
    expect((await api.post(`cambiar_estado_pedido/${id}`, compras, { estado: 'rechazado', motivo: 'Hay stock en farmacia' })).statusCode).toBe(200);
    const d = (await api.get(`pedido/${id}`, empleado)).json().data;
    expect([d.estado, d.motivo_rechazo, d.eventos.at(-1).detalle]).toEqual(['rechazado', 'Hay stock en farmacia', 'Hay stock en farmacia']);
    const m = await uno(sql`select texto from mensaje_sistema where usuario_id = ${empleado.id} and titulo = ${`Pedido ${id}: Rechazado`}`);
    expect(m.texto).toBe(`Su pedido ${id} fue rechazado. Motivo: Hay stock en farmacia`);

    const id2 = await pedidoPorContrato(empleado);
    const rs = await Promise.all([0, 1].map(() => api.post(`cambiar_estado_pedido/${id2}`, compras, { estado: 'en_revision' })));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('las colas: compras ve todos los abiertos; el empleado, sólo los suyos; los borradores, nadie', async () => {
    const mio = await pedidoPorContrato(empleado);
    const ajeno = await pedidoPorContrato(otro);
    const borrador = (await api.post('alta_pedido', empleado, { tipo: 'insumos', persona: empleado.id, sector: empleado.sectores[0] })).json().data
      .id as number;
    const ids = async (url: string, u: ConSesion) => (await api.get(url, u)).json().data.map((p: { id: number }) => p.id) as number[];
    const mios = await ids('pedidos/mios?limit=500', empleado);
    expect(mios).toContain(mio);
    expect(mios).not.toContain(ajeno);
    expect(mios).not.toContain(borrador);
    const cola = await ids('pedidos?cola=abiertos&limit=500', compras);
    expect(cola).toEqual(expect.arrayContaining([mio, ajeno]));
    expect(cola).not.toContain(borrador);
    expect(await ids(`pedidos?filter=${mio}`, compras)).toContain(mio);
    expect((await api.get('pedidos?sortBy=precio', compras)).statusCode).toBe(400);
  });
});
