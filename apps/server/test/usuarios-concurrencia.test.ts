import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../src/platform/identidad/identidad.table';
import { administradoresActivos } from '../src/platform/rbac/escalada';
import { authItem } from '../src/platform/rbac/rbac.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, crearUsuario, type ConSesion, type UsuarioDePrueba } from './factories';
import { crearRol } from './usuarios-apoyo';
import { peticiones } from './peticion';

// The last-administrator race (issue 36, item 7; issue 14's closing note): the checks ran before
// the write transaction, so two demotions at once could leave no administrator, and a delegated
// administrator could write over an account promoted meanwhile. On PGlite one transaction runs at
// a time; the CI runs this file again on PostgreSQL (TEST_DATABASE_URL), where only the lock that
// every such change takes (conCandadoDeAdministracion) keeps them from interleaving.

let t: Prueba;
const api = peticiones(() => t);
let empleado: number;
beforeAll(async () => {
  t = await appDePrueba();
  const [e] = await t.database.db.select().from(authItem).where(eq(authItem.nombre, 'Empleado'));
  empleado = e!.id;
});
afterAll(() => t.cerrar());
const admins = () => administradoresActivos(t.database.db);

/** Exactly two active administrators: the ones a previous test left are deactivated in the table. */
async function dosAdministradores(): Promise<[ConSesion, ConSesion]> {
  const viejos = await admins();
  if (viejos.length) await t.database.db.update(usuario).set({ activo: false }).where(inArray(usuario.id, viejos));
  const a = await conSesionPropia(t, { items: ['Administrador'] });
  const b = await conSesionPropia(t, { items: ['Administrador'] });
  expect((await admins()).sort()).toEqual([a.id, b.id].sort());
  return [a, b];
}

/** update_usuario's whole body for a test user, with the given roles. */
const cuerpo = (u: UsuarioDePrueba, roles: number[], extra: object = {}) => ({
  id: u.id,
  username: u.username,
  nombre_completo: `Persona ${u.username}`,
  sectores: u.sectores,
  roles,
  ...extra,
});

type Respuesta = Awaited<ReturnType<typeof api.post>>;

/** Every refusal is a 4xx with its Spanish message; none is a 500. */
function rechazosClaros(rs: Respuesta[], esperados: RegExp) {
  for (const r of rs.filter((x) => x.statusCode !== 200)) {
    expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
    expect(r.statusCode, r.body).toBeLessThan(500);
    expect(r.json().message, r.body).toMatch(esperados);
  }
}

/** 20 requests: half on each administrator, each one by itself and by the other. */
const cruzadas = (a: ConSesion, b: ConSesion, pedido: (objetivo: ConSesion, actor: ConSesion) => Promise<Respuesta>) =>
  Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const objetivo = i % 2 ? a : b;
      const actor = i % 4 < 2 ? a : b;
      return pedido(objetivo, actor).then((r) => ({ r, objetivo, actor }));
    }),
  );

