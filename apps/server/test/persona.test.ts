import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '@worknet/domain/rrhh/fechas-rrhh';
import { fechaIso } from '@worknet/domain/fechas';
import { usuario } from '../src/platform/identidad/identidad.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearUsuario, documentos, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// The personnel file through its calls (spec §7 "HR"): rules, bad input, privacy, audit.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: string;
let soloLegajo: string;
let nadie: string;
let propio: { token: string; personaId: number };
const ids: Record<string, number> = {};
const hoy = fechaIso(new Date());

async function primerId(ruta: string, filtro = '') {
  const r = await api.get(`/api/v1/${ruta}?format=1${filtro}`, rrhh);
  return (r.json().data as { value: number; label: string }[])[0]!.value;
}

async function crearPersona(extra: Record<string, unknown> = {}) {
  const r = await api.post('/api/v1/persona_rrhh', rrhh, {
    apellido: 'Pérez',
    nombres: 'Ana María',
    sexo: 'F',
    fecha_nacimiento: '1990-05-17',
    ...documentos(),
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await iniciarSesion(t.app, (await crearUsuario(t.database.db, { items: ['RRHH'] })).username);
  soloLegajo = await iniciarSesion(t.app, (await crearUsuario(t.database.db, { items: ['rrhh.persona.ver'] })).username);
  nadie = await iniciarSesion(t.app, (await crearUsuario(t.database.db)).username);
  const hijo = await api.get('/api/v1/rrhh/persona_familiar_tipo?limit=50', rrhh);
  ids.hijo = (hijo.json().data as { id: number; value: number }[]).find((f) => f.value === 4)!.id;
  ids.conyuge = (hijo.json().data as { id: number; value: number }[]).find((f) => f.value === 1)!.id;
  const contratos = (await api.get('/api/v1/rrhh/contrato_tipo?limit=50', rrhh)).json().data as { id: number; codigo: string }[];
  ids.prueba = contratos.find((c) => c.codigo === '5')!.id;
  ids.indeterminado = contratos.find((c) => c.codigo === '6')!.id;
  ids.sector = (await api.get('/api/v1/sectores', rrhh)).json().data[0].value;
  ids.matricula = await primerId('rrhh/persona_matricula_tipo');
  ids.motivo = await primerId('rrhh/motivo_desvinculacion');
  const u = await crearUsuario(t.database.db);
  const personaId = await crearPersona();
  await t.database.db.update(usuario).set({ persona_id: personaId }).where(eq(usuario.id, u.id));
  propio = { token: await iniciarSesion(t.app, u.username), personaId };
});
afterAll(() => t.cerrar());

describe('alta y datos personales', () => {
  it('crea un legajo y lo devuelve con edad calculada, hijos en 0 y sin alertas', async () => {
    const id = await crearPersona({ domicilio: { calle: 'Av. Colón', numero: '1234', localidad_id: await primerId('localidad') } });
    const f = (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data;
    expect(f.datosPersonales).toMatchObject({ id, apellido: 'Pérez', hijos: 0, calle: 'Av. Colón' });
    expect(f.datosPersonales.edad).toBeGreaterThanOrEqual(35);
    expect(f.datosPersonales.localidad.nombre).toMatch(/ — /);
    expect(f.datosPersonales.localidad.provincia_id).toEqual(expect.any(Number));
    expect(f).toMatchObject({ familiares: [], formacion: [], matriculas: [], laboral: [], contacto: [], cuentaBancaria: null, alertas: [] });
  });

  it.each([
    ['fecha imposible', { fecha_nacimiento: '2020-02-31' }, 'fecha_nacimiento'],
    ['año 1900', { fecha_nacimiento: '1900-01-01' }, 'fecha_nacimiento'],
    ['texto en una fecha', { fecha_nacimiento: 'abc' }, 'fecha_nacimiento'],
    ['CUIL con dígito verificador equivocado', { dni: '30123456', cuil: '20-30123456-0' }, 'cuil'],
    ['CUIL de otro DNI', { dni: '30123456', cuil: documentos().cuil }, 'cuil'],
    ['texto demasiado largo', { apellido: 'x'.repeat(101) }, 'apellido'],
    ['estado civil inexistente', { estado_civil_id: 999999 }, 'estado_civil_id'],
  ])('%s: 400 con el error en el campo y nada se guarda', async (_n, cambio, campo) => {
    const antes = (await api.get('/api/v1/rrhh/personas?limit=50', rrhh)).json().data.length;
    const r = await api.post('/api/v1/persona_rrhh', rrhh, {
      apellido: 'Gómez',
      nombres: 'Luis',
      sexo: 'M',
      fecha_nacimiento: '1985-01-01',
      ...documentos(),
      ...cambio,
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().data.campos.map((c: { campo: string }) => c.campo)).toContain(campo);
    expect((await api.get('/api/v1/rrhh/personas?limit=50', rrhh)).json().data.length).toBe(antes);
  });

  it('un DNI ya cargado da 409 con el nombre de quien lo tiene', async () => {
    const doc = documentos();
    await crearPersona({ ...doc, apellido: 'Álvarez' });
    const r = await api.post('/api/v1/persona_rrhh', rrhh, { apellido: 'Otro', nombres: 'X', sexo: 'M', fecha_nacimiento: '1980-01-01', ...doc });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Ya existe un legajo con el DNI ${doc.dni}: Álvarez, Ana María.`);
  });

  it('PUT persona/{id} actualiza y la cuenta bancaria valida el CBU', async () => {
    const id = await crearPersona();
    const base = (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data.datosPersonales;
    const datos = { apellido: 'Pérez Gil', nombres: base.nombres, dni: base.dni, cuil: base.cuil, sexo: 'F', fecha_nacimiento: base.fecha_nacimiento };
    const mal = await api.put(`/api/v1/persona/${id}`, rrhh, { ...datos, cuentaBancaria: { banco: 'Banco Nación', cbu: '0110599520000001234567' } });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().data.campos[0].campo).toBe('cuentaBancaria.cbu');
    const bien = await api.put(`/api/v1/persona/${id}`, rrhh, {
      ...datos,
      cuentaBancaria: { banco: 'Banco Nación', cbu: '2850590940090418135201', alias: 'pepe.gil.nacion' },
    });
    expect(bien.statusCode, bien.body).toBe(200);
    const f = (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data;
    expect(f.datosPersonales.apellido).toBe('Pérez Gil');
    expect(f.cuentaBancaria).toMatchObject({ banco: 'Banco Nación', cbu: '2850590940090418135201' });
  });

  it('la cuenta bancaria también se guarda y se quita sola, con su propio permiso', async () => {
    const id = await crearPersona();
    const r = await api.put(`/api/v1/persona/${id}/cuenta_bancaria`, rrhh, { banco: 'Banco Galicia', cbu: '2850590940090418135201' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ persona_id: id, banco: 'Banco Galicia', alias: null });
    expect((await api.put(`/api/v1/persona/${id}/cuenta_bancaria`, rrhh, { banco: 'X', cbu: '123' })).json().data.campos[0].campo).toBe('cuentaBancaria.cbu');
    expect((await api.put(`/api/v1/persona/${id}/cuenta_bancaria`, soloLegajo, { banco: 'X', cbu: '2850590940090418135201' })).statusCode).toBe(403);
    expect((await api.delete(`/api/v1/persona/${id}/cuenta_bancaria`, rrhh)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data.cuentaBancaria).toBeNull();
    expect((await api.put('/api/v1/persona/999999/cuenta_bancaria', rrhh, { banco: 'X', cbu: '2850590940090418135201' })).statusCode).toBe(404);
  });
});

describe('familiares y cantidad de hijos', () => {
  it('hijos se recalcula al agregar, editar y borrar familiares de tipo 4', async () => {
    const id = await crearPersona();
    const hijos = async () => (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data.datosPersonales.hijos;
    const a = await api.post('/api/v1/rrhh/persona_familiar', rrhh, {
      persona_id: id,
      familiar_tipo_id: ids.hijo,
      apellido: 'Pérez',
      nombres: 'Sofía',
      fecha_nacimiento: '2020-03-01',
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.familiar_tipo).toMatchObject({ id: ids.hijo, value: 4 });
    await api.post('/api/v1/rrhh/persona_familiar', rrhh, { persona_id: id, familiar_tipo_id: ids.conyuge, apellido: 'López', nombres: 'Juan' });
    expect(await hijos()).toBe(1);
    const b = await api.post('/api/v1/rrhh/persona_familiar', rrhh, { persona_id: id, familiar_tipo_id: ids.conyuge, apellido: 'Pérez', nombres: 'Tomás' });
    await api.put(`/api/v1/rrhh/persona_familiar/${b.json().data.id}`, rrhh, { familiar_tipo_id: ids.hijo });
    expect(await hijos()).toBe(2);
    await api.delete(`/api/v1/rrhh/persona_familiar/${a.json().data.id}`, rrhh);
    expect(await hijos()).toBe(1);
    const lista = await api.get(`/api/v1/rrhh/persona_familiar?persona=${id}&deleted_at=null`, rrhh);
    expect(lista.json().data.map((x: { nombres: string }) => x.nombres)).toEqual(['Juan', 'Tomás']);
  });

  it('un familiar no puede pasar a otra persona, y el fin de sala no precede a su inicio', async () => {
    const id = await crearPersona();
    const otra = await crearPersona();
    const a = await api.post('/api/v1/rrhh/persona_familiar', rrhh, { persona_id: id, familiar_tipo_id: ids.hijo, apellido: 'P', nombres: 'Q' });
    const r = await api.put(`/api/v1/rrhh/persona_familiar/${a.json().data.id}`, rrhh, { persona_id: otra });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.campos[0]).toEqual({ campo: 'persona_id', mensaje: 'No se puede cambiar' });
    const s = await api.post('/api/v1/rrhh/persona_familiar', rrhh, {
      persona_id: id,
      familiar_tipo_id: ids.hijo,
      apellido: 'P',
      nombres: 'R',
      inicio_sala: '2026-03-01',
      fin_sala: '2026-02-01',
    });
    expect(s.statusCode).toBe(400);
    expect(s.json().data.campos[0].campo).toBe('fin_sala');
  });

  it('la lista exige la persona', async () => {
    const r = await api.get('/api/v1/rrhh/persona_familiar', rrhh);
    expect(r.statusCode).toBe(400);
  });
});

describe('empleo', () => {
  it('un solo empleo abierto a la vez; la baja no precede al alta y pide motivo', async () => {
    const id = await crearPersona();
    const alta = { persona_id: id, sector_id: ids.sector, contrato_tipo_id: ids.indeterminado, fecha_alta: '2020-01-01' };
    const primero = await api.post('/api/v1/rrhh/persona_laboral', rrhh, alta);
    expect(primero.statusCode, primero.body).toBe(200);
    const segundo = await api.post('/api/v1/rrhh/persona_laboral', rrhh, { ...alta, fecha_alta: '2024-01-01' });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe('La persona ya tiene un empleo abierto desde el 01/01/2020: cargue su fecha de baja antes de abrir otro.');
    const antes = await api.put(`/api/v1/rrhh/persona_laboral/${primero.json().data.id}`, rrhh, {
      fecha_baja: '2019-12-31',
      motivo_desvinculacion_id: ids.motivo,
    });
    expect(antes.statusCode).toBe(400);
    expect(antes.json().data.campos).toEqual([{ campo: 'fecha_baja', mensaje: 'La fecha de baja no puede ser anterior a la de alta' }]);
    const sinMotivo = await api.put(`/api/v1/rrhh/persona_laboral/${primero.json().data.id}`, rrhh, { fecha_baja: '2023-12-31' });
    expect(sinMotivo.json().data.campos[0].campo).toBe('motivo_desvinculacion_id');
    expect(
      (await api.put(`/api/v1/rrhh/persona_laboral/${primero.json().data.id}`, rrhh, { fecha_baja: '2023-12-31', motivo_desvinculacion_id: ids.motivo }))
        .statusCode,
    ).toBe(200);
    expect((await api.post('/api/v1/rrhh/persona_laboral', rrhh, { ...alta, fecha_alta: '2024-01-01' })).statusCode).toBe(200);
  });
});

describe('alertas', () => {
  it('una matrícula que vence en 10 días y un período de prueba que termina pronto aparecen en el legajo y en rrhh/alertas', async () => {
    const id = await crearPersona({ apellido: 'Alerta' });
    const m = await api.post('/api/v1/rrhh/persona_matricula', rrhh, {
      persona_id: id,
      matricula_tipo_id: ids.matricula,
      numero: 'MP 4321',
      fecha_vencimiento: sumarDias(hoy, 10),
    });
    expect(m.statusCode, m.body).toBe(200);
    // Probation of 6 months that started 5 months ago: ends in about a month.
    const alta = sumarDias(hoy, -150);
    await api.post('/api/v1/rrhh/persona_laboral', rrhh, { persona_id: id, sector_id: ids.sector, contrato_tipo_id: ids.prueba, fecha_alta: alta });
    const f = (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data;
    expect(f.alertas.map((a: { tipo: string }) => a.tipo).sort()).toEqual(['contrato_prueba', 'matricula']);
    expect(f.alertas.find((a: { tipo: string }) => a.tipo === 'matricula')).toMatchObject({ dias: 10, vencida: false });
    const lista = (await api.get('/api/v1/rrhh/alertas?tipo=matricula', rrhh)).json().data as { persona: { id: number } }[];
    expect(lista.some((a) => a.persona.id === id)).toBe(true);
    const otroSector = (await api.get(`/api/v1/rrhh/alertas?sector_id=999999`, rrhh)).json().data;
    expect(otroSector).toEqual([]);
    expect((await api.get('/api/v1/rrhh/alertas?tipo=otra', rrhh)).statusCode).toBe(400);
  });
});

describe('privacidad', () => {
  it('sin permisos de RRHH: 403 en cualquier legajo ajeno, exista o no', async () => {
    for (const id of [propio.personaId + 1, 999999]) {
      expect((await api.get(`/api/v1/persona_rrhh/${id}`, nadie)).statusCode).toBe(403);
      expect((await api.get(`/api/v1/rrhh/persona_matricula?persona=${id}`, nadie)).statusCode).toBe(403);
    }
    expect((await api.post('/api/v1/persona_rrhh', nadie, {})).statusCode).toBe(403);
  });

  it('cada uno ve su propio legajo', async () => {
    const r = await api.get(`/api/v1/persona_rrhh/${propio.personaId}`, propio.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.datosPersonales.id).toBe(propio.personaId);
  });

  it('familia y cuenta bancaria piden su propio permiso', async () => {
    const id = await crearPersona();
    await api.post('/api/v1/rrhh/persona_familiar', rrhh, { persona_id: id, familiar_tipo_id: ids.hijo, apellido: 'P', nombres: 'Q' });
    const f = (await api.get(`/api/v1/persona_rrhh/${id}`, soloLegajo)).json().data;
    expect(f.familiares).toBeNull();
    expect(f.cuentaBancaria).toBeNull();
    expect(f.permisos).toEqual({ familia: false, banco: false, editar: false });
    expect((await api.get(`/api/v1/rrhh/persona_familiar?persona=${id}`, soloLegajo)).statusCode).toBe(403);
    expect((await api.post('/api/v1/rrhh/persona_familiar', soloLegajo, { persona_id: id })).statusCode).toBe(403);
  });
});

describe('historial', () => {
  it('cada cambio queda con antes y después, y el legajo muestra su historial', async () => {
    const id = await crearPersona();
    await api.post('/api/v1/rrhh/persona_matricula', rrhh, { persona_id: id, matricula_tipo_id: ids.matricula, numero: 'MN 1' });
    const h = (await api.get(`/api/v1/rrhh/persona/${id}/historial`, rrhh)).json().data as { entidad: string; accion: string; usuario: string }[];
    expect(h.map((x) => `${x.entidad}:${x.accion}`)).toEqual(['persona_matricula:crear', 'persona:crear']);
    expect(h[0]!.usuario).toMatch(/^Persona /);
  });

  it('los datos de catálogo del historial llegan con su nombre, no sólo con su id', async () => {
    const estados = (await api.get('/api/v1/rrhh/persona_estado_civil?format=1', rrhh)).json().data as { value: number; label: string }[];
    const [uno, otro] = [estados[0]!, estados[1]!];
    const id = await crearPersona({ estado_civil_id: uno.value });
    const base = (await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).json().data.datosPersonales;
    const datos = { apellido: base.apellido, nombres: base.nombres, dni: base.dni, cuil: base.cuil, sexo: 'F', fecha_nacimiento: base.fecha_nacimiento };
    const r = await api.put(`/api/v1/persona/${id}`, rrhh, { ...datos, estado_civil_id: otro.value });
    expect(r.statusCode, r.body).toBe(200);
    await api.post('/api/v1/rrhh/persona_matricula', rrhh, { persona_id: id, matricula_tipo_id: ids.matricula, numero: 'MN 2' });
    const h = (await api.get(`/api/v1/rrhh/persona/${id}/historial`, rrhh)).json().data as {
      entidad: string;
      accion: string;
      nombres: Record<string, Record<string, string>>;
    }[];
    const edicion = h.find((x) => x.entidad === 'persona' && x.accion === 'editar')!;
    expect(edicion.nombres.estado_civil_id).toEqual({ [String(uno.value)]: uno.label, [String(otro.value)]: otro.label });
    const matricula = h.find((x) => x.entidad === 'persona_matricula')!;
    expect(Object.keys(matricula.nombres.matricula_tipo_id ?? {})).toEqual([String(ids.matricula)]);
  });
});

describe('lecturas del legajo auditadas', () => {
  const lecturas = (personaId: number) =>
    t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'persona'), eq(auditoria.entidad_id, String(personaId)), eq(auditoria.accion, 'ver')))
      .orderBy(auditoria.id);

  it('cada lectura del legajo deja quién lo leyó y cuándo, y qué partes vio; una negada no', async () => {
    const id = await crearPersona();
    const lector = await crearUsuario(t.database.db, { items: ['rrhh.persona.ver'] });
    const tk = await iniciarSesion(t.app, lector.username);
    const antes = Date.now();
    expect((await api.get(`/api/v1/persona_rrhh/${id}`, tk)).statusCode).toBe(200);
    const [fila, ...resto] = await lecturas(id);
    expect(resto).toEqual([]);
    expect(fila).toMatchObject({ usuario_id: lector.id, accion: 'ver', despues: { lectura: 'legajo', familia: false, banco: false } });
    expect(fila!.fecha.getTime()).toBeGreaterThanOrEqual(antes - 1000);

    // Twice is two reads; someone who may not see it leaves nothing (403).
    expect((await api.get(`/api/v1/persona_rrhh/${id}`, rrhh)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/persona_rrhh/${id}`, nadie)).statusCode).toBe(403);
    expect((await lecturas(id)).map((f) => f.despues)).toEqual([
      { lectura: 'legajo', familia: false, banco: false },
      { lectura: 'legajo', familia: true, banco: true },
    ]);
  });

  it('los registros leídos aparte y el historial también, cada pedido una vez; el historial no muestra las lecturas', async () => {
    const id = await crearPersona();
    const m = await api.post('/api/v1/rrhh/persona_matricula', rrhh, { persona_id: id, matricula_tipo_id: ids.matricula, numero: 'MN 2' });
    expect((await api.get(`/api/v1/rrhh/persona_matricula?persona=${id}`, rrhh)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/rrhh/persona_matricula/${m.json().data.id}`, rrhh)).statusCode).toBe(200);
    const h = await api.get(`/api/v1/rrhh/persona/${id}/historial`, rrhh);
    expect((h.json().data as { accion: string }[]).map((x) => x.accion)).toEqual(['crear', 'crear']);
    expect((await lecturas(id)).map((f) => f.despues)).toEqual([
      { lectura: 'persona_matricula' },
      { lectura: 'persona_matricula', id: m.json().data.id },
      { lectura: 'historial' },
    ]);
  });

  it('se ven en la pantalla de auditoría, por entidad y usuario', async () => {
    const id = await crearPersona();
    const lector = await crearUsuario(t.database.db, { items: ['rrhh.persona.ver'] });
    await api.get(`/api/v1/persona_rrhh/${id}`, await iniciarSesion(t.app, lector.username));
    const admin = await iniciarSesion(t.app, (await crearUsuario(t.database.db, { items: ['Administrador'] })).username);
    const r = await api.get(`/api/v1/auditoria?entidad=persona&usuario_id=${lector.id}`, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject([{ entidad: 'persona', entidad_id: String(id), accion: 'ver' }]);
  });
});
