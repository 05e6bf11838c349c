import { contactoSchema, familiarSchema, formacionSchema, laboralSchema, matriculaSchema } from '@worknet/domain/rrhh/persona';
import { armarCuerpo, validarCon, type Esquema, type Validacion, type Valores } from './payload';
import type { DescripcionRegistro } from './registros';
import type { ParteLegajo } from '@worknet/domain/rrhh/legajo';

/** The server's own schema of each record (same Spanish messages). */
const ESQUEMAS: Record<ParteLegajo, Esquema> = {
  familiares: familiarSchema,
  formacion: formacionSchema,
  matriculas: matriculaSchema,
  laboral: laboralSchema,
  contacto: contactoSchema,
};

/** The body of POST/PUT rrhh/<ruta>, checked with the record's schema before any call. */
export function validarRegistro(d: DescripcionRegistro, valores: Valores, personaId: number): Validacion {
  const cuerpo = armarCuerpo(
    valores,
    d.campos.map((c) => c.nombre),
  );
  return validarCon(ESQUEMAS[d.parte], { ...cuerpo, persona_id: personaId });
}
