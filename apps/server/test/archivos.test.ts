import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { authAsignacion, authItem } from '../src/platform/rbac/rbac.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { appMedia, formulario, PDF } from './media-apoyo';
import { bearer, crearPersona, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// HR's file manager (issue 20 item 5): folders with permissions per role (inherited by
// subfolders), a persona's documents for HR only, versions, trash and restore, search.

let t: Awaited<ReturnType<typeof appMedia>>;
const api = peticiones(() => t);
let tipoDocumento: number;
let rrhh: string;
let lector: { id: number; token: string };
let editor: { id: number; token: string };
let ajeno: { id: number; token: string };
let rolLector: number;
let rolEditor: number;
const B = '/api/v1/rrhh/gestor-archivos';
const db = () => t.database.db;

async function rol(nombre: string): Promise<number> {
  const [r] = await db().insert(authItem).values({ nombre, tipo: 'rol' }).returning({ id: authItem.id });
  return r!.id;
}
async function usuarioConRol(rolId?: number) {
  const u = await crearUsuario(db());
  if (rolId) await db().insert(authAsignacion).values({ usuario_id: u.id, item_id: rolId });
  return { id: u.id, token: await iniciarSesion(t.app, u.username) };
}
async function borrador(token: string, nombre = 'doc.pdf', datos: Buffer = PDF) {
  return api.post(
    '/api/v1/recurso_media_worknet',
    token,
    formulario({ tipo_id: tipoDocumento, modulo: 'rrhh', modelo: 'documento' }, { nombre, datos, tipo: 'application/pdf' }),
  );
}
async function subir(token: string, destino: { carpeta_id?: number; persona_id?: number }, nombre = 'Reglamento', categoria = 'politica') {
  const b = await borrador(token);
  expect(b.statusCode, b.body).toBe(200);
  const r = await api.post(`${B}/documentos`, token, { media_id: b.json().data.id, nombre, categoria, ...destino });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; versiones: number; version_actual: { media_id: number } };
}
async function carpeta(nombre: string, padre_id?: number) {
  const r = await api.post(`${B}/carpetas`, rrhh, { nombre, padre_id });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

let politicas: number;
let sub: number;
let privada: number;

beforeAll(async () => {
  t = await appMedia();
  const tipos = await t.app.inject({
    method: 'GET',
    url: '/api/v1/recurso_media_tipos?modulo=rrhh&modelo=documento',
    headers: bearer((await usuarioConRol()).token),
  });
  tipoDocumento = (tipos.json().data as { id: number; label: string }[]).find((x) => x.label === 'Documento')!.id;
  rrhh = (await iniciarSesion(t.app, (await crearUsuario(db(), { items: ['rrhh.archivo.administrar'] })).username)) as string;
  rolLector = await rol('Lectores de prueba');
  rolEditor = await rol('Editores de prueba');
  lector = await usuarioConRol(rolLector);
  editor = await usuarioConRol(rolEditor);
  ajeno = await usuarioConRol();
  politicas = await carpeta('Políticas');
  sub = await carpeta('Vacaciones', politicas);
  privada = await carpeta('Privada');
  const r = await api.put(`${B}/carpetas/${politicas}/permisos`, rrhh, {
    permisos: [
      { rol_id: rolLector, nivel: 'ver' },
      { rol_id: rolEditor, nivel: 'editar' },
    ],
  });
  expect(r.statusCode, r.body).toBe(200);
}, 180_000);
afterAll(() => t.cerrar());

describe('permisos por carpeta', () => {
  it('quien tiene «ver» ve la carpeta y sus subcarpetas, no las demás', async () => {
    const r = await api.get(`${B}/carpetas`, lector.token);
    expect(r.statusCode).toBe(200);
    const ids = (r.json().data as { id: number; nivel: string }[]).map((c) => [c.id, c.nivel]);
    expect(ids).toEqual(
      expect.arrayContaining([
        [politicas, 'ver'],
        [sub, 'ver'],
      ]),
    );
    expect(ids.map((x) => x[0])).not.toContain(privada);
    expect((await api.get(`${B}/carpetas`, ajeno.token)).json().data).toEqual([]);
  });

  it('«ver» descarga y no sube; «editar» sube (también en la subcarpeta); sin permiso, 403', async () => {
    const d = await subir(editor.token, { carpeta_id: sub });
    expect(d.versiones).toBe(1);
    expect((await borrador(lector.token)).statusCode).toBe(403);
    const lista = await api.get(`${B}/documentos?carpeta_id=${sub}`, lector.token);
    expect(lista.json().total).toBe(1);
    expect(lista.json().data[0].editable).toBe(false);
    const link = await api.get(`${B}/documentos/${d.id}/descarga`, lector.token);
    expect(link.statusCode, link.body).toBe(200);
    const archivo = await api.get(link.json().data.url);
    expect(archivo.statusCode).toBe(200);
    expect(archivo.rawPayload.equals(PDF)).toBe(true);
    const auditadas = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'documento'), eq(auditoria.accion, 'descargar'), eq(auditoria.usuario_id, lector.id)));
    expect(auditadas).toHaveLength(1);
    for (const [m, u, body] of [
      ['GET', `${B}/documentos/${d.id}`, undefined],
      ['GET', `${B}/documentos/${d.id}/versiones`, undefined],
      ['GET', `${B}/documentos/${d.id}/descarga`, undefined],
      ['PUT', `${B}/documentos/${d.id}`, { nombre: 'Otro' }],
      ['DELETE', `${B}/documentos/${d.id}`, undefined],
      ['POST', `${B}/documentos/${d.id}/versiones`, { media_id: 1 }],
      ['GET', `${B}/documentos?carpeta_id=${sub}`, undefined],
      ['POST', `${B}/documentos`, { media_id: 1, categoria: 'otro', carpeta_id: sub }],
      ['POST', `${B}/carpetas`, { nombre: 'X' }],
      ['GET', `${B}/carpetas/${sub}/permisos`, undefined],
    ] as const) {
      const r = await api.pedir(m, u, ajeno.token, body);
      expect([403, 404], `${m} ${u}: ${r.body}`).toContain(r.statusCode);
    }
    // The reader cannot change it either.
    expect((await api.put(`${B}/documentos/${d.id}`, lector.token, { nombre: 'Otro' })).statusCode).toBe(403);
    expect((await api.post(`${B}/documentos`, lector.token, { media_id: 1, categoria: 'otro', carpeta_id: sub })).statusCode).toBe(403);
  });

  it('quitar el permiso corta el acceso al instante', async () => {
    const c = await carpeta('Temporal');
    await api.put(`${B}/carpetas/${c}/permisos`, rrhh, { permisos: [{ rol_id: rolLector, nivel: 'ver' }] });
    expect((await api.get(`${B}/documentos?carpeta_id=${c}`, lector.token)).statusCode).toBe(200);
    await api.put(`${B}/carpetas/${c}/permisos`, rrhh, { permisos: [] });
    expect((await api.get(`${B}/documentos?carpeta_id=${c}`, lector.token)).statusCode).toBe(403);
    const p = await api.get(`${B}/carpetas/${c}/permisos`, rrhh);
    expect(p.json().data.permisos).toEqual([]);
    expect(p.json().data.roles.map((x: { id: number }) => x.id)).toContain(rolLector);
  });
});

