import type { Alerta } from '@worknet/domain/rrhh/alertas';

// Shapes of GET persona_rrhh/{id} and the calls around it
// (apps/server/src/modules/rrhh/persona.service.ts: keep in sync).

/** A catalog row a record points to: `{ id, nombre }` (familiar_tipo adds `value`, contrato_tipo `codigo`). */
export type Ref = { id: number; nombre: string; value?: number; codigo?: string; duracion_meses?: number | null; provincia_id?: number } | null;

export type Sexo = 'F' | 'M' | 'X';

export type DatosPersonalesFila = {
  id: number;
  apellido: string;
  nombres: string;
  dni: string;
  cuil: string;
  sexo: Sexo;
  fecha_nacimiento: string;
  edad: number | null;
  hijos: number;
  estado_civil_id: number | null;
  estado_civil: Ref;
  nacionalidad_id: number | null;
  nacionalidad: Ref;
  calle: string | null;
  numero: string | null;
  piso: string | null;
  depto: string | null;
  localidad_id: number | null;
  localidad: Ref;
  codigo_postal: string | null;
  email: string | null;
  telefono: string | null;
  legajo: string | null;
  idfichador: string | null;
  /** The photo's signed links (media), or null when it has none. */
  foto: FotoLegajo | null;
};

export type FotoLegajo = { id: number; url: string; miniatura_url: string | null };

/** A child record (family, training, licence, employment, contact): its columns plus one Ref per reference. */
export type FilaRegistro = Record<string, unknown> & { id: number; persona_id: number };

export type CuentaBancariaFila = { banco: string; cbu: string; alias: string | null };

export type Ficha = {
  datosPersonales: DatosPersonalesFila;
  /** null: the user may not see the family. */
  familiares: FilaRegistro[] | null;
  formacion: FilaRegistro[];
  matriculas: FilaRegistro[];
  laboral: FilaRegistro[];
  contacto: FilaRegistro[];
  cuentaBancaria: CuentaBancariaFila | null;
  idfichador: string | null;
  permisos: { familia: boolean; banco: boolean; editar: boolean };
  alertas: Alerta[];
};

/** Keys of the Ficha that hold the child records. */
export type ParteFicha = 'familiares' | 'formacion' | 'matriculas' | 'laboral' | 'contacto';

export type EntradaHistorial = {
  id: number;
  fecha: string;
  usuario: string | null;
  entidad: string;
  entidad_id: string;
  accion: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  /** Names of the catalog rows the change points to: field -> id -> name. */
  nombres?: Record<string, Record<string, string>>;
};

export type OpcionPersona = { value: number; label: string };