describe('el último administrador, con cambios simultáneos', () => {
  it('20 degradaciones simultáneas de los dos últimos administradores dejan exactamente uno; cada rechazo es un 4xx en español', async () => {
    const [a, b] = await dosAdministradores();
    const rs = await cruzadas(a, b, (objetivo, actor) => api.post('/api/v1/update_usuario', actor.token, cuerpo(objetivo, [empleado])));
    const quedan = await admins();
    expect(quedan).toHaveLength(1);
    const [queda] = quedan;
    const todas = rs.map((x) => x.r);
    expect(
      todas.filter((r) => r.statusCode >= 500),
      JSON.stringify(todas.map((r) => r.body)),
    ).toEqual([]);
    rechazosClaros(todas, /último administrador activo|Sólo un administrador puede modificar a otro administrador|No tiene permiso/);
    // The one left refused its own five demotions as the last one; the other lost the standing to demote it.
    const propias = rs.filter((x) => x.objetivo.id === queda && x.actor.id === queda).map((x) => x.r);
    expect(propias.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    for (const r of propias) expect(r.json().message).toMatch(/^Es el último administrador activo/);
    const ajenas = rs.filter((x) => x.objetivo.id === queda && x.actor.id !== queda).map((x) => x.r.statusCode);
    expect(ajenas).toEqual([403, 403, 403, 403, 403]);
    expect(todas.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('20 desactivaciones simultáneas de los dos últimos administradores dejan exactamente uno activo', async () => {
    const [a, b] = await dosAdministradores();
    const rs = await cruzadas(a, b, (objetivo, actor) =>
      api.post('/api/v1/update_user_meta', actor.token, { id: objetivo.id, accion: 'activo', activo: false }),
    );
    const quedan = await admins();
    expect(quedan).toHaveLength(1);
    const [queda] = quedan;
    const otro = queda === a.id ? b : a;
    const [fila] = await t.database.db.select({ activo: usuario.activo }).from(usuario).where(eq(usuario.id, otro.id));
    expect(fila?.activo).toBe(false);
    const todas = rs.map((x) => x.r);
    expect(
      todas.filter((r) => r.statusCode >= 500),
      JSON.stringify(todas.map((r) => r.body)),
    ).toEqual([]);
    // The deactivated one's own requests find its session closed (401) or its account inactive (403).
    rechazosClaros(todas, /último administrador activo|ya no está activo|sesión venció o fue cerrada/);
    const propias = rs.filter((x) => x.objetivo.id === queda && x.actor.id === queda).map((x) => x.r.statusCode);
    expect(propias).toEqual([409, 409, 409, 409, 409]);
  });

  it('una degradación y quitar a la vez la relación que hace administrador al otro dejan uno', async () => {
    const [a, b] = await dosAdministradores();
    // b is an administrator through a role of its own that holds item 1, not directly.
    const puente = await crearRol(t, `Puente ${b.id}`, ['Administrador']);
    await api.post('/api/v1/update_usuario', a.token, cuerpo(b, [puente]));
    expect((await admins()).sort()).toEqual([a.id, b.id].sort());
    const rs = await Promise.all([
      ...Array.from({ length: 5 }, () => api.post('/api/v1/sis_auth_item_child/_destroy', b.token, { padre_id: puente, hijo_id: 1 })),
      ...Array.from({ length: 5 }, () => api.post('/api/v1/update_usuario', a.token, cuerpo(a, [empleado]))),
    ]);
    expect(await admins()).toHaveLength(1);
    expect(
      rs.filter((r) => r.statusCode >= 500),
      JSON.stringify(rs.map((r) => r.body)),
    ).toEqual([]);
    rechazosClaros(rs, /administrador|no existe|No tiene permiso/i);
  });

  it('un administrador delegado no escribe sobre una cuenta que otro promueve a Administrador a la vez', async () => {
    const [a] = await dosAdministradores();
    await crearRol(t, 'Mesa de usuarios', ['admin.usuario.ver', 'admin.usuario.editar', 'Empleado']);
    const delegado = await conSesionPropia(t, { items: ['Mesa de usuarios'] });
    for (let ronda = 0; ronda < 12; ronda++) {
      const u = await crearUsuario(t.database.db, { items: ['Empleado'] });
      const [promocion, edicion] = await Promise.all([
        api.post('/api/v1/update_usuario', a.token, cuerpo(u, [empleado, 1])),
        // The delegated administrator sends the account as it saw it: an employee.
        api.post('/api/v1/update_usuario', delegado.token, cuerpo(u, [empleado], { nombre_completo: `Editado ${ronda}` })),
      ]);
      expect(promocion.statusCode, promocion.body).toBe(200);
      // Either it edited an employee (before the promotion) or it was refused: never its
      // write over an administrator, which would also have taken the new role away.
      if (edicion.statusCode !== 200) {
        expect(edicion.statusCode, edicion.body).toBe(403);
        expect(edicion.json().message).toBe('Sólo un administrador puede modificar a otro administrador.');
      }
      expect(await admins(), `ronda ${ronda}: ${edicion.statusCode}`).toContain(u.id);
    }
  });
});

describe('el último administrador por cualquier camino del árbol', () => {
  it('no pierde el rol que le da el ítem 1, ni su relación con el ítem 1, ni ese rol se elimina', async () => {
    const [a, b] = await dosAdministradores();
    await api.post('/api/v1/update_user_meta', b.token, { id: a.id, accion: 'activo', activo: false });
    // b holds Administrador through Intermedio → Puente → 1; only Intermedio is assigned.
    const puente = await crearRol(t, 'Puente del árbol', ['Administrador']);
    const intermedio = await crearRol(t, 'Intermedio del árbol', ['Puente del árbol']);
    expect((await api.post('/api/v1/update_usuario', b.token, cuerpo(b, [intermedio]))).statusCode).toBe(200);
    expect(await admins()).toEqual([b.id]);

    const sinRol = await api.post('/api/v1/update_usuario', b.token, cuerpo(b, [empleado]));
    expect(sinRol.statusCode).toBe(409);
    expect(sinRol.json().message).toMatch(/^Es el último administrador activo/);
    const relacion = await api.post('/api/v1/sis_auth_item_child/_destroy', b.token, { padre_id: puente, hijo_id: 1 });
    expect(relacion.statusCode).toBe(409);
    expect(relacion.json().message).toMatch(/ningún administrador activo/);
    const borrar = await api.delete(`/api/v1/sis_auth_item/${puente}`, b.token);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json().message).toMatch(/ningún administrador activo/);
    expect(await admins()).toEqual([b.id]);
  });
});