describe('documentos de una persona', () => {
  it('sólo RRHH los ve; un empleado con el id recibe 403', async () => {
    const p = await crearPersona(db(), { apellido: 'Archivo', usuarioId: editor.id });
    const d = await subir(rrhh, { persona_id: p.id }, 'Contrato de trabajo', 'contrato');
    expect((await api.get(`${B}/documentos?persona_id=${p.id}`, rrhh)).json().total).toBe(1);
    // Not even the persona's own user nor an editor of shared folders.
    expect((await api.get(`${B}/documentos?persona_id=${p.id}`, editor.token)).statusCode).toBe(403);
    expect((await api.get(`${B}/documentos/${d.id}`, editor.token)).statusCode).toBe(403);
    expect((await api.get(`${B}/documentos/${d.id}/descarga`, editor.token)).statusCode).toBe(403);
    expect((await api.get(`/api/v1/recurso_media/${d.version_actual.media_id}/archivo`, editor.token)).statusCode).toBe(403);
    expect((await subirComo(editor.token, { persona_id: p.id })).statusCode).toBe(403);
    // Searches do not reveal it to others.
    expect((await api.get(`${B}/documentos?filter=contrato`, editor.token)).json().total).toBe(0);
    expect((await api.get(`${B}/documentos?filter=contrato`, rrhh)).json().total).toBeGreaterThanOrEqual(1);
  });
});

async function subirComo(token: string, destino: object) {
  const b = await borrador(token);
  return api.post(`${B}/documentos`, token, { media_id: b.json().data.id, categoria: 'otro', ...destino });
}

