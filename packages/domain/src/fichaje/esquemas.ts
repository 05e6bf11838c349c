import { z } from 'zod';
import { diaIso, idCoercido, idNumero, instante, respuesta, respuestaVacia, type Cable } from '../http';
import { hoy } from '../reloj';
import { mesDe, minutosDeHora } from './reloj';

// Clock-in contracts (issue 21, spec §7 "Clock-in"). Times travel as 'YYYY-MM-DD HH:mm:ss'
// (Argentina) where the spec says so (`fecha`), and as ISO instants in answers.

export const TIPOS_MARCA = ['entrada', 'salida'] as const;
export const ORIGENES = ['telefono', 'kiosco_qr', 'kiosco_pin', 'biometrico', 'correccion'] as const;
export const ESTADOS_DISPOSITIVO = ['pendiente', 'aprobado', 'rechazado'] as const;

/**
 * The offline window (security issue 37): a punch queued without connection must reach the server
 * within this long of the kiosk showing its code (issue 21 item 4 allowed 12 h, so a code relayed
 * from the kiosk by a colleague clocked in from anywhere for half a day). Minutes cover the real
 * case, no signal at the entrance that comes back inside; anything later is a correction by HR.
 */
export const COLA_OFFLINE_MAXIMA_MS = 10 * 60_000;
export const COLA_OFFLINE_MAXIMA_MIN = COLA_OFFLINE_MAXIMA_MS / 60_000;
/** The kiosk's QR changes every 20 s; the current and the previous window are accepted. */
export const VENTANA_CODIGO_MS = 20_000;

const horaLocal = (mensaje: string) => z.string({ error: mensaje }).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, mensaje);

/** POST /api/v1/realizar_fichaje: spec's {token, fecha, usuario} plus the phone's id and options. */
export const realizarFichajeBody = z.object({
  /** The code scanned from the kiosk's QR. */
  token: z.string({ error: 'Escanee el código QR del kiosco.' }).min(1, 'Escanee el código QR del kiosco.').max(200),
  fecha: horaLocal('Indique la fecha y hora del teléfono (AAAA-MM-DD HH:mm:ss).'),
  usuario: idNumero('Indique el usuario.'),
  /** The id the phone generated for itself and keeps (bound to its owner). */
  dispositivo: z.string({ error: 'Falta la identificación del teléfono.' }).regex(/^[A-Za-z0-9_-]{8,100}$/, 'La identificación del teléfono no es válida.'),
  /** Only when HR allows the person to choose (horario.tipo_manual); otherwise the server decides and ignores it. */
  tipo: z.enum(TIPOS_MARCA, { error: 'El tipo es entrada o salida.' }).optional(),
  /** Queued while offline: `fecha` is the scan's time, checked against the code. */
  offline: z.boolean().optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  precision: z.number().min(0).max(100_000).optional(),
});
export type RealizarFichajeBody = Cable<typeof realizarFichajeBody>;

export const fichajeFila = z.object({
  id: z.number(),
  persona_id: z.number(),
  tipo: z.enum(TIPOS_MARCA),
  instante,
  declarada_at: instante.nullable(),
  desfasada: z.boolean(),
  origen: z.enum(ORIGENES),
  kiosco_id: z.number().nullable(),
  enviado_tarde: z.boolean(),
  corrige_id: z.number().nullable(),
  motivo: z.string().nullable(),
  anulado_at: instante.nullable(),
  anulado_motivo: z.string().nullable(),
});
export type FichajeFila = Cable<typeof fichajeFila>;

/**
 * A kiosk: its name, a description of where it is, and optionally its coordinates and the
 * radius (metres) within which a punch with a schedule that requires the position counts.
 */
export const kioscoBody = z
  .object({
    nombre: z.string({ error: 'Indique el nombre del kiosco.' }).trim().min(1, 'Indique el nombre del kiosco.').max(120),
    ubicacion: z.string().trim().max(200).nullish(),
    lat: z
      .number({ error: 'La latitud es un número entre -90 y 90.' })
      .min(-90, 'La latitud es un número entre -90 y 90.')
      .max(90, 'La latitud es un número entre -90 y 90.')
      .nullish(),
    lng: z
      .number({ error: 'La longitud es un número entre -180 y 180.' })
      .min(-180, 'La longitud es un número entre -180 y 180.')
      .max(180, 'La longitud es un número entre -180 y 180.')
      .nullish(),
    radio_m: z
      .number({ error: 'El radio es un número de metros entre 10 y 5000.' })
      .int('El radio es un número entero de metros.')
      .min(10, 'El radio es un número de metros entre 10 y 5000.')
      .max(5000, 'El radio es un número de metros entre 10 y 5000.')
      .nullish(),
    /**
     * The addresses (IP or CIDR, as the server sees them under TRUST_PROXY) the kiosk's token works
     * from; empty or absent: any (security issue 37). Omitted in an edit: unchanged.
     */
    direcciones: z
      .array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'Cada dirección es una IP o un rango CIDR (p. ej. 10.0.0.5 o 10.0.1.0/24).' }), {
        error: 'Indique las direcciones como una lista.',
      })
      .max(50, 'A lo sumo 50 direcciones por kiosco.')
      .nullish(),
  })
  .refine((b) => (b.lat == null) === (b.lng == null), { message: 'Indique la latitud y la longitud juntas.', path: ['lng'] });

