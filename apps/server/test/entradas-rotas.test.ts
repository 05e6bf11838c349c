import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_MULTIPART_ROTO } from '../src/platform/http/error-handler';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion, tokenCon } from './factories';
import { crearPersona } from './novedades-personal-apoyo';
import { formulario } from './media-apoyo';
import { HOY, cliente, crearDeposito, crearProducto, ingresar, saldos, usuarios } from './inventario-documentos-apoyo';

// Issue 37, item 5: four inputs that were a 5xx. Each is a Spanish 4xx now; the multipart one was
// a class (every upload route), so it is swept over every declared write route.

let t: Prueba;
let admin: string;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await tokenCon(t, ['Administrador']);
});
afterAll(() => t.cerrar());

const LIMITE = '----worknet-prueba-multipart';
const parte = (relleno: string) =>
  `--${LIMITE}\r\nContent-Disposition: form-data; name="file"; filename="recibo.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${relleno}`;
/** Two broken bodies: a multipart content-type without its boundary, and a form cut before its closing boundary. */
const ROTOS = [
  { nombre: 'sin boundary', tipo: 'multipart/form-data', cuerpo: `${parte('completo')}\r\n--${LIMITE}--\r\n` },
  { nombre: 'cortado', tipo: `multipart/form-data; boundary=${LIMITE}`, cuerpo: parte('a medias, sin el final') },
] as const;

// Routes that would end the sweep's own session.
const EXCLUIDAS = new Set(['POST /api/v1/logout', 'POST /api/v1/cambiar_password']);
// The upload routes (they read a multipart form before anything else): each must answer the multipart 400 itself.
const SUBIDAS = [
  'POST /api/v1/recurso_media_worknet',
  'POST /api/v1/rrhh/liquidacion/:id/cargas',
  'PUT /api/v1/rrhh/recibo/:id/archivo',
  'POST /api/v1/rrhh/recibo/:id/correccion',
];

describe('multipart roto en toda ruta de escritura: nunca un 5xx', () => {
  it.each(ROTOS)(
    '$nombre',
    async ({ tipo, cuerpo }) => {
      const rutas = t.app.rutasDeclaradas.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !EXCLUIDAS.has(`${r.method} ${r.url}`));
      expect(rutas.length).toBeGreaterThan(100);
      const quinientos: string[] = [];
      const conFormularioInvalido: string[] = [];
      for (const r of rutas) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: r.url.replace(/:[a-zA-Z_]+/g, '1'),
          headers: { ...bearer(admin), 'content-type': tipo },
          payload: cuerpo,
        });
        if (res.statusCode >= 500) quinientos.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
        if (res.statusCode === 400 && res.json().code === 'FORMULARIO_INVALIDO') conFormularioInvalido.push(`${r.method} ${r.url}`);
      }
      expect(quinientos).toEqual([]);
      for (const s of SUBIDAS) expect(conFormularioInvalido).toContain(s);
    },
    120_000,
  );

  it('la respuesta es un 400 en español', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recurso_media_worknet',
      headers: { ...bearer(admin), 'content-type': ROTOS[1].tipo },
      payload: ROTOS[1].cuerpo,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'FORMULARIO_INVALIDO', message: MENSAJE_MULTIPART_ROTO });
  });
});

describe('mi_perfil/foto con un media_id fuera de un integer', () => {
  it('2^31 es un 400 en español, para cualquier usuario', async () => {
    // With a personnel file linked, so the id reaches the database (without one the answer is the 409 «sin legajo»).
    const u = await crearUsuario(t.database.db);
    await crearPersona(t.database.db, { sectorId: u.sectores[0]!, usuarioId: u.id });
    const token = await iniciarSesion(t.app, u.username);
    for (const media_id of [2 ** 31, 2 ** 53 + 2, 1e308]) {
      const r = await t.app.inject({ method: 'PUT', url: '/api/v1/mi_perfil/foto', headers: bearer(token), payload: { media_id } });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(/No existe un registro con ese número|Suba una foto/);
    }
  });
});

describe('PDF mal formado al reemplazar o corregir un recibo', () => {
  // pdf-lib opens these (a header and garbage, a header and an empty trailer); reading their pages failed.
  const MALOS = [
    Buffer.from('%PDF-1.7\nbasura sin fin'),
    Buffer.from('%PDF-1.4\ntrailer\n<<>>\n%%EOF\n'),
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ];
  it.each(['PUT /api/v1/rrhh/recibo/1/archivo', 'POST /api/v1/rrhh/recibo/1/correccion'])('%s: 400 en español', async (ruta) => {
    const [method, url] = ruta.split(' ') as ['PUT' | 'POST', string];
    for (const datos of MALOS) {
      const r = await t.app.inject({ method, url, headers: bearer(admin), payload: formulario({}, { nombre: 'malo.pdf', datos, tipo: 'application/pdf' }) });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toContain('no es un PDF válido');
    }
  });
});

describe('un saldo de stock que supera numeric(14,3)', () => {
  it('confirmar el ingreso es un 409 en español y no escribe nada', async () => {
    const u = await usuarios(t);
    const deposito = await crearDeposito(t, [u.responsableA.id]);
    const producto = await crearProducto(t);
    await ingresar(t, u.admin.token, deposito, [{ producto_id: producto, cantidad: 1 }]);
    // A balance just under the column's maximum (99.999.999.999,999), as years of entries would leave it.
    await t.database.db.execute(sql`update saldo_stock set cantidad = 99999999999 where producto_id = ${producto} and deposito_id = ${deposito}`);
    const c = cliente(t);
    const b = await c.post('producto_ingreso', u.admin.token, { deposito_id: deposito, fecha: HOY(), items: [{ producto_id: producto, cantidad: 5 }] });
    expect(b.statusCode, b.body).toBe(200);
    const id = b.json().data.id as number;
    const antes = await saldos(t);
    const movimientos = async () =>
      Number(filasDe<{ n: string }>(await t.database.db.execute(sql`select count(*)::text as n from movimiento_stock where producto_id = ${producto}`))[0]!.n);
    const movimientosAntes = await movimientos();

    const r = await c.post(`confirmar_ingreso/${id}`, u.admin.token);
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toMatch(/superaría el máximo que se puede guardar/);
    // Inside the transaction: the balance, the ledger and the draft as they were.
    expect(await saldos(t)).toEqual(antes);
    expect(await movimientos()).toBe(movimientosAntes);
    const doc = filasDe<{ estado: string }>(await t.database.db.execute(sql`select estado from documento_stock where id = ${id}`))[0];
    expect(doc?.estado).toBe('borrador');
  });
});