describe('versiones', () => {
  it('tres versiones: la actual es la más nueva y las anteriores se siguen descargando', async () => {
    const d = await subir(rrhh, { carpeta_id: politicas }, 'Código de conducta');
    const v1 = d.version_actual.media_id;
    for (const n of [2, 3]) {
      const b = await borrador(rrhh, `conducta-v${n}.pdf`, Buffer.concat([PDF, Buffer.from(`% v${n}\n`)]));
      const r = await api.post(`${B}/documentos/${d.id}/versiones`, rrhh, { media_id: b.json().data.id });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.versiones).toBe(n);
    }
    const vs = (await api.get(`${B}/documentos/${d.id}/versiones`, lector.token)).json().data as {
      media_id: number;
      numero: number;
      actual: boolean;
      nombre: string;
    }[];
    expect(vs.map((v) => v.numero)).toEqual([3, 2, 1]);
    expect(vs[0]!.actual).toBe(true);
    expect(vs[0]!.nombre).toBe('conducta-v3.pdf');
    const vieja = await api.get(`${B}/documentos/${d.id}/descarga?media_id=${v1}`, lector.token);
    expect(vieja.statusCode).toBe(200);
    expect((await api.get(vieja.json().data.url)).rawPayload.equals(PDF)).toBe(true);
    // «Restaurar esta versión»: the first one's bytes on top, as version 4.
    const restaurada = await api.post(`${B}/documentos/${d.id}/restaurar_version`, rrhh, { media_id: v1 });
    expect(restaurada.statusCode, restaurada.body).toBe(200);
    expect(restaurada.json().data.versiones).toBe(4);
    const actual = await api.get(`${B}/documentos/${d.id}/descarga`, lector.token);
    expect((await api.get(actual.json().data.url)).rawPayload.equals(PDF)).toBe(true);
    const cuarta = restaurada.json().data.version_actual.media_id as number;
    expect((await api.post(`${B}/documentos/${d.id}/restaurar_version`, rrhh, { media_id: cuarta })).statusCode).toBe(422);
    expect((await api.post(`${B}/documentos/${d.id}/restaurar_version`, lector.token, { media_id: v1 })).statusCode).toBe(403);
    // A version of another document is not this one's.
    const otro = await subir(rrhh, { carpeta_id: politicas }, 'Otro');
    expect((await api.get(`${B}/documentos/${d.id}/descarga?media_id=${otro.version_actual.media_id}`, rrhh)).statusCode).toBe(404);
    // The same draft cannot become a version twice, and a reader cannot add versions.
    expect((await api.post(`${B}/documentos/${d.id}/versiones`, rrhh, { media_id: v1 })).statusCode).toBe(422);
    expect((await api.post(`${B}/documentos/${d.id}/versiones`, lector.token, { media_id: v1 })).statusCode).toBe(403);
  });
});

