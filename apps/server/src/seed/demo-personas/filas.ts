import type { cargarCatalogos } from './catalogos';
import type { Sexo } from './organizacion';

// The demo's rows in memory, before they have a persona_id.

export type Ids = Awaited<ReturnType<typeof cargarCatalogos>>;

// Rows before they have a persona_id; the schemas check them once it exists.
export type Datos = {
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
export type Laboral = {
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
export type Familiar = {
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
export type Formacion = {
  titulo: string;
  institucion_id: number | null;
  nivel_estudio_id: number | null;
  curso_estado_id: number;
  fecha_egreso: string | null;
  fecha_vencimiento?: string;
};
export type Matricula = { matricula_tipo_id: number; numero: string; provincia_id: number | null; fecha_vencimiento: string | null };
export type Contacto = { contacto_tipo_id: number; valor: string; observacion: string | null; emergencia: boolean };
export type Cuenta = { banco: string; cbu: string; alias: string | null };

export type Nueva = {
  usuario?: string;
  datos: Datos;
  laboral: Laboral[];
  familiares: Familiar[];
  formacion: Formacion[];
  matriculas: Matricula[];
  contactos: Contacto[];
  cuenta: Cuenta | null;
};
