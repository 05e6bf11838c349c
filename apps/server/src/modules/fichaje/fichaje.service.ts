import { compile as compilarDirecciones } from '@fastify/proxy-addr';
import { hash } from '@node-rs/argon2';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { COLA_OFFLINE_MAXIMA_MIN, COLA_OFFLINE_MAXIMA_MS, VENTANA_CODIGO_MS, type RealizarFichajeBody } from '@worknet/domain/fichaje/esquemas';
import { tipoSiguiente, type TipoMarca } from '@worknet/domain/fichaje/jornada';
import { horaDeclarada, instanteDeHoraLocal } from '@worknet/domain/fichaje/reloj';
import { evaluarUbicacion, RADIO_KIOSCO_POR_DEFECTO_M } from '@worknet/domain/fichaje/ubicacion';
import { evaluarVeda, mensajeVeda } from '@worknet/domain/fichaje/veda';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Firmante } from '../../platform/auth/firmas';
import type { AppError } from '../../platform/http/errors';
import { conflicto, noAutenticado, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { usuario } from '../../platform/identidad/identidad.table';
import type { Ctx } from '../../platform/context';
import { persona } from '../rrhh/persona.table';
import { exigeUbicacionSql, tipoManualSql } from './horarios.service';
import { hashToken, leerCodigo, nuevoTokenKiosco } from './fichaje.codigos';
import { anularIntentosPin, comprobarPin, pinCorrecto } from './pin.service';
import { dispositivoFichaje, fichaje, fichajeCodigoUsado, fichajePin, kiosco } from './fichaje.table';
import * as reloj from '@worknet/domain/reloj';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type FilaFichaje = typeof fichaje.$inferSelect;

/** Clock skew allowed for an offline claim "in the future". */
const FUTURO_TOLERADO_MS = 60_000;

const MENSAJES = {
  sinLegajo: 'Su usuario no tiene un legajo asociado: pida a RRHH que lo vincule para poder fichar.',
  falso: 'El código QR no es válido. Escanee el código que muestra el kiosco.',
  vencido: 'El código QR venció. Escanee el código que muestra ahora el kiosco.',
  usado: 'Ese código QR ya fue usado. Escanee el código nuevo del kiosco.',
  kiosco: 'El kiosco de ese código no está habilitado.',
  ajeno: 'Este teléfono está vinculado a otra persona: fiche con su propio teléfono.',
  pendiente: 'Este teléfono es nuevo: RRHH debe autorizarlo antes de que pueda fichar con él.',
  rechazado: 'RRHH no autorizó este teléfono para fichar.',
  futuro: 'La hora del fichaje sin conexión está en el futuro.',
  viejo: `El fichaje sin conexión llegó más de ${COLA_OFFLINE_MAXIMA_MIN} minutos después de escanear el código: pida a RRHH que lo cargue como corrección.`,
  fechaInvalida: 'La fecha y hora del teléfono no es válida.',
};

export const mensajeFichaje = (tipo: TipoMarca, ms: number) =>
  `${tipo === 'entrada' ? 'Entrada' : 'Salida'} registrada a las ${new Date(ms - 3 * 3_600_000).toISOString().slice(11, 16)}.`;

type Contexto = {
  vigente: boolean;
  nombre: string;
  lat: number | null;
  lng: number | null;
  radio_m: number | null;
  ultima_tipo: TipoMarca | null;
  ultima_ms: number | null;
  exige: boolean;
  tipo_manual: boolean;
};

/**
 * What a punch (phone or kiosk PIN) needs to know, in one round trip (issue 21: a shift change is 600 punches a
 * minute): the kiosk (enabled at `ms`, where it stands), the person's last punch and whether
 * their schedule (their own, else their sector's) requires the position.
 */
async function contextoDelFichaje(tx: Tx, kioscoId: number, personaId: number, ms: number): Promise<Contexto | null> {
  const [c] = filasDe<Contexto>(
    await tx.execute(sql`
      select k.nombre, k.lat, k.lng, k.radio_m,
        (k.revocado_at is null or k.revocado_at > ${new Date(ms)}) as vigente,
        u.tipo as ultima_tipo, (extract(epoch from u.instante) * 1000)::float8 as ultima_ms,
        ${exigeUbicacionSql(personaId)} as exige, ${tipoManualSql(personaId)} as tipo_manual
      from kiosco k
      left join lateral (select f.tipo, f.instante from fichaje f
        where f.persona_id = ${personaId} and f.anulado_at is null order by f.instante desc limit 1) u on true
      where k.id = ${kioscoId}`),
  );
  return c ?? null;
}

const ultimaDe = (c: Contexto) => (c.ultima_tipo !== null && c.ultima_ms !== null ? { tipo: c.ultima_tipo, ms: Number(c.ultima_ms) } : null);

/**
 * Entrada or salida (security issue 37): the server decides, alternating from the person's last
 * punch of the shift (tipoSiguiente), so two entradas in a row cannot be sent; the type the phone
 * or the kiosk asks for counts only where HR allows a manual choice (horario.tipo_manual).
 */
const tipoDelFichaje = (c: Contexto, pedido: TipoMarca | undefined, ms: number): TipoMarca =>
  c.tipo_manual && pedido ? pedido : tipoSiguiente(ultimaDe(c), ms);

type Resultado = { ok: FilaFichaje } | { error: AppError };

/**
 * POST /api/v1/realizar_fichaje. The phone (`dispositivo`) must be the caller's; its swap ban
 * and a refused foreign use are committed even when the punch is refused (they are the trace
 * buddy punching leaves), so the refusal is thrown after the transaction.
 */
export async function realizarFichaje(db: Db, clave: Firmante, u: Principal, b: RealizarFichajeBody): Promise<FilaFichaje> {
  if (b.usuario !== u.id) throw prohibido('Sólo puede fichar con su propio usuario.');
  if (!u.persona_id) throw conflicto(MENSAJES.sinLegajo);
  const personaId = u.persona_id;
  const ahora = reloj.ahoraMs();
  const { declaradaMs, desfasada } = horaDeclarada(b.fecha, ahora);
  let instante = ahora;
  if (b.offline) {
    if (declaradaMs === null) throw reglaDeNegocio(MENSAJES.fechaInvalida);
    if (declaradaMs > ahora + FUTURO_TOLERADO_MS) throw reglaDeNegocio(MENSAJES.futuro);
    if (ahora - declaradaMs > COLA_OFFLINE_MAXIMA_MS) throw reglaDeNegocio(MENSAJES.viejo);
    instante = Math.min(declaradaMs, ahora);
  }
  const leido = leerCodigo(clave, b.token, instante);
  if (!leido.ok) throw reglaDeNegocio(MENSAJES[leido.motivo]);
  // An offline claim must also fall inside the code's window: the code proves when it was shown.
  if (b.offline && (instante < leido.ventana * VENTANA_CODIGO_MS || instante >= (leido.ventana + 2) * VENTANA_CODIGO_MS)) {
    throw reglaDeNegocio(MENSAJES.vencido);
  }
  // And it must arrive within the offline window of the code being shown (whatever time it claims):
  // a code relayed from the kiosk stops working minutes later.
  if (b.offline && ahora - (leido.ventana + 2) * VENTANA_CODIGO_MS > COLA_OFFLINE_MAXIMA_MS) throw reglaDeNegocio(MENSAJES.viejo);

  const r = await db.transaction(async (tx): Promise<Resultado> => {
    const disp = await dispositivoDe(tx, b.dispositivo, u.id, ahora);
    if ('error' in disp) return disp;
    const c = await contextoDelFichaje(tx, leido.kioscoId, personaId, instante);
    if (!c?.vigente) return { error: reglaDeNegocio(MENSAJES.kiosco) };
    const zona = c.lat !== null && c.lng !== null ? { lat: c.lat, lng: c.lng, radioM: c.radio_m ?? RADIO_KIOSCO_POR_DEFECTO_M, nombre: c.nombre } : null;
    const posicion = b.lat !== undefined && b.lng !== undefined ? { lat: b.lat, lng: b.lng, precision: b.precision ?? null } : null;
    const ubicacion = evaluarUbicacion(c.exige, zona, posicion);
    if (!ubicacion.permitido) return { error: reglaDeNegocio(ubicacion.mensaje) };
    const [usado] = await tx
      .insert(fichajeCodigoUsado)
      .values({ codigo: b.token, kiosco_id: leido.kioscoId })
      .onConflictDoNothing()
      .returning({ codigo: fichajeCodigoUsado.codigo });
    if (!usado) return { error: conflicto(MENSAJES.usado) };
    const tipo = tipoDelFichaje(c, b.tipo, instante);
    const [f] = await tx
      .insert(fichaje)
      .values({
        persona_id: personaId,
        usuario_id: u.id,
        tipo,
        instante: new Date(instante),
        declarada_at: declaradaMs === null ? null : new Date(declaradaMs),
        desfasada: !b.offline && desfasada,
        origen: 'telefono',
        dispositivo_id: disp.id,
        kiosco_id: leido.kioscoId,
        lat: b.lat ?? null,
        lng: b.lng ?? null,
        precision_m: b.precision ?? null,
        enviado_tarde: !!b.offline,
      })
      .returning();
    return { ok: f! };
  });
  if ('error' in r) throw r.error;
  return r.ok;
}

/**
 * The caller's phone. First phone of a user: bound and approved. A further new phone: bound,
 * pending HR's approval. Somebody else's phone: the swap ban (spec §4) and a refusal, both
 * audited (a buddy-punching attempt).
 */
async function dispositivoDe(tx: Tx, huella: string, usuarioId: number, ahora: number): Promise<{ id: number } | { error: AppError }> {
  let [d] = await tx.select().from(dispositivoFichaje).where(eq(dispositivoFichaje.huella, huella)).for('update');
  if (!d) {
    const [otro] = await tx.select({ id: dispositivoFichaje.id }).from(dispositivoFichaje).where(eq(dispositivoFichaje.usuario_id, usuarioId)).limit(1);
    const estado = otro ? 'pendiente' : 'aprobado';
    [d] = await tx
      .insert(dispositivoFichaje)
      .values({ huella, usuario_id: usuarioId, estado, ultimo_usuario_id: usuarioId, aprobado_at: estado === 'aprobado' ? new Date(ahora) : null })
      .onConflictDoNothing()
      .returning();
    if (!d) [d] = await tx.select().from(dispositivoFichaje).where(eq(dispositivoFichaje.huella, huella)).for('update');
    if (!d) return { error: conflicto('No se pudo registrar el teléfono. Intente de nuevo.') };
  }
  const veda = evaluarVeda(
    d.ultimo_usuario_id === null ? null : { usuarioId: d.ultimo_usuario_id, vedadoHasta: d.vedado_hasta?.getTime() ?? null },
    usuarioId,
    ahora,
  );
  const vedadoHasta = veda.registro.vedadoHasta === null ? null : new Date(veda.registro.vedadoHasta);
  if (d.ultimo_usuario_id !== veda.registro.usuarioId || d.vedado_hasta?.getTime() !== vedadoHasta?.getTime()) {
    await tx.update(dispositivoFichaje).set({ ultimo_usuario_id: veda.registro.usuarioId, vedado_hasta: vedadoHasta }).where(eq(dispositivoFichaje.id, d.id));
  }
  if (!veda.permitido || d.usuario_id !== usuarioId) {
    await auditar(tx, {
      usuarioId,
      entidad: 'dispositivo_fichaje',
      entidadId: d.id,
      accion: veda.permitido ? 'fichaje_ajeno_rechazado' : 'veda_cambio_persona',
      despues: { usuario_id: usuarioId, dueno_id: d.usuario_id, espera_ms: veda.permitido ? 0 : veda.esperaMs },
    });
    return { error: prohibido(veda.permitido ? MENSAJES.ajeno : mensajeVeda(veda.esperaMs)) };
  }
  if (d.estado === 'pendiente') return { error: prohibido(MENSAJES.pendiente) };
  if (d.estado === 'rechazado') return { error: prohibido(MENSAJES.rechazado) };
  return { id: d.id };
}

// ---- Kiosks ----

/**
 * The kiosk of a token, used from `ip` (the request's address under TRUST_PROXY). A kiosk with an
 * address allow-list works only from it (security issue 37): a token copied from the entrance PC
 * mints no codes from home.
 */
export async function kioscoDeToken(db: Db, token: string | undefined, ip: string): Promise<{ id: number; nombre: string }> {
  if (!token || token.length > 100) throw noAutenticado('El kiosco no está habilitado.');
  const [k] = await db
    .select({ id: kiosco.id, nombre: kiosco.nombre, direcciones: kiosco.direcciones })
    .from(kiosco)
    .where(and(eq(kiosco.token_hash, hashToken(token)), isNull(kiosco.revocado_at)));
  if (!k) throw noAutenticado('El kiosco no está habilitado.');
  if (!direccionPermitida(k.direcciones, ip)) {
    throw prohibido(`Este kiosco sólo funciona desde las direcciones que le habilitó RRHH, y ${ip} no es una de ellas.`);
  }
  return { id: k.id, nombre: k.nombre };
}

/** Whether `ip` is in the list (IP or CIDR, the syntax of TRUST_PROXY); an empty list allows any. */
export function direccionPermitida(direcciones: readonly string[], ip: string): boolean {
  if (!direcciones.length) return true;
  try {
    return compilarDirecciones([...direcciones])(ip, 0);
  } catch {
    return false;
  }
}

const filaKiosco = (k: typeof kiosco.$inferSelect) => ({
  id: k.id,
  nombre: k.nombre,
  ubicacion: k.ubicacion,
  lat: k.lat,
  lng: k.lng,
  radio_m: k.radio_m,
  direcciones: k.direcciones,
  activo: k.revocado_at === null,
  revocado_at: k.revocado_at,
  created_at: k.created_at,
});

type KioscoDatos = {
  nombre: string;
  ubicacion?: string | null;
  lat?: number | null;
  lng?: number | null;
  radio_m?: number | null;
  direcciones?: string[] | null;
};
const datosKiosco = (b: KioscoDatos, direccionesAntes: string[] = []) => ({
  nombre: b.nombre,
  ubicacion: b.ubicacion ?? null,
  lat: b.lat ?? null,
  lng: b.lng ?? null,
  radio_m: b.radio_m ?? null,
  // Omitted: unchanged (an edit of the name does not open the kiosk to every address).
  direcciones: b.direcciones === undefined ? direccionesAntes : [...new Set(b.direcciones ?? [])],
});

export async function crearKiosco(db: Db, u: Principal, b: KioscoDatos) {
  const token = nuevoTokenKiosco();
  return db.transaction(async (tx) => {
    const [k] = await tx
      .insert(kiosco)
      .values({ ...datosKiosco(b), token_hash: hashToken(token), created_by: u.id })
      .returning();
    await auditar(tx, { usuarioId: u.id, entidad: 'kiosco', entidadId: k!.id, accion: 'crear', despues: filaKiosco(k!) });
    return { ...filaKiosco(k!), token };
  });
}

/** Name, place and zone of a kiosk; its token stays the same. */
export async function editarKiosco(db: Db, u: Principal, id: number, b: KioscoDatos) {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(kiosco).where(eq(kiosco.id, id)).for('update');
    if (!antes) throw noEncontrado('El kiosco no existe.');
    const [k] = await tx.update(kiosco).set(datosKiosco(b, antes.direcciones)).where(eq(kiosco.id, id)).returning();
    await auditar(tx, { usuarioId: u.id, entidad: 'kiosco', entidadId: id, accion: 'editar', antes: filaKiosco(antes), despues: filaKiosco(k!) });
    return filaKiosco(k!);
  });
}