describe('papelera', () => {
  it('eliminado: fuera de las listas, en la papelera de RRHH; restaurado vuelve', async () => {
    const d = await subir(editor.token, { carpeta_id: politicas }, 'Borrable único');
    expect((await api.delete(`${B}/documentos/${d.id}`, editor.token)).statusCode).toBe(200);
    expect((await api.get(`${B}/documentos?filter=borrable`, lector.token)).json().total).toBe(0);
    expect((await api.get(`${B}/documentos/${d.id}`, lector.token)).statusCode).toBe(403);
    expect((await api.get(`${B}/documentos?eliminados=true`, lector.token)).statusCode).toBe(403);
    const papelera = await api.get(`${B}/documentos?eliminados=true`, rrhh);
    expect(papelera.json().data.map((x: { id: number }) => x.id)).toContain(d.id);
    expect((await api.post(`${B}/documentos/${d.id}/restaurar`, editor.token)).statusCode).toBe(403);
    expect((await api.post(`${B}/documentos/${d.id}/restaurar`, rrhh)).statusCode).toBe(200);
    expect((await api.get(`${B}/documentos?filter=borrable`, lector.token)).json().total).toBe(1);
  });

  it('el enlace de descarga deja de servir apenas el documento va a la papelera o termina la sesión que lo pidió', async () => {
    const d = await subir(editor.token, { carpeta_id: politicas }, 'Enlace que caduca');
    const url = (await api.get(`${B}/documentos/${d.id}/descarga`, lector.token)).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await api.delete(`${B}/documentos/${d.id}`, editor.token)).statusCode).toBe(200);
    const enPapelera = await t.app.inject({ method: 'GET', url });
    expect(enPapelera.statusCode).toBe(403);
    expect(enPapelera.json().message).toBe('El enlace del archivo venció o no es válido. Vuelva a abrir la página.');
    expect((await api.post(`${B}/documentos/${d.id}/restaurar`, rrhh)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const token = await iniciarSesion(t.app, (await db().select().from(usuario).where(eq(usuario.id, lector.id)))[0]!.username);
    const deSesion = (await api.get(`${B}/documentos/${d.id}/descarga`, token)).json().data.url as string;
    expect((await api.get(deSesion)).statusCode).toBe(200);
    expect((await api.post('/api/v1/logout', token, { token })).statusCode).toBe(200);
    expect((await api.get(deSesion)).statusCode).toBe(403);
    // Another session's link is not touched, and a forged session in the link breaks the signature.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await api.get(url.replace(/sesion=[^&]+/, `sesion=${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`))).statusCode).toBe(403);
  });

  it('una carpeta eliminada se lleva sus subcarpetas y vuelve con ellas', async () => {
    const a = await carpeta('Para borrar');
    const b = await carpeta('Hija', a);
    expect((await api.delete(`${B}/carpetas/${a}`, rrhh)).statusCode).toBe(200);
    const vivas = (await api.get(`${B}/carpetas`, rrhh)).json().data.map((c: { id: number }) => c.id);
    expect(vivas).not.toContain(a);
    expect(vivas).not.toContain(b);
    expect((await api.get(`${B}/carpetas?eliminadas=true`, rrhh)).json().data.map((c: { id: number }) => c.id)).toContain(a);
    expect((await api.post(`${B}/carpetas/${a}/restaurar`, rrhh)).statusCode).toBe(200);
    expect((await api.get(`${B}/carpetas`, rrhh)).json().data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await api.put(`${B}/carpetas/${a}`, rrhh, { padre_id: b })).statusCode).toBe(422);
    // Renamed and moved under another folder, audited; a sibling's name is a 409.
    const r = await api.put(`${B}/carpetas/${b}`, rrhh, { nombre: 'Hija movida', padre_id: politicas });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ nombre: 'Hija movida', padre_id: politicas });
    expect((await api.put(`${B}/carpetas/${b}`, rrhh, { nombre: 'vacaciones' })).statusCode).toBe(409);
  });
});

describe('búsqueda y nombres', () => {
  it('busca sin acentos ni mayúsculas en todas las carpetas visibles', async () => {
    const d = await subir(editor.token, { carpeta_id: sub }, 'Politica provisoria');
    const editado = await api.put(`${B}/documentos/${d.id}`, editor.token, {
      nombre: 'Política de Vacaciones Anuales',
      categoria: 'politica',
      descripcion: 'Vigente',
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data).toMatchObject({ nombre: 'Política de Vacaciones Anuales', descripcion: 'Vigente' });
    const r = await api.get(`${B}/documentos?filter=POLITICA%20DE%20VACACIONES`, lector.token);
    expect(r.json().total).toBe(1);
    expect(r.json().data[0].carpeta).toBe('Vacaciones');
  });

  it('20 altas simultáneas del mismo nombre: una 200 y el resto 409', async () => {
    const rs = await Promise.all(Array.from({ length: 20 }, () => api.post(`${B}/carpetas`, rrhh, { nombre: 'Simultánea', padre_id: politicas })));
    const codigos = rs.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    expect(rs.find((r) => r.statusCode === 409)!.json().message).toMatch(/Ya existe una carpeta/);
    // Case and accents do not make another name.
    expect((await api.post(`${B}/carpetas`, rrhh, { nombre: 'SIMULTANEA', padre_id: politicas })).statusCode).toBe(409);
  });

  it('datos inválidos: 400 en español', async () => {
    const casos: [string, string, unknown, RegExp][] = [
      ['POST', `${B}/carpetas`, { nombre: '   ' }, /Escriba el nombre de la carpeta/],
      ['POST', `${B}/carpetas`, { nombre: 'a/b' }, /barras/],
      ['POST', `${B}/documentos`, { media_id: 1, categoria: 'nada', carpeta_id: politicas }, /Elija una categoría/],
      ['POST', `${B}/documentos`, { media_id: 1, categoria: 'otro' }, /carpeta o la persona/],
      ['PUT', `${B}/carpetas/${politicas}/permisos`, { permisos: [{ rol_id: rolLector, nivel: 'todo' }] }, /«ver» o «editar»/],
      ['GET', `${B}/documentos?carpeta_id=abc`, undefined, /No existe esa carpeta/],
    ];
    for (const [m, u, body, msg] of casos) {
      const r = await api.pedir(m as 'POST', u, rrhh, body);
      expect(r.statusCode, `${m} ${u}`).toBe(400);
      expect(r.body).toMatch(msg);
    }
  });
});
