// Family of a person. The number of children is not typed: it is recomputed
// from the family members every time they change (spec §5).

/** `familiar_tipo.value` of a child (spec §9). */
export const VALOR_HIJO = 4;

export type FamiliarTipo = { value: number } | number | null;

/** The type's value whether it arrives as the select object or already flattened (limpiarPayload). */
export const valorFamiliarTipo = (t: FamiliarTipo | undefined): number | null => (t === null || t === undefined ? null : typeof t === 'number' ? t : t.value);

/** Live members (not soft-deleted) whose type is «hijo». */
export function contarHijos(familiares: readonly { familiar_tipo: FamiliarTipo; deleted_at?: string | null }[]): number {
  return familiares.filter((f) => !f.deleted_at && valorFamiliarTipo(f.familiar_tipo) === VALOR_HIJO).length;
}