export const kioscoFila = z.object({
  id: z.number(),
  nombre: z.string(),
  ubicacion: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The radius in metres (the default when the kiosk has coordinates and no radius of its own). */
  radio_m: z.number().nullable(),
  /** Where its token works from (IP or CIDR); empty: any address. */
  direcciones: z.array(z.string()),
  activo: z.boolean(),
  revocado_at: instante.nullable(),
  created_at: instante,
});
/** The token is shown only here, once. */
export const kioscoCreado = kioscoFila.extend({ token: z.string() });

export const codigoKiosco = z.object({ codigo: z.string(), segundos: z.number(), kiosco: z.string() });

export const dispositivoFila = z.object({
  id: z.number(),
  usuario_id: z.number(),
  usuario: z.string(),
  estado: z.enum(ESTADOS_DISPOSITIVO),
  created_at: instante,
  aprobado_at: instante.nullable(),
});

export const dispositivosQuery = z.object({ estado: z.enum(ESTADOS_DISPOSITIVO).optional() });

export const pinBody = z.object({ pin: z.string({ error: 'El PIN tiene de 4 a 8 dígitos.' }).regex(/^\d{4,8}$/, 'El PIN tiene de 4 a 8 dígitos.') });
export const pinKioscoBody = z.object({
  dni: z.string({ error: 'Indique su DNI.' }).regex(/^\d{6,9}$/, 'Indique su DNI (sólo números).'),
  pin: z.string({ error: 'Indique su PIN.' }).regex(/^\d{4,8}$/, 'El PIN tiene de 4 a 8 dígitos.'),
  tipo: z.enum(TIPOS_MARCA).optional(),
});
export const pinPersonaBody = pinBody.extend({ persona_id: idNumero('Indique la persona.') });

/** A correction: annul a punch (fichaje_id) and/or add one (tipo + fecha), always with a reason. */
export const correccionBody = z
  .object({
    persona_id: idNumero('Indique la persona.'),
    fichaje_id: idNumero('El fichaje no existe.').optional(),
    tipo: z.enum(TIPOS_MARCA).optional(),
    fecha: horaLocal('Use la fecha y hora AAAA-MM-DD HH:mm:ss.').optional(),
    motivo: z.string({ error: 'Indique el motivo de la corrección.' }).trim().min(3, 'Indique el motivo de la corrección.').max(500),
  })
  .refine((b) => b.fichaje_id !== undefined || (b.tipo !== undefined && b.fecha !== undefined), {
    message: 'Indique el fichaje a anular o el tipo y la hora del fichaje a agregar.',
    path: ['fecha'],
  })
  .refine((b) => (b.tipo === undefined) === (b.fecha === undefined), { message: 'Indique el tipo y la hora juntos.', path: ['tipo'] });

const turno = z
  .object({ entrada: z.string(), salida: z.string() })
  .refine((t) => minutosDeHora(t.entrada) !== null && minutosDeHora(t.salida) !== null, 'Use horas HH:mm.');
export const turnos = z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), turno);

export const horarioBody = z
  .object({
    persona_id: idNumero('La persona no existe.').optional(),
    sector_id: idNumero('El sector no existe.').optional(),
    turnos,
    tolerancia_min: z
      .number({ error: 'La tolerancia es un número de minutos entre 0 y 240.' })
      .int('La tolerancia es un número entero de minutos.')
      .min(0, 'La tolerancia es un número de minutos entre 0 y 240.')
      .max(240, 'La tolerancia es un número de minutos entre 0 y 240.')
      .default(10),
    /** Each punch must carry the phone's position (and fall within the kiosk's radius when it has one). */
    exige_ubicacion: z.boolean().default(false),
    /** The person may choose entrada or salida when punching; otherwise the server decides from the last punch (security issue 37). */
    tipo_manual: z.boolean().default(false),
  })
  .refine((b) => (b.persona_id === undefined) !== (b.sector_id === undefined), { message: 'Indique una persona o un sector.', path: ['persona_id'] });

export const horarioFila = z.object({
  id: z.number(),
  persona_id: z.number().nullable(),
  sector_id: z.number().nullable(),
  /** The person's «Apellido, Nombres» or the sector's name, for the list. */
  nombre: z.string(),
  turnos,
  tolerancia_min: z.number(),
  exige_ubicacion: z.boolean(),
  tipo_manual: z.boolean(),
});

/** At most two months per request (the whole company's month runs as a job). */
export const DIAS_MAXIMOS_DETALLE = 62;
type Rango = { desde: string; hasta: string };
const rangoValido = <T extends z.ZodType<Rango>>(o: T) =>
  o
    .refine((q) => q.desde <= q.hasta, { message: 'La fecha «hasta» es anterior a «desde».', path: ['hasta'] })
    .refine((q) => (Date.parse(q.hasta) - Date.parse(q.desde)) / 86_400_000 < DIAS_MAXIMOS_DETALLE, {
      message: `Pida como máximo ${DIAS_MAXIMOS_DETALLE} días.`,
      path: ['hasta'],
    });