export async function listarKioscos(db: Db) {
  return (await db.select().from(kiosco).orderBy(desc(kiosco.id))).map(filaKiosco);
}

export async function revocarKiosco(db: Db, u: Principal, id: number) {
  await db.transaction(async (tx) => {
    const [k] = await tx
      .update(kiosco)
      .set({ revocado_at: sql`coalesce(${kiosco.revocado_at}, ${reloj.ahora()})` })
      .where(eq(kiosco.id, id))
      .returning();
    if (!k) throw noEncontrado('El kiosco no existe.');
    await auditar(tx, { usuarioId: u.id, entidad: 'kiosco', entidadId: id, accion: 'revocar', despues: filaKiosco(k) });
  });
}

// ---- PIN at the kiosk ----

export async function guardarPin(db: Db, u: Principal, personaId: number, pin: string) {
  const pin_hash = await hash(pin);
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: persona.id })
      .from(persona)
      .where(and(eq(persona.id, personaId), isNull(persona.deleted_at)));
    if (!p) throw noEncontrado('La persona no existe.');
    await tx
      .insert(fichajePin)
      .values({ persona_id: personaId, pin_hash })
      .onConflictDoUpdate({ target: fichajePin.persona_id, set: { pin_hash, updated_at: reloj.ahora() } });
    // A new PIN lifts a lockout of the person's DNI at the kiosk (as a new password does for the login).
    const intentos_anulados = await anularIntentosPin(tx, personaId);
    await auditar(tx, { usuarioId: u.id, entidad: 'fichaje_pin', entidadId: personaId, accion: 'editar', despues: { intentos_anulados } });
  });
}

