import { eq, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { esFechaIso, fechaIso } from '@worknet/domain/fechas';
import { cuilCoincideConDni, esCbuValido, esCuilValido } from '@worknet/domain/rrhh/documentos';
import { contarHijos, VALOR_HIJO } from '@worknet/domain/rrhh/familia';
import { diasEntre, sumarDias, sumarMeses } from '@worknet/domain/rrhh/fechas-rrhh';
import { contactoSchema, cuentaBancariaSchema, datosPersonalesSchema, familiarSchema, formacionSchema, laboralSchema, matriculaSchema } from '@worknet/domain/rrhh/persona';
import type { Db } from '../platform/db/client';
import { tablaDe } from '../modules/catalogos/catalogos.tablas';
import { usuario } from '../modules/identidad/identidad.table';
import { persona, personaContacto, personaCuentaBancaria, personaFamiliar, personaFormacion, personaLaboral, personaMatricula } from '../modules/rrhh/persona.table';
import { USUARIOS_DEMO } from './demo';
// Also used by the benchmark's generators (bench/generar-*.mjs).
import APELLIDOS from './apellidos.json';

// The personnel files of the demo organisation: ~300 invented people spread over
// the 12 demo sectors, with family, studies, licences, employment, contacts and
// bank accounts. Deterministic (a seeded PRNG) but dated from «hoy», so that the
// HR alerts (probation and fixed-term ends, matrículas, maternal room, courses)
// are always due soon whenever the demo is installed. Every row passes the same
// zod schema the API uses before it is inserted. Phone numbers, DNIs, CBUs and
// e-mails (example.com/.net/.org) are made up.

const SEMILLA = 20_260_315;

// ---------------------------------------------------------------- random

/** mulberry32: a tiny PRNG, the same sequence on every run. */
function mulberry32(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Azar {
  private readonly sig: () => number;
  constructor(semilla: number) {
    this.sig = mulberry32(semilla);
  }
  /** Whole number in [min, max], both included. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.sig() * (max - min + 1));
  }
  si(probabilidad: number): boolean {
    return this.sig() < probabilidad;
  }
  elegir<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.sig() * xs.length)]!;
  }
  ponderado<T>(opciones: readonly (readonly [T, number])[]): T {
    const total = opciones.reduce((s, [, p]) => s + p, 0);
    let r = this.sig() * total;
    for (const [v, p] of opciones) if ((r -= p) < 0) return v;
    return opciones[opciones.length - 1]![0];
  }
  mezclar<T>(xs: readonly T[]): T[] {
    const c = [...xs];
    for (let i = c.length - 1; i > 0; i--) {
      const j = Math.floor(this.sig() * (i + 1));
      [c[i], c[j]] = [c[j]!, c[i]!];
    }
    return c;
  }
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.entero(0, 9));
    return s;
  }
}

// ---------------------------------------------------------------- names

type Sexo = 'F' | 'M';

// By generation, as names go in and out of fashion: «clasicos» for people born
// before 1975, «comunes» 1965–1995, «jovenes» 1985–2005 and «chicos» after that.
const NOMBRES: Record<Sexo, Record<'clasicos' | 'comunes' | 'jovenes' | 'chicos', string[]>> = {
  F: {
    clasicos: ['Graciela', 'Susana', 'Norma', 'Beatriz', 'Silvia', 'Mónica', 'Marta', 'Estela', 'Liliana', 'Adriana', 'Patricia', 'Claudia', 'Alicia', 'Cristina'],
    comunes: [
      'María', 'Ana', 'Laura', 'Carla', 'Valeria', 'Natalia', 'Paula', 'Daniela', 'Gabriela', 'Silvina', 'Mariana', 'Verónica', 'Andrea', 'Marcela',
      'Alejandra', 'Carolina', 'Soledad', 'Lorena', 'Cecilia', 'Eugenia', 'Romina', 'Vanesa', 'Luciana', 'Noelia', 'Jimena',
    ],
    jovenes: ['Florencia', 'Lucía', 'Camila', 'Julieta', 'Agustina', 'Micaela', 'Belén', 'Milagros', 'Rocío', 'Antonella', 'Victoria', 'Sofía', 'Melina', 'Aldana', 'Brenda'],
    chicos: ['Martina', 'Valentina', 'Catalina', 'Guadalupe', 'Emma', 'Delfina', 'Olivia', 'Isabella', 'Mía', 'Sofía', 'Lucía', 'Josefina', 'Renata', 'Alma'],
  },
  M: {
    clasicos: ['Jorge', 'Carlos', 'Roberto', 'Ricardo', 'Rubén', 'Raúl', 'Hugo', 'Héctor', 'Osvaldo', 'Alberto', 'Miguel', 'Oscar', 'Eduardo', 'Walter'],
    comunes: [
      'Juan', 'José', 'Luis', 'Martín', 'Diego', 'Pablo', 'Sebastián', 'Alejandro', 'Gustavo', 'Fernando', 'Marcelo', 'Sergio', 'Daniel', 'Federico',
      'Gonzalo', 'Leandro', 'Maximiliano', 'Ezequiel', 'Cristian', 'Hernán', 'Darío', 'Claudio', 'Mariano', 'Germán', 'Andrés', 'Mauricio', 'Rodrigo', 'Esteban',
    ],
    jovenes: ['Facundo', 'Matías', 'Nicolás', 'Lucas', 'Agustín', 'Franco', 'Ignacio', 'Emiliano', 'Ramiro', 'Nahuel', 'Julián', 'Brian', 'Tomás', 'Santiago'],
    chicos: ['Thiago', 'Mateo', 'Benjamín', 'Bautista', 'Valentino', 'Felipe', 'Lautaro', 'Joaquín', 'Santino', 'Juan Cruz', 'Tomás', 'Santiago', 'Lorenzo', 'Ciro'],
  },
};


/** Given name(s) fitting the year of birth; a third of the people have two. */
function nombrePara(az: Azar, sexo: Sexo, anio: number): string {
  const n = NOMBRES[sexo];
  const lista = anio < 1975 ? [...n.clasicos, ...n.comunes] : anio < 1985 ? n.comunes : anio < 1995 ? [...n.comunes, ...n.jovenes] : anio < 2005 ? n.jovenes : n.chicos;
  const primero = az.elegir(lista);
  if (!az.si(0.33)) return primero;
  const segundo = az.elegir(lista);
  return primero.includes(' ') || segundo.includes(' ') || segundo === primero ? primero : `${primero} ${segundo}`;
}

/** 'Núñez' → 'nunez': for e-mails and aliases. */
const plano = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const g = (sexo: Sexo, masculino: string, femenino: string) => (sexo === 'F' ? femenino : masculino);

// ---------------------------------------------------------------- the organisation

type Sede = {
  ciudad: string;
  provincia: string;
  area: string;
  codigoPostal: string;
  empresa: string;
  razonSocial: string;
  art: string;
  /** Payroll bank of the company. */
  banco: string;
  universidades: string[];
  calles: string[];
};

const SEDES: Record<string, Sede> = {
  sanatorio: {
    ciudad: 'Córdoba',
    provincia: 'Córdoba',
    area: '351',
    codigoPostal: '5000',
    empresa: 'Grupo Salud del Centro S.A.',
    razonSocial: 'Sanatorio San Martín S.A.',
    art: 'Prevención ART',
    banco: 'Banco de la Provincia de Córdoba',
    universidades: ['Universidad Nacional de Córdoba', 'Universidad Nacional de Córdoba', 'Universidad Católica de Córdoba'],
    calles: [
      'Av. Colón', 'Bv. San Juan', 'Av. Vélez Sarsfield', 'Obispo Trejo', 'Av. Hipólito Yrigoyen', 'Deán Funes', '27 de Abril', 'Av. Rafael Núñez',
      'Duarte Quirós', 'La Rioja', 'Chacabuco', 'Ituzaingó', 'Av. Sabattini', 'Av. Fuerza Aérea', 'Jujuy', 'Caseros', 'Independencia', 'Belgrano',
    ],
  },
  clinica: {
    ciudad: 'Rosario',
    provincia: 'Santa Fe',
    area: '341',
    codigoPostal: '2000',
    empresa: 'Servicios Médicos del Litoral S.A.',
    razonSocial: 'Clínica del Parque S.A.',
    art: 'Federación Patronal Seguros',
    banco: 'Banco Santa Fe',
    universidades: ['Universidad Nacional de Rosario', 'Universidad Nacional de Rosario', 'Universidad Nacional del Litoral'],
    calles: [
      'Bv. Oroño', 'Av. Pellegrini', 'Córdoba', 'San Martín', 'Mendoza', 'Bv. 27 de Febrero', 'Av. Francia', 'Corrientes', 'Entre Ríos', 'Santa Fe',
      'Av. Eva Perón', 'Rioja', 'Zeballos', 'Catamarca', 'Tucumán', 'Italia', 'España', 'Alvear',
    ],
  },
  hogar: {
    ciudad: 'La Plata',
    provincia: 'Buenos Aires',
    area: '221',
    codigoPostal: '1900',
    empresa: 'Residencias Los Aromos S.R.L.',
    razonSocial: 'Hogar Los Aromos S.R.L.',
    art: 'Provincia ART',
    banco: 'Banco de la Provincia de Buenos Aires',
    universidades: ['Universidad Nacional de La Plata', 'Universidad Nacional de La Plata', 'Universidad de Buenos Aires'],
    calles: ['Calle 7', 'Calle 12', 'Av. 13', 'Calle 50', 'Av. 51', 'Av. 53', 'Calle 60', 'Av. 1', 'Calle 44', 'Calle 47', 'Diagonal 74', 'Diagonal 80', 'Calle 3', 'Calle 115', 'Av. 44', 'Calle 8'],
  },
};

type Sector = { nombre: string; sede: keyof typeof SEDES; razonSocial?: string; especialidades?: string[]; plantel: [string, number][] };

// 300 people. Demo users take the first place of their puesto in their sector.
const SECTORES: Sector[] = [
  {
    nombre: 'Dirección Médica',
    sede: 'sanatorio',
    especialidades: ['Clínica médica', 'Cardiología', 'Cirugía general', 'Pediatría', 'Ginecología y obstetricia', 'Traumatología y ortopedia', 'Anestesiología'],
    plantel: [['Director/a médico/a', 1], ['Jefe/a de servicio', 5], ['Médico/a de planta', 6], ['Administrativo/a', 2], ['Recepcionista', 2]],
  },
  {
    nombre: 'Enfermería',
    sede: 'sanatorio',
    plantel: [['Supervisor/a de enfermería', 4], ['Enfermero/a', 30], ['Auxiliar de enfermería', 12], ['Instrumentador/a quirúrgico/a', 4]],
  },
  { nombre: 'Farmacia', sede: 'sanatorio', plantel: [['Farmacéutico/a', 4], ['Auxiliar de farmacia', 8]] },
  { nombre: 'Recursos Humanos', sede: 'sanatorio', razonSocial: 'Salud del Centro Servicios Compartidos S.A.S.', plantel: [['Administrativo/a', 8]] },
  { nombre: 'Compras', sede: 'sanatorio', razonSocial: 'Salud del Centro Servicios Compartidos S.A.S.', plantel: [['Administrativo/a', 7]] },
  {
    nombre: 'Guardia',
    sede: 'clinica',
    especialidades: ['Emergentología', 'Clínica médica', 'Medicina familiar y general', 'Pediatría'],
    plantel: [
      ['Jefe/a de servicio', 1], ['Médico/a de guardia', 16], ['Enfermero/a', 10], ['Técnico/a en diagnóstico por imágenes', 3], ['Recepcionista', 4], ['Camillero/a', 4],
    ],
  },
  {
    nombre: 'Internación',
    sede: 'clinica',
    especialidades: ['Clínica médica', 'Terapia intensiva', 'Cardiología', 'Infectología', 'Neumonología', 'Cirugía general', 'Nefrología'],
    plantel: [
      ['Jefe/a de servicio', 2], ['Médico/a de planta', 9], ['Supervisor/a de enfermería', 2], ['Enfermero/a', 22], ['Auxiliar de enfermería', 8],
      ['Kinesiólogo/a', 4], ['Mucama', 8],
    ],
  },
  { nombre: 'Laboratorio', sede: 'clinica', plantel: [['Bioquímico/a', 6], ['Técnico/a de laboratorio', 11], ['Administrativo/a', 3]] },
  { nombre: 'Mantenimiento', sede: 'clinica', plantel: [['Personal de mantenimiento', 15]] },
  { nombre: 'Administración', sede: 'hogar', plantel: [['Administrativo/a', 9], ['Recepcionista', 4]] },
  { nombre: 'Cocina', sede: 'hogar', plantel: [['Nutricionista', 2], ['Cocinero/a', 6], ['Ayudante de cocina', 14]] },
  {
    nombre: 'Enfermería del Hogar',
    sede: 'hogar',
    especialidades: ['Geriatría', 'Clínica médica'],
    plantel: [['Médico/a de planta', 2], ['Supervisor/a de enfermería', 2], ['Enfermero/a', 14], ['Auxiliar de enfermería', 18], ['Kinesiólogo/a', 2], ['Mucama', 6]],
  },
];

const FATSA = 'CCT 122/75 FATSA — Clínicas, sanatorios y geriátricos';

type Titulo = { titulo: string; nivel: string | null; institucion: 'universidad' | 'cruz-roja' | null };
type Clase = 'medico' | 'enfermeria' | 'profesional' | 'tecnico' | 'administrativo' | 'servicios';

type Perfil = {
  categoria: string | null;
  encuadre: string;
  clase: Clase;
  edad: [number, number];
  /** Youngest age at which someone holds the job. */
  desde: number;
  /** Share of women. */
  mujeres: number;
  titulo?: (az: Azar, s: Sexo) => Titulo;
  matricula?: boolean;
  cursos?: string[];
};

const universitario = (titulo: string): Titulo => ({ titulo, nivel: 'Universitario completo', institucion: 'universidad' });
const medico = (_az: Azar, s: Sexo) => universitario(g(s, 'Médico', 'Médica'));
const enfermero = (az: Azar, s: Sexo): Titulo =>
  az.si(0.55)
    ? universitario(g(s, 'Licenciado en Enfermería', 'Licenciada en Enfermería'))
    : { titulo: g(s, 'Enfermero Profesional', 'Enfermera Profesional'), nivel: 'Terciario completo', institucion: az.si(0.5) ? 'cruz-roja' : null };

const PERFILES: Record<string, Perfil> = {
  'Director/a médico/a': { categoria: null, encuadre: 'Fuera de convenio', clase: 'medico', edad: [50, 64], desde: 35, mujeres: 0.5, titulo: medico, matricula: true, cursos: ['ACLS'] },
  'Jefe/a de servicio': { categoria: null, encuadre: 'Profesionales de la salud', clase: 'medico', edad: [40, 62], desde: 28, mujeres: 0.5, titulo: medico, matricula: true, cursos: ['ACLS'] },
  'Médico/a de guardia': { categoria: null, encuadre: 'Profesionales de la salud', clase: 'medico', edad: [28, 55], desde: 26, mujeres: 0.55, titulo: medico, matricula: true, cursos: ['ACLS', 'RCP', 'PALS'] },
  'Médico/a de planta': { categoria: null, encuadre: 'Profesionales de la salud', clase: 'medico', edad: [30, 62], desde: 27, mujeres: 0.55, titulo: medico, matricula: true, cursos: ['ACLS'] },
  'Supervisor/a de enfermería': {
    categoria: 'Enfermero/a profesional', encuadre: FATSA, clase: 'enfermeria', edad: [36, 60], desde: 23, mujeres: 0.75, matricula: true, cursos: ['RCP', 'ACLS'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Enfermería', 'Licenciada en Enfermería')),
  },
  'Enfermero/a': { categoria: 'Enfermero/a profesional', encuadre: FATSA, clase: 'enfermeria', edad: [23, 60], desde: 22, mujeres: 0.8, titulo: enfermero, matricula: true, cursos: ['RCP'] },
  'Auxiliar de enfermería': {
    categoria: 'Auxiliar de enfermería', encuadre: FATSA, clase: 'enfermeria', edad: [20, 58], desde: 19, mujeres: 0.85, matricula: true, cursos: ['RCP'],
    titulo: () => ({ titulo: 'Auxiliar de Enfermería', nivel: null, institucion: 'cruz-roja' }),
  },
  'Instrumentador/a quirúrgico/a': {
    categoria: 'Obstétrica e instrumentador/a', encuadre: FATSA, clase: 'enfermeria', edad: [24, 55], desde: 22, mujeres: 0.8, matricula: true, cursos: ['RCP'],
    titulo: (az, s) =>
      az.si(0.4)
        ? universitario(g(s, 'Licenciado en Instrumentación Quirúrgica', 'Licenciada en Instrumentación Quirúrgica'))
        : { titulo: g(s, 'Instrumentador Quirúrgico', 'Instrumentadora Quirúrgica'), nivel: 'Terciario completo', institucion: null },
  },
  'Kinesiólogo/a': {
    categoria: 'Profesional', encuadre: FATSA, clase: 'profesional', edad: [25, 55], desde: 24, mujeres: 0.5, matricula: true, cursos: ['RCP'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Kinesiología y Fisiatría', 'Licenciada en Kinesiología y Fisiatría')),
  },
  Nutricionista: {
    categoria: 'Profesional', encuadre: FATSA, clase: 'profesional', edad: [25, 50], desde: 24, mujeres: 0.85, matricula: true, cursos: ['Alimentos'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Nutrición', 'Licenciada en Nutrición')),
  },
  'Farmacéutico/a': {
    categoria: 'Profesional', encuadre: FATSA, clase: 'profesional', edad: [27, 62], desde: 25, mujeres: 0.65, matricula: true,
    titulo: (_az, s) => universitario(g(s, 'Farmacéutico', 'Farmacéutica')),
  },
  'Auxiliar de farmacia': { categoria: 'Ayudante técnico', encuadre: FATSA, clase: 'tecnico', edad: [20, 50], desde: 19, mujeres: 0.65 },
  'Bioquímico/a': {
    categoria: 'Profesional', encuadre: FATSA, clase: 'profesional', edad: [28, 62], desde: 25, mujeres: 0.65, matricula: true, cursos: ['Bioseguridad'],
    titulo: (_az, s) => universitario(g(s, 'Bioquímico', 'Bioquímica')),
  },
  'Técnico/a de laboratorio': {
    categoria: 'Técnico', encuadre: FATSA, clase: 'tecnico', edad: [22, 55], desde: 21, mujeres: 0.65, cursos: ['Bioseguridad'],
    titulo: (_az, s) => ({ titulo: g(s, 'Técnico Superior en Laboratorio de Análisis Clínicos', 'Técnica Superior en Laboratorio de Análisis Clínicos'), nivel: 'Terciario completo', institucion: null }),
  },
  'Técnico/a en diagnóstico por imágenes': {
    categoria: 'Técnico', encuadre: FATSA, clase: 'tecnico', edad: [22, 55], desde: 21, mujeres: 0.5, cursos: ['RCP'],
    titulo: (_az, s) => ({ titulo: g(s, 'Técnico Superior en Diagnóstico por Imágenes', 'Técnica Superior en Diagnóstico por Imágenes'), nivel: 'Terciario completo', institucion: null }),
  },
  'Administrativo/a': { categoria: 'Administrativo de 2da', encuadre: FATSA, clase: 'administrativo', edad: [21, 63], desde: 19, mujeres: 0.65 },
  Recepcionista: { categoria: 'Administrativo de 2da', encuadre: FATSA, clase: 'administrativo', edad: [20, 45], desde: 19, mujeres: 0.75 },
  'Camillero/a': { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [20, 50], desde: 19, mujeres: 0.2, cursos: ['RCP'] },
  Mucama: { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [20, 60], desde: 19, mujeres: 0.9, cursos: ['Bioseguridad'] },
  'Cocinero/a': { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [25, 62], desde: 20, mujeres: 0.55, cursos: ['Alimentos'] },
  'Ayudante de cocina': { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [20, 50], desde: 19, mujeres: 0.6, cursos: ['Alimentos'] },
  'Personal de mantenimiento': { categoria: 'Maestranza', encuadre: FATSA, clase: 'servicios', edad: [22, 65], desde: 19, mujeres: 0.05, cursos: ['Incendio'] },
};

/** Courses that expire: title, issuer (a seeded institución or none), validity in years. */
const CURSOS: Record<string, { titulo: string; institucion: string | null; anios: number }> = {
  RCP: { titulo: 'RCP básica y uso del DEA', institucion: 'Cruz Roja Argentina', anios: 2 },
  ACLS: { titulo: 'ACLS — Soporte vital cardiovascular avanzado', institucion: 'Sociedad Argentina de Cardiología', anios: 2 },
  PALS: { titulo: 'PALS — Soporte vital avanzado pediátrico', institucion: 'Sociedad Argentina de Pediatría', anios: 2 },
  Alimentos: { titulo: 'Manipulación segura de alimentos (carnet de manipulador)', institucion: null, anios: 3 },
  Incendio: { titulo: 'Prevención de incendios y uso de extintores', institucion: null, anios: 1 },
  Bioseguridad: { titulo: 'Bioseguridad y manejo de residuos patogénicos', institucion: null, anios: 1 },
};

const OBRAS_SOCIALES = {
  convenio: [
    ['Obra Social del Personal de la Sanidad Argentina', 70],
    ['Obra Social de los Empleados de Comercio y Actividades Civiles', 8],
    ['Obra Social del Personal de Maestranza', 6],
    ['OSDE', 5],
    ['Medifé', 6],
    ['Galeno', 5],
  ],
  profesional: [
    ['OSDE', 35],
    ['Swiss Medical', 25],
    ['Galeno', 12],
    ['Medifé', 10],
    ['Obra Social de Empresarios, Profesionales y Monotributistas', 12],
    ['Obra Social del Personal de la Sanidad Argentina', 6],
  ],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;

/** BCRA entity codes (the first 3 digits of a CBU). */
const BANCOS: Record<string, string> = {
  'Banco de la Nación Argentina': '011',
  'Banco de la Provincia de Buenos Aires': '014',
  'Banco de la Provincia de Córdoba': '020',
  'Banco Santa Fe': '330',
  'Banco Galicia': '007',
  'Banco Santander': '072',
  BBVA: '017',
  'Banco Macro': '285',
  'Banco Credicoop': '191',
  ICBC: '015',
  'Banco Patagonia': '034',
  'Banco Supervielle': '027',
};

const PALABRAS_ALIAS = [
  'sol', 'luna', 'rio', 'mar', 'nube', 'campo', 'monte', 'lago', 'tren', 'gato', 'perro', 'pato', 'casa', 'flor', 'piedra', 'arbol', 'barco', 'tigre',
  'puma', 'ceibo', 'mate', 'tango', 'faro', 'viento', 'lluvia', 'trigo', 'limon', 'cedro', 'roble', 'sauce', 'cielo', 'hoja', 'miel', 'pan', 'vaso',
];

const DEMO: Record<string, { sexo: Sexo; nombres: string; apellido: string; sector: string; puesto: string; edad: number; antiguedad: number; categoria?: string; encuadre?: string }> = {
  admin: { sexo: 'F', nombres: 'Laura', apellido: 'Giménez', sector: 'Recursos Humanos', puesto: 'Administrativo/a', edad: 46, antiguedad: 12, categoria: 'Administrativo de 1ra', encuadre: 'Fuera de convenio' },
  rrhh: { sexo: 'M', nombres: 'Martín', apellido: 'Sosa', sector: 'Recursos Humanos', puesto: 'Administrativo/a', edad: 38, antiguedad: 7, categoria: 'Administrativo de 1ra' },
  compras: { sexo: 'F', nombres: 'Valeria', apellido: 'Domínguez', sector: 'Compras', puesto: 'Administrativo/a', edad: 41, antiguedad: 9, categoria: 'Administrativo de 1ra' },
  referente: { sexo: 'M', nombres: 'Diego', apellido: 'Fernández', sector: 'Enfermería', puesto: 'Supervisor/a de enfermería', edad: 44, antiguedad: 15 },
  empleado: { sexo: 'F', nombres: 'Carla', apellido: 'Romero', sector: 'Internación', puesto: 'Enfermero/a', edad: 29, antiguedad: 4 },
};

// Due dates forced relative to «hoy» (days ahead), so every kind of alert shows.
const FIN_PRUEBA = [3, 9, 16, 24, 29, 38, 47, 58, 66, 73, 96, 118, 139, 158, 176];
const FIN_PLAZO_FIJO = [5, 14, 27, 41, 55, 68, 80, 92, 101, 104, 122, 150, 181, 205, 233, 260, 288, 310, 335, 358];
const VENCE_MATRICULA = [2, 7, 12, 18, 24, 30];
const MATRICULA_VENCIDA = [-9, -41];
const FIN_SALA = [4, 11, 19, 27];
const VENCE_CURSO = [3, 9, 15, 22, 29];

// ---------------------------------------------------------------- rows in memory

type Ids = Awaited<ReturnType<typeof cargarCatalogos>>;

// Rows before they have a persona_id; the schemas check them once it exists.
type Datos = {
  apellido: string;
  nombres: string;
  dni: string;
  cuil: string;
  sexo: Sexo;
  fecha_nacimiento: string;
  estado_civil_id: number;
  nacionalidad_id: number;
  domicilio: { calle: string; numero: string; piso: string | null; depto: string | null; localidad_id: number; codigo_postal: string };
  email: string | null;
  telefono: string;
};
type Laboral = {
  empresa_id: number;
  razon_social_id: number;
  sector_id: number;
  puesto_id: number;
  categoria_id: number | null;
  contrato_tipo_id: number;
  encuadre_id: number;
  centro_costo_id: number;
  fecha_alta: string;
  fecha_baja: string | null;
  motivo_desvinculacion_id?: number;
  obra_social_id: number;
  art_id: number;
};
/** `valor` is the type's value (4 = hijo/a); `telefono` feeds the emergency contact. */
type Familiar = {
  familiar_tipo_id: number;
  valor: number;
  apellido: string;
  nombres: string;
  dni: string | null;
  fecha_nacimiento: string;
  inicio_sala?: string;
  fin_sala?: string;
  telefono?: string;
};
type Formacion = {
  titulo: string;
  institucion_id: number | null;
  nivel_estudio_id: number | null;
  curso_estado_id: number;
  fecha_egreso: string | null;
  fecha_vencimiento?: string;
};
type Matricula = { matricula_tipo_id: number; numero: string; provincia_id: number | null; fecha_vencimiento: string | null };
type Contacto = { contacto_tipo_id: number; valor: string; observacion: string | null; emergencia: boolean };
type Cuenta = { banco: string; cbu: string; alias: string | null };

type Nueva = {
  usuario?: string;
  datos: Datos;
  laboral: Laboral[];
  familiares: Familiar[];
  formacion: Formacion[];
  matriculas: Matricula[];
  contactos: Contacto[];
  cuenta: Cuenta | null;
};

/** A catalog as label → id; a missing label is a broken seed and stops it. */
async function mapa(tx: Db, clave: string, campo = 'nombre') {
  const t = tablaDe(catalogoPorClave(clave)!);
  const filas = await tx
    .select({ id: sql<number>`${t.id}`, k: sql<string>`${t[campo]!}::text` })
    .from(t)
    .where(isNull(t.deleted_at!));
  const m = new Map(filas.map((f) => [f.k, f.id]));
  return (etiqueta: string | number): number => {
    const id = m.get(String(etiqueta));
    if (id === undefined) throw new Error(`Semilla de personas: no existe «${etiqueta}» en el catálogo ${clave}.`);
    return id;
  };
}

async function cargarCatalogos(tx: Db) {
  return {
    sector: await mapa(tx, 'sector'),
    localidad: await mapa(tx, 'localidad'),
    provincia: await mapa(tx, 'provincia'),
    estadoCivil: await mapa(tx, 'estado-civil'),
    nacionalidad: await mapa(tx, 'nacionalidad'),
    familiarTipo: await mapa(tx, 'familiar-tipo', 'value'),
    contactoTipo: await mapa(tx, 'contacto-tipo'),
    contratoTipo: await mapa(tx, 'contrato-tipo', 'codigo'),
    cursoEstado: await mapa(tx, 'curso-estado'),
    matriculaTipo: await mapa(tx, 'matricula-tipo', 'sigla'),
    nivelEstudio: await mapa(tx, 'nivel-estudio'),
    motivo: await mapa(tx, 'motivo-desvinculacion'),
    obraSocial: await mapa(tx, 'obra-social'),
    art: await mapa(tx, 'art'),
    encuadre: await mapa(tx, 'encuadre'),
    puesto: await mapa(tx, 'puesto'),
    categoria: await mapa(tx, 'categoria'),
    institucion: await mapa(tx, 'institucion'),
    empresa: await mapa(tx, 'empresa'),
    razonSocial: await mapa(tx, 'razon-social'),
    centroCosto: await mapa(tx, 'centro-costo'),
  };
}

// ---------------------------------------------------------------- documents

/** A DNI plausible for the year of birth (they were handed out in order); foreigners get the 9x million series. */
function generadorDni(az: Azar) {
  const usados = new Set<string>();
  return (anio: number, extranjero = false): string => {
    for (;;) {
      const n = extranjero
        ? az.entero(92_000_000, 96_999_999)
        : anio <= 1960
          ? 3_000_000 + (anio - 1925) * 300_000 + az.entero(-150_000, 150_000)
          : 13_500_000 + (anio - 1960) * 730_000 + az.entero(-400_000, 400_000);
      const dni = String(n);
      if (!usados.has(dni)) {
        usados.add(dni);
        return dni;
      }
    }
  };
}

/** CUIL: 20 (man) or 27 (woman); when that gives no check digit, AFIP uses 23 (check digit 9 or 4). */
function cuilDe(dni: string, sexo: Sexo): string {
  const prefijo = sexo === 'F' ? '27' : '20';
  const dv = digitoVerificadorCuit(prefijo + dni);
  if (dv !== null) return `${prefijo}-${dni}-${dv}`;
  const dv23 = digitoVerificadorCuit(`23${dni}`);
  if (dv23 === null) throw new Error(`Semilla de personas: sin CUIL posible para el DNI ${dni}.`);
  return `23-${dni}-${dv23}`;
}

function verificadorCbu(digitos: string, pesos: number[]): number {
  const suma = pesos.reduce((s, p, i) => s + p * Number(digitos[i]), 0);
  return (10 - (suma % 10)) % 10;
}

/** A CBU of the bank: entity + branch + check, account (13) + check (BCRA). */
function cbuDe(codigoBanco: string, sucursal: string, cuenta: string): string {
  const b1 = codigoBanco + sucursal;
  const b2 = cuenta;
  return `${b1}${verificadorCbu(b1, [7, 1, 3, 9, 7, 1, 3])}${b2}${verificadorCbu(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])}`;
}

// ---------------------------------------------------------------- generation

const anioDe = (iso: string) => Number(iso.slice(0, 4));
/** Born `anios` whole years before hoy (plus 1..360 days), so the age on hoy is exactly `anios`. */
const nacidoHace = (az: Azar, hoy: string, anios: number) => sumarDias(sumarMeses(hoy, -12 * anios), -az.entero(1, 360));
const menor = (a: string, b: string) => (a < b ? a : b);
const mayor = (a: string, b: string) => (a > b ? a : b);

function generar(hoy: string, ids: Ids): Nueva[] {
  const az = new Azar(SEMILLA);
  const dni = generadorDni(az);
  const nombresUsados = new Set(Object.values(DEMO).map((d) => `${d.apellido}|${d.nombres}`));
  const emails = new Set<string>();
  const cbus = new Set<string>();
  const aliases = new Set<string>();
  const matriculasUsadas = new Set<string>();

  const celular = (area: string) => `+54 9 ${area} ${az.entero(4, 6)}${az.digitos(2)}-${az.digitos(4)}`;
  const fijo = (area: string) => `0${area} 4${az.digitos(2)}-${az.digitos(4)}`;
  const emailDe = (nombres: string, apellido: string) => {
    const base = `${plano(nombres.split(' ')[0]!)}.${plano(apellido)}`;
    const dominio = az.elegir(['example.com', 'example.net', 'example.org']);
    for (let n = 0; ; n++) {
      const e = `${base}${n ? n + 1 : ''}@${dominio}`;
      if (!emails.has(e)) {
        emails.add(e);
        return e;
      }
    }
  };

  // Every place of every sector; then who is on probation or on a fixed-term contract (never a demo user).
  const plazas: { sector: Sector; puesto: string; usuario?: string }[] = [];
  for (const s of SECTORES) {
    for (const [puesto, n] of s.plantel) {
      const demo = Object.entries(DEMO).filter(([, d]) => d.sector === s.nombre && d.puesto === puesto);
      for (let i = 0; i < n; i++) plazas.push({ sector: s, puesto, usuario: demo[i]?.[0] });
    }
  }
  const libres = az.mezclar(plazas.map((p, i) => (p.usuario ? -1 : i)).filter((i) => i >= 0));
  const prueba = new Map(FIN_PRUEBA.map((d, k) => [libres[k]!, d]));
  const plazoFijo = new Map(FIN_PLAZO_FIJO.map((d, k) => [libres[FIN_PRUEBA.length + k]!, d]));

  const nuevas: Nueva[] = [];
  const candidatasSala: number[] = [];

  for (const [i, plaza] of plazas.entries()) {
    const { sector, puesto } = plaza;
    const perfil = PERFILES[puesto];
    if (!perfil) throw new Error(`Semilla de personas: falta el perfil del puesto ${puesto}.`);
    const sede = SEDES[sector.sede]!;
    const demo = plaza.usuario ? DEMO[plaza.usuario] : undefined;

    // --- identity
    const sexo: Sexo = demo?.sexo ?? (az.si(perfil.mujeres) ? 'F' : 'M');
    const edad = demo?.edad ?? az.entero(perfil.edad[0], perfil.edad[1]);
    const nacimiento = nacidoHace(az, hoy, edad);
    const anio = anioDe(nacimiento);
    const nacionalidad = demo ? 'Argentina' : az.ponderado([['Argentina', 90], ['Paraguaya', 2], ['Boliviana', 2], ['Peruana', 2], ['Venezolana', 2], ['Uruguaya', 1], ['Chilena', 1]] as const);
    const extranjero = nacionalidad !== 'Argentina';
    let apellido = demo?.apellido ?? '';
    let nombres = demo?.nombres ?? '';
    while (!demo) {
      apellido = az.elegir(APELLIDOS);
      nombres = nombrePara(az, sexo, anio);
      if (!nombresUsados.has(`${apellido}|${nombres}`)) break;
    }
    nombresUsados.add(`${apellido}|${nombres}`);
    const documento = dni(anio, extranjero);
    const estadoCivil = az.ponderado(
      edad < 25
        ? ([['Soltero/a', 80], ['Unión convivencial', 20]] as const)
        : edad < 35
          ? ([['Soltero/a', 40], ['Unión convivencial', 30], ['Casado/a', 30]] as const)
          : edad < 50
            ? ([['Soltero/a', 14], ['Unión convivencial', 20], ['Casado/a', 50], ['Divorciado/a', 11], ['Separado/a', 5]] as const)
            : ([['Soltero/a', 8], ['Unión convivencial', 8], ['Casado/a', 58], ['Divorciado/a', 16], ['Separado/a', 5], ['Viudo/a', 5]] as const),
    );
    const telefono = celular(sede.area);
    const conDepto = az.si(0.35);
    const datos: Datos = {
      apellido,
      nombres,
      dni: documento,
      cuil: cuilDe(documento, sexo),
      sexo,
      fecha_nacimiento: nacimiento,
      estado_civil_id: ids.estadoCivil(estadoCivil),
      nacionalidad_id: ids.nacionalidad(nacionalidad),
      domicilio: {
        calle: az.elegir(sede.calles),
        numero: String(sede.ciudad === 'La Plata' ? az.entero(100, 2200) : az.entero(50, 4800)),
        piso: conDepto ? az.elegir(['PB', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) : null,
        depto: conDepto ? az.elegir(['A', 'B', 'C', 'D', 'E', '1', '2', '3', '4']) : null,
        localidad_id: ids.localidad(sede.ciudad),
        codigo_postal: sede.codigoPostal,
      },
      email: demo ? USUARIOS_DEMO.find((u) => u.username === plaza.usuario)!.email : az.si(0.92) ? emailDe(nombres, apellido) : null,
      telefono,
    };

    // --- employment: the open record and, for some, an earlier closed one
    const puedeEmpezar = sumarMeses(nacimiento, 12 * perfil.desde);
    const base = {
      empresa_id: ids.empresa(sede.empresa),
      razon_social_id: ids.razonSocial(sector.razonSocial ?? sede.razonSocial),
      sector_id: ids.sector(sector.nombre),
      puesto_id: ids.puesto(puesto),
      categoria_id: (demo?.categoria ?? perfil.categoria) === null ? null : ids.categoria((demo?.categoria ?? perfil.categoria)!),
      encuadre_id: ids.encuadre(demo?.encuadre ?? perfil.encuadre),
      centro_costo_id: ids.centroCosto(sector.nombre),
      obra_social_id: ids.obraSocial(az.ponderado(perfil.clase === 'medico' ? OBRAS_SOCIALES.profesional : OBRAS_SOCIALES.convenio)),
      art_id: ids.art(sede.art),
    };
    if (puesto === 'Administrativo/a' && !demo && az.si(0.3)) base.categoria_id = ids.categoria('Administrativo de 1ra');
    let alta: string;
    let codigo = '6';
    const finPrueba = prueba.get(i);
    const finFijo = plazoFijo.get(i);
    if (finPrueba !== undefined) {
      codigo = '5';
      alta = sumarMeses(sumarDias(hoy, finPrueba + 1), -6);
    } else if (finFijo !== undefined) {
      codigo = '7';
      alta = sumarMeses(sumarDias(hoy, finFijo + 1), -12);
    } else if (demo) {
      alta = sumarDias(sumarMeses(hoy, -12 * demo.antiguedad), -az.entero(10, 300));
    } else {
      // Hired at least 200 days ago (past any probation), never before the age for the job nor over 30 years ago.
      alta = sumarDias(hoy, -az.entero(200, Math.max(200, Math.min(diasEntre(puedeEmpezar, hoy), 30 * 365))));
    }
    const laboral: Laboral[] = [];
    if (codigo === '6' && !demo && az.si(0.14)) {
      const baja = sumarDias(alta, -az.entero(30, 700));
      const altaPrevia = sumarDias(baja, -az.entero(180, 1500));
      if (altaPrevia >= puedeEmpezar) {
        const fijo = az.si(0.4);
        laboral.push({
          ...base,
          contrato_tipo_id: ids.contratoTipo(fijo ? '7' : '6'),
          fecha_alta: altaPrevia,
          fecha_baja: fijo ? sumarDias(sumarMeses(altaPrevia, 12), -1) : baja,
          motivo_desvinculacion_id: ids.motivo(fijo ? 'Fin de contrato' : az.elegir(['Renuncia', 'Renuncia', 'Mutuo acuerdo', 'Despido sin causa'])),
        });
        if (fijo && laboral[0]!.fecha_baja! >= alta) laboral.pop();
      }
    }
    laboral.push({ ...base, contrato_tipo_id: ids.contratoTipo(codigo), fecha_alta: alta, fecha_baja: null });
    const primerAlta = laboral[0]!.fecha_alta;

    // --- family
    const familiares: Familiar[] = [];
    const conPareja = (estadoCivil === 'Casado/a' || estadoCivil === 'Unión convivencial') && az.si(0.9);
    let pareja: Familiar | null = null;
    if (conPareja) {
      const sexoPareja: Sexo = sexo === 'F' ? 'M' : 'F';
      const edadPareja = Math.max(20, edad + az.entero(-5, 6) + (sexo === 'F' ? 2 : -2));
      const nac = nacidoHace(az, hoy, edadPareja);
      pareja = {
        familiar_tipo_id: ids.familiarTipo(estadoCivil === 'Casado/a' ? 1 : 2),
        valor: estadoCivil === 'Casado/a' ? 1 : 2,
        apellido: az.elegir(APELLIDOS),
        nombres: nombrePara(az, sexoPareja, anioDe(nac)),
        dni: dni(anioDe(nac), extranjero && az.si(0.7)),
        fecha_nacimiento: nac,
        telefono: celular(sede.area),
      };
      familiares.push(pareja);
    }
    const cantidadHijos =
      edad < 23 ? 0 : edad < 27 ? az.ponderado([[0, 75], [1, 25]] as const) : az.ponderado([[0, conPareja ? 20 : 55], [1, 30], [2, 30], [3, 12], [4, 3]] as const);
    const apellidoHijos = sexo === 'M' ? apellido : (pareja?.apellido ?? apellido);
    let edadPadre = az.entero(20, 34);
    for (let h = 0; h < cantidadHijos; h++) {
      const nac = sumarDias(sumarMeses(nacimiento, 12 * edadPadre), az.entero(0, 300));
      if (nac > sumarDias(hoy, -20) || edadPadre > 45) break;
      const sexoHijo: Sexo = az.si(0.5) ? 'F' : 'M';
      const hijo: Familiar = {
        familiar_tipo_id: ids.familiarTipo(VALOR_HIJO),
        valor: VALOR_HIJO,
        apellido: apellidoHijos,
        nombres: nombrePara(az, sexoHijo, anioDe(nac)),
        dni: dni(anioDe(nac)),
        fecha_nacimiento: nac,
      };
      // Maternal room: from the end of the leave (90 days) until the child turns 3.
      const finSala = sumarMeses(nac, 36);
      if (finSala > sumarMeses(hoy, -36) && (sexo === 'F' || az.si(0.4))) {
        hijo.inicio_sala = sumarDias(nac, 90);
        hijo.fin_sala = finSala;
      }
      familiares.push(hijo);
      edadPadre += az.entero(2, 5);
    }
    if (edad >= 45 && az.si(0.06)) {
      const sexoMayor: Sexo = az.si(0.7) ? 'F' : 'M';
      const nac = sumarDias(sumarMeses(nacimiento, -12 * az.entero(22, 34)), -az.entero(0, 300));
      familiares.push({
        familiar_tipo_id: ids.familiarTipo(3),
        valor: 3,
        apellido: sexoMayor === 'M' ? apellido : az.elegir(APELLIDOS),
        nombres: nombrePara(az, sexoMayor, anioDe(nac)),
        dni: dni(anioDe(nac), extranjero),
        fecha_nacimiento: nac,
      });
    }
    // Not everyone declares their family to HR (the spouse may still be the emergency contact).
    if (!demo && !az.si(0.75)) familiares.length = 0;
    if (!demo && sexo === 'F' && edad >= 26 && edad <= 40) candidatasSala.push(nuevas.length);

    // --- studies and courses
    const formacion: Formacion[] = [];
    const estado = (e: string) => ids.cursoEstado(e);
    const universidad = () => az.elegir(sede.universidades);
    let egreso: string | null = null;
    if (perfil.titulo) {
      const t = perfil.titulo(az, sexo);
      const anios = perfil.clase === 'medico' ? az.entero(24, 27) : t.nivel === 'Universitario completo' ? az.entero(22, 26) : az.entero(20, 24);
      egreso = menor(sumarDias(sumarMeses(nacimiento, 12 * anios), az.entero(0, 300)), sumarDias(primerAlta, -az.entero(30, 400)));
      const reciente = egreso > sumarMeses(hoy, -10);
      formacion.push({
        titulo: t.titulo,
        institucion_id: t.institucion === 'universidad' ? ids.institucion(universidad()) : t.institucion === 'cruz-roja' ? ids.institucion('Cruz Roja Argentina') : null,
        nivel_estudio_id: t.nivel ? ids.nivelEstudio(t.nivel) : null,
        curso_estado_id: estado(reciente ? 'Pendiente de título' : 'Finalizado'),
        fecha_egreso: egreso,
      });
      if (perfil.clase === 'medico' && sector.especialidades) {
        const especialidad = az.elegir(sector.especialidades);
        const finEspecialidad = sumarMeses(egreso, 12 * az.entero(3, 5));
        const enCurso = finEspecialidad > hoy;
        formacion.push({
          titulo: `Especialista en ${especialidad.charAt(0).toLowerCase()}${especialidad.slice(1)}`,
          institucion_id: ids.institucion(
            az.elegir(['Hospital Italiano de Buenos Aires', 'Hospital de Clínicas José de San Martín', 'Asociación Médica Argentina', universidad(), universidad()]),
          ),
          nivel_estudio_id: ids.nivelEstudio('Posgrado'),
          curso_estado_id: estado(enCurso ? 'En curso' : 'Finalizado'),
          fecha_egreso: enCurso ? null : finEspecialidad,
        });
      }
    } else if (perfil.clase === 'administrativo' && az.si(0.45) && edad >= 23) {
      const carrera = az.elegir(
        sector.nombre === 'Recursos Humanos'
          ? [g(sexo, 'Licenciado en Recursos Humanos', 'Licenciada en Recursos Humanos'), g(sexo, 'Licenciado en Relaciones Laborales', 'Licenciada en Relaciones Laborales')]
          : [g(sexo, 'Contador Público', 'Contadora Pública'), g(sexo, 'Licenciado en Administración', 'Licenciada en Administración')],
      );
      const enCurso = edad < 28 && az.si(0.6);
      formacion.push({
        titulo: carrera,
        institucion_id: ids.institucion(universidad()),
        nivel_estudio_id: ids.nivelEstudio(enCurso ? 'Universitario incompleto' : 'Universitario completo'),
        curso_estado_id: estado(enCurso ? 'En curso' : 'Finalizado'),
        fecha_egreso: enCurso ? null : sumarDias(sumarMeses(nacimiento, 12 * az.entero(23, 27)), az.entero(0, 300)),
      });
    } else if (az.si(0.6)) {
      const tecnico = puesto === 'Personal de mantenimiento' && az.si(0.5);
      formacion.push({
        titulo: tecnico ? g(sexo, 'Técnico Electromecánico', 'Técnica Electromecánica') : 'Bachiller',
        institucion_id: null,
        nivel_estudio_id: ids.nivelEstudio('Secundario completo'),
        curso_estado_id: estado('Finalizado'),
        fecha_egreso: sumarDias(sumarMeses(nacimiento, 12 * (tecnico ? 18 : 17)), az.entero(300, 340)),
      });
    }
    for (const clave of perfil.cursos ?? []) {
      if (!az.si(0.8)) continue;
      const c = CURSOS[clave]!;
      // Taken some time in the last validity period (or just before joining); some have already lapsed.
      const hecho = mayor(sumarDias(hoy, -az.entero(20, 365 * c.anios + 200)), sumarDias(alta, -az.entero(0, 60)));
      formacion.push({
        titulo: c.titulo,
        institucion_id: c.institucion ? ids.institucion(c.institucion) : null,
        nivel_estudio_id: null,
        curso_estado_id: estado('Finalizado'),
        fecha_egreso: hecho,
        fecha_vencimiento: sumarMeses(hecho, 12 * c.anios),
      });
    }

    // --- licences: provincial for everyone who practises, national for a share of physicians
    const matriculas: Matricula[] = [];
    if (perfil.matricula) {
      const desde = egreso ?? sumarMeses(nacimiento, 12 * 22);
      const numero = (sigla: string, base: number, paso: number) => {
        for (;;) {
          const n = String(base + Math.max(0, anioDe(desde) - 1980) * paso + az.entero(0, paso - 1));
          if (!matriculasUsadas.has(sigla + sede.provincia + n)) {
            matriculasUsadas.add(sigla + sede.provincia + n);
            return n;
          }
        }
      };
      matriculas.push({
        matricula_tipo_id: ids.matriculaTipo('MP'),
        numero: numero('MP', perfil.clase === 'medico' ? 12_000 : 4_000, perfil.clase === 'medico' ? 700 : 450),
        provincia_id: ids.provincia(sede.provincia),
        fecha_vencimiento: sumarDias(hoy, az.entero(120, 5 * 365)),
      });
      if (perfil.clase === 'medico' && az.si(0.45)) {
        matriculas.push({ matricula_tipo_id: ids.matriculaTipo('MN'), numero: numero('MN', 60_000, 4_000), provincia_id: null, fecha_vencimiento: null });
      }
    }

    // --- contacts
    const contactos: Contacto[] = [];
    if (az.si(0.93)) contactos.push({ contacto_tipo_id: ids.contactoTipo('Teléfono celular'), valor: telefono, observacion: 'Personal', emergencia: false });
    if (az.si(0.15)) contactos.push({ contacto_tipo_id: ids.contactoTipo('Teléfono fijo'), valor: fijo(sede.area), observacion: 'Domicilio', emergencia: false });
    if (az.si(0.88)) {
      let quien: string;
      let valor: string;
      if (pareja) {
        quien = `${pareja.nombres} ${pareja.apellido} (${pareja.valor === 1 ? 'cónyuge' : 'pareja'})`;
        valor = pareja.telefono!;
      } else {
        const vinculo = az.elegir(edad < 40 ? (['madre', 'madre', 'padre', 'hermana', 'hermano'] as const) : (['hermana', 'hermano', 'hija', 'hijo', 'madre'] as const));
        const sexoVinculo: Sexo = ['madre', 'hermana', 'hija'].includes(vinculo) ? 'F' : 'M';
        const anioVinculo = vinculo === 'madre' || vinculo === 'padre' ? anio - 28 : vinculo.startsWith('hij') ? anio + 28 : anio;
        const apellidoVinculo = vinculo === 'madre' ? az.elegir(APELLIDOS) : apellido;
        quien = `${nombrePara(az, sexoVinculo, anioVinculo).split(' ')[0]} ${apellidoVinculo} (${vinculo})`;
        valor = celular(sede.area);
      }
      contactos.push({ contacto_tipo_id: ids.contactoTipo('Contacto de emergencia'), valor, observacion: quien, emergencia: true });
    }

    // --- bank account (salary), mostly in the company's payroll bank
    let cuenta: Cuenta | null = null;
    if (demo || az.si(0.9)) {
      const banco = az.ponderado([
        [sede.banco, 55],
        ['Banco de la Nación Argentina', 12],
        ['Banco Galicia', 8],
        ['Banco Santander', 7],
        ['BBVA', 5],
        ['Banco Macro', 5],
        ['Banco Credicoop', 3],
        ['ICBC', 2],
        ['Banco Supervielle', 2],
        ['Banco Patagonia', 1],
      ]);
      let cbu: string;
      do cbu = cbuDe(BANCOS[banco]!, `0${az.digitos(3)}`, `${az.elegir(['0', '3', '4'])}${az.digitos(12)}`);
      while (cbus.has(cbu));
      cbus.add(cbu);
      let alias: string | null = null;
      if (az.si(0.7)) {
        do alias = `${az.elegir(PALABRAS_ALIAS)}.${az.elegir(PALABRAS_ALIAS)}.${az.elegir(PALABRAS_ALIAS)}`;
        while (aliases.has(alias) || alias.length > 20);
        aliases.add(alias);
      }
      cuenta = { banco, cbu, alias };
    }

    nuevas.push({ usuario: plaza.usuario, datos, laboral, familiares, formacion, matriculas, contactos, cuenta });
  }

  // --- forced due dates, so that every kind of alert has a few
  const mps = az.mezclar(nuevas.flatMap((p) => p.matriculas.filter((m) => m.provincia_id !== null)));
  [...VENCE_MATRICULA, ...MATRICULA_VENCIDA].forEach((d, k) => (mps[k]!.fecha_vencimiento = sumarDias(hoy, d)));

  const cursos = az.mezclar(nuevas.flatMap((p) => p.formacion.filter((f) => f.fecha_vencimiento)));
  VENCE_CURSO.forEach((d, k) => {
    const c = cursos[k]!;
    const anios = Object.values(CURSOS).find((x) => x.titulo === c.titulo)!.anios;
    c.fecha_vencimiento = sumarDias(hoy, d);
    c.fecha_egreso = sumarMeses(c.fecha_vencimiento, -12 * anios);
  });

  const madres = az.mezclar(candidatasSala);
  for (const [k, d] of FIN_SALA.entries()) {
    const p = nuevas[madres[k]!]!;
    const fin = sumarDias(hoy, d);
    const nac = sumarMeses(fin, -36);
    const sexoHijo: Sexo = az.si(0.5) ? 'F' : 'M';
    const pareja = p.familiares.find((f) => f.valor === 1 || f.valor === 2);
    // Siblings at least a year and a half older; younger ones would crowd the dates.
    p.familiares = p.familiares.filter((f) => f.valor !== VALOR_HIJO || f.fecha_nacimiento < sumarMeses(nac, -18));
    p.familiares.push({
      familiar_tipo_id: ids.familiarTipo(VALOR_HIJO),
      valor: VALOR_HIJO,
      apellido: pareja?.apellido ?? p.datos.apellido,
      nombres: nombrePara(az, sexoHijo, anioDe(nac)),
      dni: dni(anioDe(nac)),
      fecha_nacimiento: nac,
      inicio_sala: sumarDias(nac, 90),
      fin_sala: fin,
    });
  }
  return nuevas;
}

// ---------------------------------------------------------------- insert

function validar<S extends z.ZodType>(esquema: S, fila: unknown, que: string): z.output<S> {
  const r = esquema.safeParse(fila);
  if (!r.success) {
    const detalle = r.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
    throw new Error(`Semilla de personas: ${que} no es válido (${detalle}). Datos: ${JSON.stringify(fila)}`);
  }
  return r.data;
}

async function enLotes<T extends PgTable>(tx: Db, tabla: T, filas: PgInsertValue<T>[], tamano = 400) {
  for (let i = 0; i < filas.length; i += tamano) await tx.insert(tabla).values(filas.slice(i, i + tamano));
}

/**
 * The demo organisation's personnel files, only while the persona table is
 * empty, in one transaction. Returns how many personas it created.
 */
export async function sembrarPersonas(db: Db, hoyIso = fechaIso(new Date())): Promise<number> {
  if (!esFechaIso(hoyIso)) throw new RangeError(`Fecha de hoy inválida: '${hoyIso}'`);
  return db.transaction(async (tx) => {
    const [hay] = await tx.select({ n: sql<number>`count(*)::int` }).from(persona);
    if ((hay?.n ?? 0) > 0) return 0;
    const ids = await cargarCatalogos(tx);
    const generadas = generar(hoyIso, ids);

    // File numbers follow seniority, as they were handed out.
    const primerAlta = (p: Nueva) => p.laboral.reduce((m, l) => menor(m, l.fecha_alta), '9999-12-31');
    const nuevas = generadas
      .map((p, i) => ({ p, i }))
      .sort((a, b) => primerAlta(a.p).localeCompare(primerAlta(b.p)) || a.i - b.i)
      .map(({ p }) => p);

    const filasPersona = nuevas.map((p, k) => {
      const numero = String(k + 1).padStart(4, '0');
      const v = validar(datosPersonalesSchema, { ...p.datos, legajo: `L-${numero}`, idfichador: `F${numero}` }, `la persona ${p.datos.apellido}, ${p.datos.nombres}`);
      if (!esCuilValido(v.cuil) || !cuilCoincideConDni(v.cuil, v.dni)) throw new Error(`Semilla de personas: CUIL ${v.cuil} inválido para el DNI ${v.dni}.`);
      const { domicilio, ...resto } = v;
      const hijos = contarHijos(p.familiares.map((f) => ({ familiar_tipo: f.valor })));
      return { ...resto, ...(domicilio ?? {}), hijos } as typeof persona.$inferInsert;
    });
    const creadas = await tx.insert(persona).values(filasPersona).returning({ id: persona.id, dni: persona.dni });
    const idPorDni = new Map(creadas.map((c) => [c.dni, c.id]));
    const idDe = (p: Nueva) => idPorDni.get(p.datos.dni)!;

    const laboral = nuevas.flatMap((p) => p.laboral.map((l) => validar(laboralSchema, { ...l, persona_id: idDe(p) }, 'un registro laboral')));
    const familiares = nuevas.flatMap((p) =>
      p.familiares.map(({ valor: _v, telefono: _t, ...f }) => validar(familiarSchema, { ...f, persona_id: idDe(p) }, 'un familiar')),
    );
    const formacion = nuevas.flatMap((p) => p.formacion.map((f) => validar(formacionSchema, { ...f, persona_id: idDe(p) }, 'una formación')));
    const matriculas = nuevas.flatMap((p) => p.matriculas.map((m) => validar(matriculaSchema, { ...m, persona_id: idDe(p) }, 'una matrícula')));
    const contactos = nuevas.flatMap((p) => p.contactos.map((c) => validar(contactoSchema, { ...c, persona_id: idDe(p) }, 'un contacto')));
    const cuentas = nuevas.flatMap((p) => {
      if (!p.cuenta) return [];
      const c = validar(cuentaBancariaSchema, p.cuenta, 'una cuenta bancaria');
      if (!esCbuValido(c.cbu)) throw new Error(`Semilla de personas: CBU inválido ${c.cbu}.`);
      return [{ ...c, persona_id: idDe(p) }];
    });

    await enLotes(tx, personaLaboral, laboral as PgInsertValue<typeof personaLaboral>[]);
    await enLotes(tx, personaFamiliar, familiares as PgInsertValue<typeof personaFamiliar>[]);
    await enLotes(tx, personaFormacion, formacion as PgInsertValue<typeof personaFormacion>[]);
    await enLotes(tx, personaMatricula, matriculas as PgInsertValue<typeof personaMatricula>[]);
    await enLotes(tx, personaContacto, contactos as PgInsertValue<typeof personaContacto>[]);
    await enLotes(tx, personaCuentaBancaria, cuentas as PgInsertValue<typeof personaCuentaBancaria>[]);

    // The demo users are people of the organisation too.
    for (const p of nuevas) {
      if (p.usuario) await tx.update(usuario).set({ persona_id: idDe(p) }).where(eq(usuario.username, p.usuario));
    }
    return creadas.length;
  });
}
