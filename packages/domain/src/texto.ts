/** Text compared the way people search it: without accents, case or surrounding spaces (as the database's `busqueda` columns). */
export const textoPlano = (s: string) => s.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