/** DNI + PIN at a kiosk, under the PIN's lockout per DNI (pin.service.ts). */
export async function fichajeConPin(
  ctx: Ctx,
  k: { id: number; nombre: string },
  b: { dni: string; pin: string; tipo?: TipoMarca },
  ip: string,
): Promise<FilaFichaje> {
  const p = await comprobarPin(ctx, k, b.dni, b.pin, ip);
  const ahora = reloj.ahoraMs();
  return ctx.db.transaction(async (tx) => {
    // The person's row orders two punches of the same person at once.
    await tx.execute(sql`select 1 from persona where id = ${p.personaId} for update`);
    const c = await contextoDelFichaje(tx, k.id, p.personaId, ahora);
    if (!c?.vigente) throw noAutenticado('El kiosco no está habilitado.');
    await pinCorrecto(tx, p.intentoId);
    const tipo = tipoDelFichaje(c, b.tipo, ahora);
    const [f] = await tx
      .insert(fichaje)
      .values({ persona_id: p.personaId, tipo, instante: new Date(ahora), origen: 'kiosco_pin', kiosco_id: k.id })
      .returning();
    return f!;
  });
}

// ---- Devices (HR) ----

export async function listarDispositivos(db: Db, estado?: 'pendiente' | 'aprobado' | 'rechazado') {
  return db
    .select({
      id: dispositivoFichaje.id,
      usuario_id: dispositivoFichaje.usuario_id,
      usuario: usuario.nombre_completo,
      estado: dispositivoFichaje.estado,
      created_at: dispositivoFichaje.created_at,
      aprobado_at: dispositivoFichaje.aprobado_at,
    })
    .from(dispositivoFichaje)
    .innerJoin(usuario, eq(usuario.id, dispositivoFichaje.usuario_id))
    .where(estado ? eq(dispositivoFichaje.estado, estado) : undefined)
    .orderBy(desc(dispositivoFichaje.id))
    .limit(500);
}