export const rangoQuery = rangoValido(z.object({ desde: diaIso(), hasta: diaIso() }));

/**
 * Spec §7 calls detalle_fichaje and detallar_fichaje without dates (issue 36): without dates, the
 * current month (Argentina's calendar, from the first to its last day); with only one of them,
 * the rest of that date's month (desde) or that month up to the date (hasta).
 */
const conMesPorDefecto = <T extends { desde?: string | undefined; hasta?: string | undefined }>(q: T): T & Rango => {
  const mes = mesDe(q.desde ?? q.hasta ?? hoy());
  return { ...q, desde: q.desde ?? mes.desde, hasta: q.hasta ?? mes.hasta };
};
/** GET /api/v1/mis_fichajes: the last 30 days unless told. */
export const misFichajesQuery = z.object({ desde: diaIso().optional(), hasta: diaIso().optional() });
export const detalleQuery = rangoValido(
  z
    .object({
      desde: diaIso().optional(),
      hasta: diaIso().optional(),
      persona: idCoercido('La persona no existe.').optional(),
      sector: idCoercido('El sector no existe.').optional(),
    })
    .transform(conMesPorDefecto),
);
export const detallarQuery = rangoValido(
  z
    .object({
      usuario: idCoercido('El usuario no existe.').optional(),
      desde: diaIso().optional(),
      hasta: diaIso().optional(),
    })
    .transform(conMesPorDefecto),
);

/** A pair of punches; the ids name the rows behind it (to annul one from the detail). */
const par = z.object({
  entrada: instante.nullable(),
  salida: instante.nullable(),
  minutos: z.number(),
  entradaId: z.number().nullable(),
  salidaId: z.number().nullable(),
});
export const jornadaFila = z.object({
  dia: z.string(),
  turno: z.object({ desde: instante, hasta: instante }).nullable(),
  pares: z.array(par),
  minutos: z.number(),
  tardeMin: z.number(),
  faltantes: z.number(),
  ausente: z.boolean(),
  licencia: z.boolean(),
});
export const detallePersona = z.object({
  persona_id: z.number(),
  nombre: z.string(),
  legajo: z.string().nullable(),
  jornadas: z.array(jornadaFila),
});
export type DetallePersona = Cable<typeof detallePersona>;

export const misFichajes = z.object({
  fichajes: z.array(fichajeFila),
  jornadas: z.array(jornadaFila),
  /** The caller's schedule requires the phone's position with each punch: the phone asks for it before sending. */
  exige_ubicacion: z.boolean(),
  /** HR lets the caller choose entrada or salida (else the server decides and `tipo` is ignored). */
  tipo_manual: z.boolean(),
});

export const ESTADOS_TABLERO = ['presente', 'tarde', 'salio', 'ausente', 'esperado'] as const;
export const tableroFila = z.object({
  persona_id: z.number(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_TABLERO),
  entrada: instante.nullable(),
  tardeMin: z.number(),
  /** The day's last punch: how it came and where the phone said it was (typed by the phone: evidence, not proof). */
  origen: z.enum(ORIGENES).nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  precision_m: z.number().nullable(),
  /** Some punch of the day was queued without connection and sent late. */
  enviado_tarde: z.boolean(),
});

export const fichajeRealizado = z.object({ fichaje: fichajeFila, mensaje: z.string() });

export const trabajoEncolado = z.object({ trabajo_id: z.string() });

export const respuestas = {
  fichaje: respuesta(fichajeRealizado),
  fichajes: respuesta(z.array(fichajeFila)),
  kiosco: respuesta(kioscoCreado),
  kioscoFila: respuesta(kioscoFila),
  kioscos: respuesta(z.array(kioscoFila)),
  codigo: respuesta(codigoKiosco),
  dispositivo: respuesta(dispositivoFila),
  dispositivos: respuesta(z.array(dispositivoFila)),
  detalle: respuesta(z.array(detallePersona)),
  detalleUno: respuesta(detallePersona),
  encolado: respuesta(trabajoEncolado),
  mis: respuesta(misFichajes),
  tablero: respuesta(z.array(tableroFila)),
  horario: respuesta(horarioFila),
  horarios: respuesta(z.array(horarioFila)),
  vacia: respuestaVacia,
};

/** POST /api/v1/rrhh/fichaje/importar: the biometric clock's export (idfichador;fecha;hora). */
export const IMPORTACION_MAX_BYTES = 10 * 1024 * 1024;
export const importacionFichajes = z.object({
  importados: z.number(),
  duplicados: z.number(),
  /** idfichador values that match no person (at most 200). */
  desconocidos: z.array(z.string()),
  /** Line numbers that could not be read (at most 200). */
  invalidas: z.array(z.number()),
});
export const respuestaImportacion = respuesta(importacionFichajes);
