import type { Azar } from './azar';

// The demo organisation as data: names by generation, sites and sectors with their staff,
// profiles by puesto, courses, obras sociales, banks, the demo users and the due dates
// forced relative to «hoy» so every kind of HR alert shows.

export type Sexo = 'F' | 'M';

// By generation, as names go in and out of fashion: «clasicos» for people born
// before 1975, «comunes» 1965–1995, «jovenes» 1985–2005 and «chicos» after that.
const NOMBRES: Record<Sexo, Record<'clasicos' | 'comunes' | 'jovenes' | 'chicos', string[]>> = {
  F: {
    clasicos: [
      'Graciela',
      'Susana',
      'Norma',
      'Beatriz',
      'Silvia',
      'Mónica',
      'Marta',
      'Estela',
      'Liliana',
      'Adriana',
      'Patricia',
      'Claudia',
      'Alicia',
      'Cristina',
    ],
    comunes: [
      'María',
      'Ana',
      'Laura',
      'Carla',
      'Valeria',
      'Natalia',
      'Paula',
      'Daniela',
      'Gabriela',
      'Silvina',
      'Mariana',
      'Verónica',
      'Andrea',
      'Marcela',
      'Alejandra',
      'Carolina',
      'Soledad',
      'Lorena',
      'Cecilia',
      'Eugenia',
      'Romina',
      'Vanesa',
      'Luciana',
      'Noelia',
      'Jimena',
    ],
    jovenes: [
      'Florencia',
      'Lucía',
      'Camila',
      'Julieta',
      'Agustina',
      'Micaela',
      'Belén',
      'Milagros',
      'Rocío',
      'Antonella',
      'Victoria',
      'Sofía',
      'Melina',
      'Aldana',
      'Brenda',
    ],
    chicos: ['Martina', 'Valentina', 'Catalina', 'Guadalupe', 'Emma', 'Delfina', 'Olivia', 'Isabella', 'Mía', 'Sofía', 'Lucía', 'Josefina', 'Renata', 'Alma'],
  },
  M: {
    clasicos: ['Jorge', 'Carlos', 'Roberto', 'Ricardo', 'Rubén', 'Raúl', 'Hugo', 'Héctor', 'Osvaldo', 'Alberto', 'Miguel', 'Oscar', 'Eduardo', 'Walter'],
    comunes: [
      'Juan',
      'José',
      'Luis',
      'Martín',
      'Diego',
      'Pablo',
      'Sebastián',
      'Alejandro',
      'Gustavo',
      'Fernando',
      'Marcelo',
      'Sergio',
      'Daniel',
      'Federico',
      'Gonzalo',
      'Leandro',
      'Maximiliano',
      'Ezequiel',
      'Cristian',
      'Hernán',
      'Darío',
      'Claudio',
      'Mariano',
      'Germán',
      'Andrés',
      'Mauricio',
      'Rodrigo',
      'Esteban',
    ],
    jovenes: ['Facundo', 'Matías', 'Nicolás', 'Lucas', 'Agustín', 'Franco', 'Ignacio', 'Emiliano', 'Ramiro', 'Nahuel', 'Julián', 'Brian', 'Tomás', 'Santiago'],
    chicos: [
      'Thiago',
      'Mateo',
      'Benjamín',
      'Bautista',
      'Valentino',
      'Felipe',
      'Lautaro',
      'Joaquín',
      'Santino',
      'Juan Cruz',
      'Tomás',
      'Santiago',
      'Lorenzo',
      'Ciro',
    ],
  },
};

/** Given name(s) fitting the year of birth; a third of the people have two. */
export function nombrePara(az: Azar, sexo: Sexo, anio: number): string {
  const n = NOMBRES[sexo];
  const lista =
    anio < 1975 ? [...n.clasicos, ...n.comunes] : anio < 1985 ? n.comunes : anio < 1995 ? [...n.comunes, ...n.jovenes] : anio < 2005 ? n.jovenes : n.chicos;
  const primero = az.elegir(lista);
  if (!az.si(0.33)) return primero;
  const segundo = az.elegir(lista);
  return primero.includes(' ') || segundo.includes(' ') || segundo === primero ? primero : `${primero} ${segundo}`;
}