export async function decidirDispositivo(db: Db, u: Principal, id: number, estado: 'aprobado' | 'rechazado') {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .update(dispositivoFichaje)
      .set({ estado, aprobado_por: u.id, aprobado_at: reloj.ahora() })
      .where(eq(dispositivoFichaje.id, id))
      .returning();
    if (!d) throw noEncontrado('El teléfono no existe.');
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'dispositivo_fichaje',
      entidadId: id,
      accion: estado === 'aprobado' ? 'aprobar' : 'rechazar',
      despues: { estado },
    });
    const [n] = await tx.select({ nombre: usuario.nombre_completo }).from(usuario).where(eq(usuario.id, d.usuario_id));
    return { id: d.id, usuario_id: d.usuario_id, usuario: n?.nombre ?? '', estado: d.estado, created_at: d.created_at, aprobado_at: d.aprobado_at };
  });
}

// ---- Corrections (HR) ----

/** Annuls a punch (kept, with who and why) and/or adds one in its place; both audited. */
export async function corregir(
  db: Db,
  u: Principal,
  b: { persona_id: number; fichaje_id?: number; tipo?: TipoMarca; fecha?: string; motivo: string },
): Promise<FilaFichaje[]> {
  const ms = b.fecha === undefined ? null : instanteDeHoraLocal(b.fecha);
  if (b.fecha !== undefined && ms === null) throw reglaDeNegocio('La fecha y hora no es válida.');
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: persona.id })
      .from(persona)
      .where(and(eq(persona.id, b.persona_id), isNull(persona.deleted_at)));
    if (!p) throw noEncontrado('La persona no existe.');
    const filas: FilaFichaje[] = [];
    if (b.fichaje_id !== undefined) {
      const [orig] = await tx
        .select()
        .from(fichaje)
        .where(and(eq(fichaje.id, b.fichaje_id), eq(fichaje.persona_id, b.persona_id)))
        .for('update');
      if (!orig) throw noEncontrado('El fichaje no existe.');
      if (orig.anulado_at) throw conflicto('Ese fichaje ya fue anulado.');
      const [anulado] = await tx
        .update(fichaje)
        .set({ anulado_por: u.id, anulado_at: reloj.ahora(), anulado_motivo: b.motivo })
        .where(eq(fichaje.id, orig.id))
        .returning();
      await auditar(tx, { usuarioId: u.id, entidad: 'fichaje', entidadId: orig.id, accion: 'anular', antes: orig, despues: anulado });
      filas.push(anulado!);
    }
    if (ms !== null && b.tipo) {
      const [nuevo] = await tx
        .insert(fichaje)
        .values({
          persona_id: b.persona_id,
          tipo: b.tipo,
          instante: new Date(ms),
          origen: 'correccion',
          corrige_id: b.fichaje_id ?? null,
          creado_por: u.id,
          motivo: b.motivo,
        })
        .returning();
      await auditar(tx, { usuarioId: u.id, entidad: 'fichaje', entidadId: nuevo!.id, accion: 'crear', despues: nuevo });
      filas.push(nuevo!);
    }
    return filas;
  });
}