/** 'Núñez' → 'nunez': for e-mails and aliases. */
export const plano = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export const g = (sexo: Sexo, masculino: string, femenino: string) => (sexo === 'F' ? femenino : masculino);

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

export const SEDES: Record<string, Sede> = {
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
      'Av. Colón',
      'Bv. San Juan',
      'Av. Vélez Sarsfield',
      'Obispo Trejo',
      'Av. Hipólito Yrigoyen',
      'Deán Funes',
      '27 de Abril',
      'Av. Rafael Núñez',
      'Duarte Quirós',
      'La Rioja',
      'Chacabuco',
      'Ituzaingó',
      'Av. Sabattini',
      'Av. Fuerza Aérea',
      'Jujuy',
      'Caseros',
      'Independencia',
      'Belgrano',
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
      'Bv. Oroño',
      'Av. Pellegrini',
      'Córdoba',
      'San Martín',
      'Mendoza',
      'Bv. 27 de Febrero',
      'Av. Francia',
      'Corrientes',
      'Entre Ríos',
      'Santa Fe',
      'Av. Eva Perón',
      'Rioja',
      'Zeballos',
      'Catamarca',
      'Tucumán',
      'Italia',
      'España',
      'Alvear',
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
    calles: [
      'Calle 7',
      'Calle 12',
      'Av. 13',
      'Calle 50',
      'Av. 51',
      'Av. 53',
      'Calle 60',
      'Av. 1',
      'Calle 44',
      'Calle 47',
      'Diagonal 74',
      'Diagonal 80',
      'Calle 3',
      'Calle 115',
      'Av. 44',
      'Calle 8',
    ],
  },
};

export type Sector = { nombre: string; sede: keyof typeof SEDES; razonSocial?: string; especialidades?: string[]; plantel: [string, number][] };

// 300 people. Demo users take the first place of their puesto in their sector.
export const SECTORES: Sector[] = [
  {
    nombre: 'Dirección Médica',
    sede: 'sanatorio',
    especialidades: [
      'Clínica médica',
      'Cardiología',
      'Cirugía general',
      'Pediatría',
      'Ginecología y obstetricia',
      'Traumatología y ortopedia',
      'Anestesiología',
    ],
    plantel: [
      ['Director/a médico/a', 1],
      ['Jefe/a de servicio', 5],
      ['Médico/a de planta', 6],
      ['Administrativo/a', 2],
      ['Recepcionista', 2],
    ],
  },
  {
    nombre: 'Enfermería',
    sede: 'sanatorio',
    plantel: [
      ['Supervisor/a de enfermería', 4],
      ['Enfermero/a', 30],
      ['Auxiliar de enfermería', 12],
      ['Instrumentador/a quirúrgico/a', 4],
    ],
  },
  {
    nombre: 'Farmacia',
    sede: 'sanatorio',
    plantel: [
      ['Farmacéutico/a', 4],
      ['Auxiliar de farmacia', 8],
    ],
  },
  { nombre: 'Recursos Humanos', sede: 'sanatorio', razonSocial: 'Salud del Centro Servicios Compartidos S.A.S.', plantel: [['Administrativo/a', 8]] },
  { nombre: 'Compras', sede: 'sanatorio', razonSocial: 'Salud del Centro Servicios Compartidos S.A.S.', plantel: [['Administrativo/a', 7]] },
  {
    nombre: 'Guardia',
    sede: 'clinica',
    especialidades: ['Emergentología', 'Clínica médica', 'Medicina familiar y general', 'Pediatría'],
    plantel: [
      ['Jefe/a de servicio', 1],
      ['Médico/a de guardia', 16],
      ['Enfermero/a', 10],
      ['Técnico/a en diagnóstico por imágenes', 3],
      ['Recepcionista', 4],
      ['Camillero/a', 4],
    ],
  },
  {
    nombre: 'Internación',
    sede: 'clinica',
    especialidades: ['Clínica médica', 'Terapia intensiva', 'Cardiología', 'Infectología', 'Neumonología', 'Cirugía general', 'Nefrología'],
    plantel: [
      ['Jefe/a de servicio', 2],
      ['Médico/a de planta', 9],
      ['Supervisor/a de enfermería', 2],
      ['Enfermero/a', 22],
      ['Auxiliar de enfermería', 8],
      ['Kinesiólogo/a', 4],
      ['Mucama', 8],
    ],
  },
  {
    nombre: 'Laboratorio',
    sede: 'clinica',
    plantel: [
      ['Bioquímico/a', 6],
      ['Técnico/a de laboratorio', 11],
      ['Administrativo/a', 3],
    ],
  },
  { nombre: 'Mantenimiento', sede: 'clinica', plantel: [['Personal de mantenimiento', 15]] },
  {
    nombre: 'Administración',
    sede: 'hogar',
    plantel: [
      ['Administrativo/a', 9],
      ['Recepcionista', 4],
    ],
  },
  {
    nombre: 'Cocina',
    sede: 'hogar',
    plantel: [
      ['Nutricionista', 2],
      ['Cocinero/a', 6],
      ['Ayudante de cocina', 14],
    ],
  },
  {
    nombre: 'Enfermería del Hogar',
    sede: 'hogar',
    especialidades: ['Geriatría', 'Clínica médica'],
    plantel: [
      ['Médico/a de planta', 2],
      ['Supervisor/a de enfermería', 2],
      ['Enfermero/a', 14],
      ['Auxiliar de enfermería', 18],
      ['Kinesiólogo/a', 2],
      ['Mucama', 6],
    ],
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

export const PERFILES: Record<string, Perfil> = {
  'Director/a médico/a': {
    categoria: null,
    encuadre: 'Fuera de convenio',
    clase: 'medico',
    edad: [50, 64],
    desde: 35,
    mujeres: 0.5,
    titulo: medico,
    matricula: true,
    cursos: ['ACLS'],
  },
  'Jefe/a de servicio': {
    categoria: null,
    encuadre: 'Profesionales de la salud',
    clase: 'medico',
    edad: [40, 62],
    desde: 28,
    mujeres: 0.5,
    titulo: medico,
    matricula: true,
    cursos: ['ACLS'],
  },
  'Médico/a de guardia': {
    categoria: null,
    encuadre: 'Profesionales de la salud',
    clase: 'medico',
    edad: [28, 55],
    desde: 26,
    mujeres: 0.55,
    titulo: medico,
    matricula: true,
    cursos: ['ACLS', 'RCP', 'PALS'],
  },
  'Médico/a de planta': {
    categoria: null,
    encuadre: 'Profesionales de la salud',
    clase: 'medico',
    edad: [30, 62],
    desde: 27,
    mujeres: 0.55,
    titulo: medico,
    matricula: true,
    cursos: ['ACLS'],
  },
  'Supervisor/a de enfermería': {
    categoria: 'Enfermero/a profesional',
    encuadre: FATSA,
    clase: 'enfermeria',
    edad: [36, 60],
    desde: 23,
    mujeres: 0.75,
    matricula: true,
    cursos: ['RCP', 'ACLS'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Enfermería', 'Licenciada en Enfermería')),
  },
  'Enfermero/a': {
    categoria: 'Enfermero/a profesional',
    encuadre: FATSA,
    clase: 'enfermeria',
    edad: [23, 60],
    desde: 22,
    mujeres: 0.8,
    titulo: enfermero,
    matricula: true,
    cursos: ['RCP'],
  },
  'Auxiliar de enfermería': {
    categoria: 'Auxiliar de enfermería',
    encuadre: FATSA,
    clase: 'enfermeria',
    edad: [20, 58],
    desde: 19,
    mujeres: 0.85,
    matricula: true,
    cursos: ['RCP'],
    titulo: () => ({ titulo: 'Auxiliar de Enfermería', nivel: null, institucion: 'cruz-roja' }),
  },
  'Instrumentador/a quirúrgico/a': {
    categoria: 'Obstétrica e instrumentador/a',
    encuadre: FATSA,
    clase: 'enfermeria',
    edad: [24, 55],
    desde: 22,
    mujeres: 0.8,
    matricula: true,
    cursos: ['RCP'],
    titulo: (az, s) =>
      az.si(0.4)
        ? universitario(g(s, 'Licenciado en Instrumentación Quirúrgica', 'Licenciada en Instrumentación Quirúrgica'))
        : { titulo: g(s, 'Instrumentador Quirúrgico', 'Instrumentadora Quirúrgica'), nivel: 'Terciario completo', institucion: null },
  },
  'Kinesiólogo/a': {
    categoria: 'Profesional',
    encuadre: FATSA,
    clase: 'profesional',
    edad: [25, 55],
    desde: 24,
    mujeres: 0.5,
    matricula: true,
    cursos: ['RCP'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Kinesiología y Fisiatría', 'Licenciada en Kinesiología y Fisiatría')),
  },
  Nutricionista: {
    categoria: 'Profesional',
    encuadre: FATSA,
    clase: 'profesional',
    edad: [25, 50],
    desde: 24,
    mujeres: 0.85,
    matricula: true,
    cursos: ['Alimentos'],
    titulo: (_az, s) => universitario(g(s, 'Licenciado en Nutrición', 'Licenciada en Nutrición')),
  },
  'Farmacéutico/a': {
    categoria: 'Profesional',
    encuadre: FATSA,
    clase: 'profesional',
    edad: [27, 62],
    desde: 25,
    mujeres: 0.65,
    matricula: true,
    titulo: (_az, s) => universitario(g(s, 'Farmacéutico', 'Farmacéutica')),
  },
  'Auxiliar de farmacia': { categoria: 'Ayudante técnico', encuadre: FATSA, clase: 'tecnico', edad: [20, 50], desde: 19, mujeres: 0.65 },
  'Bioquímico/a': {
    categoria: 'Profesional',
    encuadre: FATSA,
    clase: 'profesional',
    edad: [28, 62],
    desde: 25,
    mujeres: 0.65,
    matricula: true,
    cursos: ['Bioseguridad'],
    titulo: (_az, s) => universitario(g(s, 'Bioquímico', 'Bioquímica')),
  },
  'Técnico/a de laboratorio': {
    categoria: 'Técnico',
    encuadre: FATSA,
    clase: 'tecnico',
    edad: [22, 55],
    desde: 21,
    mujeres: 0.65,
    cursos: ['Bioseguridad'],
    titulo: (_az, s) => ({
      titulo: g(s, 'Técnico Superior en Laboratorio de Análisis Clínicos', 'Técnica Superior en Laboratorio de Análisis Clínicos'),
      nivel: 'Terciario completo',
      institucion: null,
    }),
  },
  'Técnico/a en diagnóstico por imágenes': {
    categoria: 'Técnico',
    encuadre: FATSA,
    clase: 'tecnico',
    edad: [22, 55],
    desde: 21,
    mujeres: 0.5,
    cursos: ['RCP'],
    titulo: (_az, s) => ({
      titulo: g(s, 'Técnico Superior en Diagnóstico por Imágenes', 'Técnica Superior en Diagnóstico por Imágenes'),
      nivel: 'Terciario completo',
      institucion: null,
    }),
  },
  'Administrativo/a': { categoria: 'Administrativo de 2da', encuadre: FATSA, clase: 'administrativo', edad: [21, 63], desde: 19, mujeres: 0.65 },
  Recepcionista: { categoria: 'Administrativo de 2da', encuadre: FATSA, clase: 'administrativo', edad: [20, 45], desde: 19, mujeres: 0.75 },
  'Camillero/a': { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [20, 50], desde: 19, mujeres: 0.2, cursos: ['RCP'] },
  Mucama: { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [20, 60], desde: 19, mujeres: 0.9, cursos: ['Bioseguridad'] },
  'Cocinero/a': { categoria: 'Servicios generales', encuadre: FATSA, clase: 'servicios', edad: [25, 62], desde: 20, mujeres: 0.55, cursos: ['Alimentos'] },
  'Ayudante de cocina': {
    categoria: 'Servicios generales',
    encuadre: FATSA,
    clase: 'servicios',
    edad: [20, 50],
    desde: 19,
    mujeres: 0.6,
    cursos: ['Alimentos'],
  },
  'Personal de mantenimiento': { categoria: 'Maestranza', encuadre: FATSA, clase: 'servicios', edad: [22, 65], desde: 19, mujeres: 0.05, cursos: ['Incendio'] },
};

/** Courses that expire: title, issuer (a seeded institución or none), validity in years. */
export const CURSOS: Record<string, { titulo: string; institucion: string | null; anios: number }> = {
  RCP: { titulo: 'RCP básica y uso del DEA', institucion: 'Cruz Roja Argentina', anios: 2 },
  ACLS: { titulo: 'ACLS — Soporte vital cardiovascular avanzado', institucion: 'Sociedad Argentina de Cardiología', anios: 2 },
  PALS: { titulo: 'PALS — Soporte vital avanzado pediátrico', institucion: 'Sociedad Argentina de Pediatría', anios: 2 },
  Alimentos: { titulo: 'Manipulación segura de alimentos (carnet de manipulador)', institucion: null, anios: 3 },
  Incendio: { titulo: 'Prevención de incendios y uso de extintores', institucion: null, anios: 1 },
  Bioseguridad: { titulo: 'Bioseguridad y manejo de residuos patogénicos', institucion: null, anios: 1 },
};

export const OBRAS_SOCIALES = {
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
export const BANCOS: Record<string, string> = {
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

export const PALABRAS_ALIAS = [
  'sol',
  'luna',
  'rio',
  'mar',
  'nube',
  'campo',
  'monte',
  'lago',
  'tren',
  'gato',
  'perro',
  'pato',
  'casa',
  'flor',
  'piedra',
  'arbol',
  'barco',
  'tigre',
  'puma',
  'ceibo',
  'mate',
  'tango',
  'faro',
  'viento',
  'lluvia',
  'trigo',
  'limon',
  'cedro',
  'roble',
  'sauce',
  'cielo',
  'hoja',
  'miel',
  'pan',
  'vaso',
];

export const DEMO: Record<
  string,
  { sexo: Sexo; nombres: string; apellido: string; sector: string; puesto: string; edad: number; antiguedad: number; categoria?: string; encuadre?: string }
> = {
  admin: {
    sexo: 'F',
    nombres: 'Laura',
    apellido: 'Giménez',
    sector: 'Recursos Humanos',
    puesto: 'Administrativo/a',
    edad: 46,
    antiguedad: 12,
    categoria: 'Administrativo de 1ra',
    encuadre: 'Fuera de convenio',
  },
  rrhh: {
    sexo: 'M',
    nombres: 'Martín',
    apellido: 'Sosa',
    sector: 'Recursos Humanos',
    puesto: 'Administrativo/a',
    edad: 38,
    antiguedad: 7,
    categoria: 'Administrativo de 1ra',
  },
  compras: {
    sexo: 'F',
    nombres: 'Valeria',
    apellido: 'Domínguez',
    sector: 'Compras',
    puesto: 'Administrativo/a',
    edad: 41,
    antiguedad: 9,
    categoria: 'Administrativo de 1ra',
  },
  referente: { sexo: 'M', nombres: 'Diego', apellido: 'Fernández', sector: 'Enfermería', puesto: 'Supervisor/a de enfermería', edad: 44, antiguedad: 15 },
  empleado: { sexo: 'F', nombres: 'Carla', apellido: 'Romero', sector: 'Internación', puesto: 'Enfermero/a', edad: 29, antiguedad: 4 },
};

// Due dates forced relative to «hoy» (days ahead), so every kind of alert shows.
export const FIN_PRUEBA = [3, 9, 16, 24, 29, 38, 47, 58, 66, 73, 96, 118, 139, 158, 176];
export const FIN_PLAZO_FIJO = [5, 14, 27, 41, 55, 68, 80, 92, 101, 104, 122, 150, 181, 205, 233, 260, 288, 310, 335, 358];
export const VENCE_MATRICULA = [2, 7, 12, 18, 24, 30];
export const MATRICULA_VENCIDA = [-9, -41];
export const FIN_SALA = [4, 11, 19, 27];
export const VENCE_CURSO = [3, 9, 15, 22, 29];
